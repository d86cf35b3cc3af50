import { authModule } from './modules/auth/index.ts';
import { backupsModule } from './modules/backups/index.ts';
import { cdnModule } from './modules/cdn/index.ts';
import { clientCredentialsModule } from './modules/client-credentials/index.ts';
import { configsModule } from './modules/configs/index.ts';
import { dashboardModule } from './modules/dashboard/index.ts';
import { dataCentresModule } from './modules/data-centres/index.ts';
import { environmentsModule } from './modules/environments/index.ts';
import { erpTypesModule } from './modules/erp-types/index.ts';
import { gatewayModule } from './modules/gateway/index.ts';
import { housekeepingModule } from './modules/housekeeping/index.ts';
import { identityModule } from './modules/identity/index.ts';
import { type AppModule, storesModule } from './modules/stores/index.ts';
import { syncModule } from './modules/sync/index.ts';
import { usersModule } from './modules/users/index.ts';
import { versionsModule } from './modules/versions/index.ts';
import type { Context } from './platform/context.ts';

/**
 * Every module's manifest (its index.ts), in the order the app runs them: start hooks, seeds, job
 * queues, API routes (the order of the OpenAPI document), hooks (platform/hooks.ts: the operators'
 * answer comes before the stores'). The housekeeping comes last: it sweeps the others' queues.
 */
export const serverModules: readonly AppModule[] = [
  authModule,
  usersModule,
  dataCentresModule,
  configsModule,
  dashboardModule,
  erpTypesModule,
  versionsModule,
  identityModule,
  storesModule,
  clientCredentialsModule,
  cdnModule,
  backupsModule,
  environmentsModule,
  gatewayModule,
  syncModule,
  housekeepingModule,
];

/**
 * Every module's job queues, and with `work` their workers and schedules (the housekeeping's come
 * with the workers only). Without `work` only `ctx.jobs` is used: the build fills its templates'
 * queues this way (platform/db-template-build.ts).
 */
export async function registerModuleJobs(ctx: Context, options: { work: boolean }): Promise<void> {
  for (const module of serverModules) await module.jobs?.(ctx, options);
}
