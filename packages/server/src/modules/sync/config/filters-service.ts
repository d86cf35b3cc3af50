import { isDeepStrictEqual } from 'node:util';
import {
  FilterParseError,
  type FilterTree,
  filterColumns,
  parseFilterExpr,
  printFilterTree,
  type TableFilter,
} from '@store-console/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { SignedIn } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import type { StoreRow } from '../../stores/index.ts';
import { syncFilters } from '../schema.ts';
import { describeSourceTable } from './source-tables.ts';

type FilterRow = typeof syncFilters.$inferSelect;
const filterOut = (row: FilterRow): TableFilter => ({
  tableName: row.tableName,
  expr: row.expr,
  tree: row.tree as FilterTree,
});

/** An expression's tree, or 400 in the one error shape naming the position of the problem. */
export function treeOfExpr(expr: string, path = 'expr'): FilterTree {
  if (expr.trim() === '') {
    throw AppError.badRequest('The expression is empty', [{ path, message: 'Field is required' }]);
  }
  try {
    return parseFilterExpr(expr);
  } catch (error) {
    if (!(error instanceof FilterParseError)) throw error;
    const message = /position/i.test(error.message) ? error.message : `${error.message} at position ${error.position}`;
    throw AppError.badRequest(message, [{ path, message }]);
  }
}

/** A tree's canonical expression (the tree already checked by the contract's schema). */
export function exprOfTree(tree: FilterTree): string {
  return printFilterTree(tree);
}

export async function listFilters(ctx: Context, store: StoreRow): Promise<TableFilter[]> {
  const rows = await ctx.db
    .select()
    .from(syncFilters)
    .where(eq(syncFilters.storeId, store.id))
    .orderBy(asc(syncFilters.tableName));
  return rows.map(filterOut);
}

export async function readFilter(ctx: Context, store: StoreRow, table: string): Promise<TableFilter> {
  const [row] = await ctx.db
    .select()
    .from(syncFilters)
    .where(and(eq(syncFilters.storeId, store.id), eq(syncFilters.tableName, table)));
  if (!row) throw AppError.notFound(`Table ${table} has no filter`);
  return filterOut(row);
}

/** An agent that does not answer (unreachable, timeout, its own failure) is a 502 or 504. */
const agentDown = (error: unknown) => error instanceof AppError && error.status >= 500;

/**
 * The source table's columns, or null when the agent cannot be asked right now: the filter is then
 * saved unchecked (the agent compiles only the table's own columns, so an unknown one fails there,
 * named, and never reaches the database).
 */
async function sourceColumns(ctx: Context, store: StoreRow, table: string): Promise<Set<string> | null> {
  try {
    const found = await describeSourceTable(ctx, store.id, table);
    return new Set(found.columns.map((c) => c.name));
  } catch (error) {
    if (agentDown(error)) return null;
    throw error;
  }
}

/**
 * POST /{storeId}/filter/{table}: the expression is parsed here; the tree stored is the parsed one
 * (a tree sent with it must say the same). Its columns must be the source table's.
 */
export async function saveFilter(
  ctx: Context,
  caller: SignedIn,
  store: StoreRow,
  table: string,
  input: { expr: string; tree?: FilterTree | undefined },
): Promise<TableFilter> {
  const tree = treeOfExpr(input.expr);
  if (input.tree !== undefined && !isDeepStrictEqual(JSON.parse(JSON.stringify(input.tree)), tree)) {
    throw AppError.badRequest('The tree does not match the expression', [
      { path: 'tree', message: 'The tree does not match the expression' },
    ]);
  }
  const columns = await sourceColumns(ctx, store, table);
  if (columns) {
    const unknown = [...filterColumns(tree)].filter((c) => !columns.has(c));
    if (unknown.length > 0) {
      const message = `The table ${table} has no column ${unknown.join(', ')}`;
      throw AppError.badRequest(message, [{ path: 'expr', message }]);
    }
  }
  const expr = input.expr.trim();
  const now = new Date();
  const [row] = await ctx.db
    .insert(syncFilters)
    .values({ storeId: store.id, tableName: table, expr, tree, createdBy: caller.username })
    .onConflictDoUpdate({
      target: [syncFilters.storeId, syncFilters.tableName],
      set: { expr, tree, modifiedBy: caller.username, modifiedDate: now },
    })
    .returning();
  if (!row) throw new Error('filter upsert returned no row');
  return filterOut(row);
}

export async function deleteFilter(ctx: Context, store: StoreRow, table: string): Promise<void> {
  const deleted = await ctx.db
    .delete(syncFilters)
    .where(and(eq(syncFilters.storeId, store.id), eq(syncFilters.tableName, table)))
    .returning({ table: syncFilters.tableName });
  if (deleted.length === 0) throw AppError.notFound(`Table ${table} has no filter`);
}
