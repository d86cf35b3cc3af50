import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postStore, testApp } from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { dailyQueue, registerHousekeepingJobs } from '../../housekeeping/jobs.ts';
import { syncSources } from '../schema.ts';
import { syncFailureGroups, syncFailures, syncRequestChunks, syncRequests, syncRequestTables } from './schema.ts';

const day = 86_400_000;

/** The daily housekeeping job removes the chunk blobs of requests finished longer ago than the retention. */
describe('sync chunk retention', () => {
  let app: App;
  let storeDbId: number;
  let sourceId: number;

  beforeAll(async () => {
    app = await testApp();
    await registerHousekeepingJobs(app.ctx, { schedule: false });
    const partner = await bearer(app, 'partner');
    const created = await postStore(app, partner, 'Retention Shop');
    storeDbId = created.json().id;
    const [source] = await app.ctx.db
      .insert(syncSources)
      .values({
        storeId: storeDbId,
        sourceType: 'Sage_X3',
        syncType: 'AGENT',
        dbType: 'POSTGRES',
        protocol: 'http',
        hostName: '127.0.0.1',
        port: 9,
        dbAlias: 'x3',
        dbSchema: 'SEED',
      })
      .returning();
    sourceId = source?.id ?? 0;
  }, 60_000);
  afterAll(() => app?.close());

  /** A request with two chunks stored as blobs (the first loaded), finished `ago` ms ago or still running. */
  async function requestWithChunks(stage: 'COMPLETED' | 'FAILED' | 'LOADING', ago: number | null) {
    const [request] = await app.ctx.db
      .insert(syncRequests)
      .values({
        storeId: storeDbId,
        sourceId,
        requestType: 'LOAD_ALL',
        type: 'FULL',
        stage,
        rowsRead: 30,
        bytes: 300,
        failed: 1,
        extractionId: 'b1d7a3f0-0000-4000-8000-000000000001',
        finished: ago === null ? null : new Date(Date.now() - ago),
      })
      .returning();
    if (!request) throw new Error('no request');
    await app.ctx.db.insert(syncRequestTables).values({
      requestId: request.id,
      tableName: 'ITMMASTER',
      extracted: true,
      lastKey: { ROWID: 20 },
      rowsRead: 30,
      chunks: 2,
    });
    const keys: string[] = [];
    for (const seq of [0, 1]) {
      const key = `sync/${storeDbId}/${request.id}/${seq}.ndjson.gz`;
      await app.ctx.blobs.put(key, Buffer.from(`chunk ${seq}`));
      keys.push(key);
      await app.ctx.db.insert(syncRequestChunks).values({
        requestId: request.id,
        seq,
        storeId: storeDbId,
        tableName: 'ITMMASTER',
        rowCount: seq === 0 ? 10 : 20,
        bytes: seq === 0 ? 100 : 200,
        sha256: 'a'.repeat(64),
        blobKey: key,
        receivedAt: new Date(),
        loadedAt: seq === 0 ? new Date() : null,
      });
    }
    const [group] = await app.ctx.db
      .insert(syncFailureGroups)
      .values({ requestId: request.id, storeId: storeDbId, tableName: 'ITMMASTER', category: 'LOAD x', count: 1 })
      .returning();
    await app.ctx.db.insert(syncFailures).values({
      groupId: group?.id ?? 0,
      requestId: request.id,
      storeId: storeDbId,
      phase: 'LOAD',
      detail: 'a bad row',
      data: { ITMREF_0: 'X' },
    });
    return { id: request.id, keys };
  }

  const exists = async (key: string) => (await app.ctx.blobs.get(key)) !== null;

  it('removes the blobs of requests finished over 7 days ago; rows and failures stay; a failed one will extract again', async () => {
    // One request at a time per store: the running one is the last created.
    const old = await requestWithChunks('FAILED', 8 * day);
    const recent = await requestWithChunks('COMPLETED', 6 * day);
    const running = await requestWithChunks('LOADING', null);

    const jobId = await app.ctx.jobs.send(dailyQueue, {});
    await expect
      .poll(async () => (await app.ctx.jobs.getJobById(dailyQueue, jobId ?? ''))?.state, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe('completed');

    expect(await Promise.all(old.keys.map(exists))).toEqual([false, false]);
    expect(await Promise.all([...recent.keys, ...running.keys].map(exists))).toEqual([true, true, true, true]);
    // The loaded chunk's row stays (the graph counts it) without its blob; the unloaded one is forgotten.
    const chunks = await app.ctx.db
      .select({ seq: syncRequestChunks.seq, blobKey: syncRequestChunks.blobKey })
      .from(syncRequestChunks)
      .where(eq(syncRequestChunks.requestId, old.id));
    expect(chunks).toEqual([{ seq: 0, blobKey: null }]);
    const [request] = await app.ctx.db.select().from(syncRequests).where(eq(syncRequests.id, old.id));
    expect(request).toMatchObject({ stage: 'FAILED', rowsRead: 10, bytes: 100, failed: 1, extractionId: null });
    const [table] = await app.ctx.db.select().from(syncRequestTables).where(eq(syncRequestTables.requestId, old.id));
    expect(table).toMatchObject({ extracted: false, lastKey: null });
    // Failures keep their rows.
    const failures = await app.ctx.db.select().from(syncFailures).where(eq(syncFailures.requestId, old.id));
    expect(failures.map((failure) => failure.data)).toEqual([{ ITMREF_0: 'X' }]);

    // Run again: nothing more to do, nothing else touched.
    const again = await app.ctx.jobs.send(dailyQueue, {});
    await expect
      .poll(async () => (await app.ctx.jobs.getJobById(dailyQueue, again ?? ''))?.output, {
        timeout: 20_000,
        interval: 200,
      })
      .toEqual({ syncChunkBlobs: 0 });
    expect(await Promise.all(recent.keys.map(exists))).toEqual([true, true]);
  }, 60_000);

  it('takes SYNC_CHUNK_RETENTION_DAYS (default 7, whole days 1..3650) and SYNC_CHUNK_ROWS (1..50,000; default 1,000 on the embedded database, 5,000 on PostgreSQL), SYNC_LOAD_POOL (1..8; 1 embedded, 3)', () => {
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'sc-retention-')), JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env).sync).toEqual({ chunkRetentionDays: 7, chunkRows: 1000, loadPool: 1 });
    expect(loadConfig({ ...env, DATABASE_URL: 'postgres://db.example.com/console' }).sync).toMatchObject({
      chunkRows: 5000,
      loadPool: 3,
    });
    expect(loadConfig({ ...env, DATA_CENTRE_DATABASES: 'EU-FRA=postgres://db.example.com/fra' }).sync?.chunkRows).toBe(
      5000,
    );
    expect(
      loadConfig({ ...env, SYNC_CHUNK_RETENTION_DAYS: '30', SYNC_CHUNK_ROWS: '100', SYNC_LOAD_POOL: '2' }).sync,
    ).toEqual({ chunkRetentionDays: 30, chunkRows: 100, loadPool: 2 });
    for (const bad of ['0', '9', '1.5'])
      expect(() => loadConfig({ ...env, SYNC_LOAD_POOL: bad })).toThrow(/SYNC_LOAD_POOL/);
    for (const bad of ['0', '3651', '1.5', 'week'])
      expect(() => loadConfig({ ...env, SYNC_CHUNK_RETENTION_DAYS: bad })).toThrow(/SYNC_CHUNK_RETENTION_DAYS/);
    for (const bad of ['0', '50001', '2.5'])
      expect(() => loadConfig({ ...env, SYNC_CHUNK_ROWS: bad })).toThrow(/SYNC_CHUNK_ROWS/);
  });
});
