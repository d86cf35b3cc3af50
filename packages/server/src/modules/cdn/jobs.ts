import type { Context } from '../../platform/context.ts';
import { work } from '../../platform/jobs.ts';
import { recordCdnSizes } from './service.ts';

export const cdnSizeQueue = 'cdn.record-sizes';

/** The daily record of every store's CDN folder size (00:05 UTC). */
export async function registerCdnJobs(ctx: Context, options: { work: boolean }) {
  await ctx.jobs.createQueue(cdnSizeQueue);
  if (!options.work) return;
  await work(ctx.jobs, cdnSizeQueue, {}, async () => {
    await recordCdnSizes(ctx);
  });
  await ctx.jobs.schedule(cdnSizeQueue, '5 0 * * *', null, { tz: 'UTC' });
}
