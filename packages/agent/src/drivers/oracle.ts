import type { ChangeCapture } from '@store-console/contract';
import oracledb from 'oracledb';
import { modifiedColumns, oracleLatestChangeQuery } from '../change-capture/oracle-sql.ts';
import type { AgentDatabaseConfig } from '../config.ts';
import { oracleDialect } from '../sql/dialect.ts';
import { DatabaseError, type Driver } from './driver.ts';
import { sqlDriver } from './sql-driver.ts';

/** Oracle errors: invalid numbers and dates (ORA-01722, ORA-01858, ORA-01861) are the caller's (400). */
export function oracleError(error: unknown): DatabaseError {
  const e = error as { errorNum?: number; message?: string };
  return new DatabaseError(
    `Oracle: ${e.message ?? 'failed'}`,
    [1722, 1858, 1861, 1843, 1847].includes(e.errorNum ?? 0),
  );
}

export function oracleDriver(config: AgentDatabaseConfig): Driver {
  // Thin mode (pure JavaScript) is oracledb's default: no Instant Client is ever loaded.
  let pool: Promise<oracledb.Pool> | undefined;
  const connected = () => {
    pool ??= oracledb
      .createPool({
        user: config.user,
        password: config.password,
        connectString: `${config.host}:${config.port ?? 1521}/${config.database}`,
        poolMin: 0,
        poolMax: 4,
        connectTimeout: 10,
      })
      .catch((error: unknown) => {
        pool = undefined;
        throw error;
      });
    return pool;
  };
  const columns = modifiedColumns(config.changeCapture?.modifiedColumn);
  async function changeCapture(driver: Driver): Promise<ChangeCapture> {
    if (columns.length === 0) return { state: 'DISABLED', position: null, oldestPosition: null };
    let position: bigint | null = null;
    for (const m of columns) {
      const [row] = await driver.query(oracleLatestChangeQuery(m));
      if (row?.position !== null && row?.position !== undefined) {
        const value = BigInt(String(row.position));
        if (position === null || value > position) position = value;
      }
    }
    // A modified-at column keeps every row's time: nothing is ever lost, so never WRAPPED.
    return { state: 'ENABLED', position: position === null ? null : position.toString(), oldestPosition: null };
  }
  const driver: Driver = sqlDriver(
    config,
    oracleDialect,
    {
      async query(q) {
        let connection: oracledb.Connection | undefined;
        try {
          connection = await (await connected()).getConnection();
          const result = await connection.execute<Record<string, unknown>>(
            q.text,
            q.values as oracledb.BindParameters,
            {
              outFormat: oracledb.OUT_FORMAT_OBJECT,
              // Decimals as strings (JSON numbers would round them).
              fetchTypeHandler: (meta) =>
                meta.dbType === oracledb.DB_TYPE_NUMBER ? { type: oracledb.STRING } : undefined,
            },
          );
          return result.rows ?? [];
        } catch (error) {
          throw oracleError(error);
        } finally {
          await connection?.close().catch(() => {});
        }
      },
      async ping() {
        await driver.query({ text: 'SELECT 1 FROM dual', values: [] });
      },
      async close() {
        const p = pool;
        pool = undefined;
        if (p) await (await p).close(0);
      },
    },
    changeCapture,
  );
  return driver;
}
