import { getTableName } from 'drizzle-orm';
import { onTableChanged } from '../../../platform/cache-invalidation.ts';
import type { Context } from '../../../platform/context.ts';
import type { Unsubscribe } from '../../../platform/pubsub.ts';
import { gatewayCatalogue, gatewayIntegrations, gatewayOperations, gatewayStores } from '../schema.ts';
import type { ResolvedOperation } from '../types.ts';
import { resolveOperation } from './resolve.ts';

/**
 * Resolved operations kept in memory: an execution costs no resolve query (the integration, the
 * store's gateway, the override and the catalogue's settings) while nothing changed. Every write to
 * those tables announces itself with `gatewayChanged` after it commits: this replica drops its copies
 * before the write's answer leaves, every other replica when the message arrives (a listener that
 * reconnected drops everything). `trustMs` only bounds a message that could not be sent at all. The
 * store's own row (its status) is never kept: the store scope reads it on every request.
 */
const trustMs = 5_000;
const maxEntries = 10_000;

const tables = new Set<string>(
  [gatewayIntegrations, gatewayOperations, gatewayStores, gatewayCatalogue].map(getTableName),
);

type Kept = { value: Promise<Omit<ResolvedOperation, 'store'>>; until: number };

const caches = new WeakMap<Context, Map<string, Kept>>();

/**
 * Starts keeping resolved operations for this context (called once, when the gateway's routes are
 * registered). Before that, and without it, every call resolves from the database.
 */
export async function watchResolvedOperations(ctx: Context): Promise<Unsubscribe> {
  const kept = new Map<string, Kept>();
  const unsubscribe = await onTableChanged(ctx.pubsub, (table) => {
    if (table === null || tables.has(table)) kept.clear();
  });
  caches.set(ctx, kept);
  return async () => {
    caches.delete(ctx);
    await unsubscribe();
  };
}

/** `resolveOperation`, from memory while nothing it is made of changed; failures are never kept. */
export async function resolveOperationCached(
  ctx: Context,
  store: ResolvedOperation['store'],
  integrationName: string,
  operationName: string,
): Promise<ResolvedOperation> {
  const kept = caches.get(ctx);
  if (!kept) return resolveOperation(ctx, store, integrationName, operationName);
  const key = `${store.id}\u0000${integrationName}\u0000${operationName}`;
  let entry = kept.get(key);
  if (!entry || Date.now() >= entry.until) {
    if (kept.size >= maxEntries) kept.clear();
    // Stored before it answers, so a change announced meanwhile drops it with the others.
    const fresh: Kept = {
      value: resolveOperation(ctx, store, integrationName, operationName).then(({ store: _, ...rest }) => rest),
      until: Date.now() + trustMs,
    };
    kept.set(key, fresh);
    fresh.value.catch(() => {
      if (kept.get(key) === fresh) kept.delete(key);
    });
    entry = fresh;
  }
  const resolved = await entry.value;
  return { store: { id: store.id, storeId: store.storeId, statusType: store.statusType }, ...resolved };
}
