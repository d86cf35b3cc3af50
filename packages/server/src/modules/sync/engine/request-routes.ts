import {
  syncRequestIdSchema,
  syncRequestListQuerySchema,
  syncRequestListSchema,
  syncRequestReplySchema,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/route-schemas.ts';
import type { Scope } from '../../stores/index.ts';
import { manageConfig, manageScope, storeInPath, storeParams } from '../manage-access.ts';
import { restartOrRetry } from './failures-service.ts';
import { getRequest, listRequests, stopRequest } from './request-service.ts';

export const requestParams = storeParams.extend({ id: syncRequestIdSchema });

/**
 * Sync requests (docs/decisions/0066; contract sync-requests.ts): list, read, stop, restart. Starting
 * one is load-routes.ts, its failures failure-routes.ts.
 */
export function requestRoutes(ctx: Context, scope: Scope): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['sync requests'];
    const running = manageConfig(storeInPath, 'closed');
    app.get('/:storeId/request', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags,
        summary:
          "The store's newest requests (n) of a scope (q: open, all, failed), searched by s; keyed by id, newest first",
        params: storeParams,
        querystring: syncRequestListQuerySchema,
        response: { 200: syncRequestListSchema, ...errorResponses },
      },
      handler: async (request) => listRequests(ctx, scope.store(request), request.query),
    });
    app.get('/:storeId/request/:id', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags,
        summary: 'One request',
        params: requestParams,
        response: { 200: syncRequestReplySchema, ...errorResponses },
      },
      handler: async (request) => getRequest(ctx, scope.store(request), request.params.id),
    });
    app.get('/:storeId/request/:id/stop', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags,
        summary: "Stops an unfinished request: FAILED 'cancelled', its agent's extraction cancelled",
        params: requestParams,
        response: { 202: syncRequestReplySchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        reply.status(202);
        return stopRequest(ctx, scope.store(request), request.params.id);
      },
    });
    app.get('/:storeId/request/:id/restart', {
      config: running,
      preHandler: manageScope,
      schema: {
        tags,
        summary:
          'Restarts a FAILED request under the same id, resuming from its last loaded chunk; a COMPLETED one with failed rows retries them',
        params: requestParams,
        response: { 202: syncRequestReplySchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        reply.status(202);
        return restartOrRetry(ctx, scope.store(request), request.params.id);
      },
    });
  };
}
