import { eq, getTableName, sql } from 'drizzle-orm';
import { onTableChanged } from '../../platform/cache-invalidation.ts';
import type { Context } from '../../platform/context.ts';
import type { KeptStores } from '../../platform/store-scope.ts';
import type { StoreRow } from './queries.ts';
import { stores } from './schema.ts';

/** How long a kept row is trusted without a notice (only a lost notice needs it). */
const trustMs = 5_000;
const maxStores = 10_000;

/**
 * The store scope's kept rows (platform/store-scope.ts `fromMemory`): a store's programs calling the
 * gateway cost no store query per request. Every statement that changes `stores` is announced by
 * the database itself (migration 0015's trigger: app requests, jobs, SQL by hand, other replicas),
 * which drops every kept row; a listener that reconnected drops them too. A store not found is never
 * kept. Rows are shared between requests: read them, never change them.
 */
export async function keptStores(ctx: Context): Promise<KeptStores<StoreRow>> {
  const prepared = ctx.db
    .select()
    .from(stores)
    .where(eq(stores.id, sql.placeholder('id')))
    .prepare('kept_store');
  const kept = new Map<number, { row: Promise<StoreRow | undefined>; until: number }>();
  const table = getTableName(stores);
  await onTableChanged(ctx.pubsub, (changed) => {
    if (changed === null || changed === table) kept.clear();
  });
  return {
    find(id) {
      let entry = kept.get(id);
      if (!entry || Date.now() >= entry.until) {
        if (kept.size >= maxStores) kept.clear();
        // Stored before it answers, so a change announced meanwhile drops it with the others.
        const fresh = { row: prepared.execute({ id }).then(([row]) => row), until: Date.now() + trustMs };
        kept.set(id, fresh);
        const forget = () => {
          if (kept.get(id) === fresh) kept.delete(id);
        };
        fresh.row.then((row) => row ?? forget(), forget);
        entry = fresh;
      }
      return entry.row;
    },
    forget: () => kept.clear(),
  };
}
