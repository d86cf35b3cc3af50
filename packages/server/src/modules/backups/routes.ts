import {
  backupListQuerySchema,
  backupPageSchema,
  backupSchema,
  idParamSchema,
  restoreRequestSchema,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInOf } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import { assertClientScope } from '../../platform/scopes.ts';
import type { StoreLocation } from '../../platform/store-scope.ts';
import { peerBackups, peerNamed } from '../environments/index.ts';
import type { Scope } from '../stores/index.ts';
import { createBackup, deleteBackup, listBackups, openBackupArchive, restoreBackup, storeOfBackup } from './service.ts';

const storeParams = z.object({ storeId: idParamSchema });
const inPath: StoreLocation = { in: 'params', key: 'storeId' };
const viaBackup: StoreLocation = { in: 'params', key: 'id', via: { entity: 'backup', ref: storeOfBackup } };

export function backupRoutes(ctx: Context, scope: Scope): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['backups'];
    app.get('/backups/store/:storeId', {
      config: {
        accepts: ['client', 'peer'],
        // With ?environment=<peer>, the id is a store of that installation (the clone dialog).
        storeScope: { from: inPath, refuse: 'none', environment: { in: 'query', key: 'environment' } },
      },
      schema: {
        tags,
        summary: "The store's backups, newest first",
        params: storeParams,
        querystring: backupListQuerySchema,
        response: { 200: backupPageSchema, ...errorResponses },
      },
      handler: async (request) => {
        const target = scope.target(request);
        const { environment: _environment, ...query } = request.query;
        if ('store' in target) return listBackups(ctx, target.store, query);
        const peer = await peerNamed(ctx, signedInOf(request), target.environment);
        return peerBackups(peer, request.params.storeId, query);
      },
    });
    app.post('/backups/store/:storeId', {
      config: { storeScope: { from: inPath } },
      schema: {
        tags,
        summary: 'Takes a backup of the store now',
        params: storeParams,
        response: { 201: backupSchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        reply.status(201);
        return createBackup(ctx, signedInOf(request), scope.store(request));
      },
    });
    app.post('/backups/store/:storeId/restore', {
      config: { storeScope: { from: inPath } },
      schema: {
        tags,
        summary: 'Restores the store from one of its backups',
        params: storeParams,
        body: restoreRequestSchema,
        response: { 202: backupSchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        reply.status(202);
        return restoreBackup(ctx, signedInOf(request), scope.store(request), request.body);
      },
    });
    app.get('/backups/:id/archive', {
      // Operators who see the store, its client, and peer installations cloning from this one.
      config: { accepts: ['client', 'peer'], storeScope: { from: viaBackup, refuse: 'none' } },
      schema: { tags, summary: "The backup's archive (tar.gz)", params: idParams },
      handler: async (request, reply) => {
        assertClientScope(signedInOf(request), 'backups:download');
        const archive = await openBackupArchive(ctx, scope.store(request), request.params.id);
        return reply
          .header('Content-Type', 'application/gzip')
          .header('Content-Disposition', `attachment; filename="${archive.fileName}"`)
          .header('Content-Length', archive.size)
          .send(archive.stream);
      },
    });
    app.delete('/backups/:id', {
      // A deleted store's backups can still be cleaned up.
      config: { storeScope: { from: viaBackup, refuse: 'none' } },
      schema: {
        tags,
        summary: 'Deletes a backup (also one of a deleted store)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
      handler: async (request, reply) => {
        await deleteBackup(ctx, scope.store(request), request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
