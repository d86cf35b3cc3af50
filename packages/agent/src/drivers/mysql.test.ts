import type { AgentHealth, AgentPreview, TableDescription } from '@store-console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call.ts';
import { mysqlAnswers, realMysql } from '../../test/mysql-target.ts';
import { awkwardDescription } from '../../test/x3-fixture.ts';
import { type RunningAgent, startAgent } from '../index.ts';

const key = 'test-key-0123456789abcdef';
const skip = !(await mysqlAnswers());

describe.skipIf(skip)('agent API on MariaDB/MySQL 127.0.0.1:3306', () => {
  let target: Awaited<ReturnType<typeof realMysql>>;
  let agent: RunningAgent;
  let tables: string;

  beforeAll(async () => {
    target = await realMysql();
    tables = `/databases/erp/schemas/${target.database.database}/tables`;
    agent = await startAgent({ listen: { host: '127.0.0.1', port: 0 }, key, databases: { erp: target.database } });
  }, 60_000);

  afterAll(async () => {
    await agent?.close();
    await target?.drop();
  });

  it('reports health and lists the database as a schema', async () => {
    const health = await call<AgentHealth>(agent.url, key, 'GET', '/health');
    expect(health.body.databases).toEqual([
      {
        id: 'erp',
        type: 'mysql',
        reachable: true,
        changeCapture: { state: 'DISABLED', position: null, oldestPosition: null },
      },
    ]);
    const { body } = await call<{ schemas: string[] }>(agent.url, key, 'GET', '/databases/erp/schemas');
    expect(body.schemas).toContain(target.database.database);
    expect(body.schemas).not.toContain('mysql');
    expect(body.schemas).not.toContain('information_schema');
  });

  it('lists and describes tables with types, nullability and primary keys', async () => {
    const { body } = await call<{ tables: TableDescription[] }>(agent.url, key, 'GET', tables);
    expect(body.tables.map((t) => t.name)).toEqual(['ITMCATEG', 'ITMMASTER', 'SORDERQ']);
    const item = await call<TableDescription>(agent.url, key, 'GET', `${tables}/ITMMASTER`);
    expect(item.body.primaryKey).toEqual(['ROWID']);
    expect(item.body.columns.slice(0, 4)).toEqual([
      { name: 'ROWID', type: 'bigint', nullable: false, primaryKey: true },
      { name: 'ITMREF_0', type: 'varchar', nullable: false, primaryKey: false },
      { name: 'ITMDES1_0', type: 'varchar', nullable: false, primaryKey: false },
      { name: 'ITMDES2_0', type: 'varchar', nullable: true, primaryKey: false },
    ]);
    expect((await call(agent.url, key, 'GET', `${tables}/NOPE`)).status).toBe(404);
  });

  it('previews and counts with a filter; values stay values, unknown columns are refused', async () => {
    const filter = {
      and: [
        { column: 'ITMSTA_0', op: '=', value: 1 },
        { not: { column: 'CREDAT_0', op: 'BETWEEN', values: [{ date: '2024-06-01' }, { date: '2024-12-31' }] } },
      ],
    };
    const preview = await call<AgentPreview>(agent.url, key, 'POST', `${tables}/ITMMASTER/preview`, {
      filter,
      limit: 10,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.rows).toEqual([
      expect.objectContaining({ ITMREF_0: 'BMS001', ITMWEI_0: '12.500', CREDAT_0: '2024-01-12', ROWID: '1' }),
      expect.objectContaining({ ITMREF_0: 'BMS002', ITMDES2_0: null }),
    ]);
    expect((await call(agent.url, key, 'POST', `${tables}/ITMMASTER/count`, { filter })).body).toEqual({ count: 2 });
    const awkward = await call(agent.url, key, 'POST', `${tables}/ITMMASTER/count`, {
      filter: { column: 'ITMDES2_0', op: '=', value: awkwardDescription },
    });
    expect(awkward.body).toEqual({ count: 1 });
    const injection = await call(agent.url, key, 'POST', `${tables}/ITMMASTER/count`, {
      filter: { column: 'ITMREF_0', op: 'LIKE', value: "x' OR '1'='1'; DROP TABLE `ITMMASTER`; --" },
    });
    expect(injection.body).toEqual({ count: 0 });
    const unknown = await call(agent.url, key, 'POST', `${tables}/ITMMASTER/count`, {
      filter: { column: 'ITMREF_0` = 1 OR 1=1 --', op: '=', value: 1 },
    });
    expect(unknown).toEqual({
      status: 400,
      body: { status: 400, code: '4000-validation', message: "Unknown column 'ITMREF_0` = 1 OR 1=1 --'" },
    });
    expect((await call(agent.url, key, 'POST', `${tables}/ITMMASTER/count`, {})).body).toEqual({ count: 5 });
  });
});
