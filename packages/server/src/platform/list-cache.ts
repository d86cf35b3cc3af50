import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { SignedIn } from './auth-guard.ts';
import { onTableChanged } from './cache-invalidation.ts';
import type { Context } from './context.ts';

/**
 * A list route's page, kept as its serialized reply for a moment: consoles poll the same lists every
 * few seconds, many of them the same pages. `tables` are every table the page reads (rows, links,
 * names); `scope` names what decides which rows the caller may see, and must be all of it: two
 * callers with the same scope and query get the same bytes.
 */
export type ListCacheConfig = { tables: readonly string[]; scope: (caller: SignedIn) => string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's 200 replies are kept until a table they read changes (see platform/list-cache.ts). */
    listCache?: ListCacheConfig;
  }
}

/** The bound on what a lost change notice can leave stale. */
const freshForMs = 1000;
const maxPages = 1000;

/** The body as bytes: a hit writes them as they are (a string was measured and encoded again on every hit). */
type Entry = { body: Buffer; contentType: string; stamp: string; at: number };
/** A page being read: requests for the same page meanwhile wait for its bytes instead of reading it too. */
type Reading = { stamp: string; body: Promise<Entry | undefined>; settle: (entry: Entry | undefined) => void };
type State = {
  pages: Map<string, Entry>;
  reading: Map<string, Reading>;
  versions: Map<string, number>;
  epoch: number;
  hits: number;
  misses: number;
};

const states = new WeakMap<object, State>();

function stateOf(ctx: Context): State {
  let state = states.get(ctx.db);
  if (!state) {
    state = { pages: new Map(), reading: new Map(), versions: new Map(), epoch: 0, hits: 0, misses: 0 };
    states.set(ctx.db, state);
  }
  return state;
}

function changed(state: State, table: string | null) {
  if (table === null) {
    state.epoch++;
    state.pages.clear();
  } else {
    state.versions.set(table, (state.versions.get(table) ?? 0) + 1);
  }
}

/** The versions of the tables a page read, taken before it is read: a change meanwhile makes it stale at once. */
function stampOf(state: State, tables: readonly string[]): string {
  let stamp = String(state.epoch);
  for (const table of tables) stamp += `.${state.versions.get(table) ?? 0}`;
  return stamp;
}

/**
 * Keeps list pages' replies, dropped the moment a table they read changes. Changes are announced by
 * the database itself (migration 0015: a statement-level trigger on each listed table NOTIFYs the
 * caches' channel, so jobs, SQL by hand and other replicas are seen without any write path
 * remembering to), and by `tableChanged`. On PGlite the notice arrives before the writing statement
 * answers; on a server it travels through the listening connection, so every non-GET request
 * answered by this replica also drops all pages before its reply leaves: a caller's own write shows
 * in its next list at once. A page is never kept longer than a second (a lost notice). Register on
 * the root instance before the routes and before compression (the reply is kept as serialized).
 */
export async function registerListCache(app: FastifyInstance, ctx: Context): Promise<void> {
  const state = stateOf(ctx);
  const stop = await onTableChanged(ctx.pubsub, (table) => changed(state, table));
  app.addHook('onClose', async () => stop());
  const pending = new WeakMap<FastifyRequest, { key: string; stamp: string; reading: Reading }>();
  const settle = (page: { key: string; reading: Reading }, entry: Entry | undefined) => {
    page.reading.settle(entry);
    if (state.reading.get(page.key) === page.reading) state.reading.delete(page.key);
  };

  app.addHook('onRoute', (route) => {
    const config = route.config?.listCache;
    if (!config) return;
    const handler = route.handler as RouteHandlerMethod;
    const cached: RouteHandlerMethod = async function (this: FastifyInstance, request, reply) {
      const caller = request.signedIn;
      if (request.method !== 'GET' || !caller) return handler.call(this, request, reply);
      // The URL as asked (path and query string): two spellings of one query are two keys (each
      // kept), which costs less than serializing the parsed params and query on every request.
      const key = `${route.url}\0${config.scope(caller)}\0${request.url}`;
      const stamp = stampOf(state, config.tables);
      const entry = state.pages.get(key);
      if (entry && entry.stamp === stamp && Date.now() - entry.at < freshForMs) {
        state.hits++;
        reply.header('content-type', entry.contentType);
        return reply.send(entry.body);
      }
      const reading = state.reading.get(key);
      if (reading && reading.stamp === stamp) {
        // The same page, read since the same change: its bytes are what this request would read.
        const read = await reading.body;
        if (read) {
          state.hits++;
          reply.header('content-type', read.contentType);
          return reply.send(read.body);
        }
      }
      state.misses++;
      let settle: Reading['settle'] = () => undefined;
      const body = new Promise<Entry | undefined>((resolve) => {
        settle = resolve;
      });
      const mine: Reading = { stamp, body, settle };
      state.reading.set(key, mine);
      pending.set(request, { key, stamp, reading: mine });
      return handler.call(this, request, reply);
    };
    route.handler = cached;
  });

  // Callback hooks, not async ones: every request passes through them, and each async hook is a promise more.
  app.addHook('onSend', (request, reply, payload, done) => {
    const page = pending.get(request);
    if (page) {
      pending.delete(request);
      const contentType = reply.getHeader('content-type');
      if (reply.statusCode === 200 && typeof payload === 'string' && typeof contentType === 'string') {
        const entry = { body: Buffer.from(payload), contentType, stamp: page.stamp, at: Date.now() };
        state.pages.delete(page.key);
        state.pages.set(page.key, entry);
        if (state.pages.size > maxPages) {
          const oldest = state.pages.keys().next().value;
          if (oldest !== undefined) state.pages.delete(oldest);
        }
        settle(page, entry);
      } else {
        // An error or an unexpected reply: those waiting read their own.
        settle(page, undefined);
      }
    }
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') changed(state, null);
    done(null, payload);
  });
  // A request that ended without a reply sent (its handler threw past the error handler, the client
  // went away): those waiting for its page read their own.
  app.addHook('onResponse', (request, _reply, done) => {
    const page = pending.get(request);
    if (page) {
      pending.delete(request);
      settle(page, undefined);
    }
    done();
  });
}

/** Empties this database's kept pages (the ratio bench measures the path that reads them). */
export function forgetListPages(ctx: Context): void {
  changed(stateOf(ctx), null);
}

/** How many list requests were answered from kept pages, and how many read theirs. */
export function listCacheCounts(ctx: Context): { hits: number; misses: number } {
  const { hits, misses } = stateOf(ctx);
  return { hits, misses };
}
