import { storeIdListParamSchema, syncStatusBatchSchema, syncStatusSchema } from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInOf } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/route-schemas.ts';
import type { Scope } from '../../stores/queries.ts';
import { manageConfig, manageScope, storeParams } from '../manage-access.ts';
import { storeStatus, storeStatuses } from './status-service.ts';

/**
 * GET /{storeId}/status (one store, through the store scope) and GET /{id1,id2,…}/status (the
 * stores list: keyed by id, the stores the caller may not see left out). The router sends a
 * segment of digits only to the single route; anything else (a comma, junk, NUL) to the batch
 * route, whose schema answers 400 for what is not a list of ≤ 1000 store ids. The batch is for
 * operators (the stores list); a store's client token uses the single route.
 */
export function statusRoutes(ctx: Context, scope: Scope): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['sync status'];
    app.get('/:storeId(^\\d+$)/status', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags,
        summary: "The store's health code and its open request's stage",
        params: storeParams,
        response: { 200: syncStatusSchema, ...errorResponses },
      },
      handler: async (request) => storeStatus(ctx, scope.store(request).id),
    });
    // Operators only: a client token reaches its own store, through the single route.
    app.get('/:storeIds/status', {
      schema: {
        tags,
        summary: 'Many stores\' health, keyed by store id (ids joined by commas, at most 1000; "5," for one)',
        params: z.object({ storeIds: storeIdListParamSchema }),
        response: { 200: syncStatusBatchSchema, ...errorResponses },
      },
      // Sent as JSON text, past the response schema's check (a zod parse of up to 1000 entries on
      // every stores-list poll): storeStatuses builds each entry from the contract's own types.
      handler: async (request, reply) => {
        const batch = await storeStatuses(ctx, signedInOf(request), request.params.storeIds);
        reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
        return batch;
      },
    });
  };
}
