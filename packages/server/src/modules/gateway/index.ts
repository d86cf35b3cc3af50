// The front door of the gateway module: what the app and other modules may import (docs/decisions/0090-modules-front-doors-manifest-hooks.md).
import type { AppModule } from '../stores/index.ts';
import { ensureGatewayCatalogue } from './catalogue/catalogue-seed.ts';
import { watchGatewayCatalogue } from './catalogue/catalogue-service.ts';
import { onStoreProvisioned } from './integrations/business-central.ts';
import { registerGatewayJobs } from './jobs.ts';
import { gatewayRoutes } from './routes.ts';
import { closeTransforms } from './transforms/index.ts';

export { gatewayDeps } from './execution/deps.ts';
export { type CallerRequest, executeOperation, type GatewayDeps } from './execution/execute.ts';
export { gatewayRuntime } from './execution/runtime.ts';
export { guardedConnector, RefusedUpstreamError, refusal, undici } from './execution/upstream-guard.ts';
export { activeDirectoryIntegration, businessCentralIntegration } from './integrations/business-central.ts';
export { readIntegration, saveIntegration } from './integrations/integrations-service.ts';
export type { ResolvedOperation } from './types.ts';

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
