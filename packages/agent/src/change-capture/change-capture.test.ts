import type { AgentHealth } from '@store-console/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call.ts';
import { type PostgresTarget, pglitePostgres, postgresAnswers, realPostgres } from '../../test/targets.ts';
import { x3Schema } from '../../test/x3-fixture.ts';
import { type AgentConfigInput, type RunningAgent, startAgent } from '../index.ts';
import { changeCaptureStatus, installChangeCapture, pruneChangeCapture, uninstallChangeCapture } from './commands.ts';

const key = 'test-key-0123456789abcdef';

const targets: { name: string; make: () => Promise<PostgresTarget>; skip: boolean }[] = [
  { name: 'PGlite over pglite-socket', make: pglitePostgres, skip: false },
  { name: 'PostgreSQL 127.0.0.1:5432', make: realPostgres, skip: !(await postgresAnswers()) },
];

describe.each(targets)('PostgreSQL change capture on $name', ({ make, skip }) => {
  let target: PostgresTarget;
  let config: AgentConfigInput;
  let agent: RunningAgent;
  let client: pg.Client;

  beforeAll(async () => {
    if (skip) return;
    target = await make();
    config = { listen: { host: '127.0.0.1', port: 0 }, key, databases: { x3: target.database } };
    agent = await startAgent(config);
    client = new pg.Client({ ...target.database });
    await client.connect();
  }, 60_000);

  afterAll(async () => {
    await client?.end();
    await agent?.close();
    await target?.drop();
  });

  async function health() {
    const { body } = await call<AgentHealth>(agent.url, key, 'GET', '/health');
    return body.databases[0]?.changeCapture;
  }

  async function position(): Promise<bigint> {
    const state = await changeCaptureStatus(config, 'x3');
    expect(state.state).toBe('ENABLED');
    return BigInt(state.position ?? '0');
  }

  it.skipIf(skip)('is DISABLED until installed; install is explicit, idempotent and names its tables', async () => {
    expect(await health()).toEqual({ state: 'DISABLED', position: null, oldestPosition: null });
    expect(await installChangeCapture(config, 'x3', { schema: x3Schema, tables: ['ITMMASTER', 'SORDERQ'] })).toEqual({
      tables: ['ITMMASTER', 'SORDERQ'],
    });
    expect(await installChangeCapture(config, 'x3', { schema: x3Schema, tables: ['ITMMASTER', 'SORDERQ'] })).toEqual({
      tables: ['ITMMASTER', 'SORDERQ'],
    });
    expect(await health()).toEqual({ state: 'ENABLED', position: null, oldestPosition: null });
    await expect(installChangeCapture(config, 'x3', { schema: x3Schema, tables: ['NOPE'] })).rejects.toThrow(
      `No table NOPE in schema '${x3Schema}'`,
    );
  });

  it.skipIf(skip)('insert, update and delete each raise the position and record the key', async () => {
    await client.query(
      `INSERT INTO "${x3Schema}"."ITMMASTER" ("ITMREF_0", "ITMDES1_0", "TCLCOD_0", "ITMSTA_0", "STU_0", "ITMWEI_0", "CREDAT_0", "UPDDATTIM_0") VALUES ('NEW001', 'New item', 'ACC', 1, 'UN', 1, '2024-08-01', '2024-08-01 10:00:00')`,
    );
    const afterInsert = await position();
    await client.query(`UPDATE "${x3Schema}"."ITMMASTER" SET "ITMDES1_0" = 'Renamed' WHERE "ITMREF_0" = 'NEW001'`);
    const afterUpdate = await position();
    expect(afterUpdate).toBeGreaterThan(afterInsert);
    await client.query(`DELETE FROM "${x3Schema}"."ITMMASTER" WHERE "ITMREF_0" = 'NEW001'`);
    const afterDelete = await position();
    expect(afterDelete).toBeGreaterThan(afterUpdate);
    await client.query(`UPDATE "${x3Schema}"."SORDERQ" SET "QTY_0" = 5 WHERE "SOHNUM_0" = 'SO002' AND "SOPLIN_0" = 1`);
    // An uncaptured table changes nothing.
    await client.query(`UPDATE "${x3Schema}"."ITMCATEG" SET "TCLAXX_0" = 'Spares' WHERE "TCLCOD_0" = 'SPR'`);
    const { rows } = await client.query(
      'SELECT table_name, op, key FROM agent_cdc.changes WHERE position > $1 ORDER BY position',
      [(afterInsert - 1n).toString()],
    );
    const rowid = rows[0]?.key.ROWID;
    expect(rows).toEqual([
      { table_name: 'ITMMASTER', op: 'I', key: { ROWID: rowid } },
      { table_name: 'ITMMASTER', op: 'U', key: { ROWID: rowid } },
      { table_name: 'ITMMASTER', op: 'D', key: { ROWID: rowid } },
      { table_name: 'SORDERQ', op: 'U', key: { SOHNUM_0: 'SO002', SOPLIN_0: 1 } },
    ]);
    const state = await health();
    expect(state).toEqual({
      state: 'ENABLED',
      position: String(afterDelete + 1n),
      oldestPosition: String(afterInsert),
    });
  });

  it.skipIf(skip)('a consumer behind what was pruned is WRAPPED', async () => {
    const newest = await position();
    expect((await changeCaptureStatus(config, 'x3', '0')).state).toBe('ENABLED');
    await pruneChangeCapture(config, 'x3', (newest - 1n).toString());
    expect(await changeCaptureStatus(config, 'x3', '0')).toEqual({
      state: 'WRAPPED',
      position: newest.toString(),
      oldestPosition: newest.toString(),
    });
    expect((await changeCaptureStatus(config, 'x3', (newest - 1n).toString())).state).toBe('ENABLED');
    // The same over HTTP, as the server's engine asks before an incremental run.
    expect(await call(agent.url, key, 'GET', '/databases/x3/change-capture?since=0')).toEqual({
      status: 200,
      body: { state: 'WRAPPED', position: newest.toString(), oldestPosition: newest.toString() },
    });
    expect((await call(agent.url, key, 'GET', `/databases/x3/change-capture?since=${newest}`)).body).toMatchObject({
      state: 'ENABLED',
    });
    expect((await call(agent.url, key, 'GET', '/databases/x3/change-capture?since=1;DROP')).status).toBe(400);
  });

  it.skipIf(skip)('uninstall removes the triggers, then the change table with the last one', async () => {
    expect(await uninstallChangeCapture(config, 'x3', { schema: x3Schema, tables: ['SORDERQ'] })).toEqual({
      tables: ['SORDERQ'],
    });
    expect((await health())?.state).toBe('ENABLED');
    expect(await uninstallChangeCapture(config, 'x3', { schema: x3Schema })).toEqual({ tables: ['ITMMASTER'] });
    expect(await health()).toEqual({ state: 'DISABLED', position: null, oldestPosition: null });
    const { rows } = await client.query("SELECT to_regclass('agent_cdc.changes') AS t");
    expect(rows).toEqual([{ t: null }]);
    expect(await uninstallChangeCapture(config, 'x3', { schema: x3Schema })).toEqual({ tables: [] });
  });
});
