import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearer, createSettledStore, postStore, testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { registerBackupJobs } from '../backups/jobs.ts';
import { backupQueue } from '../backups/lifecycle.ts';
import { backups } from '../backups/schema.ts';
import { registerStoreJobs } from '../stores/jobs.ts';
import { moveTo, storeQueue } from '../stores/lifecycle.ts';
import { storeStatuses } from '../stores/schema.ts';
import { registerOperatorJobs } from '../users/jobs.ts';
import { operatorQueue } from '../users/lifecycle.ts';
import { registerHousekeepingJobs, sweepLifecycles } from './jobs.ts';

type Headers = Record<string, string>;

const operator = {
  name: 'Lost Job',
  username: 'lost@example.com',
  password: 'lost-password',
  password2: 'lost-password',
  role: 'PARTNER',
};

const storeOf = async (app: App, headers: Headers, id: number) =>
  (await app.inject({ url: `/api/v1/stores/${id}`, headers })).json();

// Each test starts its own server (a fresh database): on a loaded machine that alone takes half a minute.
describe('commands are atomic with their jobs, and the sweeper leaves nothing stuck', { timeout: 120_000 }, () => {
  let app: App | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await app?.close();
    app = undefined;
  });

  it('writes nothing when the job cannot be sent: no status, no history row, no log line', async () => {
    app = await testApp();
    const current = app;
    await registerStoreJobs(current.ctx, { work: true });
    const admin = await bearer(current, 'admin');
    const store = await createSettledStore(current, admin, 'Atomic');
    const before = await storeOf(current, admin, store.id);
    vi.spyOn(current.ctx.jobs, 'send').mockRejectedValueOnce(new Error('job queue unreachable'));
    const deactivate = await current.inject({
      method: 'PUT',
      url: `/api/v1/stores/update_status/${store.id}`,
      headers: admin,
      payload: { statusType: 'DEACTIVATE' },
    });
    expect(deactivate.statusCode).toBe(500);
    const after = await storeOf(current, admin, store.id);
    expect(after.storeStatus.statusType).toBe(before.storeStatus.statusType);
    expect(after.storeStatuses).toEqual(before.storeStatuses);
    expect(after.logs).toEqual(before.logs);
    // And the next attempt goes through as usual.
    const again = await current.inject({
      method: 'PUT',
      url: `/api/v1/stores/update_status/${store.id}`,
      headers: admin,
      payload: { statusType: 'DEACTIVATE' },
    });
    expect(again.json().storeStatus.statusType).toBe('DEACTIVATING');
    await expect
      .poll(async () => (await storeOf(current, admin, store.id)).storeStatus.statusType, { timeout: 30_000 })
      .toBe('DEACTIVATED');
  });

  it('resumes stores, operators and backups whose write committed but whose job never arrived', async () => {
    app = await testApp();
    const current = app;
    await registerStoreJobs(current.ctx, { work: true });
    const admin = await bearer(current, 'admin');
    const settled = await createSettledStore(current, admin, 'Settled');
    // From here on no worker runs: each command's write commits, then its job is lost,
    // exactly what a crash between the write and the send left before the sends were atomic.
    await current.ctx.jobs.offWork(storeQueue);
    await registerBackupJobs(current.ctx, { work: false });
    await registerOperatorJobs(current.ctx, { work: false });
    const created = await postStore(current, admin, 'Crashed');
    expect(created.statusCode).toBe(201);
    const crashed: number = created.json().id;
    const user = await current.inject({ method: 'POST', url: '/api/v1/users', headers: admin, payload: operator });
    expect(user.json().statusType).toBe('CREATING');
    const backup = await current.inject({ method: 'POST', url: `/api/v1/backups/store/${settled.id}`, headers: admin });
    expect(backup.json().statusType).toBe('PENDING');
    await current.ctx.jobs.deleteQueuedJobs(storeQueue);
    await current.ctx.jobs.deleteQueuedJobs(operatorQueue);
    await current.ctx.jobs.deleteQueuedJobs(backupQueue);
    // The settled store is UPDATING with no job at all (as a restore whose backup vanished left it).
    await moveTo(current.ctx.db, settled.id, 'UPDATING', 'partner@example.com', 'Restore requested');

    // Nothing would ever move them again; the sweeper finds each one and resumes it, once.
    expect(await sweepLifecycles(current.ctx)).toEqual({ operators: 1, stores: 2, backups: 1 });
    expect(await sweepLifecycles(current.ctx)).toEqual({ operators: 0, stores: 0, backups: 0 });

    await registerStoreJobs(current.ctx, { work: true });
    await registerBackupJobs(current.ctx, { work: true });
    await registerOperatorJobs(current.ctx, { work: true });
    await expect
      .poll(async () => (await storeOf(current, admin, crashed)).storeStatus.statusType, { timeout: 30_000 })
      .toBe('CREATED');
    await expect
      .poll(async () => (await storeOf(current, admin, settled.id)).storeStatus.statusType, { timeout: 30_000 })
      .toBe('CREATED');
    await expect
      .poll(
        async () =>
          (await current.inject({ url: `/api/v1/users/${user.json().id}`, headers: admin })).json().statusType,
        { timeout: 30_000 },
      )
      .toBe('CREATED');
    await expect
      .poll(
        async () =>
          (await current.ctx.db.select().from(backups).where(eq(backups.id, backup.json().id)))[0]?.statusType,
        { timeout: 30_000 },
      )
      .toBe('DONE');
    const logs: { text: string }[] = (await storeOf(current, admin, crashed)).logs;
    expect(logs.map((l) => l.text)).toContain('CREATING had no job in flight (lost); CREATE resumed');
    // The resumed update is the requester's, and ends where the history says the store came from.
    const history = await current.ctx.db.select().from(storeStatuses).where(eq(storeStatuses.storeId, settled.id));
    expect(history.at(-1)).toMatchObject({ statusType: 'CREATED', createdBy: 'partner@example.com' });
  });

  it('after a restart, the start-up sweep and the workers settle what a crash left within a minute', async () => {
    app = await testApp();
    const current = app;
    await registerStoreJobs(current.ctx, { work: false });
    const admin = await bearer(current, 'admin');
    const created = await postStore(current, admin, 'Restarted');
    const id: number = created.json().id;
    await current.ctx.jobs.deleteQueuedJobs(storeQueue);
    // The restarted server: workers and the housekeeping schedules, as main starts them.
    const started = Date.now();
    await registerStoreJobs(current.ctx, { work: true });
    await registerHousekeepingJobs(current.ctx, { schedule: true });
    await expect
      .poll(async () => (await storeOf(current, admin, id)).storeStatus.statusType, { timeout: 60_000, interval: 500 })
      .toBe('CREATED');
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});
