import {
  clientCredentialsTokenRequestSchema,
  clientTokenResponseSchema,
  consoleClient,
  refreshTokenRequestSchema,
  storeHeader,
  tokenRequestSchema,
  tokenResponseSchema,
} from '@store-console/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { errorResponses } from '../../platform/route-schemas.ts';
import { clientCredentialsGrant } from '../client-credentials/service.ts';
import { exchangeHandoverTicket, refreshTokenGrant, revokeRefreshToken, signInWithPassword } from './service.ts';

const formContent = ['application/x-www-form-urlencoded'];

/** The id and secret of a Basic header, or null without one. */
function basicOf(request: FastifyRequest): { id: string; secret: string } | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const separator = decoded.indexOf(':');
  if (separator < 0) throw AppError.unauthorized('Invalid client', 'INVALID_CLIENT');
  return { id: decoded.slice(0, separator), secret: decoded.slice(separator + 1) };
}

/** The console is a public OAuth client with an empty secret. */
function clientOf(request: FastifyRequest, required: boolean): string {
  const basic = basicOf(request);
  if (!basic) {
    if (required) throw AppError.unauthorized('Client authentication required', 'INVALID_CLIENT');
    return consoleClient.id;
  }
  if (basic.id === consoleClient.id && basic.secret === consoleClient.secret) return basic.id;
  throw AppError.unauthorized('Invalid client', 'INVALID_CLIENT');
}

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
      handler: async (request) => {
        const clientId = clientOf(request, false);
        const body = request.body;
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
      handler: async (request) => {
        if (request.body.grant_type === 'refresh_token') {
          return refreshTokenGrant(ctx, request.body.refresh_token, clientOf(request, true));
        }
        const basic = basicOf(request);
        if (!basic) throw AppError.unauthorized('Client authentication required', 'INVALID_CLIENT');
        const header = request.headers[storeHeader];
        return clientCredentialsGrant(ctx, basic, typeof header === 'string' ? header : undefined);
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
        body: z.strictObject({ token: z.string().min(1).max(512), token_type_hint: z.string().optional() }),
        response: { 200: z.object({}), ...errorResponses },
      },
      handler: async (request) => {
        clientOf(request, true);
        await revokeRefreshToken(ctx, request.body.token);
        return {};
      },
    });
  };
}
