import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import type { Scope } from '../stores/index.ts';
import { catalogueRoutes } from './catalogue/catalogue-routes.ts';
import { flushExchanges } from './exchanges/exchange-writer.ts';
import { logRoutes } from './exchanges/log-routes.ts';
import { gatewayDeps } from './execution/deps.ts';
import { executeRoutes } from './execution/execute-routes.ts';
import { watchResolvedOperations } from './execution/resolved-cache.ts';
import { closeGatewayRuntime, gatewayRuntime } from './execution/runtime.ts';
import { integrationRoutes } from './integrations/integration-routes.ts';
import { transformPreviewRoutes } from './transforms/preview-routes.ts';

/** Every gateway route under /api/v1/gateway: the catalogue, store gateways, execution, logs, preview. */
export function gatewayRoutes(ctx: Context, guard: Guard, scope: Scope): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(catalogueRoutes(ctx, guard));
    await app.register(integrationRoutes(ctx, scope));
    await app.register(transformPreviewRoutes(ctx));
    await app.register(logRoutes(ctx, scope));
    await app.register(executeRoutes(ctx, scope, () => gatewayRuntime(ctx, gatewayDeps)));
    const unwatch = await watchResolvedOperations(ctx);
    app.addHook('onClose', async () => {
      await flushExchanges(ctx);
      await unwatch();
      await closeGatewayRuntime(ctx);
    });
  };
}
