import type { ChangeCapture } from '@store-console/contract';
import sql from 'mssql';
import { lsnToPosition, mssqlCdcEnabledSql, mssqlCdcPositionSql } from '../change-capture/mssql-sql.ts';
import { isWrapped } from '../change-capture/postgres.ts';
import type { AgentDatabaseConfig } from '../config.ts';
import { mssqlDialect } from '../sql/dialect.ts';
import { DatabaseError, type Driver } from './driver.ts';
import { sqlDriver } from './sql-driver.ts';

/** SQL Server errors: conversion failures (245, 8114, 241) are the caller's (400). */
export function mssqlError(error: unknown): DatabaseError {
  const e = error as { number?: number; message?: string; originalError?: { info?: { number?: number } } };
  const number = e.number ?? e.originalError?.info?.number;
  return new DatabaseError(`SQL Server: ${e.message ?? 'failed'}`, number === 245 || number === 8114 || number === 241);
}

async function mssqlChangeCapture(driver: Driver, since?: string): Promise<ChangeCapture> {
  const [flag] = await driver.query(mssqlCdcEnabledSql);
  if (!flag || Number(flag.enabled) !== 1) return { state: 'DISABLED', position: null, oldestPosition: null };
  const [row] = await driver.query(mssqlCdcPositionSql);
  if (!row || Number(row.instances) === 0) return { state: 'DISABLED', position: null, oldestPosition: null };
  const oldest = lsnToPosition(row.oldest as Buffer | null);
  const wrapped = oldest !== null && since !== undefined && isWrapped(since, (BigInt(oldest) - 1n).toString());
  return {
    state: wrapped ? 'WRAPPED' : 'ENABLED',
    position: lsnToPosition(row.position as Buffer | null),
    oldestPosition: oldest,
  };
}

export function mssqlDriver(config: AgentDatabaseConfig): Driver {
  const ssl = config.ssl;
  const pool = new sql.ConnectionPool({
    server: config.host,
    port: config.port ?? 1433,
    database: config.database,
    user: config.user,
    password: config.password,
    pool: { max: 4, min: 0, idleTimeoutMillis: 30_000 },
    connectionTimeout: 10_000,
    requestTimeout: 60_000,
    options: {
      encrypt: Boolean(ssl),
      trustServerCertificate: typeof ssl === 'object' ? !ssl.rejectUnauthorized : false,
      appName: 'store-console-agent',
    },
  });
  pool.on('error', () => {});
  let connecting: Promise<sql.ConnectionPool> | undefined;
  const connected = () => {
    connecting ??= pool.connect().catch((error: unknown) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  };
  return sqlDriver(
    config,
    mssqlDialect,
    {
      async query(q) {
        try {
          const request = (await connected()).request();
          q.values.forEach((value, i) => {
            if (typeof value === 'string') request.input(`p${i + 1}`, sql.NVarChar, value);
            else request.input(`p${i + 1}`, value);
          });
          const result = await request.query(q.text);
          return (result.recordset ?? []) as Record<string, unknown>[];
        } catch (error) {
          throw mssqlError(error);
        }
      },
      async ping() {
        try {
          await (await connected()).request().query('SELECT 1 AS ok');
        } catch (error) {
          throw mssqlError(error);
        }
      },
      close: () => pool.close(),
    },
    mssqlChangeCapture,
  );
}
