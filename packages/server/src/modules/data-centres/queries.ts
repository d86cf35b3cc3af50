import { asc, type Column, getTableName, type SQL, sql } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { tableCache } from '../../platform/table-cache.ts';
import { dataCentres } from './schema.ts';

export type DataCentreRow = typeof dataCentres.$inferSelect;

/** Every data centre by id: a handful of rows that every page of stores names. */
const cache = tableCache(getTableName(dataCentres), async (ctx) => {
  const rows = await ctx.db.select().from(dataCentres).orderBy(asc(dataCentres.id));
  return new Map(rows.map((row) => [row.id, row]));
});

/**
 * Keeps the data centres in memory right on every replica: a committed write announces the table
 * (`tableChanged`, as the service does), and each replica's copy is dropped. Called once at start.
 */
export function watchDataCentres(ctx: Context) {
  return cache.watch(ctx);
}

async function byId(ctx: Context, ids: number[]): Promise<Map<number, DataCentreRow>> {
  const all = await cache.get(ctx);
  if (ids.every((id) => all.has(id))) return all;
  cache.forget(ctx);
  return cache.get(ctx);
}

/** Data centres by id (from memory), for a whole page of stores. */
export async function dataCentresByIds(ctx: Context, ids: number[]): Promise<DataCentreRow[]> {
  if (ids.length === 0) return [];
  const all = await byId(ctx, ids);
  return [...new Set(ids)].flatMap((id) => all.get(id) ?? []);
}

export async function dataCentreRow(ctx: Context, id: number): Promise<DataCentreRow | undefined> {
  return (await byId(ctx, [id])).get(id);
}

/** Every data centre's id and name, by name (the dashboard counts stores per data centre against it). */
export async function dataCentreNames(ctx: Context): Promise<{ id: number; name: string }[]> {
  return ctx.db.select({ id: dataCentres.id, name: dataCentres.name }).from(dataCentres).orderBy(dataCentres.name);
}

/** For other modules' queries: the time zone of the data centre an id expression names (its own table's SQL). */
export function dataCentreTimeZone(dataCentreId: SQL | Column): SQL<string> {
  return sql<string>`(SELECT ${dataCentres.timeZone} FROM ${dataCentres} WHERE ${dataCentres.id} = ${dataCentreId})`;
}
