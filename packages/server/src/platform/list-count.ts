import { createHash } from 'node:crypto';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Context } from './context.ts';
import { rowsOf } from './data-plane.ts';

/** Which rows a list reads (table, filter and its parameters, the caller's scope), as a short hash. */
export function fingerprintOf(table: PgTable, query: { sql: string; params: unknown[] }): string {
  const params = JSON.stringify(query.params, (_, value) => (typeof value === 'bigint' ? String(value) : value));
  return createHash('sha256')
    .update(`${getTableName(table)}\0${query.sql}\0${params}`)
    .digest('base64url')
    .slice(0, 16);
}

/** How long a large list's estimate is reused: it is an estimate anyway, and the planner's figure moves slowly. */
const estimateTtlMs = 10_000;
const maxEstimates = 500;
const estimates = new WeakMap<object, Map<string, { total: number; at: number }>>();

function estimatesOf(ctx: Context) {
  let cache = estimates.get(ctx.db);
  if (!cache) {
    cache = new Map();
    estimates.set(ctx.db, cache);
  }
  return cache;
}

async function firstNumber(ctx: Context, query: SQL): Promise<number> {
  const [row] = rowsOf(await ctx.db.execute(query));
  return Number(row?.n ?? 0);
}

/** The planner's row estimate for the filter: planning only, nothing is read. */
async function plannerEstimate(ctx: Context, from: SQL): Promise<number> {
  const [row] = rowsOf(await ctx.db.execute(sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from}`));
  const raw = row ? Object.values(row)[0] : undefined;
  const plan: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  const rows = Array.isArray(plan) ? plan[0]?.Plan?.['Plan Rows'] : undefined;
  return typeof rows === 'number' ? Math.round(rows) : 0;
}

/**
 * The number of rows a list's filter matches. Up to `cap` it is exact: an index-only count that stops
 * at `cap`, so it costs the same for a list of a million as for one of `cap`. Beyond, it is the
 * planner's estimate, kept for a few seconds per filter so a large list's pages cost no count at all.
 * Where statistics are missing (an estimate below what was just counted: PGlite runs no autovacuum)
 * the rows are counted once in full instead, and that figure is kept the same way.
 */
export async function countRows(
  ctx: Context,
  spec: { table: PgTable; where: SQL | undefined; fingerprint: string; cap: number },
): Promise<{ total: number; estimated: boolean }> {
  const cache = estimatesOf(ctx);
  const now = Date.now();
  const known = cache.get(spec.fingerprint);
  if (known && now - known.at < estimateTtlMs) return { total: known.total, estimated: true };
  const from = spec.where ? sql`${spec.table} WHERE ${spec.where}` : sql`${spec.table}`;
  const capped = await firstNumber(
    ctx,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} LIMIT ${spec.cap}) AS capped`,
  );
  if (capped < spec.cap) {
    cache.delete(spec.fingerprint);
    return { total: capped, estimated: false };
  }
  const planned = await plannerEstimate(ctx, from);
  const total = planned >= spec.cap ? planned : await firstNumber(ctx, sql`SELECT count(*)::int AS n FROM ${from}`);
  cache.delete(spec.fingerprint);
  cache.set(spec.fingerprint, { total, at: now });
  if (cache.size > maxEstimates) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return { total, estimated: true };
}
