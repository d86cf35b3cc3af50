import type { ChangeCapture } from '@store-console/contract';
import { type AgentConfig, AgentConfigError, type AgentConfigInput, parseAgentConfig } from '../config.ts';
import { DatabaseError, type Driver } from '../drivers/driver.ts';
import { createDriver } from '../drivers/registry.ts';
import { installMysqlChangeCapture, pruneMysqlChanges, uninstallMysqlChangeCapture } from './mysql.ts';
import { installPostgresChangeCapture, prunePostgresChanges, uninstallPostgresChangeCapture } from './postgres.ts';

export type ChangeCaptureOptions = { schema: string; tables?: readonly string[] };

async function withDriver<T>(
  input: AgentConfig | AgentConfigInput,
  databaseId: string,
  run: (driver: Driver) => Promise<T>,
): Promise<T> {
  const config = parseAgentConfig(input);
  const database = config.databases[databaseId];
  if (!database || !Object.hasOwn(config.databases, databaseId)) {
    throw new AgentConfigError(
      `Unknown database id '${databaseId}' (configured: ${Object.keys(config.databases).join(', ') || 'none'})`,
    );
  }
  const driver = await createDriver(database);
  try {
    return await run(driver);
  } finally {
    await driver.close();
  }
}

/** The engines whose change capture the agent installs itself (triggers); the others have their own. */
function triggerEngine(driver: Driver, databaseId: string): 'postgres' | 'mysql' {
  const type = driver.config.type;
  if (type === 'postgres' || type === 'mysql') return type;
  throw new DatabaseError(
    `Database '${databaseId}' is ${type}: the agent installs change capture on PostgreSQL and MySQL/MariaDB only (SQL Server uses its own CDC, Oracle a modified-at column)`,
    true,
  );
}

/**
 * Installs change capture (change table + AFTER triggers; PostgreSQL and MySQL/MariaDB) on a
 * schema's tables, all of them or those named. Never done silently: this is the agent's explicit command. Idempotent.
 */
export function installChangeCapture(
  config: AgentConfig | AgentConfigInput,
  databaseId: string,
  options: ChangeCaptureOptions,
): Promise<{ tables: string[] }> {
  return withDriver(config, databaseId, async (driver) => {
    return triggerEngine(driver, databaseId) === 'mysql'
      ? installMysqlChangeCapture(driver, options.schema, options.tables)
      : installPostgresChangeCapture(driver, options.schema, options.tables);
  });
}

/** Removes the capture triggers (all of the schema's, or those named); the change table goes with the last. */
export function uninstallChangeCapture(
  config: AgentConfig | AgentConfigInput,
  databaseId: string,
  options: ChangeCaptureOptions,
): Promise<{ tables: string[] }> {
  return withDriver(config, databaseId, async (driver) => {
    return triggerEngine(driver, databaseId) === 'mysql'
      ? uninstallMysqlChangeCapture(driver, options.schema, options.tables)
      : uninstallPostgresChangeCapture(driver, options.schema, options.tables);
  });
}

/** A database's change capture state; with `since` (a consumer's position), WRAPPED when it has lost changes. */
export function changeCaptureStatus(
  config: AgentConfig | AgentConfigInput,
  databaseId: string,
  since?: string,
): Promise<ChangeCapture> {
  return withDriver(config, databaseId, (driver) => driver.changeCapture(since));
}

/** Forgets changes up to a position (retention); consumers behind it then see WRAPPED. */
export function pruneChangeCapture(
  config: AgentConfig | AgentConfigInput,
  databaseId: string,
  through: string,
): Promise<void> {
  return withDriver(config, databaseId, async (driver) => {
    if (triggerEngine(driver, databaseId) === 'mysql') await pruneMysqlChanges(driver, through);
    else await prunePostgresChanges(driver, through);
  });
}
