import type { AgentChunkLine } from '@store-console/contract';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call.ts';
import { allLines, finished } from '../../test/extraction.ts';
import { mysqlAnswers, realMysql } from '../../test/mysql-target.ts';
import { type PostgresTarget, pglitePostgres, postgresAnswers, realPostgres } from '../../test/targets.ts';
import type { AgentDatabaseConfig } from '../config.ts';
import { type RunningAgent, startAgent } from '../index.ts';

const key = 'test-key-0123456789abcdef';

/** Text that breaks careless code: combining marks, a ZWJ family, right-to-left, 4-byte emoji. */
const awkward = 'e\u0301 👩‍👩‍👧 עברית مرحبا 🇫🇷 x\u200dy';
/** About 200 KB of it. */
const long = awkward.repeat(Math.ceil(200_000 / Buffer.byteLength(awkward)));

async function extractAll(agent: RunningAgent, schema: string, table: string): Promise<AgentChunkLine[]> {
  const started = await call<{ id: string }>(agent.url, key, 'POST', '/databases/erp/extractions', {
    schema,
    mode: 'FULL',
    tables: [{ table }],
  });
  expect(started.status).toBe(202);
  const done = await finished(agent.url, key, started.body.id);
  expect(done.state).toBe('DONE');
  return allLines(agent.url, key, done);
}

const mysqlSkip = !(await mysqlAnswers());
if (mysqlSkip) console.warn('MariaDB/MySQL on 127.0.0.1:3306 does not answer: its type matrix is skipped');

/**
 * The type matrix for real (packages/agent/README.md "Values"): each value as a chunk line carries
 * it, exact. SQL Server and Oracle: sql/type-matrix.test.ts (no server on these machines).
 */
describe.skipIf(mysqlSkip)('type matrix on MariaDB/MySQL 127.0.0.1:3306', () => {
  let target: Awaited<ReturnType<typeof realMysql>>;
  let agent: RunningAgent;

  beforeAll(async () => {
    target = await realMysql();
    agent = await startAgent({ listen: { host: '127.0.0.1', port: 0 }, key, databases: { erp: target.database } });
    const { host, port, user, password, database } = target.database;
    const client = await mysql.createConnection({ host, port: port ?? 3306, user, password, database });
    // Zero dates are what older MySQL ERPs write; this session allows them.
    await client.query("SET SESSION sql_mode = '', time_zone = '+02:00'");
    await client.query(`CREATE TABLE MATRIX (K1 VARCHAR(10) NOT NULL, K2 INT NOT NULL,
      TI TINYINT, SI SMALLINT, MI MEDIUMINT, I INT, BI BIGINT, UBI BIGINT UNSIGNED, D DECIMAL(38,10), P DECIMAL(18,6),
      F FLOAT, DB DOUBLE, BO BOOLEAN, C CHAR(5), V VARCHAR(100), T LONGTEXT, BL BLOB, DA DATE, TM TIME(6),
      DT DATETIME(6), TS TIMESTAMP(6) NULL, ZD DATE, ZDT DATETIME, PRIMARY KEY (K1, K2)) DEFAULT CHARSET=utf8mb4`);
    const insert = `INSERT INTO MATRIX VALUES (${Array.from({ length: 23 }, () => '?').join(', ')})`;
    await client.query(insert, [
      'max',
      1,
      127,
      32767,
      8388607,
      2147483647,
      '9223372036854775807',
      '18446744073709551615',
      '1234567890123456789012345678.0123456789',
      '1.007919',
      1.1,
      0.1,
      true,
      'ab',
      awkward,
      long,
      Buffer.from([0, 1, 127, 128, 254, 255]),
      '9999-12-31',
      '838:59:59.000000',
      '2024-05-06 12:34:56.000001',
      // In this session's +02:00: the agent reads the instant in UTC.
      '2024-05-06 14:34:56.123456',
      '0000-00-00',
      '0000-00-00 00:00:00',
    ]);
    await client.query(insert, [
      'min',
      2,
      -128,
      -32768,
      -8388608,
      -2147483648,
      '-9223372036854775808',
      '0',
      '-9999999999999999999999999999.9999999999',
      '-999999999999.999999',
      -3.4028234663852886e38,
      -1.7976931348623157e308,
      false,
      '',
      '',
      '',
      Buffer.alloc(0),
      '1000-01-01',
      '-838:59:59.000000',
      '1000-01-01 00:00:00.000000',
      '1970-01-01 02:00:01.000000',
      '2024-00-00',
      '2024-02-00 00:00:00',
    ]);
    await client.query("INSERT INTO MATRIX (K1, K2) VALUES ('null', 3)");
    await client.end();
  }, 60_000);

  afterAll(async () => {
    await agent?.close();
    await target?.drop();
  });

  it('carries every value exactly: limits, decimals, floats, text, bytes, times, zero dates, NULL', async () => {
    const lines = await extractAll(agent, target.database.database, 'MATRIX');
    expect(lines.map((line) => line.key)).toEqual([
      { K1: 'max', K2: 1 },
      { K1: 'min', K2: 2 },
      { K1: 'null', K2: 3 },
    ]);
    const [max, min, nulls] = lines.map((line) => line.row);
    expect(max).toEqual({
      K1: 'max',
      K2: 1,
      TI: 127,
      SI: 32767,
      MI: 8388607,
      I: 2147483647,
      BI: '9223372036854775807',
      UBI: '18446744073709551615',
      D: '1234567890123456789012345678.0123456789',
      P: '1.007919',
      F: 1.1,
      DB: 0.1,
      BO: 1,
      C: 'ab',
      V: awkward,
      T: long,
      BL: 'AAF/gP7/',
      DA: '9999-12-31',
      TM: '838:59:59',
      DT: '2024-05-06T12:34:56.000001',
      TS: '2024-05-06T12:34:56.123456Z',
      ZD: '0000-00-00',
      ZDT: '0000-00-00T00:00:00',
    });
    // A zero fraction is left out (mysql2's binary protocol): the same instant, to the microsecond.
    expect(min).toEqual({
      K1: 'min',
      K2: 2,
      TI: -128,
      SI: -32768,
      MI: -8388608,
      I: -2147483648,
      BI: '-9223372036854775808',
      UBI: '0',
      D: '-9999999999999999999999999999.9999999999',
      P: '-999999999999.999999',
      F: -3.4028235e38,
      DB: -1.7976931348623157e308,
      BO: 0,
      C: '',
      V: '',
      T: '',
      BL: '',
      DA: '1000-01-01',
      TM: '-838:59:59',
      DT: '1000-01-01T00:00:00',
      TS: '1970-01-01T00:00:01Z',
      ZD: '2024-00-00',
      ZDT: '2024-02-00T00:00:00',
    });
    expect(Object.entries(nulls ?? {}).filter(([, value]) => value !== null)).toEqual([
      ['K1', 'null'],
      ['K2', 3],
    ]);
  });
});

