import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageRunningJobs, bearer, createSettledStore, testApp, until } from '../../../test/helpers.ts';
import { blobKinds, blobsFor } from '../../../test/s3.ts';
import type { App } from '../../app.ts';
import { rowsOf, seedDemoCatalogue } from '../../platform/data-plane.ts';
import { registerStoreJobs } from '../stores/jobs.ts';
import { tableChecksums } from './archive.ts';
import { archiveKey } from './archive-storage.ts';
import { registerBackupJobs } from './jobs.ts';
import { backupQueue } from './lifecycle.ts';
import { backups } from './schema.ts';

type Headers = Record<string, string>;
type Backup = { id: number; fileName: string; statusType: string; cdnStatusType: string | null; progress: number };

describe.each(blobKinds)('backups, restore and clone on %s blob storage', (kind) => {
  let app: App;
  let admin: Headers;
  let partner: Headers;
  const stores: Record<string, { id: number; storeId: string }> = {};

  const storeStatus = (id: number) =>
    until(
      async () =>
        (await app.inject({ url: `/api/v1/stores/${id}`, headers: admin })).json().storeStatus.statusType as string,
      (s) => !s.endsWith('ING'),
    );

  async function createStore(name: string, headers: Headers) {
    stores[name] = await createSettledStore(app, headers, name);
    return stores[name];
  }

  const backupsOf = async (storeDbId: number, query = '') =>
    (await app.inject({ url: `/api/v1/backups/store/${storeDbId}${query}`, headers: admin })).json()
      .content as Backup[];

  /** The Source store's first backup, made once and shared by the tests that restore or clone from it. */
  let firstBackup: Promise<{ created: { statusCode: number; body: unknown }; done: Backup }> | undefined;
  function backupOfSource() {
    firstBackup ??= (async () => {
      const source = stores.Source ?? { id: 0, storeId: '' };
      const response = await app.inject({ method: 'POST', url: `/api/v1/backups/store/${source.id}`, headers: admin });
      const created: { id: number } = response.json();
      const done = await until(
        async () => (await backupsOf(source.id)).find((backup) => backup.id === created.id),
        (backup) => backup?.statusType === 'DONE',
      );
      if (!done) throw new Error(`backup not created: ${response.body}`);
      return { created: { statusCode: response.statusCode, body: created }, done };
    })();
    return firstBackup;
  }

  beforeAll(async () => {
    app = await testApp(blobsFor(kind));
    await registerStoreJobs(app.ctx, { work: true });
    await registerBackupJobs(app.ctx, { work: true });
    admin = await bearer(app, 'admin');
    partner = await bearer(app, 'partner');
    const source = await createStore('Source', admin);
    await seedDemoCatalogue(app.ctx.db, source.id, 'SRC');
    await app.ctx.db.execute(
      sql.raw(
        `UPDATE store_${source.id}.products SET description = 'See https://source.staging.example.com/p/' || id || ' (source)'`,
      ),
    );
    await app.inject({
      method: 'PUT',
      url: `/api/v1/store-manager/stores/${source.id}/cdn/img/a.txt`,
      headers: { ...admin, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('hello from source'),
    });
  });
  afterAll(() => app.close());

  it('creates a backup that reaches DONE with an archive and progress 100', async () => {
    const source = stores.Source ?? { id: 0, storeId: '' };
    const { created, done } = await backupOfSource();
    expect(created.statusCode).toBe(201);
    expect(created.body).toMatchObject({ statusType: 'PENDING', storeResponse: { storeId: 'source' } });
    expect(done).toMatchObject({ statusType: 'DONE', cdnStatusType: 'DONE', progress: 100 });
    expect(await app.ctx.blobs.head(archiveKey('source', done?.fileName ?? ''))).not.toBeNull();
    expect((await backupsOf(source.id, '?fuzzyString=DONE')).length).toBe(1);
    expect((await backupsOf(source.id, '?fuzzyString=ERROR')).length).toBe(0);
  });

  it('restores byte for byte: identical row checksums after the data was changed', async () => {
    const source = stores.Source ?? { id: 0, storeId: '' };
    const { done: backup } = await backupOfSource();
    const before = await tableChecksums(app.ctx.db, source.id);
    await app.ctx.db.execute(sql.raw(`DELETE FROM store_${source.id}.order_lines`));
    await app.ctx.db.execute(sql.raw(`UPDATE store_${source.id}.prices SET amount = 0`));
    expect(await tableChecksums(app.ctx.db, source.id)).not.toEqual(before);
    const restore = await app.inject({
      method: 'POST',
      url: `/api/v1/backups/store/${source.id}/restore`,
      headers: admin,
      payload: { ...backup, store: { id: source.id } },
    });
    expect(restore.statusCode).toBe(202);
    expect(await storeStatus(source.id)).toBe('CREATED');
    expect(await tableChecksums(app.ctx.db, source.id)).toEqual(before);
    // Sequences moved past the restored keys: a new row gets a fresh id.
    await app.ctx.db.execute(sql.raw(`INSERT INTO store_${source.id}.categories (code, name) VALUES ('NEW', 'New')`));
  });

  it('clones into another store, rewriting its identifiers and domains, with the CDN files', async () => {
    const source = stores.Source ?? { id: 0, storeId: '' };
    const { done: backup } = await backupOfSource();
    const target = await createStore('Target', admin);
    await app.inject({
      method: 'PUT',
      url: `/api/v1/store-manager/stores/${target.id}/cdn/img/own.txt`,
      headers: { ...admin, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('the target had this before'),
    });
    const clone = await app.inject({
      method: 'POST',
      url: `/api/v1/backups/store/${target.id}/restore`,
      headers: admin,
      payload: { ...backup, store: { id: target.id } },
    });
    expect(clone.statusCode).toBe(202);
    expect(await storeStatus(target.id)).toBe('CREATED');
    // The target's logs say where its data came from.
    const logs: { text: string }[] = (await app.inject({ url: `/api/v1/stores/${target.id}`, headers: admin })).json()
      .logs;
    expect(logs.map((log) => log.text)).toContain(
      `Restore of ${backup.fileName}, a clone of store Source (${source.storeId}) requested by admin@example.com`,
    );
    const rows = rowsOf(
      await app.ctx.db.execute(sql.raw(`SELECT description FROM store_${target.id}.products ORDER BY id LIMIT 1`)),
    );
    expect(rows[0]?.description).toBe('See https://target.staging.example.com/p/1 (target)');
    const cdn = await app.inject({ url: `/cdn/${target.storeId}/img/a.txt` });
    expect(cdn.body).toBe('hello from source');
    // The target's files are the archive's: its own are gone, and nothing staged is left.
    expect((await app.inject({ url: `/cdn/${target.storeId}/img/own.txt` })).statusCode).toBe(404);
    const staged: string[] = [];
    for await (const blob of app.ctx.blobs.list('cdn-restoring/')) staged.push(blob.key);
    expect(staged).toEqual([]);
    const [after] = await backupsOf(source.id);
    expect(after?.statusType).toBe('DONE');
  });

  it('refuses to restore an unfinished backup, and hides other partners’ backups', async () => {
    const source = stores.Source ?? { id: 0, storeId: '' };
    // A backup still running (as a worker would leave it mid-way).
    const [pending] = await app.ctx.db
      .insert(backups)
      .values({
        storeId: source.id,
        fileName: 'running.tar.gz',
        statusType: 'IN_PROGRESS',
        cdnStatusType: 'QUEUED',
        createdBy: 'test',
      })
      .returning();
    const early = await app.inject({
      method: 'POST',
      url: `/api/v1/backups/store/${source.id}/restore`,
      headers: admin,
      payload: { ...pending, store: { id: source.id } },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a finished backup (DONE, with its CDN files DONE) can be restored');
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/backups/${pending?.id}`, headers: admin })).statusCode,
    ).toBe(409);
    await app.ctx.db
      .update(backups)
      .set({ statusType: 'DONE', cdnStatusType: null })
      .where(eq(backups.id, pending?.id ?? 0));
    expect((await app.inject({ url: `/api/v1/backups/store/${source.id}`, headers: partner })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/backups/${pending?.id}`, headers: partner })).statusCode,
    ).toBe(404);
    const removed = await app.inject({ method: 'DELETE', url: `/api/v1/backups/${pending?.id}`, headers: admin });
    expect(removed.statusCode).toBe(204);
  });

  it('leaves no DONE half-archive when a backup crashes, and the retry finishes it', async () => {
    const crashApp = await testApp(blobsFor(kind));
    try {
      await registerStoreJobs(crashApp.ctx, { work: true });
      await registerBackupJobs(crashApp.ctx, { work: false, expireInSeconds: 1, retryDelay: 0 });
      const headers = await bearer(crashApp, 'admin');
      const erps = (await crashApp.inject({ url: '/api/v1/erp_types', headers })).json().content;
      const dc = (await crashApp.inject({ url: '/api/v1/data_centers', headers })).json().content[0];
      const store = (
        await crashApp.inject({
          method: 'POST',
          url: '/api/v1/stores',
          headers,
          payload: {
            name: 'Fragile',
            stgDomain: 'fragile.staging.example.com',
            erpType: { id: erps[0].id },
            erpTypeVersion: { id: erps[0].erpTypeVersions[0].id },
            storeType: 'B2C',
            dataCentre: { id: dc.id },
          },
        })
      ).json();
      await until(
        async () =>
          (await crashApp.inject({ url: `/api/v1/stores/${store.id}`, headers })).json().storeStatus.statusType,
        (s) => s === 'CREATED',
      );
      const backup = (
        await crashApp.inject({ method: 'POST', url: `/api/v1/backups/store/${store.id}`, headers })
      ).json();
      const [taken] = await crashApp.ctx.jobs.fetch(backupQueue);
      expect(taken?.data).toEqual({ backupId: backup.id });
      // The worker died holding the job: nothing marked DONE, no archive under the final name.
      const list = async () =>
        (await crashApp.inject({ url: `/api/v1/backups/store/${store.id}`, headers })).json().content as Backup[];
      expect((await list())[0]?.statusType).toBe('PENDING');
      const archives = async () => {
        const keys: string[] = [];
        for await (const blob of crashApp.ctx.blobs.list('backups/fragile/')) keys.push(blob.key);
        return keys;
      };
      expect(await archives()).toEqual([]);
      // Past its 1 s expiry, without waiting for it.
      await ageRunningJobs(crashApp, backupQueue, 2);
      await crashApp.ctx.jobs.supervise(backupQueue);
      await registerBackupJobs(crashApp.ctx, { work: true, expireInSeconds: 1, retryDelay: 0 });
      await expect
        .poll(async () => (await list())[0], { timeout: 15_000, interval: 100 })
        .toMatchObject({ statusType: 'DONE', progress: 100 });
      expect(await archives()).toEqual([archiveKey('fragile', backup.fileName)]);
    } finally {
      await crashApp.close();
    }
  });
});
