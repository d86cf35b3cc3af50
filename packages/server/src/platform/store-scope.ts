import { closedStoreStatuses, idParamSchema, productionEnvironment, storeHeader } from '@store-console/contract';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type SignedIn, signedInOf, type TokenKind } from './auth-guard.ts';
import { AppError } from './errors.ts';
import type { StoreLocation, StoreScopeConfig } from './store-scope-config.ts';

// What a route declares: its own file, so that the guard reads it without importing the scope.
export type { StoreLocation, StoreScopeConfig };

/** A store's database id, or an SQL expression giving it (e.g. the store of a backup): one query either way. */
export type StoreRef = number | SQL;

/** The columns the scope checks; the stores module resolves the whole row. */
export type ScopedStore = { id: number; storeId: string; statusType: string };

/** The stores module's one-query lookup of a store the caller may see, or undefined. */
export type FindVisibleStore<S extends ScopedStore> = (caller: SignedIn, ref: StoreRef) => Promise<S | undefined>;

/**
 * Store rows kept in memory by id, dropped whenever a change to the stores is announced (on every
 * replica). `forget` drops them all: the scope calls it before the reply of any request that may
 * have written, so this replica's own writes are seen by the next request at once.
 */
export type KeptStores<S extends ScopedStore> = { find(id: number): Promise<S | undefined>; forget(): void };

export type StoreTarget<S> = { store: S } | { environment: string };

/** The OpenAPI extension that marks a store-scoped route (read by the isolation test). */
export const storeScopeExtension = 'x-store-scope';

/**
 * What the document says of a store-scoped route (under `storeScopeExtension`): where it names
 * the store, what it refuses, which tokens besides an operator's it accepts. `name` may differ from
 * the config's key where the document names the parameter differently (sync status, see there).
 */
export function storeScopeMarker(
  config: StoreScopeConfig,
  accepts: readonly TokenKind[] = [],
  name: string = config.from.key,
) {
  return {
    in: config.from.in,
    name,
    ...(config.from.via ? { entity: config.from.via.entity } : {}),
    refuse: config.refuse ?? 'deleted',
    accepts,
  };
}

/** Within int4, like every id column: a bigger id is a 400 here, before any query. */
const idSchema = idParamSchema;
const closed: readonly string[] = closedStoreStatuses;

function field(request: FastifyRequest, where: 'params' | 'query' | 'body', key: string): unknown {
  const source: unknown = request[where];
  if (typeof source !== 'object' || source === null) return undefined;
  return Object.entries(source).find(([name]) => name === key)?.[1];
}

export type StoreScope<S extends ScopedStore> = ReturnType<typeof createStoreScope<S>>;

/**
 * One store scope for every route that names a store. A route declares `config.storeScope`; before
 * its body is validated, the scope resolves the store the caller may see in one query (a PARTNER:
 * stores they are a partner of; a client token: its own store; a peer: any store not deleted), and
 * answers 404 (not visible, or deleted where refused), 403 (a client token naming another store or
 * a closed one, or an x-xm-store header naming another store) or 409 (closed where refused). The
 * handler gets the resolved row from `store(request)`, never a raw id.
 */
export function createStoreScope<S extends ScopedStore>(find: FindVisibleStore<S>, kept?: KeptStores<S>) {
  const resolved = new WeakMap<FastifyRequest, StoreTarget<S>>();

  async function resolve(request: FastifyRequest, config: StoreScopeConfig): Promise<StoreTarget<S>> {
    const caller = signedInOf(request);
    if (config.environment) {
      const environment = field(request, config.environment.in, config.environment.key);
      if (typeof environment === 'string' && environment !== '' && environment !== productionEnvironment) {
        return { environment };
      }
    }
    const { from } = config;
    const parsed = (from.via?.id ?? idSchema).safeParse(field(request, from.in, from.key));
    if (!parsed.success) {
      throw AppError.badRequest(`Invalid ${from.key}`, [{ path: from.key, message: 'Expected a positive integer' }]);
    }
    const id = parsed.data;
    const client = caller.storeScope;
    // A client token reaches its own store only: refused before anything is looked up.
    if (client !== undefined && !from.via && id !== client) throw AppError.forbidden('This token is for another store');
    // A client token names its own store here (checked above): the kept row is the one find would read.
    const fromMemory = kept && config.fromMemory && client !== undefined && !from.via;
    const store = fromMemory ? await kept.find(id) : await find(caller, from.via ? from.via.ref(id) : id);
    const name = from.via ? `${from.via.entity[0]?.toUpperCase()}${from.via.entity.slice(1)}` : 'Store';
    // A client token sees only its store: whatever else it names, existing or not, is another store's.
    if (client !== undefined && store?.id !== client) throw AppError.forbidden('This token is for another store');
    if (!store) throw AppError.notFound(`${name} ${id} not found`);
    if (client !== undefined && closed.includes(store.statusType)) {
      throw AppError.forbidden(`Store ${store.storeId} is ${store.statusType.toLowerCase()}`);
    }
    const header = request.headers[storeHeader];
    if (typeof header === 'string' && header !== store.storeId) {
      if (client !== undefined) throw AppError.forbidden(`This token is for store ${store.storeId}`);
      throw AppError.badRequest(`The ${storeHeader} header names ${header}, not store ${store.storeId}`);
    }
    const refuse = config.refuse ?? 'deleted';
    if (refuse !== 'none' && store.statusType === 'DELETED') throw AppError.notFound(`${name} ${id} not found`);
    if (refuse === 'closed' && closed.includes(store.statusType)) {
      throw AppError.conflict(`Store ${store.storeId} is ${store.statusType}`);
    }
    return { store };
  }

  return {
    /** Adds the scope to every route of the instance that declares `config.storeScope`. */
    register(api: FastifyInstance) {
      api.addHook('onRoute', (route) => {
        const config = route.config?.storeScope;
        if (!config) return;
        const marker = storeScopeMarker(config, route.config?.accepts);
        route.schema = Object.assign({}, route.schema, { [storeScopeExtension]: marker });
      });
      // preValidation: after authentication, before the body is validated, so a store the caller
      // may not see answers the same whatever else the request holds.
      api.addHook('preValidation', async (request) => {
        const config = request.routeOptions.config.storeScope;
        if (config) resolved.set(request, await resolve(request, config));
      });
      if (kept) {
        // Before the reply leaves, like the list cache: a write through this replica (a status
        // change, a deactivation) is seen by the very next request, before its notice arrives.
        api.addHook('onSend', (request, _reply, payload, done) => {
          const readOnly = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
          if (!readOnly && !request.routeOptions.config.storeScope?.fromMemory) kept.forget();
          done(null, payload);
        });
      }
    },
    /** The store the route names, resolved for the caller. */
    store(request: FastifyRequest): S {
      const target = resolved.get(request);
      if (!target || !('store' in target)) throw new Error(`${request.routeOptions.url} is not store-scoped`);
      return target.store;
    },
    /** The local store, or the peer environment the request names (routes declaring `environment`). */
    target(request: FastifyRequest): StoreTarget<S> {
      const target = resolved.get(request);
      if (!target) throw new Error(`${request.routeOptions.url} is not store-scoped`);
      return target;
    },
  };
}
