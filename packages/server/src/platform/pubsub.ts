import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './db.ts';
import { loggableError } from './logging.ts';

/**
 * A message reaches every subscriber of its channel in every replica, this one included, as a JSON
 * copy. Delivery is at most once and only to processes listening when it is sent: a lost message
 * is announced to subscribers through `onGap` (their listener reconnected), so a cache can drop
 * everything rather than trust what it may have missed. Publish after your transaction commits.
 */
export type PubSub = {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: MessageHandler, options?: { onGap?: () => void }): Promise<Unsubscribe>;
  close(): Promise<void>;
};
export type MessageHandler = (message: unknown) => void | Promise<void>;
export type Unsubscribe = () => Promise<void>;

/**
 * PostgreSQL refuses a notification payload of 8000 bytes or more (NOTIFY_PAYLOAD_MAX_LENGTH with the
 * default 8 kB block): a bigger message must travel as a reference (an id, a blob key).
 */
export const maxPayloadBytes = 7999;

/** Channel names are PostgreSQL identifiers (at most 63 bytes), kept to a plain alphabet. */
const channelPattern = /^[a-z][a-z0-9._-]{0,62}$/;

type Subscriber = { handler: MessageHandler; onGap: (() => void) | undefined };

/** LISTEN/NOTIFY on a PostgreSQL server; an in-process emitter on PGlite (one process holds it). */
export async function openPubSub(database: Database, log = defaultLog): Promise<PubSub> {
  const subscribers = new Map<string, Set<Subscriber>>();
  const deliver = (channel: string, payload: string) => {
    let message: unknown;
    try {
      message = JSON.parse(payload);
    } catch {
      log(`pub/sub: a message on ${channel} is not JSON; ignored`);
      return;
    }
    for (const subscriber of subscribers.get(channel) ?? []) {
      Promise.resolve()
        .then(() => subscriber.handler(message))
        .catch((error: unknown) => log(`pub/sub: a handler on ${channel} failed`, error));
    }
  };
  const announceGap = () => {
    for (const set of subscribers.values()) {
      for (const subscriber of set) {
        try {
          subscriber.onGap?.();
        } catch (error) {
          log('pub/sub: an onGap handler failed', error);
        }
      }
    }
  };

  const transport =
    database.kind === 'postgres' && database.url
      ? await postgresTransport(database, deliver, announceGap, log)
      : inProcessTransport(deliver, database.pglite);

  return {
    async publish(channel, message) {
      checkChannel(channel);
      const payload = JSON.stringify(message);
      if (payload === undefined) throw new Error(`pub/sub: a message on ${channel} must be JSON`);
      const bytes = Buffer.byteLength(payload, 'utf8');
      if (bytes > maxPayloadBytes) {
        throw new Error(
          `pub/sub: a message on ${channel} is ${bytes} bytes, more than the ${maxPayloadBytes} a PostgreSQL ` +
            'notification carries; publish a reference (an id, a blob key) instead',
        );
      }
      await transport.send(channel, payload);
    },
    async subscribe(channel, handler, options = {}) {
      checkChannel(channel);
      const subscriber: Subscriber = { handler, onGap: options.onGap };
      let set = subscribers.get(channel);
      if (!set) {
        set = new Set();
        subscribers.set(channel, set);
        await transport.listen(channel);
      }
      set.add(subscriber);
      return async () => {
        const current = subscribers.get(channel);
        if (!current?.delete(subscriber) || current.size > 0) return;
        subscribers.delete(channel);
        await transport.unlisten(channel);
      };
    },
    async close() {
      subscribers.clear();
      await transport.close();
    },
  };
}

function checkChannel(channel: string) {
  if (!channelPattern.test(channel)) {
    throw new Error(`pub/sub: invalid channel name ${JSON.stringify(channel)} (a-z, 0-9, '.', '_', '-'; 63 at most)`);
  }
}

function defaultLog(line: string, error?: unknown) {
  console.error(line, ...(error === undefined ? [] : [loggableError(error)]));
}

