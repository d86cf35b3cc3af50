import type { ChangeCapture } from '@store-console/contract';
import { DatabaseError, type Driver } from '../drivers/driver.ts';
import {
  baseTablesSql,
  capturedTablesSql,
  changeTable,
  dropTriggerSql,
  installChangeCaptureSql,
  installedSql,
  pruneSql,
  retentionTable,
  statusSql,
} from './postgres-sql.ts';

export const disabledChangeCapture: ChangeCapture = { state: 'DISABLED', position: null, oldestPosition: null };

/** Whether a consumer at `since` has lost changes (it is behind what was pruned). */
export function isWrapped(since: string | undefined, purgedThrough: string | null): boolean {
  if (since === undefined || purgedThrough === null) return false;
  try {
    return BigInt(since) < BigInt(purgedThrough);
  } catch {
    throw new DatabaseError(`Not a change position: '${since}'`, true);
  }
}

export async function postgresChangeCaptureStatus(driver: Driver, since?: string): Promise<ChangeCapture> {
  const [installed] = await driver.query({ text: installedSql, values: [] });
  if (!installed?.installed) return disabledChangeCapture;
  const [row] = await driver.query({ text: statusSql, values: [] });
  if (!row || Number(row.triggers) === 0) return disabledChangeCapture;
  const purged = row.purged_through === null || row.purged_through === '0' ? null : String(row.purged_through);
  const position = row.position === null ? purged : String(row.position);
  return {
    state: isWrapped(since, purged) ? 'WRAPPED' : 'ENABLED',
    position,
    oldestPosition: row.oldest === null ? null : String(row.oldest),
  };
}

async function tablesOf(driver: Driver, schema: string, tables?: readonly string[]): Promise<string[]> {
  const rows = await driver.query({ text: baseTablesSql, values: [schema] });
  const existing = rows.map((r) => String(r.table_name));
  if (!tables || tables.length === 0) return existing;
  const missing = tables.filter((t) => !existing.includes(t));
  if (missing.length > 0) throw new DatabaseError(`No table ${missing.join(', ')} in schema '${schema}'`, true);
  return [...tables];
}

/** Installs the change table and the triggers on the schema's tables (all, or those named). Idempotent. */
export async function installPostgresChangeCapture(
  driver: Driver,
  schema: string,
  tables?: readonly string[],
): Promise<{ tables: string[] }> {
  const names = await tablesOf(driver, schema, tables);
  if (names.length === 0) throw new DatabaseError(`Schema '${schema}' has no tables to capture`, true);
  const captured = [];
  for (const name of names) {
    const description = await driver.describe(schema, name);
    captured.push({ schema, table: name, primaryKey: description?.primaryKey ?? [] });
  }
  await driver.query({ text: installChangeCaptureSql(captured), values: [] });
  return { tables: names };
}

/**
 * Removes the triggers (all of the schema's, or those named). When no captured table remains in
 * the database, the change table goes too.
 */
export async function uninstallPostgresChangeCapture(
  driver: Driver,
  schema: string,
  tables?: readonly string[],
): Promise<{ tables: string[] }> {
  const [installed] = await driver.query({ text: installedSql, values: [] });
  if (!installed?.installed) return { tables: [] };
  const captured = (await driver.query({ text: capturedTablesSql, values: [schema] })).map((r) => String(r.table_name));
  const names = tables && tables.length > 0 ? captured.filter((t) => tables.includes(t)) : captured;
  const statements = names.map((t) => dropTriggerSql(schema, t));
  statements.push(
    `DO $drop$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'agent_cdc_capture' AND NOT tgisinternal) THEN DROP TABLE IF EXISTS ${changeTable}; DROP TABLE IF EXISTS ${retentionTable}; DROP FUNCTION IF EXISTS agent_cdc.capture(); DROP SCHEMA IF EXISTS agent_cdc; END IF; END $drop$;`,
  );
  await driver.query({ text: statements.join('\n'), values: [] });
  return { tables: names };
}

/** Forgets the changes up to `through`; a consumer behind it is WRAPPED from then on. */
export async function prunePostgresChanges(driver: Driver, through: string): Promise<void> {
  if (!/^\d{1,19}$/.test(through)) throw new DatabaseError(`Not a change position: '${through}'`, true);
  await driver.query({ text: pruneSql, values: [through] });
}
