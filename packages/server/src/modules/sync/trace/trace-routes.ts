import type { IncomingMessage } from 'node:http';
import fastifyWebsocket from '@fastify/websocket';
import { apiPrefix, syncTracePath } from '@store-console/contract';
import type { FastifyPluginAsync } from 'fastify';
import { signedInOf } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { findVisibleStore } from '../../stores/index.ts';
import { watchTrace } from './trace-hub.ts';
import { TraceSession } from './trace-session.ts';

const tracePath = `${apiPrefix}${syncTracePath}`;
/** A trace frame from a console is a few hundred bytes; ws closes (1009) anything larger. */
const maxMessageBytes = 64 * 1024;

/**
 * Fastify's `rewriteUrl` (app.ts): a browser cannot set headers on a WebSocket, so the console puts
 * its access token in the query (`?token=`). For an upgrade to the trace path only, the token
 * moves into the Authorization header, where the one auth guard checks it (a bad or expired token is
 * refused with HTTP 401 before the upgrade) and the logger redacts it; the logged URL keeps no token.
 */
export function traceTokenToHeader(request: IncomingMessage): string {
  const url = request.url ?? '/';
  if (!url.startsWith(`${tracePath}?`) || request.headers.upgrade?.toLowerCase() !== 'websocket') return url;
  const parsed = new URL(url, 'http://localhost');
  const token = parsed.searchParams.get('token');
  parsed.searchParams.delete('token');
  if (token && request.headers.authorization === undefined) request.headers.authorization = `Bearer ${token}`;
  return `${parsed.pathname}${parsed.search}`;
}

/** The `exp` of a JWT the guard already verified, in ms; null when it has none. */
function expiryOf(authorization: string | undefined): number | null {
  const payload = authorization?.split(' ')[1]?.split('.')[1];
  if (!payload) return null;
  try {
    const exp: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * GET /api/v1/sync/trace as a WebSocket speaking STOMP 1.2. Operators
 * only (the guard refuses other tokens at the upgrade); each SUBSCRIBE names a store the caller must
 * see, looked up as the store scope does (a PARTNER: their stores; a deleted store: not found).
 */
export function traceRoutes(ctx: Context): FastifyPluginAsync {
  return async (app) => {
    await app.register(fastifyWebsocket, { options: { maxPayload: maxMessageBytes } });
    // An upgrade refused before the plugin's own hooks ran (the guard's 401 comes first) would leave
    // the client's socket open after the answer: it ends with the answer.
    app.addHook('onResponse', async (request) => {
      if (request.headers.upgrade && !request.raw.socket.destroyed) request.raw.socket.destroy();
    });
    app.get(syncTracePath, { websocket: true, schema: { hide: true } }, (socket, request) => {
      const caller = signedInOf(request);
      new TraceSession(socket, {
        expiresAt: expiryOf(request.headers.authorization),
        refusal: async (storeDbId) => {
          const store = await findVisibleStore(ctx, caller, storeDbId);
          return !store || store.statusType === 'DELETED' ? `Store ${storeDbId} not found` : null;
        },
        watch: (storeDbId, listener) => watchTrace(ctx, storeDbId, listener),
      });
    });
  };
}
