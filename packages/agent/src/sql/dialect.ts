import type { AgentDatabaseType } from '@store-console/contract';

/**
 * What differs between the SQL of the engines the agent reads: identifier quoting, parameter
 * markers, typed date parameters and how a row limit is written. Everything else (filters, keyset
 * pages, previews) is built once on top of this and unit-tested per dialect.
 */
export type Dialect = {
  type: AgentDatabaseType;
  /** A quoted identifier: whatever the name holds, it stays one identifier. */
  quote(name: string): string;
  /** The marker of the n-th parameter (1-based): `$1`, `@p1`, `:1`, `?`. */
  param(n: number): string;
  /** A parameter holding an ISO date `YYYY-MM-DD`, typed as a date. */
  dateParam(n: number): string;
  /** `SELECT {columns} FROM … WHERE … ORDER BY …` limited to `limit` rows (limit is a checked integer). */
  limitSelect(parts: { columns: string; from: string; where: string; orderBy: string; limit: number }): string;
  /** The text of the table's qualified name. */
  table(schema: string, table: string): string;
  /** Whether `(a, b) > (x, y)` row comparisons exist (keyset pages use them when they do). */
  rowValues: boolean;
  /**
   * The select expression of a column read into a chunk, under its own name. Where the engine's
   * client would round a value (SQL Server decimals as JS numbers, datetime2 and Oracle timestamps
   * as JS Dates in milliseconds, Oracle DATE in the agent's local zone), the database writes it as
   * text instead; the value rules are in packages/agent/README.md "Values".
   */
  selectColumn(column: { name: string; type: string; primaryKey: boolean }): string;
};

/** Statement text plus its parameter values, in order. */
export type SqlQuery = { text: string; values: unknown[] };

function quoteWith(open: string, close: string) {
  return (name: string) => {
    if (name.includes('\u0000')) throw new Error('An identifier may not contain NUL');
    return `${open}${name.split(close).join(close + close)}${close}`;
  };
}

function checkedLimit(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit < 1)
    throw new Error(`A row limit must be a positive integer, got ${limit}`);
  return limit;
}

function where(sql: string): string {
  return sql ? ` WHERE ${sql}` : '';
}
function orderBy(sql: string): string {
  return sql ? ` ORDER BY ${sql}` : '';
}

/** The column as it is: the client reads it exactly. */
const plain = (quote: (name: string) => string) => (column: { name: string }) => quote(column.name);

const pgQuote = quoteWith('"', '"');
export const postgresDialect: Dialect = {
  type: 'postgres',
  quote: pgQuote,
  param: (n) => `$${n}`,
  dateParam: (n) => `$${n}::date`,
  limitSelect: (p) =>
    `SELECT ${p.columns} FROM ${p.from}${where(p.where)}${orderBy(p.orderBy)} LIMIT ${checkedLimit(p.limit)}`,
  table: (schema, table) => `${pgQuote(schema)}.${pgQuote(table)}`,
  rowValues: true,
  selectColumn: plain(pgQuote),
};

const msQuote = quoteWith('[', ']');
export const mssqlDialect: Dialect = {
  type: 'mssql',
  quote: msQuote,
  param: (n) => `@p${n}`,
  dateParam: (n) => `CAST(@p${n} AS date)`,
  limitSelect: (p) =>
    `SELECT TOP (${checkedLimit(p.limit)}) ${p.columns} FROM ${p.from}${where(p.where)}${orderBy(p.orderBy)}`,
  table: (schema, table) => `${msQuote(schema)}.${msQuote(table)}`,
  rowValues: false,
  selectColumn: ({ name, type }) => {
    const q = msQuote(name);
    // tedious answers decimals as JS numbers (15 digits) and datetime2/time as Dates (milliseconds).
    if (['decimal', 'numeric', 'money', 'smallmoney'].includes(type)) return `CONVERT(varchar(64), ${q}) AS ${q}`;
    // Style 126: ISO 8601 with every fraction digit the type holds; datetimeoffset keeps its offset.
    if (['datetime2', 'datetime', 'smalldatetime', 'datetimeoffset'].includes(type))
      return `CONVERT(varchar(40), ${q}, 126) AS ${q}`;
    if (type === 'time') return `CONVERT(varchar(16), ${q}) AS ${q}`;
    return q;
  },
};

const oraQuote = quoteWith('"', '"');
export const oracleDialect: Dialect = {
  type: 'oracle',
  quote: oraQuote,
  param: (n) => `:${n}`,
  dateParam: (n) => `TO_DATE(:${n}, 'YYYY-MM-DD')`,
  limitSelect: (p) =>
    `SELECT ${p.columns} FROM ${p.from}${where(p.where)}${orderBy(p.orderBy)} FETCH FIRST ${checkedLimit(p.limit)} ROWS ONLY`,
  table: (schema, table) => `${oraQuote(schema)}.${oraQuote(table)}`,
  rowValues: false,
  selectColumn: ({ name, type, primaryKey }) => {
    const q = oraQuote(name);
    // A key column stays typed: keyset pages compare it with the value read (NUMBER is text already).
    if (primaryKey) return q;
    // FF9: all nine digits, so a fraction finer than microseconds is reported, never cut.
    if (/^timestamp\(\d\) with (local )?time zone$/.test(type))
      return `TO_CHAR(SYS_EXTRACT_UTC(${q}), 'YYYY-MM-DD"T"HH24:MI:SS.FF9"Z"') AS ${q}`;
    if (/^timestamp(\(\d\))?$/.test(type)) return `TO_CHAR(${q}, 'YYYY-MM-DD"T"HH24:MI:SS.FF9') AS ${q}`;
    // Oracle's DATE holds a time of day, no zone: its wall clock, not a Date in the agent's zone.
    if (type === 'date') return `TO_CHAR(${q}, 'YYYY-MM-DD"T"HH24:MI:SS') AS ${q}`;
    return q;
  },
};

const myQuote = quoteWith('`', '`');
export const mysqlDialect: Dialect = {
  type: 'mysql',
  quote: myQuote,
  param: () => '?',
  dateParam: () => 'CAST(? AS DATE)',
  limitSelect: (p) =>
    `SELECT ${p.columns} FROM ${p.from}${where(p.where)}${orderBy(p.orderBy)} LIMIT ${checkedLimit(p.limit)}`,
  table: (schema, table) => `${myQuote(schema)}.${myQuote(table)}`,
  rowValues: true,
  // mysql2 with dateStrings and bigNumberStrings reads every type exactly (drivers/mysql.ts).
  selectColumn: plain(myQuote),
};

export const dialects: Record<AgentDatabaseType, Dialect> = {
  postgres: postgresDialect,
  mssql: mssqlDialect,
  oracle: oracleDialect,
  mysql: mysqlDialect,
};
