import type { FilterTree, TableDescription } from '@store-console/contract';
import type { Dialect, SqlQuery } from './dialect.ts';
import { compileFilter, resolveColumn } from './filter-compiler.ts';
import { Params } from './params.ts';
import type { TableRef } from './select.ts';

/**
 * Reconciliation's checksum of a table's key set (contract `agent-api.ts`, "Reconciliation"), one
 * aggregate statement per dialect: each row's key rendered to the same text on every engine,
 * grouped to distinct keys, each key hashed to the first 32 bits of its MD5 (unsigned), summed.
 * Nothing but three figures leaves the database. The sum is returned as text: Oracle's driver
 * would read a NUMBER beyond 2^53 inexactly.
 */

export type KeyPart = { column: string; upper: boolean };
type KeyKind = 'text' | 'integer' | 'date';

/** A key column whose type cannot be rendered identically on every engine (decimals, timestamps, binary…). */
export class KeyTypeError extends Error {}

const textTypes = new Set([
  'character varying',
  'varchar',
  'character',
  'char',
  'bpchar',
  'text',
  'citext',
  'nvarchar',
  'nchar',
  'varchar2',
  'nvarchar2',
  'tinytext',
  'mediumtext',
  'longtext',
]);
const integerTypes = new Set(['smallint', 'integer', 'int', 'bigint', 'tinyint', 'mediumint', 'int2', 'int4', 'int8']);

function kindOf(dialect: Dialect, type: string): KeyKind | null {
  if (textTypes.has(type)) return 'text';
  // Oracle reports every NUMBER(p, 0) (and INTEGER) as `number`: keys of that type hold integers.
  if (integerTypes.has(type) || (dialect.type === 'oracle' && type === 'number')) return 'integer';
  if (type === 'date') return 'date';
  return null;
}

/** One key column as text, NULL kept (each dialect's join turns it into ''). */
function render(dialect: Dialect, column: string, kind: KeyKind, upper: boolean): string {
  const c = dialect.quote(column);
  const up = (text: string) => (upper ? `UPPER(${text})` : text);
  switch (dialect.type) {
    case 'postgres':
      if (kind === 'text') return up(`btrim(CAST(${c} AS text), ' ')`);
      return kind === 'integer' ? `CAST(${c} AS text)` : `to_char(${c}, 'YYYY-MM-DD')`;
    case 'mysql':
      if (kind === 'text') return up(`TRIM(${c})`);
      return kind === 'integer' ? `CAST(${c} AS CHAR)` : `DATE_FORMAT(${c}, '%Y-%m-%d')`;
    case 'mssql':
      if (kind === 'text') return up(`CAST(LTRIM(RTRIM(${c})) AS nvarchar(4000))`);
      return kind === 'integer' ? `CAST(${c} AS nvarchar(20))` : `CONVERT(nvarchar(10), ${c}, 23)`;
    case 'oracle':
      if (kind === 'text') return up(`TO_CHAR(TRIM(${c}))`);
      return kind === 'integer' ? `TO_CHAR(${c})` : `TO_CHAR(${c}, 'YYYY-MM-DD')`;
  }
}

/**
 * The key's text, grouped byte for byte: PostgreSQL and Oracle compare text exactly; MySQL's and SQL
 * Server's usual collations ignore case (and trailing spaces), so their text is made binary — UTF-8
 * bytes (SQL Server 2019's UTF-8 collation).
 */
function keyText(dialect: Dialect, parts: string[]): string {
  switch (dialect.type) {
    case 'postgres':
      return parts.map((p) => `COALESCE(${p}, '')`).join(' || chr(31) || ');
    case 'mysql':
      // Each part in utf8mb4 first: a latin1 column's bytes would hash differently.
      return `CAST(CONCAT(${parts.map((p) => `COALESCE(CONVERT(${p} USING utf8mb4), '')`).join(', CHAR(31 USING utf8mb4), ')}) AS BINARY)`;
    case 'mssql': {
      const joined = parts.length === 1 ? `COALESCE(${parts[0]}, N'')` : `CONCAT(${parts.join(', NCHAR(31), ')})`;
      return `CONVERT(varchar(8000), ${joined} COLLATE Latin1_General_100_BIN2_UTF8)`;
    }
    case 'oracle':
      // Oracle's '' is NULL and `||` skips NULLs: the join needs no COALESCE.
      return parts.join(' || CHR(31) || ');
  }
}

