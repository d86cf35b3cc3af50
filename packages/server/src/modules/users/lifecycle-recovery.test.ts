import { afterEach, describe, expect, it } from 'vitest';
import { ageRunningJobs, bearer, testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { registerOperatorJobs } from './jobs.ts';
import { operatorQueue } from './lifecycle.ts';

const operator = {
  name: 'Crash Test',
  username: 'crash@example.com',
  password: 'crash-password',
  password2: 'crash-password',
  role: 'PARTNER',
};

async function statusOf(app: App, headers: { authorization: string }, id: number, until: (s: string) => boolean) {
  for (let i = 0; i < 150; i++) {
    const body = (await app.inject({ url: `/api/v1/users/${id}`, headers })).json();
    if (until(body.statusType)) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('status never reached');
}

// Each test starts its own server (a fresh database): on a loaded machine that alone takes half a minute.
describe('operator jobs survive crashes', { timeout: 120_000 }, () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('retries a job whose worker died mid-way, and the operator settles', async () => {
    app = await testApp();
    // No worker yet: the request only enqueues.
    await registerOperatorJobs(app.ctx, { work: false, expireInSeconds: 1, retryDelay: 0 });
    const admin = await bearer(app, 'admin');
    const created = (
      await app.inject({ method: 'POST', url: '/api/v1/users', headers: admin, payload: operator })
    ).json();
    // A worker takes the job and dies without completing it.
    const [taken] = await app.ctx.jobs.fetch(operatorQueue);
    expect(taken?.data).toMatchObject({ operatorId: created.id, action: 'create' });
    // Past its 1 s expiry, without waiting for it.
    await ageRunningJobs(app, operatorQueue, 2);
    await app.ctx.jobs.supervise(operatorQueue);
    await registerOperatorJobs(app.ctx, { work: true, expireInSeconds: 1, retryDelay: 0 });
    const settled = await statusOf(app, admin, created.id, (s) => !s.endsWith('ING'));
    expect(settled.statusType).toBe('CREATED');
  });

  it('marks the operator FAILED with a log line when every retry fails', async () => {
    app = await testApp();
    app.ctx.sendMail = async () => {
      throw new Error('SMTP server unreachable');
    };
    await registerOperatorJobs(app.ctx, { work: true, retryLimit: 1, retryDelay: 0 });
    const admin = await bearer(app, 'admin');
    const created = (
      await app.inject({ method: 'POST', url: '/api/v1/users', headers: admin, payload: operator })
    ).json();
    const failed = await statusOf(app, admin, created.id, (s) => s === 'FAILED');
    expect(failed.logs.at(-1)).toMatchObject({
      logType: 'ERROR',
      text: 'create failed after retries; edit the operator to try again',
    });
  });
});
