import type { Context } from '../../platform/context.ts';

/** The gateway's jobs (exchange-log partitions and retention). */
export async function registerGatewayJobs(_ctx: Context, _options: { work: boolean }): Promise<void> {}
