import { sql } from 'drizzle-orm';
import { rowsOf, storeSchemaName } from '../../../platform/data-plane.ts';
import type { Database } from '../../../platform/db.ts';

/**
 * What the load needs to know of a store's target table: its columns' types and the columns a
 * mapped row is matched on (its natural key: a unique constraint or primary key whose columns are
 * all mapped, `ON CONFLICT (…) DO UPDATE`). A table without one (addresses) is matched on the
 * columns named in `keylessMatch`, else on every mapped column (UPDATE … FROM, then INSERT … WHERE
 * NOT EXISTS; safe because one request per store loads at a time).
 */
export type TargetTable = {
  name: string;
  types: Map<string, string>;
  /** Unique constraints and the primary key, each as its columns. */
  uniqueKeys: string[][];
  /** Columns declared NOT NULL: matched with `=` (hashable, indexable) rather than IS NOT DISTINCT FROM. */
  notNull: Set<string>;
  /** Each column's default expression (`now()`, `true`, `current_date`), for the columns that have one. */
  defaults: Map<string, string>;
};

/** Targets whose schema has no natural key, and what identifies a row of theirs in a load. */
const keylessMatch: Record<string, string[]> = { addresses: ['customer_id', 'kind'] };

export async function describeTargets(database: Database, storeDbId: number): Promise<Map<string, TargetTable>> {
  const schema = storeSchemaName(storeDbId);
  const [columns, keys] = await Promise.all([
    database.db.execute(sql`
      SELECT c.relname AS tbl, a.attname AS col, format_type(a.atttypid, a.atttypmod) AS type,
        a.attnotnull AS not_null, pg_get_expr(d.adbin, d.adrelid) AS default_expr
      FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE n.nspname = ${schema} AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
      ORDER BY c.relname, a.attnum`),
    database.db.execute(sql`
      SELECT c.relname AS tbl, array_agg(a.attname ORDER BY k.ord)::text[] AS cols
      FROM pg_constraint co JOIN pg_class c ON c.oid = co.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      CROSS JOIN LATERAL unnest(co.conkey) WITH ORDINALITY AS k(attnum, ord)
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
      WHERE n.nspname = ${schema} AND co.contype IN ('p', 'u')
      GROUP BY c.relname, co.oid`),
  ]);
  const tables = new Map<string, TargetTable>();
  for (const row of rowsOf(columns)) {
    const name = String(row.tbl);
    let table = tables.get(name);
    if (!table) {
      table = { name, types: new Map(), uniqueKeys: [], notNull: new Set(), defaults: new Map() };
      tables.set(name, table);
    }
    table.types.set(String(row.col), String(row.type));
    if (row.not_null === true || row.not_null === 't') table.notNull.add(String(row.col));
    if (typeof row.default_expr === 'string') table.defaults.set(String(row.col), row.default_expr);
  }
  for (const row of rowsOf(keys)) {
    const cols = row.cols;
    tables.get(String(row.tbl))?.uniqueKeys.push(Array.isArray(cols) ? cols.map(String) : parseArray(String(cols)));
  }
  return tables;
}

function parseArray(text: string): string[] {
  return text
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}

/** `match`: the columns a row is found by; `equal`: those of them compared with `=` (NOT NULL in the target). */
export type Match = { conflict: string[] } | { match: string[]; equal: string[] };

/** How rows of `table` filled through `mapped` columns are matched with the rows already there. */
export function matchOf(table: TargetTable, mapped: readonly string[]): Match {
  const key = table.uniqueKeys.find((columns) => columns.every((column) => mapped.includes(column)));
  if (key) return { conflict: key };
  const keyless = keylessMatch[table.name];
  // A NOT NULL column holds no NULL to match, so `=` finds the same rows as IS NOT DISTINCT FROM,
  // and lets PostgreSQL hash-join a chunk with the table (IS NOT DISTINCT FROM forces a nested loop:
  // every chunk compared with every row already loaded, quadratic over a load; seen in bench/sync.ts).
  const found = keyless?.every((column) => mapped.includes(column)) ? keyless : [...mapped];
  return { match: found, equal: found.filter((column) => table.notNull.has(column)) };
}

/** How many decimals a number's text writes (trailing zeros do not count); null when it is not a number. */
function decimalsOf(text: string): number | null {
  const match = /^[+-]?\d*(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = (match[1] ?? '').replace(/0+$/, '');
  return Math.max(0, fraction.length - Number(match[2] ?? 0));
}

const scaleCache = new WeakMap<TargetTable, Map<string, number>>();

/** The scale of each numeric(p,s) column of the table, read once per table (not once per value). */
function scalesOf(table: TargetTable): Map<string, number> {
  let scales = scaleCache.get(table);
  if (!scales) {
    scales = new Map();
    for (const [column, type] of table.types) {
      const scale = /^numeric\(\d+,(\d+)\)$/.exec(type)?.[1];
      if (scale !== undefined) scales.set(column, Number(scale));
    }
    scaleCache.set(table, scales);
  }
  return scales;
}

/**
 * Why a row's value would not reach the store as written, or null: PostgreSQL rounds a numeric to
 * its column's scale without a word (1.007919 into numeric(14,4) is 1.0079), so a value with more
 * decimals than its column holds fails its row instead (a larger one overflows and fails anyway);
 * and its text cannot hold NUL, which the COPY would otherwise have to drop.
 */
export function inexactValue(table: TargetTable, values: Record<string, unknown>): string | null {
  const scales = scalesOf(table);
  for (const column in values) {
    const value = values[column];
    if (typeof value === 'string' && value.includes('\u0000')) {
      return `${table.name}.${column}: the text holds a NUL character, which the store cannot hold`;
    }
    if (typeof value !== 'number' && typeof value !== 'string') continue;
    const scale = scales.get(column);
    if (scale === undefined) continue;
    const decimals = decimalsOf(String(value));
    if (decimals !== null && decimals > scale) {
      return `${table.name}.${column}: more than ${scale} decimals would be rounded`;
    }
  }
  return null;
}

/**
 * A NOT NULL column with a default takes its default for a NULL (an ERP's empty "updated at" into
 * `updated_at … DEFAULT now()`), on insert and update alike; a nullable column keeps the NULL.
 * Answers the expression that stands for `alias.column` in a merge's source rows.
 */
export function valueOrDefault(table: TargetTable, alias: string, column: string): string {
  const quoted = `"${column.replaceAll('"', '""')}"`;
  const fallback = table.notNull.has(column) ? table.defaults.get(column) : undefined;
  return fallback === undefined ? `${alias}.${quoted}` : `COALESCE(${alias}.${quoted}, ${fallback}) AS ${quoted}`;
}
