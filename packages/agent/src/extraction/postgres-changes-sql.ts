import type { FilterTree } from '@store-console/contract';
import { changeTable } from '../change-capture/postgres-sql.ts';
import { postgresDialect, type SqlQuery } from '../sql/dialect.ts';
import { compileFilter } from '../sql/filter-compiler.ts';
import { Params } from '../sql/params.ts';
import type { TableRef } from '../sql/select.ts';

const q = postgresDialect.quote;

/** Result columns the changes page adds to the table's own (names no ERP column has). */
export const changeColumns = {
  position: 'agent_cdc.position',
  op: 'agent_cdc.op',
  found: 'agent_cdc.found',
  old: 'agent_cdc.old',
  key: (i: number) => `agent_cdc.key.${i}`,
} as const;

/**
 * One page of a table's changes after `after` up to `through`, in position order, each with the
 * table's current row. The change's key (jsonb) is turned back into the key columns' own types
 * with `jsonb_populate_record`, so the join to the table is an index lookup on its primary key.
 * The filter applies to the current row: an I or U whose row is gone (deleted later) or no longer
 * matches is left out; a D is always kept (the row it names no longer exists to be tested), with
 * the row as it was when deleted (`old_row`, typed back the same way) so a consumer can find what it
 * loaded from it; `agent_cdc.old` is false for a D recorded before `old_row` existed.
 */
export function postgresChangesPageQuery(
  ref: TableRef,
  filter: FilterTree | null,
  options: { after: string; through: string; limit: number },
): SqlQuery {
  const { table } = ref;
  const key = table.primaryKey;
  if (key.length === 0) throw new Error(`Table '${table.name}' has no primary key to read changes by`);
  const params = new Params(postgresDialect);
  const names = table.columns.map((c) => c.name);
  const where = filter ? ` WHERE ${compileFilter(filter, postgresDialect, params, names)}` : '';
  const from = postgresDialect.table(ref.schema, table.name);
  const current = `SELECT true AS ${q(changeColumns.found)}, ${names.map(q).join(', ')} FROM ${from}${where}`;
  const select = [
    `c.position::text AS ${q(changeColumns.position)}`,
    `c.op AS ${q(changeColumns.op)}`,
    ...key.map((column, i) => `k.${q(column)} AS ${q(changeColumns.key(i))}`),
    `t.${q(changeColumns.found)} AS ${q(changeColumns.found)}`,
    `(c.op = 'D' AND c.old_row IS NOT NULL) AS ${q(changeColumns.old)}`,
    ...names.map((column) => `CASE WHEN c.op = 'D' THEN o.${q(column)} ELSE t.${q(column)} END AS ${q(column)}`),
  ].join(', ');
  const text = [
    `SELECT ${select}`,
    `FROM ${changeTable} c`,
    `CROSS JOIN LATERAL jsonb_populate_record(NULL::${from}, c.key) k`,
    `CROSS JOIN LATERAL jsonb_populate_record(NULL::${from}, c.old_row) o`,
    `LEFT JOIN (${current}) t ON ${key.map((column) => `t.${q(column)} = k.${q(column)}`).join(' AND ')}`,
    `WHERE c.schema_name = ${params.add(ref.schema)} AND c.table_name = ${params.add(table.name)}`,
    `AND c.position > ${params.add(options.after)}::bigint AND c.position <= ${params.add(options.through)}::bigint`,
    `AND (c.op = 'D' OR t.${q(changeColumns.found)})`,
    `ORDER BY c.position LIMIT ${checkedLimit(options.limit)}`,
  ].join('\n');
  return { text, values: params.values };
}

function checkedLimit(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit < 1)
    throw new Error(`A row limit must be a positive integer, got ${limit}`);
  return limit;
}
