import { z } from 'zod';
import type { PubSub, Unsubscribe } from './pubsub.ts';

/**
 * In-memory caches of small tables (ERP types, data centres) stay correct across replicas: a write
 * says which table changed, this replica drops its copy at once (read-your-writes) and every other
 * replica drops its copy when the message arrives. After a replica's listener reconnected it may
 * have missed messages, so it drops everything.
 */
export const cacheChannel = 'cache.invalidate';

/** A cache's one invalidation function: a table's name, or null for everything. */
export type Invalidate = (table: string | null) => void;

const messageSchema = z.object({ table: z.string().min(1) });

const localCaches = new WeakMap<PubSub, Set<Invalidate>>();

/** Registers a cache of this process: it is told about changes on every replica, this one included. */
export async function onTableChanged(pubsub: PubSub, invalidate: Invalidate): Promise<Unsubscribe> {
  const caches = localCaches.get(pubsub) ?? new Set<Invalidate>();
  localCaches.set(pubsub, caches);
  caches.add(invalidate);
  const unsubscribe = await pubsub.subscribe(
    cacheChannel,
    (message) => {
      const parsed = messageSchema.safeParse(message);
      // Something unexpected on the channel: dropping everything is always safe.
      invalidate(parsed.success ? parsed.data.table : null);
    },
    { onGap: () => invalidate(null) },
  );
  return async () => {
    caches.delete(invalidate);
    await unsubscribe();
  };
}

/**
 * Call after the transaction that changed `table` committed. This process's caches are dropped
 * before it returns; the others' when the message reaches them. A message that cannot be sent
 * (the database unreachable just after the commit) is logged, not thrown: the write stands, and
 * other replicas' caches stay stale until they expire or their listener reconnects.
 */
export async function tableChanged(pubsub: PubSub, table: string, log = console.error): Promise<void> {
  for (const invalidate of localCaches.get(pubsub) ?? []) invalidate(table);
  try {
    await pubsub.publish(cacheChannel, { table });
  } catch (error) {
    log(`cache invalidation of ${table} could not reach the other replicas`, error);
  }
}
