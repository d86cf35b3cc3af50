import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../platform/context.ts';
import type { Scope } from '../stores/index.ts';
import { filterRoutes } from './config/filter-routes.ts';
import { mappingRoutes } from './config/mapping-routes.ts';
import { scheduleRoutes, syncVersionRoutes } from './config/schedule-routes.ts';
import { settingsRoutes } from './config/settings-routes.ts';
import { sourceRoutes } from './config/source-routes.ts';
import { failureRoutes } from './engine/failure-routes.ts';
import { loadRoutes } from './engine/load-routes.ts';
import { requestRoutes } from './engine/request-routes.ts';
import { reconciliationRoutes } from './health/reconciliation-routes.ts';
import { statusRoutes } from './health/status-routes.ts';
import { traceRoutes } from './trace/trace-routes.ts';
import { webhookRoutes } from './webhooks/routes.ts';

/**
 * Every sync route under /api/v1/sync, each store route through
 * the one store scope (path `storeId`, or the source's id via its store), the x-xm-store header
 * checked there. Operators by role and partner; a store's client token with the `sync:manage` scope.
 */
export function syncRoutes(ctx: Context, scope: Scope): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(sourceRoutes(ctx, scope), { prefix: '/sync' });
    await app.register(mappingRoutes(ctx, scope), { prefix: '/sync' });
    await app.register(filterRoutes(ctx, scope), { prefix: '/sync' });
    await app.register(scheduleRoutes(ctx, scope), { prefix: '/sync' });
    await app.register(settingsRoutes(ctx, scope), { prefix: '/sync' });
    await app.register(requestRoutes(ctx, scope), { prefix: '/sync' });
    await app.register(loadRoutes(ctx, scope), { prefix: '/sync' });
    await app.register(failureRoutes(ctx, scope), { prefix: '/sync' });
    await app.register(statusRoutes(ctx, scope), { prefix: '/sync' });
    await app.register(webhookRoutes(ctx, scope), { prefix: '/sync' });
    await app.register(reconciliationRoutes(ctx, scope), { prefix: '/sync' });
    // Live diagnostics: STOMP over a WebSocket at /sync/trace (trace/trace-routes.ts).
    await app.register(traceRoutes(ctx));
    // PATCH /store-manager/stores/{storeId}/sync-version sits beside the stores' own routes.
    await app.register(syncVersionRoutes(ctx, scope));
  };
}
