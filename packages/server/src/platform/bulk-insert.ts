import { sql } from 'drizzle-orm';
import type { SqlRunner } from './db.ts';

/** Rows per INSERT statement: large enough to amortise the round trip, small enough to bound memory. */
export const defaultBatchRows = 1000;

/** `"schema"."table"`, with both names checked: they are spliced into SQL text. */
export function qualifiedTable(schema: string, table: string): string {
  const safe = /^[a-z_][a-z0-9_]*$/;
  if (!safe.test(schema) || !safe.test(table)) throw new Error(`unsafe table name ${schema}.${table}`);
  return `"${schema}"."${table}"`;
}

/**
 * Inserts rows (objects keyed by column name) with one multi-row INSERT per batch. PostgreSQL
 * converts each JSON value to its column's type (`json_populate_recordset`), exactly as it renders
 * them with `row_to_json`, so dates, numerics and timestamps round-trip unchanged; columns a row
 * leaves out get NULL. Returns how many rows were inserted. Run it inside a transaction for
 * all-or-nothing.
 */
export async function insertRows(
  db: SqlRunner,
  target: { schema: string; table: string },
  rows: readonly Record<string, unknown>[],
  options: { batchRows?: number } = {},
): Promise<number> {
  const table = sql.raw(qualifiedTable(target.schema, target.table));
  const size = Math.max(1, options.batchRows ?? defaultBatchRows);
  let inserted = 0;
  for (let start = 0; start < rows.length; start += size) {
    const batch = rows.slice(start, start + size);
    await db.execute(
      sql`INSERT INTO ${table} SELECT * FROM json_populate_recordset(null::${table}, ${JSON.stringify(batch)}::json)`,
    );
    inserted += batch.length;
  }
  return inserted;
}
