import {
  createVersionSchema,
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
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import { createVersion, deleteVersion, getVersion, searchVersions, updateVersion, versionHistory } from './service.ts';

export function versionRoutes(ctx: Context, guard: Guard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['versions'];
    app.get('/versions/history', {
      schema: {
        tags,
        summary: 'Which versions each store had, and when',
        querystring: versionHistoryQuerySchema,
        response: { 200: versionPageSchema, ...errorResponses },
      },
      handler: async (request) => versionHistory(ctx, request.query),
    });
    app.get('/versions', {
      schema: {
        tags,
        summary: 'The released versions',
        querystring: versionSearchQuerySchema,
        response: { 200: z.array(versionSchema), ...errorResponses },
      },
      handler: async (request) => searchVersions(ctx, request.query.search),
    });
    app.get('/versions/:id', {
      schema: { tags, summary: 'One version', params: idParams, response: { 200: versionSchema, ...errorResponses } },
      handler: async (request) => getVersion(ctx, request.params.id),
    });
    app.post('/versions', {
      preHandler: guard.role('SUPER_ADMIN'),
      schema: {
        tags,
        summary: 'Releases a version',
        body: createVersionSchema,
        response: { 201: versionSchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        reply.status(201);
        return createVersion(ctx, signedInOf(request), request.body);
      },
    });
    app.put('/versions', {
      preHandler: guard.role('SUPER_ADMIN'),
      schema: {
        tags,
        summary: 'Updates a version',
        body: updateVersionSchema,
        response: { 200: versionSchema, ...errorResponses },
      },
      handler: async (request) => updateVersion(ctx, signedInOf(request), request.body),
    });
    app.delete('/versions/:id', {
      preHandler: guard.role('SUPER_ADMIN'),
      schema: { tags, summary: 'Deletes a version', params: idParams, response: { 204: z.null(), ...errorResponses } },
      handler: async (request, reply) => {
        await deleteVersion(ctx, request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
