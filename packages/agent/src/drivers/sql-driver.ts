import type { ChangeCapture, FilterTree, TableDescription } from '@store-console/contract';
import type { AgentDatabaseConfig } from '../config.ts';
import { type CatalogueRow, columnsQuery, schemasQuery, tablesFromRows } from '../sql/catalogue.ts';
import { checksumOf, checksumQuery } from '../sql/checksum.ts';
import type { Dialect, SqlQuery } from '../sql/dialect.ts';
import { countQuery, previewQuery } from '../sql/select.ts';
import { type Driver, jsonRow } from './driver.ts';

/** What an engine's client gives: run a statement, check the connection, close. */
export type Connection = {
  query(query: SqlQuery): Promise<Record<string, unknown>[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

/** A driver built from a dialect and a connection: the SQL comes from the pure `sql/` modules. */
export function sqlDriver(
  config: AgentDatabaseConfig,
  dialect: Dialect,
  connection: Connection,
  changeCapture: (driver: Driver, since?: string) => Promise<ChangeCapture>,
): Driver {
  const driver: Driver = {
    config,
    query: (q) => connection.query(q),
    ping: () => connection.ping(),
    close: () => connection.close(),
    async listSchemas() {
      const rows = await connection.query(schemasQuery(dialect.type));
      return rows.map((r) => String(r.schema_name));
    },
    async listTables(schema) {
      if (!(await driver.listSchemas()).includes(schema)) return null;
      const rows = await connection.query(columnsQuery(dialect.type, schema));
      return tablesFromRows(rows as CatalogueRow[]);
    },
    async describe(schema, table) {
      // Only a listed schema's tables: the hidden ones (system catalogues, agent_cdc) are not the ERP's.
      if (!(await driver.listSchemas()).includes(schema)) return null;
      const rows = await connection.query(columnsQuery(dialect.type, schema, table));
      return tablesFromRows(rows as CatalogueRow[])[0] ?? null;
    },
    async preview(schema: string, table: TableDescription, filter: FilterTree | null, limit: number) {
      const rows = await connection.query(previewQuery(dialect, { schema, table }, filter, limit));
      const columns = table.columns.map((c) => c.name);
      return { columns, rows: rows.map((row) => jsonRow(row, columns)) };
    },
    async count(schema, table, filter) {
      const rows = await connection.query(countQuery(dialect, { schema, table }, filter));
      const first = rows[0] ?? {};
      return Number(first.count ?? first.COUNT ?? 0);
    },
    async checksum(schema, table, filter, key) {
      const rows = await connection.query(checksumQuery(dialect, { schema, table }, filter, key));
      return checksumOf(rows[0]);
    },
    changeCapture: (since) => changeCapture(driver, since),
  };
  return driver;
}
