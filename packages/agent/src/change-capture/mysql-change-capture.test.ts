import type { AgentHealth } from '@store-console/contract';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call.ts';
import { allLines, finished } from '../../test/extraction.ts';
import { mysqlAnswers, realMysql } from '../../test/mysql-target.ts';
import { type AgentConfigInput, type RunningAgent, startAgent } from '../index.ts';
import { changeCaptureStatus, installChangeCapture, pruneChangeCapture, uninstallChangeCapture } from './commands.ts';

const key = 'test-key-0123456789abcdef';
const skip = !(await mysqlAnswers());
if (skip) console.warn('MariaDB/MySQL on 127.0.0.1:3306 does not answer: its change capture tests are skipped');

/** Trigger-kept change capture on a real MariaDB/MySQL (change-capture/mysql-sql.ts), as PostgreSQL's. */
describe.skipIf(skip)('MySQL/MariaDB change capture on 127.0.0.1:3306', () => {
  let target: Awaited<ReturnType<typeof realMysql>>;
  let config: AgentConfigInput;
  let agent: RunningAgent;
  let client: mysql.Connection;
  let schema: string;

  beforeAll(async () => {
    target = await realMysql();
    schema = target.database.database;
    config = { listen: { host: '127.0.0.1', port: 0 }, key, databases: { erp: target.database } };
    agent = await startAgent(config);
    const { host, port, user, password, database } = target.database;
    client = await mysql.createConnection({ host, port: port ?? 3306, user, password, database });
    // A composite key, a BIGINT beyond 2^53, 6 decimals, microseconds, a TIMESTAMP, bytes and text.
    await client.query(`CREATE TABLE PRICES (ITM VARCHAR(20) NOT NULL, LIN BIGINT NOT NULL, PRI DECIMAL(18,6),
      AT DATETIME(6), TS TIMESTAMP(6) NULL, B BLOB, TXT TEXT, PRIMARY KEY (ITM, LIN)) DEFAULT CHARSET=utf8mb4`);
  }, 60_000);

  afterAll(async () => {
    await client?.end();
    await agent?.close();
    await target?.drop();
  });

  const health = async () =>
    (await call<AgentHealth>(agent.url, key, 'GET', '/health')).body.databases[0]?.changeCapture;
  const extract = async (body: object) => {
    const started = await call<{ id: string }>(agent.url, key, 'POST', '/databases/erp/extractions', {
      schema,
      ...body,
    });
    expect(started.status).toBe(202);
    const done = await finished(agent.url, key, started.body.id);
    expect(done.state).toBe('DONE');
    return { done, lines: await allLines(agent.url, key, done) };
  };

  it('is DISABLED until installed; install is explicit, idempotent, and its tables stay out of the listing', async () => {
    expect(await health()).toEqual({ state: 'DISABLED', position: null, oldestPosition: null });
    const changes = await call(agent.url, key, 'POST', '/databases/erp/extractions', {
      schema,
      mode: 'CHANGES',
      since: '0',
      tables: [{ table: 'PRICES' }],
    });
    expect(changes.status).toBe(409);
    expect(await installChangeCapture(config, 'erp', { schema, tables: ['ITMMASTER', 'PRICES'] })).toEqual({
      tables: ['ITMMASTER', 'PRICES'],
    });
    expect(await installChangeCapture(config, 'erp', { schema, tables: ['ITMMASTER', 'PRICES'] })).toEqual({
      tables: ['ITMMASTER', 'PRICES'],
    });
    expect(await health()).toEqual({ state: 'ENABLED', position: null, oldestPosition: null });
    const listed = await call<{ tables: { name: string }[] }>(
      agent.url,
      key,
      'GET',
      `/databases/erp/schemas/${schema}/tables`,
    );
    expect(listed.body.tables.map((t) => t.name)).toEqual(['ITMCATEG', 'ITMMASTER', 'PRICES', 'SORDERQ']);
    await expect(installChangeCapture(config, 'erp', { schema, tables: ['NOPE'] })).rejects.toThrow(
      `No table NOPE in schema '${schema}'`,
    );
  });

  it('reads inserts, updates (a key change as D + I) and deletes after a full load, values exact', async () => {
    const full = await extract({ mode: 'FULL', tables: [{ table: 'PRICES' }] });
    const since = full.done.endPosition;
    expect(since).toBe('0');
    const big = '9007199254740993';
    await client.query(
      `INSERT INTO PRICES VALUES ('A', ${big}, 1.007919, '2024-05-06 12:34:56.000001', '2024-05-06 12:34:56.123456', x'00ff', 'e\u0301 👩‍👩‍👧 עברית'),
        ('B', 1, 2.5, NULL, NULL, NULL, NULL), ('C', 1, 3, NULL, NULL, NULL, NULL)`,
    );
    await client.query("UPDATE PRICES SET PRI = 2.000001 WHERE ITM = 'B'");
    await client.query("UPDATE PRICES SET LIN = 2 WHERE ITM = 'C'");
    await client.query(`DELETE FROM PRICES WHERE ITM = 'A'`);
    const state = await changeCaptureStatus(config, 'erp');
    expect(state.state).toBe('ENABLED');
    const { done, lines } = await extract({ mode: 'CHANGES', since, tables: [{ table: 'PRICES' }] });
    expect(done.endPosition).toBe(state.position);
    const deletedA = {
      ITM: 'A',
      LIN: big,
      PRI: '1.007919',
      AT: '2024-05-06T12:34:56.000001',
      TS: '2024-05-06T12:34:56.123456Z',
      B: 'AP8=',
      TXT: 'e\u0301 👩‍👩‍👧 עברית',
    };
    const row = (itm: string, lin: string, pri: string) => ({
      ITM: itm,
      LIN: lin,
      PRI: pri,
      AT: null,
      TS: null,
      B: null,
      TXT: null,
    });
    // An I whose row is gone since (A) is left out; the D carries the row as it was.
    expect(lines.map(({ op, key: k, row: r }) => ({ op, key: k, row: r }))).toEqual(
      [
        { op: 'I', key: { ITM: 'B', LIN: '1' }, row: row('B', '1', '2.000001') },
        { op: 'I', key: { ITM: 'C', LIN: '1' }, row: null },
        { op: 'U', key: { ITM: 'B', LIN: '1' }, row: row('B', '1', '2.000001') },
        { op: 'D', key: { ITM: 'C', LIN: '1' }, row: row('C', '1', '3.000000') },
        { op: 'I', key: { ITM: 'C', LIN: '2' }, row: row('C', '2', '3.000000') },
        { op: 'D', key: { ITM: 'A', LIN: big }, row: deletedA },
      ].filter((line) => line.row !== null || line.op === 'D'),
    );
    const positions = lines.map((line) => BigInt(line.pos ?? '0'));
    expect([...positions].sort((a, b) => (a < b ? -1 : 1))).toEqual(positions);
  });

  it('a consumer behind what was pruned is WRAPPED; uninstall removes triggers, then the change table', async () => {
    const newest = (await changeCaptureStatus(config, 'erp')).position ?? '0';
    await pruneChangeCapture(config, 'erp', (BigInt(newest) - 1n).toString());
    expect(await changeCaptureStatus(config, 'erp', '0')).toEqual({
      state: 'WRAPPED',
      position: newest,
      oldestPosition: newest,
    });
    expect((await call(agent.url, key, 'GET', '/databases/erp/change-capture?since=0')).body).toMatchObject({
      state: 'WRAPPED',
    });
    expect(await uninstallChangeCapture(config, 'erp', { schema, tables: ['PRICES'] })).toEqual({ tables: ['PRICES'] });
    expect((await health())?.state).toBe('ENABLED');
    expect(await uninstallChangeCapture(config, 'erp', { schema })).toEqual({ tables: ['ITMMASTER'] });
    expect(await health()).toEqual({ state: 'DISABLED', position: null, oldestPosition: null });
    const [tables] = await client.query(
      "SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME LIKE 'agent%'",
    );
    expect(tables).toEqual([]);
    expect(await uninstallChangeCapture(config, 'erp', { schema })).toEqual({ tables: [] });
  });
});
