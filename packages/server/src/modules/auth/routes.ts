import {
  consoleClient,
  refreshTokenRequestSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '@store-console/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { errorResponses } from '../../platform/route-schemas.ts';
import { exchangeHandoverTicket, refreshTokenGrant, revokeRefreshToken, signInWithPassword } from './service.ts';

const formContent = ['application/x-www-form-urlencoded'];

/** The OAuth client of a Basic header; the console is a public client with an empty secret. */
function clientOf(request: FastifyRequest, required: boolean): string {
  const header = request.headers.authorization;
  if (!header) {
    if (required) throw AppError.unauthorized('Client authentication required', 'INVALID_CLIENT');
    return consoleClient.id;
  }
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const separator = decoded.indexOf(':');
  const id = separator >= 0 ? decoded.slice(0, separator) : '';
  const secret = separator >= 0 ? decoded.slice(separator + 1) : '';
  if (id === consoleClient.id && secret === consoleClient.secret) return id;
  throw AppError.unauthorized('Invalid client', 'INVALID_CLIENT');
}

export function authRoutes(ctx: Context): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/token', {
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
      schema: {
        tags: ['auth'],
        summary: 'OAuth 2 token endpoint (refresh_token grant)',
        consumes: formContent,
        body: refreshTokenRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses },
      },
      handler: async (request) => refreshTokenGrant(ctx, request.body.refresh_token, clientOf(request, true)),
    });

    app.post('/tickets/exchange', {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a single-use hand-over ticket (from a link the console opened) for a session',
        body: z.strictObject({ ticket: z.string().min(1).max(200) }),
        response: { 200: tokenResponseSchema.extend({ storeId: z.number().int() }), ...errorResponses },
      },
      handler: async (request) => exchangeHandoverTicket(ctx, request.body.ticket),
    });

    app.post('/oauth2/revoke', {
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
