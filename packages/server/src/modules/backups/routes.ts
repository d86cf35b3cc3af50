import { backupListQuerySchema, backupPageSchema, backupSchema, restoreRequestSchema } from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guard, signedInOf } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import { peerBackups, peerOf } from '../environments/service.ts';
import { createBackup, deleteBackup, listBackups, openBackupArchive, restoreBackup } from './service.ts';

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
      handler: async (request) => {
        const peer = await peerOf(ctx, request.query.environment);
        const { environment: _environment, ...query } = request.query;
        if (peer) return peerBackups(peer, request.params.storeId, query);
        return listBackups(ctx, signedInOf(request), request.params.storeId, request.query);
      },
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
    app.get('/backups/:id/archive', {
      // Operators who see the store, and peer installations cloning from this one.
      preHandler: guard.storeAccess,
      schema: { tags, summary: "The backup's archive (tar.gz)", params: idParams },
      handler: async (request, reply) => {
        const archive = await openBackupArchive(ctx, signedInOf(request), request.params.id);
        return reply
          .header('Content-Type', 'application/gzip')
          .header('Content-Disposition', `attachment; filename="${archive.fileName}"`)
          .header('Content-Length', archive.size)
          .send(archive.stream);
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
