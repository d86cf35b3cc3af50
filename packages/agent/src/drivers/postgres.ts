import pg from 'pg';
import { postgresChangeCaptureStatus } from '../change-capture/postgres.ts';
import type { AgentDatabaseConfig } from '../config.ts';
import { postgresDialect } from '../sql/dialect.ts';
import { DatabaseError, type Driver } from './driver.ts';
import { sqlDriver } from './sql-driver.ts';
import { utcIso } from './timestamps.ts';

const { builtins } = pg.types;

/** Dates stay calendar dates and timestamps without zone stay wall-clock times (no local shift). */
function getTypeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === builtins.DATE) return (value: string) => value;
  if (oid === builtins.TIMESTAMP) return (value: string) => value.replace(' ', 'T');
  // With zone: ISO in UTC to the microsecond (a Date would keep milliseconds).
  if (oid === builtins.TIMESTAMPTZ) return utcIso;
  return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
}

/** A PostgreSQL error → what the API says: data errors and type mismatches are the caller's (400). */
export function postgresError(error: unknown): DatabaseError {
  const e = error as { code?: string; message?: string };
  const code = typeof e.code === 'string' ? e.code : '';
  const badInput = code.startsWith('22') || code === '42883' || code === '42804';
  return new DatabaseError(`PostgreSQL: ${e.message ?? 'failed'}`, badInput);
}

export function postgresDriver(config: AgentDatabaseConfig): Driver {
  const pool = new pg.Pool({
    host: config.host,
    port: config.port ?? 5432,
    database: config.database,
    user: config.user,
    password: config.password,
    ssl: config.ssl,
    max: 4,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 60_000,
    application_name: 'store-console-agent',
    types: { getTypeParser } as pg.CustomTypesConfig,
  });
  // An idle client's error (the database restarted) must not end the agent: the next query reconnects.
  pool.on('error', () => {});
  return sqlDriver(
    config,
    postgresDialect,
    {
      async query(q) {
        try {
          const result = await pool.query(q.text, q.values);
          return result.rows;
        } catch (error) {
          throw postgresError(error);
        }
      },
      async ping() {
        try {
          await pool.query('SELECT 1');
        } catch (error) {
          throw postgresError(error);
        }
      },
      close: () => pool.end(),
    },
    (driver, since) => postgresChangeCaptureStatus(driver, since),
  );
}
