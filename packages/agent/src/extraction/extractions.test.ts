import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../test/call.ts';
import { fetchChunk, finished } from '../../test/extraction.ts';
import { type PostgresTarget, pglitePostgres } from '../../test/targets.ts';
import { x3Schema } from '../../test/x3-fixture.ts';
import { type RunningAgent, startAgent } from '../index.ts';

const key = 'test-key-0123456789abcdef';

/** The agent's own housekeeping: the cap on concurrent runs, the retention, leftovers of a stopped agent. */
describe('extraction housekeeping', () => {
  let target: PostgresTarget;
  let agent: RunningAgent;
  let workDir: string;
  let leftover: string;
  let alive: string;

  beforeAll(async () => {
    target = await pglitePostgres();
    const client = new pg.Client({ ...target.database });
    await client.connect();
    await client.query(
      `CREATE TABLE "${x3Schema}"."BIG" ("ROWID" bigint PRIMARY KEY, "NAME" text); INSERT INTO "${x3Schema}"."BIG" SELECT g, 'row ' || g FROM generate_series(1, 20000) g`,
    );
    await client.end();
    workDir = mkdtempSync(join(tmpdir(), 'agent-housekeeping-'));
    // An agent that stopped (no such process) left a chunk; one of a running agent (this process) and a stranger's file stay.
    leftover = join(workDir, 'run-999999999-0a1b2c', 'x');
    alive = join(workDir, `run-${process.pid}-0d0e0f`);
    mkdirSync(leftover, { recursive: true });
    writeFileSync(join(leftover, '0.ndjson.gz'), 'old');
    mkdirSync(alive);
    writeFileSync(join(workDir, 'keep.txt'), 'not ours');
    agent = await startAgent({
      listen: { host: '127.0.0.1', port: 0 },
      key,
      workDir,
      extractions: { maxConcurrent: 1, retentionSeconds: 0.3 },
      databases: { x3: target.database },
    });
  }, 60_000);

  afterAll(async () => {
    await agent?.close();
    await target?.drop();
  });

  const start = () =>
    call<{ id: string }>(agent.url, key, 'POST', '/databases/x3/extractions', {
      schema: x3Schema,
      mode: 'FULL',
      tables: [{ table: 'BIG' }],
      chunkRows: 500,
    });

  it('deletes what stopped agents left in the work directory, and only that', () => {
    expect(existsSync(join(workDir, 'run-999999999-0a1b2c'))).toBe(false);
    expect(existsSync(alive)).toBe(true);
    expect(existsSync(join(workDir, 'keep.txt'))).toBe(true);
  });

  it('refuses one extraction more than the cap with 429', async () => {
    const first = await start();
    expect(first.status).toBe(202);
    expect(await start()).toMatchObject({ status: 429, body: { status: 429, code: '4291-rate-limited' } });
    expect((await call(agent.url, key, 'DELETE', `/extractions/${first.body.id}`)).status).toBe(204);
    const second = await start();
    expect(second.status).toBe(202);
    expect((await finished(agent.url, key, second.body.id)).state).toBe('DONE');
  });

  it('forgets a finished extraction and deletes its chunks after the retention', async () => {
    const started = await start();
    const done = await finished(agent.url, key, started.body.id);
    expect(done.chunks).toHaveLength(40);
    await vi.waitFor(async () => {
      expect((await call(agent.url, key, 'GET', `/extractions/${done.id}`)).status).toBe(404);
    });
    expect((await fetchChunk(agent.url, key, done.id, 0)).status).toBe(404);
    await vi.waitFor(() => {
      const files = readdirSync(workDir, { recursive: true, encoding: 'utf8' });
      expect(files.filter((f) => f.includes(done.id))).toEqual([]);
    });
  });

  it('deletes its own chunks when it stops', async () => {
    const own = readdirSync(workDir).filter(
      (name) => name.startsWith(`run-${process.pid}-`) && name !== `run-${process.pid}-0d0e0f`,
    );
    expect(own).toHaveLength(1);
    await agent.close();
    expect(readdirSync(workDir).sort()).toEqual([`run-${process.pid}-0d0e0f`, 'keep.txt'].sort());
  });
});
