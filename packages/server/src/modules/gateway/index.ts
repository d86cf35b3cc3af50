// The front door of the gateway module: what the app and other modules may import (docs/decisions/0090-modules-front-doors-manifest-hooks.md).
import type { AppModule } from '../stores/index.ts';
import { onStoreProvisioned } from './business-central.ts';
import { ensureGatewayCatalogue } from './catalogue-seed.ts';
import { watchGatewayCatalogue } from './catalogue-service.ts';
import { registerGatewayJobs } from './jobs.ts';
import { gatewayRoutes } from './routes.ts';
import { closeTransforms } from './transforms/index.ts';

export { activeDirectoryIntegration, businessCentralIntegration } from './business-central.ts';
export { gatewayDeps } from './deps.ts';
export { type CallerRequest, executeOperation, type GatewayDeps } from './execute.ts';
export { readIntegration, saveIntegration } from './integrations-service.ts';
export { gatewayRuntime } from './runtime.ts';
export type { ResolvedOperation } from './types.ts';
export { guardedConnector, RefusedUpstreamError, refusal, undici } from './upstream-guard.ts';

export const gatewayModule: AppModule = {
  name: 'gateway',
  onStart: watchGatewayCatalogue,
  seed: ensureGatewayCatalogue,
  routes: (ctx, { guard, scope }) => gatewayRoutes(ctx, guard, scope),
  jobs: registerGatewayJobs,
  // The transforms' worker threads (started by the first JAVASCRIPT, XSLT or THYMELEAF step).
  onClose: closeTransforms,
  hooks: { storeProvisioned: onStoreProvisioned },
};