type Transport = {
  send(channel: string, payload: string): Promise<void>;
  listen(channel: string): Promise<void>;
  unlisten(channel: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * PGlite lives in this one process: an emitter reaches everyone, after the publisher's turn. What
 * the database itself announces (NOTIFY, e.g. the tables' change triggers) arrives through PGlite's
 * own LISTEN, before the statement that caused it answers.
 */
function inProcessTransport(
  deliver: (channel: string, payload: string) => void,
  pglite: Database['pglite'],
): Transport {
  const emitter = new EventEmitter();
  emitter.on('message', (channel: string, payload: string) => setImmediate(() => deliver(channel, payload)));
  const listening = new Set<string>();
  // One handler for every channel, and LISTEN/UNLISTEN written here: PGlite's own `unlisten` drops a
  // quoted name's quotes, and these channel names hold dots.
  const stopNotices = pglite?.onNotification((channel, payload) => {
    if (listening.has(channel)) deliver(channel, payload);
  });
  return {
    async send(channel, payload) {
      emitter.emit('message', channel, payload);
    },
    async listen(channel) {
      if (!pglite || listening.has(channel)) return;
      await pglite.exec(`LISTEN "${channel}"`);
      listening.add(channel);
    },
    async unlisten(channel) {
      if (!listening.delete(channel) || !pglite || pglite.closed) return;
      await pglite.exec(`UNLISTEN "${channel}"`);
    },
    async close() {
      emitter.removeAllListeners();
      stopNotices?.();
      listening.clear();
    },
  };
}

/** How often the listening connection proves it is alive (a silent network loss is found then). */
const heartbeatMs = 15_000;
const maxBackoffMs = 5_000;

/**
 * One dedicated connection per process LISTENs on every subscribed channel and reconnects with
 * back-off when it is lost, then LISTENs again and tells subscribers they may have missed messages.
 * Notifications are sent through the application's pool (`pg_notify`), so publishing never waits
 * for the listener.
 */
async function postgresTransport(
  database: Database,
  deliver: (channel: string, payload: string) => void,
  announceGap: () => void,
  log: (line: string, error?: unknown) => void,
): Promise<Transport> {
  const url = database.url ?? '';
  const channels = new Set<string>();
  let client: pg.Client | null = null;
  let closed = false;
  let backoffMs = 100;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  /** Ends a connection found broken and starts reconnecting, unless it was already replaced. */
  const drop = (lost: pg.Client, reason: unknown) => {
    if (client !== lost) return;
    client = null;
    clearInterval(heartbeat);
    lost.removeAllListeners();
    lost.on('error', () => {});
    lost.end().catch(() => {});
    if (closed) return;
    log('pub/sub: the listening connection was lost; reconnecting', reason);
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => announceGap(),
        (error: unknown) => {
          log('pub/sub: reconnecting failed', error);
          backoffMs = Math.min(backoffMs * 2, maxBackoffMs);
          scheduleReconnect();
        },
      );
    }, backoffMs);
    retry.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'store-console-pubsub' });
    next.on('error', (error) => drop(next, error));
    next.on('end', () => drop(next, new Error('connection ended')));
    next.on('notification', (notification) => {
      if (notification.payload !== undefined) deliver(notification.channel, notification.payload);
    });
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => {});
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    backoffMs = 100;
    heartbeat = setInterval(() => {
      next.query('SELECT 1').catch((error: unknown) => drop(next, error));
    }, heartbeatMs);
    heartbeat.unref();
  };

  await connect();

  return {
    async send(channel, payload) {
      await database.db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
    },
    async listen(channel) {
      channels.add(channel);
      // While reconnecting (or when this LISTEN finds the connection lost), the next connection
      // LISTENs on every channel and announces the gap.
      const current = client;
      if (!current) return;
      await current
        .query(`LISTEN ${current.escapeIdentifier(channel)}`)
        .catch((error: unknown) => drop(current, error));
    },
    async unlisten(channel) {
      channels.delete(channel);
      const current = client;
      if (!current) return;
      await current
        .query(`UNLISTEN ${current.escapeIdentifier(channel)}`)
        .catch((error: unknown) => drop(current, error));
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const last = client;
      client = null;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => {});
        await last.end().catch(() => {});
      }
    },
  };
}
