import type { AgentDatabaseType, ExtractionKey, TableDescription } from '@store-console/contract';
import { jsonValue } from '../drivers/driver.ts';
import { float32Text } from '../drivers/timestamps.ts';

/**
 * A value as a chunk line carries it (contract agent-api.ts): JSON-safe and exact. Big integers and
 * decimals arrive from the drivers as strings and stay so; bytes become base64; non-finite floats,
 * which JSON cannot hold, become the strings "NaN", "Infinity", "-Infinity".
 */
export function lineValue(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  return jsonValue(value);
}

/** MySQL's `dateStrings` give `YYYY-MM-DD HH:MM:SS`; a chunk carries ISO 8601 (`T`). Only for its datetime columns. */
function isoTimestamp(value: unknown): unknown {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2} \d/.test(value) ? value.replace(' ', 'T') : lineValue(value);
}

/** MySQL TIMESTAMP is an instant, read in the session zone the driver sets to UTC (drivers/mysql.ts). */
function utcTimestamp(value: unknown): unknown {
  const iso = isoTimestamp(value);
  return typeof iso === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+$/.test(iso) && !iso.startsWith('0000-')
    ? `${iso}Z`
    : iso;
}

/** A 32-bit float as the shortest decimal it is (the client widens it to a double: 1.100000023841858). */
function singleFloat(value: unknown): unknown {
  return lineValue(typeof value === 'number' ? float32Text(value) : value);
}

type Convert = (value: unknown) => unknown;

const singleFloats: Record<AgentDatabaseType, readonly string[]> = {
  postgres: [],
  mysql: ['float'],
  mssql: ['real'],
  oracle: ['binary_float'],
};

function converterOf(type: AgentDatabaseType, columnType: string): Convert {
  if (type === 'mysql' && columnType === 'datetime') return isoTimestamp;
  if (type === 'mysql' && columnType === 'timestamp') return utcTimestamp;
  if (singleFloats[type].includes(columnType)) return singleFloat;
  return lineValue;
}

/** Turns a driver's rows of one table into a line's row and key. */
export function rowConverter(type: AgentDatabaseType, table: TableDescription) {
  const columns = table.columns.map((c) => ({ name: c.name, convert: converterOf(type, c.type) }));
  const keyColumns = table.primaryKey.map((name) => ({
    name,
    convert: converterOf(type, table.columns.find((c) => c.name === name)?.type ?? ''),
  }));
  return {
    row(row: Record<string, unknown>): Record<string, unknown> {
      const out: Record<string, unknown> = {};
      for (const column of columns) out[column.name] = column.convert(row[column.name]);
      return out;
    },
    /** The key from the values of the key columns, in key order. */
    key(values: readonly unknown[]): ExtractionKey {
      const key: ExtractionKey = {};
      keyColumns.forEach((column, i) => {
        const value = column.convert(values[i]);
        key[column.name] = typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
      });
      return key;
    },
  };
}
