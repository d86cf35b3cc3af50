import {
  clientCredentialListQuerySchema,
  clientCredentialListSchema,
  registerClientCredentialSchema,
  registeredClientCredentialSchema,
  storeHeader,
} from '@store-console/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guard, signedInOf } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import {
  deleteClientCredential,
  listClientCredentials,
  registerClientCredential,
  registerPeerCredential,
} from './service.ts';

function headerOf(request: FastifyRequest): string | undefined {
  const value = request.headers[storeHeader];
  return typeof value === 'string' ? value : undefined;
}

export function clientCredentialRoutes(ctx: Context, guard: Guard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['client credentials'];
    const base = '/admin/oauth2/client-credentials';
    app.get(base, {
      preHandler: guard.signedIn,
      schema: {
        tags,
        querystring: clientCredentialListQuerySchema,
        response: { 200: clientCredentialListSchema, ...errorResponses },
      },
      handler: async (request) => listClientCredentials(ctx, signedInOf(request), request.query, headerOf(request)),
    });
    app.post(base, {
      preHandler: guard.signedIn,
      schema: {
        tags,
        body: registerClientCredentialSchema,
        response: { 201: registeredClientCredentialSchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        reply.status(201);
        return registerClientCredential(ctx, signedInOf(request), request.body, headerOf(request));
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
      schema: { tags, params: idParams, response: { 204: z.null(), ...errorResponses } },
      handler: async (request, reply) => {
        await deleteClientCredential(ctx, request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
