import { onTableChanged } from './cache-invalidation.ts';
import type { Context } from './context.ts';
import type { Unsubscribe } from './pubsub.ts';

/**
 * A small table (ERP types, data centres) read whole and kept in memory, per database. A committed
 * change on any replica drops the copy (`watch`: writes announce their table through
 * `tableChanged`, platform/cache-invalidation.ts); `ttlMs` bounds what a lost message can leave
 * stale. A row looked up by id and not found reloads the table once (it was added since), so a new
 * row is never refused as unknown.
 */
export function tableCache<T>(table: string, load: (ctx: Context) => Promise<T>, ttlMs = 30_000) {
  const entries = new WeakMap<object, { value: Promise<T>; at: number }>();
  const forget = (ctx: Context) => void entries.delete(ctx.db);
  return {
    get(ctx: Context): Promise<T> {
      const entry = entries.get(ctx.db);
      if (entry && Date.now() - entry.at < ttlMs) return entry.value;
      // Stored before it resolves, so concurrent readers share one load, and a change announced
      // during the load (a write committed meanwhile) drops it.
      const value = load(ctx);
      const fresh = { value, at: Date.now() };
      entries.set(ctx.db, fresh);
      value.catch(() => {
        if (entries.get(ctx.db) === fresh) entries.delete(ctx.db);
      });
      return value;
    },
    forget,
    /** Registers the cache's one invalidation function: the table changed (or messages may be lost). */
    watch(ctx: Context): Promise<Unsubscribe> {
      return onTableChanged(ctx.pubsub, (changed) => {
        if (changed === null || changed === table) forget(ctx);
      });
    },
  };
}
