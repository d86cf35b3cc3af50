import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwords, signIn, testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { refreshTokens } from '../auth/schema.ts';
import { purgeAuthRecordsQueue, registerHousekeepingJobs } from './jobs.ts';

describe('durable job queue (pg-boss on the same database)', () => {
  let app: App;
  beforeAll(async () => {
    app = await testApp({ refreshTokenTtl: 1 });
    await registerHousekeepingJobs(app.ctx, { schedule: false });
  });
  afterAll(() => app.close());

  it('runs a queued housekeeping job that purges expired refresh tokens', async () => {
    await signIn(app, 'admin@example.com', passwords.admin);
    const tokens = async () => (await app.ctx.db.select({ n: count() }).from(refreshTokens))[0]?.n;
    expect(await tokens()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const jobId = await app.ctx.jobs.send(purgeAuthRecordsQueue, {});
    expect(jobId).toBeTruthy();
    await expect
      .poll(async () => (await app.ctx.jobs.getJobById(purgeAuthRecordsQueue, jobId ?? ''))?.state, {
        timeout: 10_000,
        interval: 200,
      })
      .toBe('completed');
    expect(await tokens()).toBe(0);
  });
});
