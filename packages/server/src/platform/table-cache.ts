import type { Context } from './context.ts';

/**
 * A small table (ERP types, data centres) read whole and kept in memory, per database. The module
 * that writes the table calls `forget` once its write has committed; `ttlMs` bounds how long another
 * replica's write can go unseen until a pub/sub calls `forget` there too. A row looked up by id and
 * not found reloads the table once (it was added since), so a new row is never refused as unknown.
 */
export function tableCache<T>(load: (ctx: Context) => Promise<T>, ttlMs = 30_000) {
  const entries = new WeakMap<object, { value: Promise<T>; at: number }>();
  return {
    get(ctx: Context): Promise<T> {
      const entry = entries.get(ctx.db);
      if (entry && Date.now() - entry.at < ttlMs) return entry.value;
      // Stored before it resolves, so concurrent readers share one load, and a `forget` during the
      // load (a write committed meanwhile) drops it.
      const value = load(ctx);
      const fresh = { value, at: Date.now() };
      entries.set(ctx.db, fresh);
      value.catch(() => {
        if (entries.get(ctx.db) === fresh) entries.delete(ctx.db);
      });
      return value;
    },
    forget(ctx: Context): void {
      entries.delete(ctx.db);
    },
  };
}
