import { reconciliationSchema } from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/route-schemas.ts';
import type { Scope } from '../../stores/index.ts';
import { manageConfig, manageScope, storeParams } from '../manage-access.ts';
import { reconcile } from './reconciliation-service.ts';

/** GET /{storeId}/reconciliation: source vs store, table by table, computed when asked (the Dashboard's Reconcile). */
export function reconciliationRoutes(ctx: Context, scope: Scope): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/:storeId/reconciliation', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags: ['sync requests'],
        summary:
          "Each mapped source table's rows and key-set checksum (through the agent, under its filter) against the store table's",
        params: storeParams,
        response: { 200: reconciliationSchema, ...errorResponses },
      },
      handler: async (request) => reconcile(ctx, scope.store(request)),
    });
  };
}
