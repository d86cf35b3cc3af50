import type { FilterTree, TableDescription } from '@store-console/contract';
import type { Dialect, SqlQuery } from './dialect.ts';
import { compileFilter } from './filter-compiler.ts';
import { Params } from './params.ts';

export type TableRef = { schema: string; table: TableDescription };

function columnList(dialect: Dialect, table: TableDescription): string {
  return table.columns.map((c) => dialect.selectColumn(c)).join(', ');
}

function names(table: TableDescription): string[] {
  return table.columns.map((c) => c.name);
}

/** Preview: the first rows matching the filter, in primary key order when the table has one. */
export function previewQuery(dialect: Dialect, ref: TableRef, filter: FilterTree | null, limit: number): SqlQuery {
  const params = new Params(dialect);
  const where = filter ? compileFilter(filter, dialect, params, names(ref.table)) : '';
  const text = dialect.limitSelect({
    columns: columnList(dialect, ref.table),
    from: dialect.table(ref.schema, ref.table.name),
    where,
    orderBy: ref.table.primaryKey.map((c) => dialect.quote(c)).join(', '),
    limit,
  });
  return { text, values: params.values };
}

/** Count of the rows matching the filter. */
export function countQuery(dialect: Dialect, ref: TableRef, filter: FilterTree | null): SqlQuery {
  const params = new Params(dialect);
  const where = filter ? compileFilter(filter, dialect, params, names(ref.table)) : '';
  // SQL Server's COUNT is an int: COUNT_BIG counts past 2^31 rows.
  const count = dialect.type === 'mssql' ? 'COUNT_BIG(*)' : 'COUNT(*)';
  const text = `SELECT ${count} AS ${dialect.quote('count')} FROM ${dialect.table(ref.schema, ref.table.name)}${where ? ` WHERE ${where}` : ''}`;
  return { text, values: params.values };
}

/**
 * One keyset page for an extraction: the rows after `after` (the last primary key read, in key
 * order), never OFFSET, so each page costs an index seek whatever the table size. Where the
 * engine has row values the condition is `(a, b) > (x, y)`; elsewhere the equivalent
 * `a > x OR (a = x AND b > y)`.
 */
export function keysetPageQuery(
  dialect: Dialect,
  ref: TableRef,
  options: { after: readonly unknown[] | null; limit: number; filter?: FilterTree | null },
): SqlQuery {
  const key = ref.table.primaryKey;
  if (key.length === 0) throw new Error(`Table '${ref.table.name}' has no primary key to page by`);
  if (options.after && options.after.length !== key.length) {
    throw new Error(`A key of table '${ref.table.name}' has ${key.length} values, got ${options.after.length}`);
  }
  const params = new Params(dialect);
  const conditions: string[] = [];
  if (options.filter) conditions.push(compileFilter(options.filter, dialect, params, names(ref.table)));
  const after = options.after;
  if (after) {
    const quoted = key.map((c) => dialect.quote(c));
    if (dialect.rowValues && key.length > 1) {
      conditions.push(`(${quoted.join(', ')}) > (${after.map((v) => params.add(v)).join(', ')})`);
    } else {
      const alternatives = quoted.map((column, i) => {
        const equal = quoted.slice(0, i).map((c, j) => `${c} = ${params.add(after[j])}`);
        return [...equal, `${column} > ${params.add(after[i])}`].join(' AND ');
      });
      conditions.push(
        alternatives.length === 1 ? `${alternatives[0]}` : `(${alternatives.map((a) => `(${a})`).join(' OR ')})`,
      );
    }
  }
  const text = dialect.limitSelect({
    columns: columnList(dialect, ref.table),
    from: dialect.table(ref.schema, ref.table.name),
    where: conditions.join(' AND '),
    orderBy: key.map((c) => dialect.quote(c)).join(', '),
    limit: options.limit,
  });
  return { text, values: params.values };
}
