import type { Context } from '../../platform/context.ts';
import { purgeExpiredAuthRecords } from '../auth/service.ts';

export const purgeAuthRecordsQueue = 'housekeeping.purge-auth-records';

/** Registers the housekeeping worker and its hourly schedule on the durable queue. */
export async function registerHousekeepingJobs(ctx: Context, options: { schedule: boolean }) {
  await ctx.jobs.createQueue(purgeAuthRecordsQueue);
  await ctx.jobs.work(purgeAuthRecordsQueue, async () => {
    const purged = await purgeExpiredAuthRecords(ctx);
    return purged;
  });
  if (options.schedule) await ctx.jobs.schedule(purgeAuthRecordsQueue, '17 * * * *');
}
