import type { FilterTree, TableDescription } from '@store-console/contract';
import { changeTable } from '../change-capture/mysql-sql.ts';
import { mysqlDialect, type SqlQuery } from '../sql/dialect.ts';
import { compileFilter } from '../sql/filter-compiler.ts';
import { Params } from '../sql/params.ts';
import type { TableRef } from '../sql/select.ts';

const q = mysqlDialect.quote;

/** Result columns of a changes page (names no ERP column has). */
export const mysqlChangeColumns = {
  position: 'agent_cdc.position',
  op: 'agent_cdc.op',
  key: 'agent_cdc.key',
  old: 'agent_cdc.old_row',
} as const;

function checkedLimit(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit < 1)
    throw new Error(`A row limit must be a positive integer, got ${limit}`);
  return limit;
}

/** One page of a table's changes in (after, through], in position order: position, op, key and old row as JSON text. */
export function mysqlChangesPageQuery(
  database: string,
  ref: { schema: string; table: string },
  options: { after: string; through: string; limit: number },
): SqlQuery {
  const c = mysqlChangeColumns;
  return {
    text: [
      `SELECT CAST(c.position AS CHAR) AS ${q(c.position)}, c.op AS ${q(c.op)}, c.\`key\` AS ${q(c.key)}, c.old_row AS ${q(c.old)}`,
      `FROM ${changeTable(database)} c`,
      'WHERE c.schema_name = ? AND c.table_name = ? AND c.position > CAST(? AS UNSIGNED) AND c.position <= CAST(? AS UNSIGNED)',
      `ORDER BY c.position LIMIT ${checkedLimit(options.limit)}`,
    ].join('\n'),
    values: [ref.schema, ref.table, options.after, options.through],
  };
}

const integerTypes = ['tinyint', 'smallint', 'mediumint', 'int', 'integer', 'bigint', 'year'];
const decimalTypes = ['decimal', 'numeric'];

/**
 * A key value as the trigger wrote it (text), as a parameter compared exactly with its column:
 * MySQL compares a string with a number as doubles (9007199254740993 = 9007199254740992), so
 * numbers are cast to an exact DECIMAL, and TIMESTAMP keys come back from epoch seconds.
 */
function keyParam(type: string): string {
  if (integerTypes.includes(type)) return 'CAST(? AS DECIMAL(65,0))';
  if (decimalTypes.includes(type)) return 'CAST(? AS DECIMAL(65,30))';
  if (type === 'timestamp') return 'FROM_UNIXTIME(CAST(? AS DECIMAL(20,6)))';
  return '?';
}

/** The current rows of the keys given (text values, in primary key order) that match the filter. */
export function mysqlRowsByKeyQuery(ref: TableRef, filter: FilterTree | null, keys: readonly string[][]): SqlQuery {
  const { table } = ref;
  const key = table.primaryKey;
  if (keys.length === 0) throw new Error('No keys to read');
  const params = new Params(mysqlDialect);
  const names = table.columns.map((c) => c.name);
  const typeOf = (name: string) => table.columns.find((c) => c.name === name)?.type ?? '';
  const tuple = key.map((name) => keyParam(typeOf(name)));
  const values: unknown[] = [];
  for (const k of keys) values.push(...k);
  const list = keys.map(() => (key.length === 1 ? tuple[0] : `(${tuple.join(', ')})`)).join(', ');
  const column = key.length === 1 ? q(key[0] as string) : `(${key.map(q).join(', ')})`;
  const conditions = [`${column} IN (${list})`];
  if (filter) {
    // The filter's parameters come after the keys' (MySQL's markers are positional).
    const compiled = compileFilter(filter, mysqlDialect, params, names);
    conditions.push(`(${compiled})`);
  }
  const select = table.columns.map((c) => mysqlDialect.selectColumn(c)).join(', ');
  return {
    text: `SELECT ${select} FROM ${mysqlDialect.table(ref.schema, table.name)} WHERE ${conditions.join(' AND ')}`,
    values: [...values, ...params.values],
  };
}

/**
 * A value as the trigger wrote it (text) into what a chunk line carries for its column
 * (extraction/values.ts): small integers and floats as numbers, BIGINT and DECIMAL as their text,
 * DATETIME as ISO wall clock, TIMESTAMP from epoch seconds to ISO UTC, bytes as base64 already.
 */
export function valueFromText(type: string, text: unknown): unknown {
  if (text === null || text === undefined) return null;
  const value = String(text);
  if (integerTypes.includes(type) && type !== 'bigint') return Number(value);
  if (['float', 'double', 'real'].includes(type)) return Number(value);
  if (type === 'datetime') return value.replace(' ', 'T');
  if (type === 'timestamp') {
    if (value.startsWith('0000-')) return value.replace(' ', 'T');
    const [seconds = '0', fraction = ''] = value.split('.');
    const iso = new Date(Number(seconds) * 1000).toISOString().slice(0, 19);
    return `${iso}${fraction ? `.${fraction}` : ''}Z`;
  }
  if (type === 'json') {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}

/** A JSON object of text values (key or old row) typed back per column. */
export function rowFromText(
  table: TableDescription,
  json: unknown,
  columns: readonly string[],
): Record<string, unknown> {
  const parsed: Record<string, unknown> =
    typeof json === 'string'
      ? JSON.parse(json)
      : json && typeof json === 'object'
        ? (json as Record<string, unknown>)
        : {};
  const out: Record<string, unknown> = {};
  for (const name of columns) {
    const type = table.columns.find((c) => c.name === name)?.type ?? '';
    out[name] = valueFromText(type, parsed[name]);
  }
  return out;
}
