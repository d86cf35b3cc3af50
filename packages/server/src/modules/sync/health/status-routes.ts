import { storeIdListParamSchema, syncStatusBatchSchema, syncStatusSchema } from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInOf } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/route-schemas.ts';
import { storeScopeExtension, storeScopeMarker } from '../../../platform/store-scope.ts';
import type { Scope } from '../../stores/index.ts';
import { manageConfig, manageScope, storeParams } from '../manage-access.ts';
import { storeStatus, storeStatuses } from './status-service.ts';

/**
 * GET /{storeId}/status (one store, through the store scope) and GET /{id1,id2,…}/status (the
 * stores list: keyed by id, the stores the caller may not see left out). The router sends a
 * segment of digits only to the single route; anything else (a comma, junk, NUL) to the batch
 * route, whose schema answers 400 for what is not a list of ≤ 1000 store ids. The batch is for
 * operators (the stores list); a store's client token uses the single route.
 *
 * One URL, so the document has one path: `/{storeIds}/status`, documented on the batch route with
 * both answers and the single route's store-scope marker (the isolation test asks it as a
 * store-scoped route: digits reach the single route). The single route is left out of it.
 */
export function statusRoutes(ctx: Context, scope: Scope): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['sync status'];
    const single = manageConfig();
    app.get('/:storeId(^\\d+$)/status', {
      config: single,
      preHandler: manageScope,
      schema: {
        hide: true,
        params: storeParams,
        response: { 200: syncStatusSchema, ...errorResponses },
      },
      handler: async (request) => storeStatus(ctx, scope.store(request).id),
    });
    // Operators only: a client token reaches its own store, through the single route.
    app.get('/:storeIds/status', {
      schema: {
        tags,
        summary: "One store's sync health (an id), or many stores' keyed by id (ids joined by commas)",
        description:
          "With one store id (digits only): that store's health code and its open request's stage, for an " +
          "operator or the store's client token (sync:manage scope). With ids joined by commas (at most 1000; " +
          '"5," for one): each store\'s health keyed by id, the stores the operator may not see left out.',
        params: z.object({ storeIds: storeIdListParamSchema }),
        response: { 200: z.union([syncStatusSchema, syncStatusBatchSchema]), ...errorResponses },
        [storeScopeExtension]: storeScopeMarker(single.storeScope, single.accepts, 'storeIds'),
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
