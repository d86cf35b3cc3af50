import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSettledStore, postStore, testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { jobTiming } from '../../platform/jobs.ts';
import { registerBackupJobs } from '../backups/jobs.ts';
import { backupQueue } from '../backups/lifecycle.ts';
import { backups } from '../backups/schema.ts';
import { registerStoreJobs } from '../stores/jobs.ts';
import { storeQueue } from '../stores/lifecycle.ts';

/**
 * A worker that claimed a job and died (killed process): the job sends no heartbeat any more,
 * and with the production settings (heartbeat, supervisor interval) it runs again within a minute.
 */
describe('a job whose worker died is retried within a minute', () => {
  let app: App;
  let admin: Record<string, string>;
  beforeAll(async () => {
    app = await testApp({ runWorkers: true });
    admin = await bearer(app, 'admin');
  }, 120_000);
  afterAll(() => app.close());

  it('settles a store whose CREATE job a dead worker held', async () => {
    expect(jobTiming.heartbeatSeconds + jobTiming.superviseSeconds).toBeLessThan(45);
    await app.ctx.jobs.offWork(storeQueue);
    const created = await postStore(app, admin, 'Orphaned');
    const id: number = created.json().id;
    const [claimed] = await app.ctx.jobs.fetch(storeQueue);
    expect(claimed?.data).toMatchObject({ storeDbId: id, action: 'CREATE' });
    const diedAt = Date.now();
    // A live worker again (as on another replica, or after the restart).
    await registerStoreJobs(app.ctx, { work: true });
    await expect
      .poll(
        async () => (await app.inject({ url: `/api/v1/stores/${id}`, headers: admin })).json().storeStatus.statusType,
        { timeout: 60_000, interval: 1000 },
      )
      .toBe('CREATED');
    expect(Date.now() - diedAt).toBeLessThan(60_000);
  }, 90_000);

  it('finishes a backup whose job a dead worker held', async () => {
    const store = await createSettledStore(app, admin, 'Orphan Backups');
    await app.ctx.jobs.offWork(backupQueue);
    const backup = (
      await app.inject({ method: 'POST', url: `/api/v1/backups/store/${store.id}`, headers: admin })
    ).json();
    const [claimed] = await app.ctx.jobs.fetch(backupQueue);
    expect(claimed?.data).toEqual({ backupId: backup.id });
    const diedAt = Date.now();
    await registerBackupJobs(app.ctx, { work: true });
    await expect
      .poll(async () => (await app.ctx.db.select().from(backups).where(eq(backups.id, backup.id)))[0]?.statusType, {
        timeout: 60_000,
        interval: 1000,
      })
      .toBe('DONE');
    expect(Date.now() - diedAt).toBeLessThan(60_000);
  }, 90_000);
});
