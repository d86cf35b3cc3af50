import { eq, inArray } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { dataCentres } from './schema.ts';

export type DataCentreRow = typeof dataCentres.$inferSelect;

/** Data centres by id, one query for a whole page of stores. */
export async function dataCentresByIds(ctx: Context, ids: number[]): Promise<DataCentreRow[]> {
  if (ids.length === 0) return [];
  return ctx.db
    .select()
    .from(dataCentres)
    .where(inArray(dataCentres.id, [...new Set(ids)]));
}

export async function dataCentreRow(ctx: Context, id: number): Promise<DataCentreRow | undefined> {
  const [row] = await ctx.db.select().from(dataCentres).where(eq(dataCentres.id, id));
  return row;
}

/** Every data centre's id and name, by name (the dashboard counts stores per data centre against it). */
export async function dataCentreNames(ctx: Context): Promise<{ id: number; name: string }[]> {
  return ctx.db.select({ id: dataCentres.id, name: dataCentres.name }).from(dataCentres).orderBy(dataCentres.name);
}
