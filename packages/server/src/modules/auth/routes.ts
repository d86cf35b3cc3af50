import {
  clientCredentialsTokenRequestSchema,
  clientTokenResponseSchema,
  refreshTokenRequestSchema,
  revokeTokenRequestSchema,
  storeHeader,
  tokenRequestSchema,
  tokenResponseSchema,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Context } from '../../platform/context.ts';
import { theHook } from '../../platform/hooks.ts';
import { errorResponses } from '../../platform/route-schemas.ts';
import {
  authorizationServerMetadata,
  clientAuthOf,
  consoleClientOf,
  grantsOf,
  oauthError,
  tokenEndpoint,
} from './oauth.ts';
import { exchangeHandoverTicket, refreshTokenGrant, revokeRefreshToken, signInWithPassword } from './service.ts';

const formContent = ['application/x-www-form-urlencoded'];

export function authRoutes(ctx: Context): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/token', {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username and password, or refresh',
        consumes: formContent,
        body: tokenRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses },
      },
      ...tokenEndpoint(grantsOf['/token']),
      handler: async (request) => {
        const body = request.body;
        const clientId = consoleClientOf(clientAuthOf(request, body), false);
        if (body.grant_type === 'refresh_token') return refreshTokenGrant(ctx, body.refresh_token, clientId);
        return signInWithPassword(ctx, { ...body, address: request.ip, clientId });
      },
    });

    app.post('/oauth2/token', {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          'OAuth 2 token endpoint: refresh_token (the console), client_credentials (a store client, with x-xm-store)',
        consumes: formContent,
        body: z.discriminatedUnion('grant_type', [refreshTokenRequestSchema, clientCredentialsTokenRequestSchema]),
        response: { 200: z.union([tokenResponseSchema, clientTokenResponseSchema]), ...errorResponses },
      },
      ...tokenEndpoint(grantsOf['/oauth2/token']),
      handler: async (request) => {
        const body = request.body;
        const client = clientAuthOf(request, body);
        if (body.grant_type === 'refresh_token') {
          return refreshTokenGrant(ctx, body.refresh_token, consoleClientOf(client, true));
        }
        if (!client) throw oauthError('invalid_client', 'Client authentication required', 'INVALID_CLIENT');
        const header = request.headers[storeHeader];
        const grant = theHook(ctx, 'clientCredentialsGrant');
        return grant(ctx, client, typeof header === 'string' ? header : undefined, body.scope);
      },
    });

    app.post('/tickets/exchange', {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a single-use hand-over ticket (from a link the console opened) for a session',
        body: z.strictObject({ ticket: z.string().min(1).max(200) }),
        response: { 200: tokenResponseSchema.extend({ storeId: z.number().int() }), ...errorResponses },
      },
      handler: async (request) => exchangeHandoverTicket(ctx, request.body.ticket),
    });

    app.post('/oauth2/revoke', {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Revoke a refresh token and its whole family (RFC 7009)',
        consumes: formContent,
        body: revokeTokenRequestSchema,
        response: { 200: z.object({}), ...errorResponses },
      },
      ...tokenEndpoint(null),
      handler: async (request) => {
        consoleClientOf(clientAuthOf(request, request.body), true);
        await revokeRefreshToken(ctx, request.body.token);
        return {};
      },
    });
  };
}

/** RFC 8414 metadata, at the root: `/.well-known/oauth-authorization-server` of the issuer (the public URL). */
export function oauthMetadataRoutes(ctx: Context): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/.well-known/oauth-authorization-server', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=3600').send(authorizationServerMetadata(ctx)),
    );
  };
}
