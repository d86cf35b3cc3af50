import type { ChangeCapture } from '@store-console/contract';
import { DatabaseError, type Driver } from '../drivers/driver.ts';
import {
  changeTable,
  mysqlBaseTablesQuery,
  mysqlCapturedTablesQuery,
  mysqlDropChangeTablesSql,
  mysqlDropTriggersSql,
  mysqlInstalledQuery,
  mysqlPruneQueries,
  mysqlSetupSql,
  mysqlStatusQuery,
  mysqlTriggerSql,
} from './mysql-sql.ts';
import { disabledChangeCapture, isWrapped } from './postgres.ts';

/** MySQL/MariaDB change capture through triggers (mysql-sql.ts), the same states as PostgreSQL's. */

const run = (driver: Driver, text: string) => driver.query({ text, values: [] });

export async function mysqlChangeCaptureStatus(driver: Driver, since?: string): Promise<ChangeCapture> {
  const database = driver.config.database;
  const [installed] = await driver.query(mysqlInstalledQuery(database));
  if (!installed || Number(installed.installed) === 0) return disabledChangeCapture;
  const [row] = await driver.query(mysqlStatusQuery(database));
  if (!row || Number(row.triggers) === 0) return disabledChangeCapture;
  const purged = row.purged_through === null || row.purged_through === '0' ? null : String(row.purged_through);
  const position = row.position === null ? purged : String(row.position);
  return {
    state: isWrapped(since, purged) ? 'WRAPPED' : 'ENABLED',
    position,
    oldestPosition: row.oldest === null ? null : String(row.oldest),
  };
}

export async function mysqlCapturedTables(driver: Driver, schema: string): Promise<string[]> {
  const rows = await driver.query(mysqlCapturedTablesQuery(driver.config.database, schema));
  return rows.map((r) => String(r.table_name));
}

async function tablesOf(driver: Driver, schema: string, tables?: readonly string[]): Promise<string[]> {
  const existing = (await driver.query(mysqlBaseTablesQuery(schema))).map((r) => String(r.table_name));
  if (!tables || tables.length === 0) return existing;
  const missing = tables.filter((t) => !existing.includes(t));
  if (missing.length > 0) throw new DatabaseError(`No table ${missing.join(', ')} in schema '${schema}'`, true);
  return [...tables];
}

/** Installs the change table and each table's triggers (all of the schema's, or those named). Idempotent. */
export async function installMysqlChangeCapture(
  driver: Driver,
  schema: string,
  tables?: readonly string[],
): Promise<{ tables: string[] }> {
  const names = await tablesOf(driver, schema, tables);
  if (names.length === 0) throw new DatabaseError(`Schema '${schema}' has no tables to capture`, true);
  const [version] = await run(driver, 'SELECT VERSION() AS version');
  const mariadb = String(version?.version ?? '').includes('MariaDB');
  for (const statement of mysqlSetupSql(driver.config.database)) await run(driver, statement);
  for (const name of names) {
    const description = await driver.describe(schema, name);
    if (!description) throw new DatabaseError(`No table ${name} in schema '${schema}'`, true);
    const captured = {
      database: driver.config.database,
      schema,
      table: name,
      columns: description.columns,
      primaryKey: description.primaryKey,
    };
    for (const statement of mysqlTriggerSql(captured, mariadb)) await run(driver, statement);
  }
  return { tables: names };
}

/** Removes the triggers (all of the schema's, or those named); the change table goes with the database's last. */
export async function uninstallMysqlChangeCapture(
  driver: Driver,
  schema: string,
  tables?: readonly string[],
): Promise<{ tables: string[] }> {
  const database = driver.config.database;
  const [installed] = await driver.query(mysqlInstalledQuery(database));
  if (!installed || Number(installed.installed) === 0) return { tables: [] };
  const captured = await mysqlCapturedTables(driver, schema);
  const names = tables && tables.length > 0 ? captured.filter((t) => tables.includes(t)) : captured;
  for (const name of names) for (const statement of mysqlDropTriggersSql(schema, name)) await run(driver, statement);
  const [row] = await driver.query(mysqlStatusQuery(database));
  if (Number(row?.triggers ?? 0) === 0)
    for (const statement of mysqlDropChangeTablesSql(database)) await run(driver, statement);
  return { tables: names };
}

export async function pruneMysqlChanges(driver: Driver, through: string): Promise<void> {
  if (!/^\d{1,20}$/.test(through)) throw new DatabaseError(`Not a change position: '${through}'`, true);
  for (const query of mysqlPruneQueries(driver.config.database, through)) await driver.query(query);
}

export { changeTable as mysqlChangeTable };