const postgresTargets: { name: string; make: () => Promise<PostgresTarget>; skip: boolean }[] = [
  { name: 'PGlite over pglite-socket', make: pglitePostgres, skip: false },
  { name: 'PostgreSQL 127.0.0.1:5432', make: realPostgres, skip: !(await postgresAnswers()) },
];
if (postgresTargets[1]?.skip) console.warn('PostgreSQL on 127.0.0.1:5432 does not answer: its type matrix is skipped');

describe.each(postgresTargets)('type matrix on $name', ({ make, skip }) => {
  let target: PostgresTarget;
  let agent: RunningAgent;

  beforeAll(async () => {
    if (skip) return;
    target = await make();
    const database: AgentDatabaseConfig = target.database;
    agent = await startAgent({ listen: { host: '127.0.0.1', port: 0 }, key, databases: { erp: database } });
    const client = new pg.Client({ ...database });
    await client.connect();
    await client.query("SET TIME ZONE 'Europe/Paris'");
    await client.query(`CREATE SCHEMA "M"; CREATE TABLE "M"."MATRIX" ("K1" text, "K2" int,
      "SI" smallint, "I" integer, "BI" bigint, "D" numeric(38,10), "N" numeric, "F" real, "DB" double precision,
      "BO" boolean, "C" char(5), "V" varchar(100), "T" text, "BL" bytea, "DA" date, "TM" time(6), "TT" timetz,
      "TS" timestamp(6), "TZ" timestamptz(6), PRIMARY KEY ("K1", "K2"))`);
    await client.query(
      `INSERT INTO "M"."MATRIX" VALUES ($1, 1, 32767, 2147483647, 9223372036854775807, $2, $3, 1.1, 0.1, true, 'ab',
        $4, $5, $6, '9999-12-31', '23:59:59.999999', '12:00:00+02', '2024-05-06 12:34:56.000001',
        '2024-05-06 14:34:56.123456+02'),
       ('min', 2, -32768, -2147483648, -9223372036854775808, $7, '-0.000000000000000000000000000001', -3.4028235e38,
        -1.7976931348623157e308, false, '', '', '', '', '0001-01-01', '00:00:00', '00:00:00+00', '0001-01-01 00:00:00',
        '1970-01-01 00:00:00.000001+00'), ('null', 3, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
        NULL, NULL, NULL, NULL, NULL, NULL)`,
      [
        'max',
        '1234567890123456789012345678.0123456789',
        '123456789012345678901234567890.123456789012345678901234567890',
        awkward,
        long,
        Buffer.from([0, 1, 127, 128, 254, 255]),
        '-9999999999999999999999999999.9999999999',
      ],
    );
    await client.end();
  }, 60_000);

  afterAll(async () => {
    await agent?.close();
    await target?.drop();
  });

  it.skipIf(skip)(
    'carries every value exactly: limits, numerics, floats, padded CHAR, text, bytes, times, NULL',
    async () => {
      const lines = await extractAll(agent, 'M', 'MATRIX');
      const [max, min, nulls] = lines.map((line) => line.row);
      expect(max).toEqual({
        K1: 'max',
        K2: 1,
        SI: 32767,
        I: 2147483647,
        BI: '9223372036854775807',
        D: '1234567890123456789012345678.0123456789',
        N: '123456789012345678901234567890.123456789012345678901234567890',
        F: 1.1,
        DB: 0.1,
        BO: true,
        C: 'ab   ',
        V: awkward,
        T: long,
        BL: 'AAF/gP7/',
        DA: '9999-12-31',
        TM: '23:59:59.999999',
        TT: '12:00:00+02',
        TS: '2024-05-06T12:34:56.000001',
        TZ: '2024-05-06T12:34:56.123456Z',
      });
      expect(min).toMatchObject({
        BI: '-9223372036854775808',
        D: '-9999999999999999999999999999.9999999999',
        N: '-0.000000000000000000000000000001',
        F: -3.4028235e38,
        DB: -1.7976931348623157e308,
        BO: false,
        C: '     ',
        DA: '0001-01-01',
        TS: '0001-01-01T00:00:00',
        TZ: '1970-01-01T00:00:00.000001Z',
      });
      expect(Object.entries(nulls ?? {}).filter(([, value]) => value !== null)).toEqual([
        ['K1', 'null'],
        ['K2', 3],
      ]);
    },
  );
});
