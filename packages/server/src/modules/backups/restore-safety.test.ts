import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSettledStore, testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { insertRows } from '../../platform/bulk-insert.ts';
import { rowsOf, seedDemoCatalogue, storeSchemaName } from '../../platform/data-plane.ts';
import { registerStoreJobs } from '../stores/jobs.ts';
import { stores } from '../stores/schema.ts';
import { tableChecksums } from './archive.ts';
import { archiveKey } from './archive-storage.ts';
import { registerBackupJobs } from './jobs.ts';
import { backupQueue, restoreQueue } from './lifecycle.ts';
import { backups } from './schema.ts';

type Headers = Record<string, string>;
type Backup = { id: number; fileName: string; statusType: string; cdnStatusType: string | null };

describe('restores that cannot be broken', () => {
  let app: App;
  let admin: Headers;
  let store: { id: number; storeId: string };

  const storeOf = async (id: number) => (await app.inject({ url: `/api/v1/stores/${id}`, headers: admin })).json();
  const statusOf = async (id: number): Promise<string> => (await storeOf(id)).storeStatus.statusType;
  const restore = (backup: Backup) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/backups/store/${store.id}/restore`,
      headers: admin,
      payload: { ...backup, store: { id: store.id } },
    });

  async function backUp(): Promise<Backup> {
    const created = await app.inject({ method: 'POST', url: `/api/v1/backups/store/${store.id}`, headers: admin });
    expect(created.statusCode).toBe(201);
    const id: number = created.json().id;
    let done: Backup | undefined;
    await expect
      .poll(
        async () => {
          const list: Backup[] = (await app.inject({ url: `/api/v1/backups/store/${store.id}`, headers: admin })).json()
            .content;
          done = list.find((b) => b.id === id);
          return done?.statusType;
        },
        { timeout: 30_000 },
      )
      .toBe('DONE');
    if (!done) throw new Error('no backup');
    return done;
  }

  beforeAll(async () => {
    app = await testApp();
    await registerStoreJobs(app.ctx, { work: true });
    await registerBackupJobs(app.ctx, { work: true, retryLimit: 0, retryDelay: 0 });
    admin = await bearer(app, 'admin');
    store = await createSettledStore(app, admin, 'Safe Keeping');
    await seedDemoCatalogue(app.ctx.db, store.id, 'SAFE');
    // Valid data a row-by-row load in key order cannot take: a child category before its parent.
    const s = storeSchemaName(store.id);
    await app.ctx.db.execute(
      sql.raw(`INSERT INTO ${s}.categories (id, code, name) VALUES (100, 'CHILD', 'Child'), (200, 'PARENT', 'Parent')`),
    );
    await app.ctx.db.execute(sql.raw(`UPDATE ${s}.categories SET parent_id = 200 WHERE id = 100`));
  }, 120_000);
  afterAll(() => app.close());

  it('restores a category whose parent has a higher id, byte for byte', async () => {
    const before = await tableChecksums(app.ctx.db, store.id);
    const backup = await backUp();
    await app.ctx.db.execute(sql.raw(`DELETE FROM ${storeSchemaName(store.id)}.categories WHERE id IN (100, 200)`));
    expect((await restore(backup)).statusCode).toBe(202);
    await expect.poll(() => statusOf(store.id), { timeout: 30_000 }).toBe('CREATED');
    expect(await tableChecksums(app.ctx.db, store.id)).toEqual(before);
    const parent = rowsOf(
      await app.ctx.db.execute(sql.raw(`SELECT parent_id FROM ${storeSchemaName(store.id)}.categories WHERE id = 100`)),
    );
    expect(Number(parent[0]?.parent_id)).toBe(200);
  });

  it('refuses to delete a backup while its restore is accepted but not done (409), and the store settles', async () => {
    const backup = await backUp();
    // The restore is accepted; no worker has picked it up yet.
    await app.ctx.jobs.offWork(restoreQueue);
    // Recorded as 500 MB: its restore may run 5,000 s, not the queue's 900.
    await app.ctx.db.update(backups).set({ sizeBytes: 500_000_000 }).where(eq(backups.id, backup.id));
    expect((await restore(backup)).statusCode).toBe(202);
    expect(await statusOf(store.id)).toBe('UPDATING');
    const [job] = await app.ctx.jobs.findJobs(restoreQueue, { data: { backupId: backup.id } });
    expect(job?.expireInSeconds).toBe(5000);
    const early = await app.inject({ method: 'DELETE', url: `/api/v1/backups/${backup.id}`, headers: admin });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This backup is in use by a restore or clone; delete it once that has finished');
    await registerBackupJobs(app.ctx, { work: true, retryLimit: 0, retryDelay: 0 });
    await expect.poll(() => statusOf(store.id), { timeout: 30_000 }).toBe('CREATED');
    // Once the restore's job has ended too (a moment after the store settles), the backup may go.
    await expect
      .poll(
        async () =>
          (await app.inject({ method: 'DELETE', url: `/api/v1/backups/${backup.id}`, headers: admin })).statusCode,
        { timeout: 10_000 },
      )
      .toBe(204);
  });

  it('gives a backup of a big store more than the queue’s 15 minutes', async () => {
    await app.ctx.db.update(stores).set({ databaseSize: 3600.5 }).where(eq(stores.id, store.id));
    const created = await app.inject({ method: 'POST', url: `/api/v1/backups/store/${store.id}`, headers: admin });
    const [job] = await app.ctx.jobs.findJobs(backupQueue, { data: { backupId: created.json().id } });
    expect(job?.expireInSeconds).toBe(3601);
    await app.ctx.db.update(stores).set({ databaseSize: null }).where(eq(stores.id, store.id));
    await expect
      .poll(
        async () =>
          (await app.inject({ url: `/api/v1/backups/store/${store.id}`, headers: admin }))
            .json()
            .content.find((b: Backup) => b.id === created.json().id)?.statusType,
        { timeout: 30_000 },
      )
      .toBe('DONE');
  });

  it('writes why a restore failed into the store’s logs, and the store returns to where it was', async () => {
    const backup = await backUp();
    // Gone from storage (a damaged archive is archive-damage.test.ts's): an attempt that fails, retried.
    await app.ctx.blobs.delete(archiveKey(store.storeId, backup.fileName));
    expect((await restore(backup)).statusCode).toBe(202);
    await expect.poll(() => statusOf(store.id), { timeout: 30_000 }).toBe('CREATED');
    const logs: { logType: string; text: string }[] = (await storeOf(store.id)).logs;
    const failure = logs.find((l) => l.text.startsWith(`Restore of ${backup.fileName} failed: `));
    expect(failure).toMatchObject({ logType: 'ERROR' });
    expect(failure?.text).toBe(`Restore of ${backup.fileName} failed: the archive ${backup.fileName} is missing`);
    expect(logs.at(-1)).toMatchObject({
      logType: 'ERROR',
      text: 'Restore failed after retries; the data is unchanged',
    });
  });

  it('loads rows in batches whose foreign keys are checked at commit', async () => {
    const s = storeSchemaName(store.id);
    const rows = [
      { id: 501, code: 'B-CHILD', name: 'Child', parent_id: 502 },
      { id: 502, code: 'B-PARENT', name: 'Parent', parent_id: null },
    ];
    // One row per statement: checked per statement, the child's parent does not exist yet.
    await expect(
      app.ctx.db.transaction((tx) => insertRows(tx, { schema: s, table: 'categories' }, rows, { batchRows: 1 })),
    ).rejects.toThrow();
    const inserted = await app.ctx.db.transaction(async (tx) => {
      await tx.execute(sql.raw('SET CONSTRAINTS ALL DEFERRED'));
      return insertRows(tx, { schema: s, table: 'categories' }, rows, { batchRows: 1 });
    });
    expect(inserted).toBe(2);
    const found = rowsOf(
      await app.ctx.db.execute(sql.raw(`SELECT id FROM ${s}.categories WHERE id > 500 ORDER BY id`)),
    );
    expect(found.map((r) => Number(r.id))).toEqual([501, 502]);
  });
});
