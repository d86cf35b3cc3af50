import {
  type DeleteMode,
  type DeletePlan,
  type DeletePlanTable,
  deletePlanTexts,
  type EmptiedTable,
} from '@store-console/contract';
import { sql } from 'drizzle-orm';
import type { Context } from '../../../platform/context.ts';
import { rowsOf, type StoreForeignKey, storeForeignKeys, storeSchemaName } from '../../../platform/data-plane.ts';
import type { SqlRunner } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { type StoreRow, storeDatabase } from '../../stores/index.ts';
import { requestMappings } from '../config/mappings-service.ts';
import { describeTargets } from '../config/target-tables.ts';
import { planOf } from './map-rows.ts';

/**
 * Delete Before Load, told before it runs and done as told (contract sync-delete-plan.ts): the store
 * tables the chosen source tables load into, and — WITH_DEPENDENTS — every table that refers to
 * them through the store schema's foreign keys (platform/data-plane.ts `storeForeignKeys`), at any
 * depth. CHOSEN_ONLY deletes the chosen tables' rows and nothing else, so it is refused while rows
 * of a table outside them refer to them (ON DELETE CASCADE would delete those rows, SET NULL unlink
 * them, NO ACTION fail): the plan answers why, and the request refuses to start.
 */

/** The tables WITH_DEPENDENTS empties: the chosen ones first, then each dependent once, with why. */
export function emptiedClosure(
  chosen: readonly string[],
  keys: readonly StoreForeignKey[],
): Omit<DeletePlanTable, 'rows'>[] {
  const out: Omit<DeletePlanTable, 'rows'>[] = chosen.map((table) => ({ table, dependent: false, refersTo: [] }));
  const reached = new Set(chosen);
  for (let i = 0; i < out.length; i++) {
    const parent = out[i]?.table;
    for (const key of keys) {
      if (key.refersTo !== parent || key.table === parent) continue;
      if (!reached.has(key.table)) {
        reached.add(key.table);
        out.push({ table: key.table, dependent: true, refersTo: [] });
      }
      const entry = out.find((item) => item.table === key.table);
      if (entry?.dependent && !entry.refersTo.includes(parent)) entry.refersTo.push(parent);
    }
  }
  return out;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The rows of each table outside `chosen` that refer to a chosen table: what blocks CHOSEN_ONLY. */
async function blockersOf(
  db: SqlRunner,
  schema: string,
  chosen: readonly string[],
  keys: readonly StoreForeignKey[],
): Promise<{ table: string; rows: number }[]> {
  const byTable = new Map<string, string[]>();
  for (const key of keys) {
    if (!chosen.includes(key.refersTo) || chosen.includes(key.table) || key.columns.length === 0) continue;
    const refers = key.columns.map((column) => `${ident(column)} IS NOT NULL`).join(' AND ');
    byTable.set(key.table, [...(byTable.get(key.table) ?? []), `(${refers})`]);
  }
  const blockers: { table: string; rows: number }[] = [];
  for (const [table, conditions] of byTable) {
    const [row] = rowsOf(
      await db.execute(
        sql.raw(`SELECT count(*)::int AS n FROM ${ident(schema)}.${ident(table)} WHERE ${conditions.join(' OR ')}`),
      ),
    );
    const rows = Number(row?.n ?? 0);
    if (rows > 0) blockers.push({ table, rows });
  }
  return blockers;
}

async function countRows(db: SqlRunner, schema: string, table: string): Promise<number> {
  const [row] = rowsOf(await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${ident(schema)}.${ident(table)}`)));
  return Number(row?.n ?? 0);
}

/** The store tables the source tables load into ([] = every mapped table), that the store has. */
async function chosenTargets(ctx: Context, store: StoreRow, sourceTables: readonly string[]): Promise<string[]> {
  const { mappings } = await requestMappings(ctx, store);
  const mapped = new Set(mappings.map((mapping) => mapping.sourceTable));
  const unknown = sourceTables.filter((table) => !mapped.has(table));
  if (unknown.length > 0) throw AppError.badRequest(`Not a mapped table: ${unknown.slice(0, 5).join(', ')}`);
  const wanted = sourceTables.length > 0 ? mappings.filter((m) => sourceTables.includes(m.sourceTable)) : mappings;
  const targets = await describeTargets(await storeDatabase(ctx, store), store.id);
  const tables = [...planOf(wanted).values()].flat().map((plan) => plan.targetTable);
  return [...new Set(tables)].filter((table) => targets.has(table));
}

/** POST /{storeId}/uploadData/deletePlan: what Delete Before Load of these source tables empties now. */
export async function deletePlan(ctx: Context, store: StoreRow, sourceTables: readonly string[]): Promise<DeletePlan> {
  const chosen = await chosenTargets(ctx, store, sourceTables);
  const database = await storeDatabase(ctx, store);
  const schema = storeSchemaName(store.id);
  const keys = await storeForeignKeys(database.db, store.id);
  const tables: DeletePlanTable[] = [];
  for (const entry of emptiedClosure(chosen, keys))
    tables.push({ ...entry, rows: await countRows(database.db, schema, entry.table) });
  const blockers = await blockersOf(database.db, schema, chosen, keys);
  return {
    tables,
    chosenOnlyRefusal: blockers.length > 0 ? deletePlanTexts.chosenOnlyRefused(chosen, blockers) : null,
  };
}

/** uploadData with CHOSEN_ONLY: refused before the request exists while the plan says it cannot be done. */
export async function checkDeleteMode(
  ctx: Context,
  store: StoreRow,
  sourceTables: readonly string[],
  mode: DeleteMode,
): Promise<void> {
  if (mode !== 'CHOSEN_ONLY') return;
  const plan = await deletePlan(ctx, store, sourceTables);
  if (plan.chosenOnlyRefusal) throw AppError.conflict(plan.chosenOnlyRefusal);
}

/**
 * Empties the tables in the caller's transaction on the data plane and answers the rows emptied per
 * table. WITH_DEPENDENTS: the closure is locked, counted and truncated (no CASCADE: a table the
 * closure missed fails the statement instead of being emptied unreported). CHOSEN_ONLY: refused
 * (the request fails, nothing deleted) when rows outside the chosen tables refer to them; else their
 * rows are deleted, with the keys checked at commit so the chosen tables go in any order.
 */
export async function emptyTables(
  tx: SqlRunner,
  storeDbId: number,
  chosen: readonly string[],
  mode: DeleteMode,
): Promise<EmptiedTable[]> {
  const schema = storeSchemaName(storeDbId);
  const keys = await storeForeignKeys(tx, storeDbId);
  const qualified = (table: string) => `${ident(schema)}.${ident(table)}`;
  if (mode === 'WITH_DEPENDENTS') {
    const closure = emptiedClosure(chosen, keys);
    if (closure.length === 0) return [];
    const list = closure.map((entry) => qualified(entry.table)).join(', ');
    await tx.execute(sql.raw(`LOCK TABLE ${list} IN ACCESS EXCLUSIVE MODE`));
    const emptied: EmptiedTable[] = [];
    for (const entry of closure)
      emptied.push({ table: entry.table, dependent: entry.dependent, rows: await countRows(tx, schema, entry.table) });
    await tx.execute(sql.raw(`TRUNCATE ${list}`));
    return emptied;
  }
  if (chosen.length === 0) return [];
  const dependents = [...new Set(keys.filter((key) => chosen.includes(key.refersTo)).map((key) => key.table))];
  const locked = [...new Set([...chosen, ...dependents])].map(qualified).join(', ');
  // No row may start referring to a chosen table between the check and the delete.
  await tx.execute(sql.raw(`LOCK TABLE ${locked} IN SHARE ROW EXCLUSIVE MODE`));
  const blockers = await blockersOf(tx, schema, chosen, keys);
  if (blockers.length > 0) throw new Error(deletePlanTexts.chosenOnlyRefused(chosen, blockers));
  await tx.execute(sql.raw('SET CONSTRAINTS ALL DEFERRED'));
  const emptied: EmptiedTable[] = [];
  for (const table of chosen) {
    const [row] = rowsOf(
      await tx.execute(
        sql.raw(`WITH d AS (DELETE FROM ${qualified(table)} RETURNING 1) SELECT count(*)::int AS n FROM d`),
      ),
    );
    emptied.push({ table, dependent: false, rows: Number(row?.n ?? 0) });
  }
  return emptied;
}
