// The front door of the sync module: what the app and other modules may import (docs/decisions/0090-modules-front-doors-manifest-hooks.md).
import type { AppModule } from '../stores/index.ts';
import { registerSyncJobs } from './jobs.ts';
import { syncRoutes } from './routes.ts';

export { purgeChunkBlobs } from './chunk-retention.ts';
export { fleetAgents } from './engine/fleet-agents.ts';
export { ensureGatewaySource, sealAgentKey } from './sources-service.ts';
export { traceTokenToHeader } from './trace/trace-routes.ts';

export const syncModule: AppModule = {
  name: 'sync',
  routes: (ctx, { scope }) => syncRoutes(ctx, scope),
  jobs: registerSyncJobs,
};
