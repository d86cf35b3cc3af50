import {
  clientCredentialListQuerySchema,
  clientCredentialListSchema,
  registerClientCredentialSchema,
  registeredClientCredentialSchema,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guard, signedInOf } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import type { Scope } from '../stores/index.ts';
import {
  deleteClientCredential,
  listClientCredentials,
  registerClientCredential,
  registerPeerCredential,
} from './service.ts';

export function clientCredentialRoutes(ctx: Context, guard: Guard, scope: Scope): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['client credentials'];
    const base = '/admin/oauth2/client-credentials';
    app.get(base, {
      config: { storeScope: { from: { in: 'query', key: 'store-id' }, refuse: 'none' } },
      schema: {
        tags,
        summary: "The store's client credentials",
        querystring: clientCredentialListQuerySchema,
        response: { 200: clientCredentialListSchema, ...errorResponses },
      },
      handler: async (request) => listClientCredentials(ctx, scope.store(request), request.query),
    });
    app.post(base, {
      config: { storeScope: { from: { in: 'body', key: 'storeId' } } },
      schema: {
        tags,
        summary: 'Registers a client credential for the store (its secret is shown once)',
        body: registerClientCredentialSchema,
        response: { 201: registeredClientCredentialSchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        reply.status(201);
        return registerClientCredential(ctx, signedInOf(request), scope.store(request), request.body);
      },
    });
    app.post('/admin/oauth2/peer-credentials', {
      preHandler: guard.role('SUPER_ADMIN'),
      schema: {
        tags,
        summary: 'A credential for another installation (an environment) to clone from this one',
        body: z.strictObject({ clientName: registerClientCredentialSchema.shape.clientName }),
        response: { 201: registeredClientCredentialSchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        reply.status(201);
        return registerPeerCredential(ctx, signedInOf(request), request.body.clientName);
      },
    });
    app.delete(`${base}/:id`, {
      preHandler: guard.role('SUPER_ADMIN'),
      schema: {
        tags,
        summary: 'Deletes a client credential (SUPER_ADMIN)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
      handler: async (request, reply) => {
        await deleteClientCredential(ctx, request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
