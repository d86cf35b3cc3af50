import type { Context } from '../../../platform/context.ts';
import { ensureQueue, work, workerPolling } from '../../../platform/jobs.ts';
import { renewSubscriptions } from './service.ts';

export const webhookRenewalQueue = 'sync.webhook-renewal';

/**
 * Renews Business Central subscriptions before their three days run out: every hour, those with a
 * day or less left (so a failing renewal has some twenty tries before the subscription lapses).
 */
export async function registerWebhookJobs(ctx: Context, options: { work: boolean }): Promise<void> {
  // One run queued and one running across replicas.
  await ensureQueue(ctx.jobs, webhookRenewalQueue, { policy: 'stately', retryLimit: 1, expireInSeconds: 900 });
  if (!options.work) return;
  await work(ctx.jobs, webhookRenewalQueue, workerPolling.housekeeping, () => renewSubscriptions(ctx));
  await ctx.jobs.schedule(webhookRenewalQueue, '23 * * * *', null, { tz: 'UTC' });
}
