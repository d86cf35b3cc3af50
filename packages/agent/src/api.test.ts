import type { AgentHealth, AgentPreview, TableDescription } from '@store-console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/call.ts';
import { type PostgresTarget, pglitePostgres, postgresAnswers, realPostgres } from '../test/targets.ts';
import { awkwardDescription, x3Schema } from '../test/x3-fixture.ts';
import { type RunningAgent, startAgent } from './index.ts';

const key = 'test-key-0123456789abcdef';
const tables = `/databases/x3/schemas/${x3Schema}/tables`;

const targets: { name: string; make: () => Promise<PostgresTarget>; skip: boolean }[] = [
  { name: 'PGlite over pglite-socket', make: pglitePostgres, skip: false },
  { name: 'PostgreSQL 127.0.0.1:5432', make: realPostgres, skip: !(await postgresAnswers()) },
];

describe.each(targets)('agent API on $name', ({ make, skip }) => {
  let target: PostgresTarget;
  let agent: RunningAgent;

  beforeAll(async () => {
    if (skip) return;
    target = await make();
    agent = await startAgent({ listen: { host: '127.0.0.1', port: 0 }, key, databases: { x3: target.database } });
  }, 60_000);

  afterAll(async () => {
    await agent?.close();
    await target?.drop();
  });

  it.skipIf(skip)('refuses a missing or wrong key in the one error shape', async () => {
    for (const k of [null, 'wrong-key', `${key}x`, '']) {
      const answer = await call(agent.url, k, 'GET', '/databases');
      expect(answer).toEqual({
        status: 401,
        body: { status: 401, code: '4011-unauthorized', message: 'The agent refused the key' },
      });
    }
  });

  it.skipIf(skip)('reports its health: version, the database reachable, change capture off', async () => {
    const { status, body } = await call<AgentHealth>(agent.url, key, 'GET', '/health');
    expect(status).toBe(200);
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.databases).toEqual([
      {
        id: 'x3',
        type: 'postgres',
        reachable: true,
        changeCapture: { state: 'DISABLED', position: null, oldestPosition: null },
      },
    ]);
  });

  it.skipIf(skip)('lists database ids and schemas', async () => {
    expect((await call(agent.url, key, 'GET', '/databases')).body).toEqual({
      databases: [{ id: 'x3', type: 'postgres' }],
    });
    const { body } = await call<{ schemas: string[] }>(agent.url, key, 'GET', '/databases/x3/schemas');
    expect(body.schemas).toContain(x3Schema);
    expect(body.schemas).toContain('public');
    expect(body.schemas).not.toContain('pg_catalog');
    expect(body.schemas).not.toContain('information_schema');
  });

  it.skipIf(skip)('lists tables with columns, types, nullability and primary keys', async () => {
    const { status, body } = await call<{ tables: TableDescription[] }>(agent.url, key, 'GET', tables);
    expect(status).toBe(200);
    expect(body.tables.map((t) => t.name)).toEqual(['ITMCATEG', 'ITMMASTER', 'SORDERQ']);
    const item = body.tables.find((t) => t.name === 'ITMMASTER');
    expect(item?.primaryKey).toEqual(['ROWID']);
    expect(item?.columns.slice(0, 4)).toEqual([
      { name: 'ROWID', type: 'bigint', nullable: false, primaryKey: true },
      { name: 'ITMREF_0', type: 'character varying', nullable: false, primaryKey: false },
      { name: 'ITMDES1_0', type: 'character varying', nullable: false, primaryKey: false },
      { name: 'ITMDES2_0', type: 'character varying', nullable: true, primaryKey: false },
    ]);
    expect(body.tables.find((t) => t.name === 'SORDERQ')?.primaryKey).toEqual(['SOHNUM_0', 'SOPLIN_0']);
  });

  it.skipIf(skip)('describes one table; unknown database, schema or table is 404', async () => {
    const { body } = await call<TableDescription>(agent.url, key, 'GET', `${tables}/ITMCATEG`);
    expect(body.columns.map((c) => [c.name, c.type])).toEqual([
      ['ROWID', 'bigint'],
      ['TCLCOD_0', 'character varying'],
      ['TCLAXX_0', 'character varying'],
      ['CREDAT_0', 'date'],
      ['UPDDATTIM_0', 'timestamp without time zone'],
    ]);
    expect(await call(agent.url, key, 'GET', `${tables}/NOPE`)).toEqual({
      status: 404,
      body: { status: 404, code: '4041-not-found', message: `Unknown table 'NOPE' in schema '${x3Schema}'` },
    });
    expect((await call(agent.url, key, 'GET', '/databases/x3/schemas/NOPE/tables')).status).toBe(404);
    expect((await call(agent.url, key, 'GET', '/databases/x3/schemas/NOPE/tables/ITMMASTER')).body).toMatchObject({
      message: "Unknown schema 'NOPE' in database 'x3'",
    });
    expect((await call(agent.url, key, 'GET', '/databases/erp/schemas')).body).toMatchObject({
      status: 404,
      message: "Unknown database id 'erp'",
    });
  });

  it.skipIf(skip)('previews rows in key order, dates as ISO strings, decimals as strings', async () => {
    const { status, body } = await call<AgentPreview>(agent.url, key, 'POST', `${tables}/ITMMASTER/preview`, {
      limit: 2,
    });
    expect(status).toBe(200);
    expect(body.columns).toContain('ITMREF_0');
    expect(body.rows).toEqual([
      expect.objectContaining({
        ITMREF_0: 'BMS001',
        ITMWEI_0: '12.500',
        CREDAT_0: '2024-01-12',
        UPDDATTIM_0: '2024-03-01T09:00:00',
      }),
      expect.objectContaining({ ITMREF_0: 'BMS002', ITMDES2_0: null }),
    ]);
  });

  it.skipIf(skip)('preview and count honour a filter tree', async () => {
    const filter = {
      and: [
        { column: 'ITMSTA_0', op: '=', value: 1 },
        {
          or: [
            { column: 'ITMREF_0', op: 'LIKE', value: 'BMS%' },
            { column: 'EANCOD_0', op: 'IS NULL' },
          ],
        },
        { not: { column: 'CREDAT_0', op: 'BETWEEN', values: [{ date: '2024-06-01' }, { date: '2024-12-31' }] } },
      ],
    };
    const preview = await call<AgentPreview>(agent.url, key, 'POST', `${tables}/ITMMASTER/preview`, { filter });
    expect(preview.body.rows.map((r) => r.ITMREF_0)).toEqual(['BMS001', 'BMS002']);
    const count = await call(agent.url, key, 'POST', `${tables}/ITMMASTER/count`, { filter });
    expect(count).toEqual({ status: 200, body: { count: 2 } });
    const all = await call(agent.url, key, 'POST', `${tables}/ITMMASTER/count`, {});
    expect(all.body).toEqual({ count: 5 });
    const inList = await call(agent.url, key, 'POST', `${tables}/ITMMASTER/count`, {
      filter: { column: 'TCLCOD_0', op: 'IN', values: ['ACC', 'SPR'] },
    });
    expect(inList.body).toEqual({ count: 3 });
  });

  it.skipIf(skip)('refuses a column the table does not have, naming it (quotes in names included)', async () => {
    for (const column of ['NOPE', "ITMREF_0\" = '' OR 1=1 --", 'ITMREF_0"; DROP TABLE "ITMMASTER"; --']) {
      const answer = await call(agent.url, key, 'POST', `${tables}/ITMMASTER/count`, {
        filter: { column, op: '=', value: 'x' },
      });
      expect(answer).toEqual({
        status: 400,
        body: { status: 400, code: '4000-validation', message: `Unknown column '${column}'` },
      });
    }
  });

  it.skipIf(skip)('treats quotes and semicolons in values as values', async () => {
    const exact = await call(agent.url, key, 'POST', `${tables}/ITMMASTER/count`, {
      filter: { column: 'ITMDES2_0', op: '=', value: awkwardDescription },
    });
    expect(exact.body).toEqual({ count: 1 });
    const injection = await call(agent.url, key, 'POST', `${tables}/ITMMASTER/count`, {
      filter: { column: 'ITMREF_0', op: 'LIKE', value: "x' OR '1'='1'; DROP TABLE \"SEED\".\"ITMMASTER\"; --" },
    });
    expect(injection.body).toEqual({ count: 0 });
    expect((await call(agent.url, key, 'POST', `${tables}/ITMMASTER/count`, {})).body).toEqual({ count: 5 });
  });

  it.skipIf(skip)('answers 400 for a bad body or a value of the wrong type', async () => {
    const tooMany = await call(agent.url, key, 'POST', `${tables}/ITMMASTER/preview`, { limit: 1000 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ code: '4000-validation' });
    expect((await call(agent.url, key, 'POST', `${tables}/ITMMASTER/preview`, { limit: 5, extra: 1 })).status).toBe(
      400,
    );
    expect(
      (
        await call(agent.url, key, 'POST', `${tables}/ITMMASTER/count`, {
          filter: { column: 'ITMSTA_0', op: '~', value: 1 },
        })
      ).status,
    ).toBe(400);
    const wrongType = await call(agent.url, key, 'POST', `${tables}/ITMMASTER/count`, {
      filter: { column: 'ITMSTA_0', op: '=', value: 'active' },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toMatch(/^PostgreSQL: /);
  });
});
