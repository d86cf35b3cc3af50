import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import type { Scope } from '../stores/index.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import { gatewayDeps } from './deps.ts';
import { flushExchanges } from './exchange-writer.ts';
import { executeRoutes } from './execute-routes.ts';
import { integrationRoutes } from './integration-routes.ts';
import { logRoutes } from './log-routes.ts';
import { watchResolvedOperations } from './resolved-cache.ts';
import { closeGatewayRuntime, gatewayRuntime } from './runtime.ts';
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
