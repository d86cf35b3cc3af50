import {
  failureActionReplySchema,
  failureDetailListSchema,
  failureDetailQuerySchema,
  failureGroupListSchema,
  failureIdSchema,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/route-schemas.ts';
import type { Scope } from '../../stores/index.ts';
import { manageConfig, manageScope, storeInPath, storeParams } from '../manage-access.ts';
import { actOnFailure, actOnGroup, failureDetails, failureGroups } from './failures-service.ts';
import { requestParams } from './request-routes.ts';

const groupParams = requestParams.extend({ groupId: failureIdSchema });
const failureParams = storeParams.extend({ code: failureIdSchema });

/** A request's failures (docs/decisions/0070; contract sync-failures.ts): groups, rows, delete and retry. */
export function failureRoutes(ctx: Context, scope: Scope): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['sync requests'];
    const running = manageConfig(storeInPath, 'closed');
    app.get('/:storeId/request/:id/failure', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags,
        summary: "A request's failure groups (table, category, count), keyed by id",
        params: requestParams,
        response: { 200: failureGroupListSchema, ...errorResponses },
      },
      handler: async (request) => failureGroups(ctx, scope.store(request), request.params.id),
    });
    app.get('/:storeId/request/:id/failure/:groupId', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags,
        summary: "A failure group's rows, in keyset pages (n, after)",
        params: groupParams,
        querystring: failureDetailQuerySchema,
        response: { 200: failureDetailListSchema, ...errorResponses },
      },
      handler: async (request) =>
        failureDetails(ctx, scope.store(request), request.params.id, request.params.groupId, request.query),
    });
    app.delete('/:storeId/request/:id/failure/:groupId', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags,
        summary: "Deletes a group's failures",
        params: groupParams,
        response: { 200: failureActionReplySchema, ...errorResponses },
      },
      handler: async (request) =>
        actOnGroup(ctx, scope.store(request), request.params.id, request.params.groupId, 'delete'),
    });
    app.get('/:storeId/request/:id/failure/:groupId/retry', {
      config: running,
      preHandler: manageScope,
      schema: {
        tags,
        summary: "Retries a group's rows with the current mapping",
        params: groupParams,
        response: { 200: failureActionReplySchema, ...errorResponses },
      },
      handler: async (request) =>
        actOnGroup(ctx, scope.store(request), request.params.id, request.params.groupId, 'retry'),
    });
    app.delete('/:storeId/failure/:code', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags,
        summary: 'Deletes one failure',
        params: failureParams,
        response: { 200: failureActionReplySchema, ...errorResponses },
      },
      handler: async (request) => actOnFailure(ctx, scope.store(request), request.params.code, 'delete'),
    });
    app.get('/:storeId/failure/:code/retry', {
      config: running,
      preHandler: manageScope,
      schema: {
        tags,
        summary: 'Retries one failure with the current mapping',
        params: failureParams,
        response: { 200: failureActionReplySchema, ...errorResponses },
      },
      handler: async (request) => actOnFailure(ctx, scope.store(request), request.params.code, 'retry'),
    });
  };
}
