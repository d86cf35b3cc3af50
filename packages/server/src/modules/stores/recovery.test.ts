import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ageRunningJobs, bearer, postStore, testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { storeTables } from '../../platform/data-plane.ts';
import { registerStoreJobs } from './jobs.ts';
import { storeQueue } from './lifecycle.ts';

async function createStore(app: App, name: string) {
  const headers = await bearer(app, 'admin');
  const response = await postStore(app, headers, name, { storeType: 'B2B' });
  expect(response.statusCode).toBe(201);
  return { id: response.json().id as number, headers };
}

async function statusOf(app: App, headers: { authorization: string }, id: number, done: (s: string) => boolean) {
  for (let i = 0; i < 150; i++) {
    const store = (await app.inject({ url: `/api/v1/stores/${id}`, headers })).json();
    if (done(store.storeStatus.statusType)) return store;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const last = (await app.inject({ url: `/api/v1/stores/${id}`, headers })).json();
  throw new Error(`status never reached: ${last.storeStatus.statusType} ${JSON.stringify(last.logs)}`);
}

// Each test starts its own server (a fresh database): on a loaded machine that alone takes half a minute.
describe('store jobs survive crashes and restarts', { timeout: 120_000 }, () => {
  it('finishes a creation after the server restarts in the middle of it', async () => {
    // An on-disk database, so the second server sees what the first one left.
    const dataDir = mkdtempSync(join(tmpdir(), 'sc-restart-'));
    const before = await testApp({ dataDir, inMemoryDatabase: false, databaseUrl: undefined });
    const { id } = await createStore(before, 'Restart');
    // The server stops before any worker ran the job.
    await before.close();
    const after = await testApp({ dataDir, inMemoryDatabase: false, databaseUrl: undefined });
    try {
      await registerStoreJobs(after.ctx, { work: true });
      const headers = await bearer(after, 'admin');
      const store = await statusOf(after, headers, id, (s) => !s.endsWith('ING'));
      expect(store.storeStatus.statusType).toBe('CREATED');
      expect(await storeTables(after.ctx.db, id)).toContain('products');
    } finally {
      await after.close();
    }
  });

  it('retries a job whose worker died mid-way, and the store settles', async () => {
    const app = await testApp();
    try {
      await registerStoreJobs(app.ctx, { work: false, expireInSeconds: 1, retryDelay: 0 });
      const { id, headers } = await createStore(app, 'Crashy');
      const [taken] = await app.ctx.jobs.fetch(storeQueue);
      expect(taken?.data).toMatchObject({ storeDbId: id, action: 'CREATE' });
      // Past its 1 s expiry, without waiting for it.
      await ageRunningJobs(app, storeQueue, 2);
      await app.ctx.jobs.supervise(storeQueue);
      await registerStoreJobs(app.ctx, { work: true, expireInSeconds: 1, retryDelay: 0 });
      expect((await statusOf(app, headers, id, (s) => !s.endsWith('ING'))).storeStatus.statusType).toBe('CREATED');
    } finally {
      await app.close();
    }
  });

  it('goes FAILED with the reason when every retry fails, and RETRY recovers it', async () => {
    const app = await testApp();
    try {
      await registerStoreJobs(app.ctx, { work: true, retryDelay: 0, retryLimit: 1 });
      // Blob storage (the directory) is broken for this store: a file sits where its CDN folder must go.
      const folder = join(app.ctx.config.dataDir, 'blobs', 'cdn', 'broken');
      mkdirSync(dirname(folder), { recursive: true });
      writeFileSync(folder, 'not a folder');
      const { id, headers } = await createStore(app, 'Broken');
      const failed = await statusOf(app, headers, id, (s) => s === 'FAILED');
      expect(failed.storeStatus.nextStatusTypes).toEqual(['RETRY', 'DELETE']);
      expect(failed.logs.at(-1).text).toBe('CREATE failed after retries; use RETRY');
      rmSync(folder);
      const retry = await app.inject({
        method: 'PUT',
        url: `/api/v1/stores/update_status/${id}`,
        headers,
        payload: { statusType: 'RETRY' },
      });
      expect(retry.json().storeStatus.statusType).toBe('CREATING');
      expect((await statusOf(app, headers, id, (s) => !s.endsWith('ING'))).storeStatus.statusType).toBe('CREATED');
    } finally {
      await app.close();
    }
  });
});
