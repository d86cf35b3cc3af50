import type { AgentChecksum, ChangeCapture, FilterTree, TableDescription } from '@store-console/contract';
import type { AgentDatabaseConfig } from '../config.ts';
import type { KeyPart } from '../sql/checksum.ts';
import type { SqlQuery } from '../sql/dialect.ts';

export type PreviewRows = { columns: string[]; rows: Record<string, unknown>[] };

/** One database the agent reads, whatever its engine. */
export type Driver = {
  readonly config: AgentDatabaseConfig;
  /** Runs a statement (text + parameters) and answers its rows. */
  query(query: SqlQuery): Promise<Record<string, unknown>[]>;
  listSchemas(): Promise<string[]>;
  /** Every table of the schema with its columns; null when the schema does not exist. */
  listTables(schema: string): Promise<TableDescription[] | null>;
  /** One table; null when it does not exist. */
  describe(schema: string, table: string): Promise<TableDescription | null>;
  preview(schema: string, table: TableDescription, filter: FilterTree | null, limit: number): Promise<PreviewRows>;
  count(schema: string, table: TableDescription, filter: FilterTree | null): Promise<number>;
  /** Reconciliation: rows, distinct keys and the checksum of the key set under the filter (sql/checksum.ts). */
  checksum(
    schema: string,
    table: TableDescription,
    filter: FilterTree | null,
    key: readonly KeyPart[],
  ): Promise<AgentChecksum>;
  /** Change capture state; `since` (a consumer's position) answers WRAPPED when older than what is retained. */
  changeCapture(since?: string): Promise<ChangeCapture>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** A database failure: the message names what failed (never credentials). The API answers 502. */
export class DatabaseError extends Error {
  constructor(
    message: string,
    /** True when the caller's input was wrong (a value of the wrong type in a filter…): 400. */
    readonly badInput = false,
  ) {
    super(message);
  }
}

/** JSON-safe values: dates as ISO strings, big integers as strings, bytes as base64. */
export function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Buffer.isBuffer(value)) return value.toString('base64');
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  return value;
}

export function jsonRow(row: Record<string, unknown>, columns: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const column of columns) out[column] = jsonValue(row[column]);
  return out;
}
