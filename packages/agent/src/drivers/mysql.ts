import mysql from 'mysql2/promise';
import { mysqlChangeCaptureStatus } from '../change-capture/mysql.ts';
import type { AgentDatabaseConfig } from '../config.ts';
import { mysqlDialect } from '../sql/dialect.ts';
import { DatabaseError, type Driver } from './driver.ts';
import { sqlDriver } from './sql-driver.ts';

/** MySQL/MariaDB errors: bad values and conversions are the caller's (400). */
export function mysqlError(error: unknown): DatabaseError {
  const e = error as { code?: string; message?: string };
  const badInput = ['ER_TRUNCATED_WRONG_VALUE', 'ER_WRONG_VALUE', 'ER_TRUNCATED_WRONG_VALUE_FOR_FIELD'].includes(
    e.code ?? '',
  );
  return new DatabaseError(`MySQL: ${e.message ?? 'failed'}`, badInput);
}

export function mysqlDriver(config: AgentDatabaseConfig): Driver {
  const pool = mysql.createPool({
    host: config.host,
    port: config.port ?? 3306,
    database: config.database,
    user: config.user,
    password: config.password,
    ...(config.ssl ? { ssl: config.ssl === true ? {} : config.ssl } : {}),
    connectionLimit: 4,
    connectTimeout: 10_000,
    // Dates as the database holds them, big numbers and decimals as strings.
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
    decimalNumbers: false,
  });
  // TIMESTAMP columns are instants: read in UTC, whatever the server's zone (extraction/values.ts).
  pool.pool.on('connection', (connection) => {
    connection.query("SET time_zone = '+00:00'");
  });
  return sqlDriver(
    config,
    mysqlDialect,
    {
      async query(q) {
        try {
          const [rows] = await pool
            .execute(q.text, q.values as (string | number | null | Buffer)[])
            .catch((error: { code?: string }) => {
              // CREATE TRIGGER cannot be prepared: the text protocol runs it. Everything else stays
              // binary, which reads FLOAT exactly (the text protocol writes 6 digits: 3.40282e38).
              if (error.code !== 'ER_UNSUPPORTED_PS' || q.values.length > 0) throw error;
              return pool.query(q.text);
            });
          return Array.isArray(rows) ? (rows as Record<string, unknown>[]) : [];
        } catch (error) {
          throw mysqlError(error);
        }
      },
      async ping() {
        try {
          await pool.query('SELECT 1');
        } catch (error) {
          throw mysqlError(error);
        }
      },
      close: () => pool.end(),
    },
    // Trigger-kept change table (change-capture/mysql-sql.ts); DISABLED until installed.
    (driver, since) => mysqlChangeCaptureStatus(driver, since),
  );
}
