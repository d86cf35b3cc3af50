import {
  createMappingsSchema,
  errorResponseSchema,
  mappingListSchema,
  sendMappingsReplySchema,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInOf } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/route-schemas.ts';
import type { Scope } from '../../stores/index.ts';
import { manageConfig, manageScope, storeParams } from '../manage-access.ts';
import { traced } from '../trace/traced.ts';
import { createOverrides, deleteOverride, effectiveMappings } from './mappings-service.ts';
import { sendMappings } from './send-mappings.ts';

const mappingParams = storeParams.extend({ mappingId: z.string().min(1).max(400) });
/** The agent's failures (unreachable, refused, timeout) come through in the one error shape. */
const agentFailures = { 502: errorResponseSchema, 504: errorResponseSchema };

/** Sync: the store's mapping (its ERP type's defaults with its overrides) and Send Mappings. */
export function mappingRoutes(ctx: Context, scope: Scope): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['sync mappings'];
    app.get('/:storeId/mapping', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags,
        summary: "The store's effective mapping: its ERP type's defaults, overrides in their place (isOverride)",
        params: storeParams,
        response: { 200: mappingListSchema, ...errorResponses },
      },
      handler: async (request) => effectiveMappings(ctx, scope.store(request)),
    });
    app.post('/:storeId/mapping', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags,
        summary:
          'Adds overrides (an array of one, as the console sends); one replaces the row of its target column and row group',
        params: storeParams,
        body: createMappingsSchema,
        response: { 201: mappingListSchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        const created = await createOverrides(ctx, signedInOf(request), scope.store(request), request.body);
        reply.status(201);
        return created;
      },
    });
    app.delete('/:storeId/mapping/:mappingId', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags,
        summary: 'Deletes an override (override:{n}); a default mapping answers 409',
        params: mappingParams,
        response: { 200: z.object({ id: z.string() }), ...errorResponses },
      },
      handler: async (request) => {
        await deleteOverride(ctx, scope.store(request), request.params.mappingId);
        return { id: request.params.mappingId };
      },
    });
    app.get('/:storeId/sendMappings', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags,
        summary:
          "Checks the effective mapping against the source's and the store's tables; without errors it becomes the one the next requests use",
        params: storeParams,
        response: { 200: sendMappingsReplySchema, ...errorResponses, ...agentFailures },
      },
      handler: async (request) =>
        traced(ctx, scope.store(request).id, 'SEND_MAPPINGS', {}, () =>
          sendMappings(ctx, signedInOf(request), scope.store(request)),
        ),
    });
  };
}
