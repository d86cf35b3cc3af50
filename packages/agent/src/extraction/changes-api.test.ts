import type { AgentChunkLine, AgentExtraction, ChangeCapture } from '@store-console/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call.ts';
import { allLines, finished } from '../../test/extraction.ts';
import { type PostgresTarget, pglitePostgres, postgresAnswers, realPostgres } from '../../test/targets.ts';
import { x3Schema } from '../../test/x3-fixture.ts';
import { installChangeCapture, pruneChangeCapture } from '../change-capture/commands.ts';
import { type AgentConfigInput, type RunningAgent, startAgent } from '../index.ts';

const key = 'test-key-0123456789abcdef';

const targets: { name: string; make: () => Promise<PostgresTarget>; skip: boolean }[] = [
  { name: 'PGlite over pglite-socket', make: pglitePostgres, skip: false },
  { name: 'PostgreSQL 127.0.0.1:5432', make: realPostgres, skip: !(await postgresAnswers()) },
];

/** CHANGES extractions from PostgreSQL change capture: I/U/D lines in position order with the current row. */
describe.each(targets)('CHANGES extractions on $name', ({ make, skip }) => {
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

  const start = (body: Record<string, unknown>) =>
    call<{ id: string }>(agent.url, key, 'POST', '/databases/x3/extractions', { schema: x3Schema, ...body });

  async function extract(
    body: Record<string, unknown>,
  ): Promise<{ extraction: AgentExtraction; lines: AgentChunkLine[] }> {
    const started = await start(body);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const extraction = await finished(agent.url, key, started.body.id);
    expect(extraction.state, extraction.error).toBe('DONE');
    return { extraction, lines: await allLines(agent.url, key, extraction) };
  }

  async function position(): Promise<string> {
    const { body } = await call<ChangeCapture>(agent.url, key, 'GET', '/databases/x3/change-capture');
    return body.position ?? '0';
  }

  const both = [{ table: 'ITMMASTER' }, { table: 'SORDERQ' }];

  it.skipIf(skip)('reads I, U and D in position order with the current row, up to endPosition', async () => {
    expect(await start({ mode: 'CHANGES', since: '0', tables: both })).toMatchObject({
      status: 409,
      body: { code: '4091-conflict', message: "Change capture is not installed on database 'x3'" },
    });
    await installChangeCapture(config, 'x3', { schema: x3Schema, tables: ['ITMMASTER', 'SORDERQ'] });
    const full = await extract({ mode: 'FULL', tables: both });
    expect(full.extraction.endPosition).toBe(await position());
    const since = full.extraction.endPosition;

    const s = `"${x3Schema}"`;
    await client.query(`INSERT INTO ${s}."ITMMASTER" ("ROWID", "ITMREF_0", "ITMDES1_0", "TCLCOD_0", "ITMSTA_0", "STU_0", "ITMWEI_0", "CREDAT_0", "UPDDATTIM_0")
      VALUES (6, 'NEW006', 'New', 'ACC', 1, 'UN', 1.5, '2024-08-01', '2024-08-01 08:00:00')`);
    await client.query(`UPDATE ${s}."ITMMASTER" SET "ITMDES1_0" = 'Changed' WHERE "ROWID" = 1`);
    await client.query(`DELETE FROM ${s}."ITMMASTER" WHERE "ROWID" = 2`);
    await client.query(`UPDATE ${s}."ITMMASTER" SET "ITMDES1_0" = 'Newer' WHERE "ROWID" = 6`);
    await client.query(`INSERT INTO ${s}."SORDERQ" VALUES ('SO003', 1, 'BMS001', 1, 10, '2024-08-02 10:00:00')`);
    await client.query(`DELETE FROM ${s}."SORDERQ" WHERE "SOHNUM_0" = 'SO003'`);
    await client.query(`UPDATE ${s}."SORDERQ" SET "QTY_0" = 3 WHERE "SOHNUM_0" = 'SO001' AND "SOPLIN_0" = 1`);
    // Not captured: its changes are not read.
    await client.query(`UPDATE ${s}."ITMCATEG" SET "TCLAXX_0" = 'x'`);
    const end = await position();

    const { extraction, lines } = await extract({ mode: 'CHANGES', since, tables: both });
    expect(extraction).toMatchObject({ mode: 'CHANGES', endPosition: end, rowsRead: 6 });
    expect(extraction.checkpoint).toEqual({ table: 'SORDERQ', position: end });
    expect(lines.map((l) => [l.t, l.op, l.key, l.row?.ITMDES1_0 ?? l.row?.QTY_0 ?? null])).toEqual([
      // The insert carries the row as it is now (updated after).
      ['ITMMASTER', 'I', { ROWID: '6' }, 'Newer'],
      ['ITMMASTER', 'U', { ROWID: '1' }, 'Changed'],
      // A delete carries the row as it was when deleted.
      ['ITMMASTER', 'D', { ROWID: '2' }, 'Road bike'],
      ['ITMMASTER', 'U', { ROWID: '6' }, 'Newer'],
      // SO003's insert is left out: the row is gone, its D follows.
      ['SORDERQ', 'D', { SOHNUM_0: 'SO003', SOPLIN_0: 1 }, '1.000'],
      ['SORDERQ', 'U', { SOHNUM_0: 'SO001', SOPLIN_0: 1 }, '3.000'],
    ]);
    expect(lines[2]?.row).toMatchObject({ ROWID: '2', ITMREF_0: 'BMS002', ITMWEI_0: '8.900', CREDAT_0: '2024-01-20' });
    const positions = lines.map((l) => BigInt(l.pos ?? '0'));
    expect(positions.every((p) => p > BigInt(since ?? '0') && p <= BigInt(end))).toBe(true);
    expect(lines[1]?.row).toMatchObject({
      ROWID: '1',
      ITMWEI_0: '12.500',
      CREDAT_0: '2024-01-12',
      UPDDATTIM_0: '2024-03-01T09:00:00',
    });

    // Nothing after the end: the next run reads nothing and keeps the position.
    const next = await extract({ mode: 'CHANGES', since: end, tables: both });
    expect(next.extraction).toMatchObject({ chunks: [], rowsRead: 0, endPosition: end, checkpoint: null });

    // A filter applies to the current row; deletes are always kept.
    const filtered = await extract({
      mode: 'CHANGES',
      since,
      tables: [{ table: 'ITMMASTER', filter: { column: 'ITMREF_0', op: 'LIKE', value: 'NEW%' } }],
    });
    expect(filtered.lines.map((l) => [l.op, l.key.ROWID])).toEqual([
      ['I', '6'],
      ['D', '2'],
      ['U', '6'],
    ]);

    // Small chunks: one table per chunk, in position order across chunks.
    const small = await extract({ mode: 'CHANGES', since, tables: both, chunkRows: 2 });
    expect(small.extraction.chunks.map((c) => [c.table, c.rows])).toEqual([
      ['ITMMASTER', 2],
      ['ITMMASTER', 2],
      ['SORDERQ', 2],
    ]);
    expect(small.lines).toEqual(lines);
  });

  it.skipIf(skip)('refuses tables without change capture and positions already pruned (409)', async () => {
    expect(await start({ mode: 'CHANGES', since: '0', tables: [{ table: 'ITMCATEG' }] })).toMatchObject({
      status: 409,
      body: { message: "Table 'ITMCATEG' has no change capture: install it or run a full load" },
    });
    const end = await position();
    await pruneChangeCapture(config, 'x3', end);
    const wrapped = await start({ mode: 'CHANGES', since: '0', tables: both });
    expect(wrapped.status).toBe(409);
    expect(wrapped.body).toMatchObject({
      code: '4091-conflict',
      message: expect.stringContaining('a full load is needed'),
    });
    expect((await start({ mode: 'CHANGES', since: end, tables: both })).status).toBe(202);
    for (const since of ['-1', 'x', '1'.repeat(21), 1]) {
      expect((await start({ mode: 'CHANGES', since, tables: both })).status).toBe(400);
    }
  });
});
