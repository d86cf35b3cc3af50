import {
  agentNameSchema,
  errorResponseSchema,
  filterExprReplySchema,
  filterExprRequestSchema,
  filterTreeReplySchema,
  filterTreeRequestSchema,
  filterTreeSchema,
  saveTableFilterSchema,
  tableFilterListSchema,
  tableFilterSchema,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInOf } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { errorResponses } from '../../../platform/route-schemas.ts';
import type { Scope } from '../../stores/index.ts';
import { manageConfig, manageScope, storeParams } from '../manage-access.ts';
import { deleteFilter, exprOfTree, listFilters, readFilter, saveFilter, treeOfExpr } from './filters-service.ts';

const tableParams = storeParams.extend({ table: agentNameSchema });
const agentFailures = { 502: errorResponseSchema, 504: errorResponseSchema };

/** Sync: table filters and the expression ⇄ tree conversions of the Filters tab. */
export function filterRoutes(ctx: Context, scope: Scope): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['sync filters'];
    app.get('/:storeId/filter', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags,
        summary: "The store's table filters",
        params: storeParams,
        response: { 200: tableFilterListSchema, ...errorResponses },
      },
      handler: async (request) => listFilters(ctx, scope.store(request)),
    });
    app.get('/:storeId/filter/:table', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags,
        summary: "The table's filter; 404 when it has none",
        params: tableParams,
        response: { 200: tableFilterSchema, ...errorResponses },
      },
      handler: async (request) => readFilter(ctx, scope.store(request), request.params.table),
    });
    app.post('/:storeId/filter/:table', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags,
        summary:
          "Saves the table's filter: expr is parsed (a tree sent must match it), its columns checked against the source table's",
        params: tableParams,
        body: saveTableFilterSchema,
        response: { 200: tableFilterSchema, ...errorResponses, ...agentFailures },
      },
      handler: async (request) =>
        saveFilter(ctx, signedInOf(request), scope.store(request), request.params.table, request.body),
    });
    app.delete('/:storeId/filter/:table', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags,
        summary: "Removes a table's filter",
        params: tableParams,
        response: { 202: z.undefined(), ...errorResponses },
      },
      handler: async (request, reply) => {
        await deleteFilter(ctx, scope.store(request), request.params.table);
        return reply.status(202).send();
      },
    });

    // Not store-scoped: pure conversions for any signed-in operator.
    app.post('/filter/expr', {
      schema: {
        tags,
        summary: "A tree's canonical expression (400 naming what is wrong with the tree)",
        body: filterExprRequestSchema,
        response: { 200: filterExprReplySchema, ...errorResponses },
      },
      handler: async (request) => {
        const parsed = filterTreeSchema.safeParse(request.body.tree);
        if (!parsed.success) {
          const details = parsed.error.issues.slice(0, 20).map((issue) => ({
            path: ['tree', ...issue.path].join('.'),
            message: issue.message,
          }));
          const first = details[0];
          throw AppError.badRequest(`Invalid filter tree${first ? `: ${first.path} ${first.message}` : ''}`, details);
        }
        return { expr: exprOfTree(parsed.data) };
      },
    });
    app.post('/filter/tree', {
      schema: {
        tags,
        summary: "An expression's tree (400 naming the position of the problem)",
        body: filterTreeRequestSchema,
        response: { 200: filterTreeReplySchema, ...errorResponses },
      },
      handler: async (request) => ({ tree: treeOfExpr(request.body.expr) }),
    });
  };
}
