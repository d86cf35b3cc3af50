import { backupListQuerySchema, backupPageSchema, backupSchema, restoreRequestSchema } from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guard, signedInOf } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import { createBackup, deleteBackup, listBackups, restoreBackup } from './service.ts';

const storeParams = z.object({ storeId: z.coerce.number().int().positive() });

export function backupRoutes(ctx: Context, guard: Guard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['backups'];
    app.get('/backups/store/:storeId', {
      preHandler: guard.storeAccess,
      schema: {
        tags,
        params: storeParams,
        querystring: backupListQuerySchema,
        response: { 200: backupPageSchema, ...errorResponses },
      },
      handler: async (request) => listBackups(ctx, signedInOf(request), request.params.storeId, request.query),
    });
    app.post('/backups/store/:storeId', {
      preHandler: guard.signedIn,
      schema: { tags, params: storeParams, response: { 201: backupSchema, ...errorResponses } },
      handler: async (request, reply) => {
        reply.status(201);
        return createBackup(ctx, signedInOf(request), request.params.storeId);
      },
    });
    app.post('/backups/store/:storeId/restore', {
      preHandler: guard.signedIn,
      schema: {
        tags,
        params: storeParams,
        body: restoreRequestSchema,
        response: { 202: backupSchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        reply.status(202);
        return restoreBackup(ctx, signedInOf(request), request.params.storeId, request.body);
      },
    });
    app.delete('/backups/:id', {
      preHandler: guard.signedIn,
      schema: { tags, params: idParams, response: { 204: z.null(), ...errorResponses } },
      handler: async (request, reply) => {
        await deleteBackup(ctx, signedInOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
