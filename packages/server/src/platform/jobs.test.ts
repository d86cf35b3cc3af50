import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/helpers.ts';
import type { App } from '../app.ts';
import { storeQueue } from '../modules/stores/lifecycle.ts';
import { registerModuleJobs } from '../server-modules.ts';
import type { Context } from './context.ts';
import { type Jobs, startJobs } from './jobs.ts';

/** What a new start of the server on this database does with the queues it finds. */
async function registerAsAStart(app: App, use: (jobs: Jobs) => Promise<void>) {
  const jobs = await startJobs(app.ctx.database, { supervise: false });
  try {
    await registerModuleJobs({ ...app.ctx, jobs } satisfies Context, { work: false });
    await use(jobs);
  } finally {
    await jobs.stop({ graceful: false });
  }
}

describe('job queues at start', () => {
  let app: App;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('leaves a queue that already has these settings untouched', async () => {
    const before = await app.ctx.jobs.getQueue(storeQueue);
    expect(before?.retryLimit).toBe(3);
    await registerAsAStart(app, async (jobs) => {
      const after = await jobs.getQueue(storeQueue);
      expect(after?.updatedOn).toEqual(before?.updatedOn);
    });
  });

  it("brings a queue an earlier version made with other settings to this version's", async () => {
    await app.ctx.jobs.updateQueue(storeQueue, { retryLimit: 9, expireInSeconds: 77, heartbeatSeconds: null });
    await registerAsAStart(app, async (jobs) => {
      const queue = await jobs.getQueue(storeQueue);
      expect(queue).toMatchObject({
        retryLimit: 3,
        expireInSeconds: 300,
        heartbeatSeconds: 20,
        deadLetter: `${storeQueue}.failed`,
      });
    });
  });

  it('creates a queue the database does not have, with its dead-letter queue', async () => {
    await app.ctx.jobs.deleteQueue(storeQueue);
    await app.ctx.jobs.deleteQueue(`${storeQueue}.failed`);
    await registerAsAStart(app, async (jobs) => {
      expect(await jobs.getQueue(storeQueue)).toMatchObject({ retryLimit: 3, notify: true });
      expect(await jobs.getQueue(`${storeQueue}.failed`)).toMatchObject({ notify: true });
    });
  });
});
