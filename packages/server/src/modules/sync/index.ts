// The front door of the sync module: what the app and other modules may import (docs/decisions/0090-modules-front-doors-manifest-hooks.md).
import type { AppModule } from '../stores/index.ts';
import { registerSyncJobs } from './jobs.ts';
import { syncRoutes } from './routes.ts';

export { ensureGatewaySource, sealAgentKey } from './config/sources-service.ts';
export { purgeChunkBlobs } from './engine/chunk-retention.ts';
export { fleetAgents } from './health/fleet-agents.ts';
export { traceTokenToHeader } from './trace/trace-routes.ts';

export const syncModule: AppModule = {
  name: 'sync',
  routes: (ctx, { scope }) => syncRoutes(ctx, scope),
  jobs: registerSyncJobs,
};
