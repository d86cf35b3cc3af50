import {
  deletePlanBodySchema,
  deletePlanSchema,
  syncGraphPeriodSchema,
  syncGraphSchema,
  syncRequestReplySchema,
  uploadDataBodySchema,
  uploadDataQuerySchema,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInOf } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/route-schemas.ts';
import type { Scope } from '../../stores/index.ts';
import { syncGraph } from '../health/graph-service.ts';
import { manageConfig, manageScope, storeInPath, storeParams } from '../manage-access.ts';
import { deletePlan } from './delete-plan.ts';
import { createRequest } from './request-service.ts';

/** Loading a store: load all, load tables, what Delete Before Load empties, load changes, and the traffic graph. */
export function loadRoutes(ctx: Context, scope: Scope): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['sync requests'];
    const running = manageConfig(storeInPath, 'closed');
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
  };
}
