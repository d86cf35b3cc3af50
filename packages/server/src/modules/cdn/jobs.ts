import type { Context } from '../../platform/context.ts';
import { ensureQueue, work, workerPolling } from '../../platform/jobs.ts';
import { recordCdnSizes } from './service.ts';

export const cdnSizeQueue = 'cdn.record-sizes';

/** The daily record of every store's CDN folder size (00:05 UTC). */
export async function registerCdnJobs(ctx: Context, options: { work: boolean }) {
  await ensureQueue(ctx.jobs, cdnSizeQueue);
  if (!options.work) return;
  await work(ctx.jobs, cdnSizeQueue, workerPolling.housekeeping, async () => {
    await recordCdnSizes(ctx);
  });
  await ctx.jobs.schedule(cdnSizeQueue, '5 0 * * *', null, { tz: 'UTC' });
}
