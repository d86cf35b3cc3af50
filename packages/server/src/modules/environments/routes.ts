import {
  createEnvironmentSchema,
  environmentSchema,
  environmentTestSchema,
  pageQuerySchema,
  pageSchema,
  storeListQuerySchema,
  storePageSchema,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guard, signedInOf } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import { listStores } from '../stores/index.ts';
import {
  createEnvironment,
  deleteEnvironment,
  listEnvironments,
  peerOf,
  peerStores,
  testEnvironment,
} from './service.ts';

export function environmentRoutes(ctx: Context, guard: Guard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['environments'];
    app.get('/environments', {
      schema: {
        tags,
        summary: 'production (this installation) and the peer installations it can clone from',
        querystring: pageQuerySchema(['name'], { size: 20, sort: 'name,ASC' }),
        response: { 200: pageSchema(environmentSchema), ...errorResponses },
      },
      handler: async (request) => listEnvironments(ctx, signedInOf(request), request.query),
    });
    app.post('/environments', {
      preHandler: guard.role('SUPER_ADMIN'),
      schema: {
        tags,
        summary: 'Adds a peer installation (SUPER_ADMIN)',
        body: createEnvironmentSchema,
        response: { 201: environmentSchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        reply.status(201);
        return createEnvironment(ctx, signedInOf(request), request.body);
      },
    });
    app.delete('/environments/:id', {
      preHandler: guard.role('SUPER_ADMIN'),
      schema: {
        tags,
        summary: 'Removes a peer installation (SUPER_ADMIN)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
      handler: async (request, reply) => {
        await deleteEnvironment(ctx, request.params.id);
        return reply.status(204).send(null);
      },
    });
    app.post('/environments/:id/test', {
      preHandler: guard.role('SUPER_ADMIN'),
      schema: {
        tags,
        summary: 'Checks that the peer installation answers with its credential',
        params: idParams,
        response: { 200: environmentTestSchema, ...errorResponses },
      },
      handler: async (request) => testEnvironment(ctx, signedInOf(request), request.params.id),
    });
    app.get('/stores/environments/:environmentName', {
      // Operators, and peer installations reading production (their clone dialog); never a client.
      config: { accepts: ['peer'] },
      schema: {
        tags,
        summary: "The stores of an environment: this installation's, or a peer's (SUPER_ADMIN)",
        params: z.object({ environmentName: z.string().min(1).max(50) }),
        querystring: storeListQuerySchema,
        response: { 200: storePageSchema, ...errorResponses },
      },
      handler: async (request) => {
        const peer = await peerOf(ctx, signedInOf(request), request.params.environmentName);
        const { page, size, sort, cursor } = request.query;
        // The peer's cursors are the peer's: they go back to it as they came.
        if (peer)
          return peerStores(peer, {
            page,
            size,
            sort,
            cursor,
            fuzzyString: request.query.fuzzyString ?? request.query.search,
          });
        return listStores(ctx, signedInOf(request), null, request.query);
      },
    });
  };
}
