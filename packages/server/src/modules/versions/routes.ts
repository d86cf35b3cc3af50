import {
  createVersionSchema,
  errorResponseSchema,
  updateVersionSchema,
  versionHistoryQuerySchema,
  versionPageSchema,
  versionSchema,
  versionSearchQuerySchema,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guard, signedInOf } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { createVersion, deleteVersion, getVersion, searchVersions, updateVersion, versionHistory } from './service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const idParams = z.object({ id: z.coerce.number().int().positive() });

export function versionRoutes(ctx: Context, guard: Guard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['versions'];
    app.get('/versions/history', {
      preHandler: guard.signedIn,
      schema: { tags, querystring: versionHistoryQuerySchema, response: { 200: versionPageSchema, ...errors } },
      handler: async (request) => versionHistory(ctx, request.query),
    });
    app.get('/versions', {
      preHandler: guard.signedIn,
      schema: { tags, querystring: versionSearchQuerySchema, response: { 200: z.array(versionSchema), ...errors } },
      handler: async (request) => searchVersions(ctx, request.query.search),
    });
    app.get('/versions/:id', {
      preHandler: guard.signedIn,
      schema: { tags, params: idParams, response: { 200: versionSchema, ...errors } },
      handler: async (request) => getVersion(ctx, request.params.id),
    });
    app.post('/versions', {
      preHandler: guard.role('SUPER_ADMIN'),
      schema: { tags, body: createVersionSchema, response: { 201: versionSchema, ...errors } },
      handler: async (request, reply) => {
        reply.status(201);
        return createVersion(ctx, signedInOf(request), request.body);
      },
    });
    app.put('/versions', {
      preHandler: guard.role('SUPER_ADMIN'),
      schema: { tags, body: updateVersionSchema, response: { 200: versionSchema, ...errors } },
      handler: async (request) => updateVersion(ctx, signedInOf(request), request.body),
    });
    app.delete('/versions/:id', {
      preHandler: guard.role('SUPER_ADMIN'),
      schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
      handler: async (request, reply) => {
        await deleteVersion(ctx, request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
