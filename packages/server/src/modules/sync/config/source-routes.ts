import {
  agentNameSchema,
  errorResponseSchema,
  idParamSchema,
  saveSyncSourceSchema,
  sourcePreviewReplySchema,
  sourcePreviewRequestSchema,
  sourceProbeReplySchema,
  sourceProbeSchema,
  syncSourceListSchema,
  syncSourceSchema,
  syncTablesReplySchema,
} from '@store-console/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInOf } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/route-schemas.ts';
import { assertClientScope } from '../../../platform/scopes.ts';
import type { StoreScopeConfig } from '../../../platform/store-scope.ts';
import type { Scope } from '../../stores/index.ts';
import { traced } from '../trace/traced.ts';
import {
  previewSourceTable,
  sourceTableColumns,
  sourceTableList,
  targetTableColumns,
  targetTableList,
} from './source-tables.ts';
import { createSource, listSources, probeAgent, updateSource } from './sources-service.ts';

const tags = ['sync'];
const storeParams = z.object({ storeId: idParamSchema });
const tableParams = storeParams.extend({ table: agentNameSchema });
/** The agent's failures: unreachable or its own error (502), no answer within the budget (504). */
const failures = { ...errorResponses, 502: errorResponseSchema, 504: errorResponseSchema };

/** A store's client token may call these routes with the sync:manage scope; operators by the store scope. */
const inPath = (from: StoreScopeConfig['from']) => ({ accepts: ['client' as const], storeScope: { from } });
const byPath = inPath({ in: 'params', key: 'storeId' });
const bySource = inPath({
  in: 'params',
  key: 'id',
  via: { entity: 'source', ref: (id: number) => sql`(SELECT store_id FROM sync_sources WHERE id = ${id})` },
});

const mappedOnlyQuery = z.object({
  mappedOnly: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** Sync: sources, agent probe, source/target tables and columns, Sage Data preview. */
export function sourceRoutes(ctx: Context, scope: Scope): FastifyPluginAsyncZod {
  return async (app) => {
    // A client token without sync:manage is refused before its body is looked at (after the store scope).
    app.addHook('preValidation', async (request) => {
      assertClientScope(signedInOf(request), 'sync:manage');
    });
    app.post('/:storeId/source', {
      config: byPath,
      schema: {
        tags,
        summary: "Asks the agent for its database ids (test connection), or with dbAlias for that database's schemas",
        params: storeParams,
        body: sourceProbeSchema,
        response: { 200: sourceProbeReplySchema, ...failures },
      },
      handler: async (request) => {
        const { body } = request;
        const stage = body.dbAlias?.trim() ? 'LIST_SCHEMAS' : 'TEST_CONNECTION';
        const agent = `${body.protocol}://${body.hostName}:${body.port}`;
        return traced(ctx, scope.store(request).id, stage, { fields: { agent } }, () =>
          probeAgent(ctx, scope.store(request), body),
        );
      },
    });

    app.get('/source', {
      config: inPath({ in: 'query', key: 'storeId' }),
      schema: {
        tags,
        summary:
          "The store's sync sources (at most one); 404 when it has none. A Business Central store's GATEWAY source is created on first read",
        querystring: z.object({ storeId: idParamSchema }),
        response: { 200: syncSourceListSchema, ...errorResponses },
      },
      handler: async (request) => {
        return listSources(ctx, scope.store(request));
      },
    });

    app.post('/source', {
      config: inPath({ in: 'body', key: 'storeId' }),
      schema: {
        tags,
        summary: "Saves the store's sync source (409 when it has one); the agent key is write-only",
        body: saveSyncSourceSchema,
        response: { 201: syncSourceSchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        const { username } = signedInOf(request);
        const saved = await createSource(ctx, username, scope.store(request), request.body);
        return reply.status(201).send(saved);
      },
    });

    app.put('/source/:id', {
      config: bySource,
      schema: {
        tags,
        summary: 'Saves a sync source: a blank agent key keeps the saved one, null clears it',
        params: z.object({ id: idParamSchema }),
        body: saveSyncSourceSchema,
        response: { 200: syncSourceSchema, ...errorResponses },
      },
      handler: async (request) => {
        const { username } = signedInOf(request);
        return updateSource(ctx, username, scope.store(request), request.params.id, request.body);
      },
    });

    app.get('/:storeId/source', {
      config: byPath,
      schema: {
        tags,
        summary: "The source's tables, each with mapped and hasFilter (mappedOnly: only those the mapping reads)",
        params: storeParams,
        querystring: mappedOnlyQuery,
        response: { 200: syncTablesReplySchema, ...failures },
      },
      handler: async (request) => {
        return sourceTableList(ctx, scope.store(request), request.query.mappedOnly);
      },
    });

    app.get('/:storeId/source/:table', {
      config: byPath,
      schema: {
        tags,
        summary: "A source table's columns and primary key",
        params: tableParams,
        response: { 200: syncTablesReplySchema, ...failures },
      },
      handler: async (request) => {
        return sourceTableColumns(ctx, scope.store(request), request.params.table);
      },
    });

    app.post('/:storeId/source/:table/preview', {
      config: byPath,
      schema: {
        tags,
        summary: 'The first rows of a source table under a filter, and how many rows the filter keeps',
        params: tableParams,
        body: sourcePreviewRequestSchema,
        response: { 200: sourcePreviewReplySchema, ...failures },
      },
      handler: async (request) => {
        const { table } = request.params;
        return traced(ctx, scope.store(request).id, 'PREVIEW', { table }, () =>
          previewSourceTable(ctx, scope.store(request).id, table, request.body),
        );
      },
    });

    app.get('/:storeId/target', {
      config: byPath,
      schema: {
        tags,
        summary: "The store's own tables (its schema), the mapping's targets",
        params: storeParams,
        response: { 200: syncTablesReplySchema, ...errorResponses },
      },
      handler: async (request) => {
        return targetTableList(ctx, scope.store(request).id);
      },
    });

    app.get('/:storeId/target/:table', {
      config: byPath,
      schema: {
        tags,
        summary: "A target table's columns and primary key",
        params: tableParams,
        response: { 200: syncTablesReplySchema, ...errorResponses },
      },
      handler: async (request) => {
        return targetTableColumns(ctx, scope.store(request).id, request.params.table);
      },
    });
  };
}
