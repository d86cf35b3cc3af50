import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { erpTypes, erpTypeVersions } from './schema.ts';

/** The code of an ERP type by id (a store's follow-up steps depend on it), or undefined. */
export async function erpTypeCode(ctx: Context, id: number): Promise<string | undefined> {
  const [row] = await ctx.db.select({ code: erpTypes.code }).from(erpTypes).where(eq(erpTypes.id, id));
  return row?.code;
}

export type ErpTypeRow = typeof erpTypes.$inferSelect;
export type ErpTypeVersionRow = typeof erpTypeVersions.$inferSelect;

/** ERP types by id, one query for a whole page of stores. */
export async function erpTypesByIds(ctx: Context, ids: number[]): Promise<ErpTypeRow[]> {
  if (ids.length === 0) return [];
  return ctx.db
    .select()
    .from(erpTypes)
    .where(inArray(erpTypes.id, [...new Set(ids)]));
}

/** ERP versions by id, one query for a whole page of stores. */
export async function erpVersionsByIds(ctx: Context, ids: number[]): Promise<ErpTypeVersionRow[]> {
  if (ids.length === 0) return [];
  return ctx.db
    .select()
    .from(erpTypeVersions)
    .where(inArray(erpTypeVersions.id, [...new Set(ids)]));
}

export async function erpTypeRow(ctx: Context, id: number): Promise<ErpTypeRow | undefined> {
  const [row] = await ctx.db.select().from(erpTypes).where(eq(erpTypes.id, id));
  return row;
}

/** A version only if it belongs to that ERP type. */
export async function versionOfErpType(
  ctx: Context,
  versionId: number,
  erpTypeId: number,
): Promise<ErpTypeVersionRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(erpTypeVersions)
    .where(and(eq(erpTypeVersions.id, versionId), eq(erpTypeVersions.erpTypeId, erpTypeId)));
  return row;
}

/** A subquery of the ids of the ERP types with a code, for another module's list filter (one query with it). */
export function erpTypeIdsWithCode(code: string): SQL {
  return sql`(SELECT ${erpTypes.id} FROM ${erpTypes} WHERE ${erpTypes.code} = ${code})`;
}
