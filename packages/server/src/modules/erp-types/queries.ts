import { asc, getTableName, type SQL, sql } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { tableCache } from '../../platform/table-cache.ts';
import { erpTypes, erpTypeVersions } from './schema.ts';

export type ErpTypeRow = typeof erpTypes.$inferSelect;
export type ErpTypeVersionRow = typeof erpTypeVersions.$inferSelect;

type Catalogue = {
  types: Map<number, ErpTypeRow>;
  versions: Map<number, ErpTypeVersionRow>;
  /** Each type's versions in their order (position, then id). */
  versionsOf: Map<number, ErpTypeVersionRow[]>;
};

/** The ERP types and their versions: product data of a few rows that every page of stores names. */
const cache = tableCache(getTableName(erpTypes), async (ctx): Promise<Catalogue> => {
  const [types, versions] = await Promise.all([
    ctx.db.select().from(erpTypes).orderBy(asc(erpTypes.id)),
    ctx.db.select().from(erpTypeVersions).orderBy(asc(erpTypeVersions.position), asc(erpTypeVersions.id)),
  ]);
  const versionsOf = new Map<number, ErpTypeVersionRow[]>();
  for (const version of versions)
    versionsOf.set(version.erpTypeId, [...(versionsOf.get(version.erpTypeId) ?? []), version]);
  return {
    types: new Map(types.map((row) => [row.id, row])),
    versions: new Map(versions.map((row) => [row.id, row])),
    versionsOf,
  };
});

/**
 * Keeps the ERP types in memory right on every replica: a committed write announces the table
 * (`tableChanged`, as the start-up step does), and each replica's copy is dropped. Called once at start.
 */
export function watchErpTypes(ctx: Context) {
  return cache.watch(ctx);
}

/** The catalogue, reloaded once if it lacks one of these type or version ids (added since it was read). */
async function catalogue(ctx: Context, ids: { types?: number[]; versions?: number[] } = {}): Promise<Catalogue> {
  const known = await cache.get(ctx);
  const complete =
    (ids.types ?? []).every((id) => known.types.has(id)) && (ids.versions ?? []).every((id) => known.versions.has(id));
  if (complete) return known;
  cache.forget(ctx);
  return cache.get(ctx);
}

/** The code of an ERP type by id (a store's follow-up steps depend on it), or undefined. */
export async function erpTypeCode(ctx: Context, id: number): Promise<string | undefined> {
  return (await catalogue(ctx, { types: [id] })).types.get(id)?.code;
}

/** ERP types by id (from memory), for a whole page of stores. */
export async function erpTypesByIds(ctx: Context, ids: number[]): Promise<ErpTypeRow[]> {
  if (ids.length === 0) return [];
  const { types } = await catalogue(ctx, { types: ids });
  return [...new Set(ids)].flatMap((id) => types.get(id) ?? []);
}

/** ERP versions by id (from memory), for a whole page of stores. */
export async function erpVersionsByIds(ctx: Context, ids: number[]): Promise<ErpTypeVersionRow[]> {
  if (ids.length === 0) return [];
  const { versions } = await catalogue(ctx, { versions: ids });
  return [...new Set(ids)].flatMap((id) => versions.get(id) ?? []);
}

/** Each of these ERP types' versions, in order (the ERP type list shows them). */
export async function versionsOfErpTypes(ctx: Context, ids: number[]): Promise<Map<number, ErpTypeVersionRow[]>> {
  const { versionsOf } = await catalogue(ctx, { types: ids });
  return versionsOf;
}

export async function erpTypeRow(ctx: Context, id: number): Promise<ErpTypeRow | undefined> {
  return (await catalogue(ctx, { types: [id] })).types.get(id);
}

/** A version only if it belongs to that ERP type. */
export async function versionOfErpType(
  ctx: Context,
  versionId: number,
  erpTypeId: number,
): Promise<ErpTypeVersionRow | undefined> {
  const version = (await catalogue(ctx, { versions: [versionId] })).versions.get(versionId);
  return version?.erpTypeId === erpTypeId ? version : undefined;
}

/** A subquery of the ids of the ERP types with a code, for another module's list filter (one query with it). */
export function erpTypeIdsWithCode(code: string): SQL {
  return sql`(SELECT ${erpTypes.id} FROM ${erpTypes} WHERE ${erpTypes.code} = ${code})`;
}
