import type { Context } from '../../platform/context.ts';
import { ensureQueue, work, workerPolling } from '../../platform/jobs.ts';
import { purgeExpiredAuthRecords } from '../auth/index.ts';
import { sweepBackups } from '../backups/index.ts';
import { sweepStores } from '../stores/index.ts';
import { purgeChunkBlobs } from '../sync/index.ts';
import { sweepOperators } from '../users/index.ts';

export const purgeAuthRecordsQueue = 'housekeeping.purge-auth-records';
export const sweepQueue = 'housekeeping.sweep';
export const dailyQueue = 'housekeeping.daily';

/**
 * Every entity whose in-flight status has no live job left (lost to a crash before this
 * version's atomic sends, a deleted job, a job that completed without settling it) is resumed.
 */
export async function sweepLifecycles(ctx: Context) {
  return {
    operators: await sweepOperators(ctx),
    stores: await sweepStores(ctx),
    backups: await sweepBackups(ctx),
  };
}

/**
 * Registers the housekeeping workers and their schedules on the durable queue: the auth purge
 * hourly; the sweeper every minute and once at start, so a restart settles what a crash left; the
 * daily retention (sync chunk blobs of finished requests older than SYNC_CHUNK_RETENTION_DAYS).
 */
export async function registerHousekeepingJobs(ctx: Context, options: { schedule: boolean }) {
  await ensureQueue(ctx.jobs, purgeAuthRecordsQueue);
  await work(ctx.jobs, purgeAuthRecordsQueue, workerPolling.housekeeping, async () => {
    const purged = await purgeExpiredAuthRecords(ctx);
    return purged;
  });
  // At most one sweep queued and one running across replicas; more requests meanwhile are dropped.
  await ensureQueue(ctx.jobs, sweepQueue, { policy: 'stately', retryLimit: 0, expireInSeconds: 300 });
  await work(ctx.jobs, sweepQueue, workerPolling.housekeeping, async () => {
    const swept = await sweepLifecycles(ctx);
    if (swept.operators + swept.stores + swept.backups > 0) console.warn('lifecycle sweeper resumed', swept);
    return swept;
  });
  await ensureQueue(ctx.jobs, dailyQueue, { policy: 'stately', retryLimit: 2, expireInSeconds: 3600 });
  await work(ctx.jobs, dailyQueue, workerPolling.housekeeping, async () => ({
    syncChunkBlobs: await purgeChunkBlobs(ctx),
  }));
  if (options.schedule) {
    await ctx.jobs.schedule(purgeAuthRecordsQueue, '17 * * * *');
    await ctx.jobs.schedule(sweepQueue, '* * * * *');
    await ctx.jobs.schedule(dailyQueue, '41 3 * * *');
    await ctx.jobs.send(sweepQueue, {});
  }
}
