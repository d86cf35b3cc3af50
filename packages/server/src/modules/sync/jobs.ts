import type { Context } from '../../platform/context.ts';

/** The scheduler's minute tick (SYNC.md "Scheduler"). SEAM: filled by the sync-config helper. */
export async function registerSyncJobs(_ctx: Context, _options: { work: boolean }): Promise<void> {}
