import { eq, lt, sql } from 'drizzle-orm';
import type { Context } from './context.ts';
import { rowsOf } from './data-plane.ts';
import { throttleCounters } from './throttle-schema.ts';

export type Hit = { hits: number; refused: boolean; retryAfterSeconds: number };

/**
 * Counts one hit on `key` within a fixed window, atomically (one upsert: parallel requests each get
 * their own count, so a burst cannot pass the limit). Over `limit` the hit is refused until the
 * window ends. With `growingDelay`, hits over the limit are not refused outright but spaced: after
 * each one the key is blocked for 1, 2, 4 … seconds up to `maxSeconds`, and a hit while blocked is
 * refused without counting.
 */
export async function hit(
  ctx: Context,
  key: string,
  options: { limit: number; windowSeconds: number; growingDelay?: { maxSeconds: number } },
): Promise<Hit> {
  const window = options.windowSeconds;
  const delayed = options.growingDelay !== undefined;
  const maxDelay = options.growingDelay?.maxSeconds ?? 0;
  const result = await ctx.db.execute(sql`
    INSERT INTO throttle_counters AS t (key, hits, window_start, blocked_until, last_refused)
    VALUES (${key}, 1, now(), NULL, false)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE
        WHEN t.window_start <= now() - make_interval(secs => ${window}::double precision) THEN 1
        WHEN t.blocked_until > now() THEN t.hits
        ELSE t.hits + 1 END,
      window_start = CASE
        WHEN t.window_start <= now() - make_interval(secs => ${window}::double precision) THEN now()
        ELSE t.window_start END,
      last_refused = t.window_start > now() - make_interval(secs => ${window}::double precision) AND coalesce(t.blocked_until > now(), false),
      blocked_until = CASE
        WHEN t.window_start <= now() - make_interval(secs => ${window}::double precision) THEN NULL
        WHEN t.blocked_until > now() THEN t.blocked_until
        WHEN ${delayed}::boolean AND t.hits + 1 > ${options.limit}::int
          THEN now() + make_interval(secs => least(${maxDelay}::double precision, power(2, least(t.hits - ${options.limit}::int, 20))))
        ELSE NULL END
    RETURNING hits, last_refused,
      extract(epoch FROM greatest(coalesce(blocked_until, now()), now()) - now()) AS blocked_seconds,
      extract(epoch FROM window_start + make_interval(secs => ${window}::double precision) - now()) AS window_seconds
  `);
  const [row] = rowsOf(result);
  const hits = Number(row?.hits ?? 0);
  if (delayed) {
    const refused = row?.last_refused === true;
    return { hits, refused, retryAfterSeconds: Math.max(1, Math.ceil(Number(row?.blocked_seconds ?? 0))) };
  }
  return {
    hits,
    refused: hits > options.limit,
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row?.window_seconds ?? window))),
  };
}

/** Takes back one hit (a request that turned out not to count, e.g. a right password). */
export async function unhit(ctx: Context, key: string): Promise<void> {
  await ctx.db
    .update(throttleCounters)
    .set({ hits: sql`greatest(${throttleCounters.hits} - 1, 0)` })
    .where(eq(throttleCounters.key, key));
}

/** Forgets a key (a successful sign-in clears its account-and-address counter). */
export async function resetHits(ctx: Context, key: string): Promise<void> {
  await ctx.db.delete(throttleCounters).where(eq(throttleCounters.key, key));
}

/** Housekeeping: counters whose window ended long ago. */
export async function purgeThrottleCounters(ctx: Context, olderThanSeconds: number): Promise<number> {
  const gone = await ctx.db
    .delete(throttleCounters)
    .where(lt(throttleCounters.windowStart, new Date(Date.now() - olderThanSeconds * 1000)))
    .returning({ key: throttleCounters.key });
  return gone.length;
}
