import {
  deletePlanBodySchema,
  deletePlanSchema,
  failureActionReplySchema,
  failureDetailListSchema,
  failureDetailQuerySchema,
  failureGroupListSchema,
  failureIdSchema,
  syncGraphPeriodSchema,
  syncGraphSchema,
  syncRequestIdSchema,
  syncRequestListQuerySchema,
  syncRequestListSchema,
  syncRequestReplySchema,
  uploadDataBodySchema,
  uploadDataQuerySchema,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInOf } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { errorResponses } from '../../platform/route-schemas.ts';
import type { Scope } from '../stores/index.ts';
import { deletePlan } from './delete-plan.ts';
import { actOnFailure, actOnGroup, failureDetails, failureGroups, restartOrRetry } from './failures-service.ts';
import { syncGraph } from './graph-service.ts';
import { manageConfig, manageScope, storeInPath, storeParams } from './manage-access.ts';
import { createRequest, getRequest, listRequests, stopRequest } from './request-service.ts';

const requestParams = storeParams.extend({ id: syncRequestIdSchema });
const groupParams = requestParams.extend({ groupId: failureIdSchema });
const failureParams = storeParams.extend({ code: failureIdSchema });

/** Sync requests and their failures (docs/decisions/0066, 0070; contract sync-requests.ts, sync-failures.ts). */
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
    app.get('/:storeId/uploadData', {
      config: running,
      preHandler: manageScope,
      schema: {
        tags,
        summary: 'Load all: a FULL request of every mapped table (truncate: Delete Before Load)',
        params: storeParams,
        querystring: uploadDataQuerySchema,
        response: { 202: syncRequestReplySchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        const created = await createRequest(ctx, signedInOf(request), scope.store(request), {
          requestType: 'LOAD_ALL',
          tables: [],
          truncate: request.query.truncate,
          deleteMode: request.query.deleteMode,
        });
        reply.status(202);
        return created;
      },
    });
    app.post('/:storeId/uploadData', {
      config: running,
      preHandler: manageScope,
      schema: {
        tags,
        summary: 'Load tables: a FULL request of the named mapped tables',
        params: storeParams,
        querystring: uploadDataQuerySchema,
        body: uploadDataBodySchema,
        response: { 202: syncRequestReplySchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        const created = await createRequest(ctx, signedInOf(request), scope.store(request), {
          requestType: 'LOAD_TABLES',
          tables: request.body.tables,
          truncate: request.query.truncate,
          deleteMode: request.query.deleteMode,
        });
        reply.status(202);
        return created;
      },
    });
    app.post('/:storeId/uploadData/deletePlan', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags,
        summary:
          'What Delete Before Load of these source tables ([] = all) empties: the store tables, their dependents through foreign keys, their rows, and why only the chosen ones cannot be emptied',
        params: storeParams,
        body: deletePlanBodySchema,
        response: { 200: deletePlanSchema, ...errorResponses },
      },
      handler: async (request) => deletePlan(ctx, scope.store(request), request.body.tables),
    });
    app.get('/:storeId/uploadChanges', {
      config: running,
      preHandler: manageScope,
      schema: {
        tags,
        summary:
          "Load changes: the scheduler's next run, now (INCREMENTAL from the store's change position; FULL when it has none)",
        params: storeParams,
        response: { 202: syncRequestReplySchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        const created = await createRequest(ctx, signedInOf(request), scope.store(request), {
          requestType: 'LOAD_CHANGES',
          tables: [],
          truncate: false,
        });
        reply.status(202);
        return created;
      },
    });
    app.get('/:storeId/graph/:period', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags,
        summary: "Sync Traffic: the store's uploads, rows, bytes and errors per bucket of the period, in its zone",
        params: storeParams.extend({ period: syncGraphPeriodSchema }),
        response: { 200: syncGraphSchema, ...errorResponses },
      },
      handler: async (request) => syncGraph(ctx, scope.store(request), request.params.period),
    });
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
