import { createHash } from 'node:crypto';
import type { AgentChecksum } from '@store-console/contract';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/call.ts';
import { mysqlAnswers, realMysql } from '../test/mysql-target.ts';
import { pglitePostgres, postgresAnswers, realPostgres } from '../test/targets.ts';
import { x3Schema } from '../test/x3-fixture.ts';
import type { AgentDatabaseConfig } from './config.ts';
import { type RunningAgent, startAgent } from './index.ts';

const key = 'test-key-0123456789abcdef';

/** The contract's definition, computed here in JavaScript: what every engine must answer. */
function expected(keys: string[][], rows = keys.length): AgentChecksum {
  const distinct = [...new Set(keys.map((parts) => parts.join('\u001f')))];
  const sum = distinct.reduce(
    (total, text) =>
      total + BigInt(Number.parseInt(createHash('md5').update(text, 'utf8').digest('hex').slice(0, 8), 16)),
    0n,
  );
  return { rows, keys: distinct.length, checksum: sum.toString() };
}

type Target = { database: AgentDatabaseConfig; drop(): Promise<void> };
const targets: { name: string; make: () => Promise<Target>; skip: boolean; schema: (t: Target) => string }[] = [
  { name: 'PGlite over pglite-socket', make: pglitePostgres, skip: false, schema: () => x3Schema },
  {
    name: 'PostgreSQL 127.0.0.1:5432',
    make: realPostgres,
    skip: !(await postgresAnswers()),
    schema: () => x3Schema,
  },
  {
    name: 'MariaDB/MySQL 127.0.0.1:3306',
    make: realMysql,
    skip: !(await mysqlAnswers()),
    schema: (t) => t.database.database,
  },
];

/** POST …/tables/{table}/checksum on every engine that answers here, against the same fixture (test/x3-fixture.ts). */
describe.each(targets)('agent checksum on $name', ({ make, skip, schema }) => {
  let target: Target;
  let agent: RunningAgent;
  const checksum = (table: string, body: unknown) =>
    call<AgentChecksum>(
      agent.url,
      key,
      'POST',
      `/databases/erp/schemas/${schema(target)}/tables/${table}/checksum`,
      body,
    );

  beforeAll(async () => {
    if (skip) return;
    target = await make();
    // Keys that only differ by case, accented letters, padding: grouped byte for byte, hashed as UTF-8.
    const codes = 'CREATE TABLE CODES (ID integer PRIMARY KEY, CODE varchar(20))';
    const rows =
      "INSERT INTO CODES VALUES (1, 'abc'), (2, 'ABC'), (3, 'Zürich'), (4, '  padded  '), (5, 'ß'), (6, NULL), (7, 'abc ')";
    if (target.database.type === 'mysql') {
      const { host, port, user, password, database } = target.database;
      const c = await mysql.createConnection({ host, port, user, password, database, charset: 'utf8mb4' });
      // latin1 on purpose: the key's text is hashed as UTF-8 whatever the column's character set.
      await c.query(`${codes} CHARACTER SET latin1`);
      await c.query(rows);
      await c.end();
    } else {
      const c = new pg.Client({ ...target.database });
      await c.connect();
      await c.query(
        `${codes.replace('CODES', `"${x3Schema}".codes`)}; ${rows.replace('CODES', `"${x3Schema}".codes`)}`,
      );
      await c.end();
    }
    agent = await startAgent({ listen: { host: '127.0.0.1', port: 0 }, key, databases: { erp: target.database } });
  }, 120_000);
  afterAll(async () => {
    await agent?.close();
    await target?.drop();
  });

  it.skipIf(skip)(
    'sums the hashes of the keys’ text: one text column, two columns (text and integer), a date',
    async () => {
      expect(await checksum('ITMCATEG', { key: [{ column: 'TCLCOD_0' }] })).toEqual({
        status: 200,
        body: expected([['BMS'], ['ACC'], ['SPR']]),
      });
      expect((await checksum('SORDERQ', { key: [{ column: 'SOHNUM_0' }, { column: 'SOPLIN_0' }] })).body).toEqual(
        expected([
          ['SO001', '1'],
          ['SO001', '2'],
          ['SO002', '1'],
        ]),
      );
      expect((await checksum('ITMCATEG', { key: [{ column: 'CREDAT_0' }] })).body).toEqual(
        expected([['2024-01-10'], ['2024-02-15'], ['2024-06-01']]),
      );
      expect((await checksum('ITMCATEG', { key: [{ column: 'TCLAXX_0', upper: true }] })).body).toEqual(
        expected([['BIKES AND SCOOTERS'], ['ACCESSORIES'], ['SPARE PARTS']]),
      );
    },
  );

  it.skipIf(skip)(
    'keeps keys apart that differ by case or accent, trims spaces, hashes UTF-8, NULL as empty',
    async () => {
      const table = target.database.type === 'mysql' ? 'CODES' : 'codes';
      const column = target.database.type === 'mysql' ? 'CODE' : 'code';
      const answer = await checksum(table, { key: [{ column }] });
      expect(answer).toEqual({
        status: 200,
        body: expected([['abc'], ['ABC'], ['Zürich'], ['padded'], ['ß'], [''], ['abc']]),
      });
    },
  );

  it.skipIf(skip)('counts rows and distinct keys apart, under the table’s filter', async () => {
    // Five items in three categories: the same key set as ITMCATEG's codes.
    const all = await checksum('ITMMASTER', { key: [{ column: 'tclcod_0' }] });
    expect(all.body).toEqual(expected([['BMS'], ['ACC'], ['SPR']], 5));
    const active = await checksum('ITMMASTER', {
      key: [{ column: 'TCLCOD_0' }],
      filter: { column: 'ITMSTA_0', op: '=', value: 1 },
    });
    expect(active.body).toEqual(expected([['BMS'], ['SPR']], 3));
    const none = await checksum('ITMMASTER', {
      key: [{ column: 'ITMREF_0' }],
      filter: { column: 'ITMREF_0', op: '=', value: 'NOPE' },
    });
    expect(none.body).toEqual({ rows: 0, keys: 0, checksum: '0' });
  });

  it.skipIf(skip)('refuses keys it cannot render alike everywhere, unknown columns and bad bodies (400)', async () => {
    const decimal = await checksum('ITMMASTER', { key: [{ column: 'ITMWEI_0' }] });
    expect(decimal.status).toBe(400);
    expect(String((decimal.body as unknown as { message: string }).message)).toContain('ITMWEI_0');
    expect((await checksum('ITMMASTER', { key: [{ column: 'NOPE_0' }] })).status).toBe(400);
    expect((await checksum('ITMMASTER', { key: [] })).status).toBe(400);
    expect((await checksum('ITMMASTER', { key: [{ column: 'A' }, { column: 'A' }] })).status).toBe(400);
    expect((await checksum('ITMMASTER', { key: [{ column: 'TCLCOD_0' }], extra: 1 })).status).toBe(400);
    expect((await checksum('NOPE', { key: [{ column: 'TCLCOD_0' }] })).status).toBe(404);
  });
});