/** md5('') begins d41d8cd9: Oracle hashes an empty key as NULL, so its hash is given. */
const emptyKeyHash = 0xd41d8cd9;

/** The first 32 bits of the key text's MD5 as an unsigned integer. */
function hash(dialect: Dialect, k: string): string {
  switch (dialect.type) {
    case 'postgres':
      return `CAST(CAST('x' || substr(md5(${k}), 1, 8) AS bit(32)) AS bigint)`;
    case 'mysql':
      return `CAST(CONV(SUBSTRING(MD5(${k}), 1, 8), 16, 10) AS UNSIGNED)`;
    case 'mssql':
      return `CAST(CAST(SUBSTRING(HASHBYTES('MD5', ${k}), 1, 4) AS bigint) AS decimal(38, 0))`;
    case 'oracle':
      return `NVL(TO_NUMBER(SUBSTR(RAWTOHEX(STANDARD_HASH(${k}, 'MD5')), 1, 8), 'XXXXXXXX'), ${emptyKeyHash})`;
  }
}

function asText(dialect: Dialect, expression: string): string {
  switch (dialect.type) {
    case 'postgres':
      return `CAST(${expression} AS text)`;
    case 'mysql':
      return `CAST(${expression} AS CHAR)`;
    case 'mssql':
      return `CAST(${expression} AS varchar(40))`;
    case 'oracle':
      return `TO_CHAR(${expression})`;
  }
}

/** The key columns checked against the table: known (case-insensitive as in filters) and of a type every engine renders alike. */
export function resolveKey(dialect: Dialect, table: TableDescription, key: readonly KeyPart[]) {
  const names = table.columns.map((c) => c.name);
  return key.map((part) => {
    const column = resolveColumn(part.column, names);
    const type = table.columns.find((c) => c.name === column)?.type ?? '';
    const kind = kindOf(dialect, type);
    if (!kind) {
      throw new KeyTypeError(
        `Column '${column}' of type ${type} cannot be part of a reconciliation key (text, integer and date columns can)`,
      );
    }
    return { column, kind, upper: part.upper };
  });
}

/** `SELECT keys, rows, checksum` of the rows the filter keeps (see the module's comment). */
export function checksumQuery(
  dialect: Dialect,
  ref: TableRef,
  filter: FilterTree | null,
  key: readonly KeyPart[],
): SqlQuery {
  const parts = resolveKey(dialect, ref.table, key).map((part) => render(dialect, part.column, part.kind, part.upper));
  const params = new Params(dialect);
  const names = ref.table.columns.map((c) => c.name);
  const where = filter ? ` WHERE ${compileFilter(filter, dialect, params, names)}` : '';
  const count = dialect.type === 'mssql' ? 'COUNT_BIG(*)' : 'COUNT(*)';
  const q = dialect.quote;
  const text =
    `SELECT ${asText(dialect, count)} AS ${q('keys')}, ${asText(dialect, 'SUM(g.n)')} AS ${q('rows')}, ` +
    `${asText(dialect, `SUM(${hash(dialect, 'g.k')})`)} AS ${q('checksum')} ` +
    `FROM (SELECT s.k, ${count} AS n FROM (SELECT ${keyText(dialect, parts)} AS k ` +
    `FROM ${dialect.table(ref.schema, ref.table.name)}${where}) s GROUP BY s.k) g`;
  return { text, values: params.values };
}

/** The statement's one row as the API answers it (an empty table sums to NULL: 0). */
export function checksumOf(row: Record<string, unknown> | undefined): { rows: number; keys: number; checksum: string } {
  const value = (name: string) => row?.[name] ?? row?.[name.toUpperCase()] ?? null;
  const digits = (v: unknown) => (v === null || v === undefined ? '0' : String(v).trim());
  return {
    rows: Number(digits(value('rows'))),
    keys: Number(digits(value('keys'))),
    checksum: digits(value('checksum')),
  };
}
