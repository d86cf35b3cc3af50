import type { Role } from '@store-console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Context } from './context.ts';
import { AppError } from './errors.ts';
import type { StoreScopeConfig } from './store-scope-config.ts';

/** The operator behind the request's bearer token, checked against the database on every call. */
export type SignedIn = {
  id: number;
  username: string;
  role: Role;
  dataCentreId: number | null;
  /** Seconds since the epoch of the last sign-in with password (and second factor). */
  authTime: number;
  /** Set for a client credential's token: the one store (database id) it may reach. */
  storeScope?: number;
  /** Set for a PEER credential's token: another installation reading stores and DONE backups. */
  peer?: boolean;
  /** An operator's session: the refresh family and session version the access token is bound to. */
  session?: { familyId: string; version: number };
  /** A client credential's scopes (contract `clientScopes`). */
  scopes?: readonly string[];
};

/**
 * The OpenAPI security schemes' names (platform/openapi.ts): an operator's token (the console's
 * password grant), and a program's (client credentials, also a peer installation's).
 */
export const securitySchemeNames = { console: 'console', program: 'clientCredentials' } as const;

/** Tokens other than an operator's that a route may accept. */
export type TokenKind = 'client' | 'peer';

declare module 'fastify' {
  interface FastifyRequest {
    signedIn: SignedIn | null;
  }
  interface FastifyContextConfig {
    /**
     * Anonymous callers allowed: the sign-in, token and identity flows that come before a session.
     * Every other API route needs a signed-in caller (the default).
     */
    public?: true;
    /** Besides operators: a client credential's token (store-scoped routes only), a peer installation's. */
    accepts?: readonly TokenKind[];
    /** The route names a store: the store scope resolves it before the handler runs. */
    storeScope?: StoreScopeConfig;
  }
}

/**
 * What the guard reads about a token's subject. The modules that own those records provide it, so
 * the platform never reads a module's tables.
 */
export type AuthLookups = {
  /**
   * The operator behind an access token (undefined when deleted) and whether the session (refresh
   * family) the token belongs to is still live: one indexed lookup, on every signed-in request.
   */
  operatorSession: (
    id: number,
    familyId: string,
  ) => Promise<
    | {
        id: number;
        username: string;
        role: Role;
        dataCentreId: number | null;
        sessionVersion: number;
        sessionLive: boolean;
      }
    | undefined
  >;
  /** The client credential behind a client token, or undefined when deleted. */
  clientCredential: (
    id: number,
  ) => Promise<{ clientId: string; scope: 'STORE' | 'PEER'; storeId: number | null; scopes: string[] } | undefined>;
};

export type Guard = ReturnType<typeof createGuard>;

export function kindOf(signedIn: SignedIn): 'operator' | TokenKind {
  if (signedIn.storeScope !== undefined) return 'client';
  return signedIn.peer ? 'peer' : 'operator';
}

export function createGuard(ctx: Context, lookups: AuthLookups) {
  async function authenticate(request: FastifyRequest): Promise<SignedIn> {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw AppError.unauthorized('Authentication required');
    const claims = await ctx.signer.verify(match[1]);
    if (!claims) return authenticateClient(match[1]);
    const user = await lookups.operatorSession(claims.userId, claims.sessionId);
    // A deleted operator, one whose sessions were revoked since the token was issued, or a session
    // that ended (logout, a reused refresh token): the access token ends with it, at once.
    if (!user || user.sessionVersion !== claims.sessionVersion || !user.sessionLive) {
      throw AppError.unauthorized('Session has been revoked', 'SESSION_REVOKED');
    }
    return {
      id: user.id,
      username: user.username,
      role: user.role,
      dataCentreId: user.dataCentreId,
      authTime: claims.authTime,
      session: { familyId: claims.sessionId, version: user.sessionVersion },
    };
  }

  /**
   * A client credential's token: valid only while the credential exists. Its store (active, named by
   * the request and the x-xm-store header) is checked by the store scope, the only place it can be used.
   */
  async function authenticateClient(token: string): Promise<SignedIn> {
    const claims = await ctx.signer.verifyClient(token);
    if (!claims) throw AppError.unauthorized('Access token is invalid or expired', 'TOKEN_INVALID');
    const credential = await lookups.clientCredential(claims.credentialId);
    if (credential?.scope === 'PEER' && claims.storeDbId === 0) {
      return {
        id: 0,
        username: `peer:${credential.clientId}`,
        role: 'SERVICE_ACCOUNT',
        dataCentreId: null,
        authTime: 0,
        peer: true,
      };
    }
    if (credential?.scope !== 'STORE' || credential.storeId !== claims.storeDbId) {
      throw AppError.unauthorized('The client credential no longer exists', 'CLIENT_REVOKED');
    }
    return {
      id: 0,
      username: `client:${credential.clientId}`,
      role: 'SERVICE_ACCOUNT',
      dataCentreId: null,
      authTime: 0,
      storeScope: credential.storeId,
      scopes: credential.scopes,
    };
  }

  return {
    /**
     * Signed-in by default: every route of the API scope needs an operator's token, unless its config
     * says `public: true`, or accepts a client's or a peer's token too (`accepts`).
     */
    register(api: FastifyInstance) {
      api.addHook('onRoute', (route) => {
        const config = route.config;
        if (config?.public && (config.accepts || config.storeScope)) {
          throw new Error(`${route.method} ${route.url}: a public route cannot accept tokens or name a store`);
        }
        if (config?.accepts?.includes('client') && !config.storeScope) {
          // A client token reaches only its own store, which only the store scope checks.
          throw new Error(`${route.method} ${route.url}: client tokens need a store-scoped route`);
        }
        // The OpenAPI document tells which routes need no token.
        if (config?.public) route.schema = { ...route.schema, security: [] };
        else if (config?.accepts?.length) {
          const security: Record<string, string[]>[] = [
            { [securitySchemeNames.console]: [] },
            { [securitySchemeNames.program]: [] },
          ];
          route.schema = { ...route.schema, security };
        }
      });
      api.addHook('onRequest', async (request) => {
        const config = request.routeOptions.config;
        if (config.public) return;
        const signedIn = await authenticate(request);
        request.signedIn = signedIn;
        const kind = kindOf(signedIn);
        if (kind !== 'operator' && !config.accepts?.includes(kind)) {
          throw AppError.forbidden('Client credentials cannot use this endpoint');
        }
      });
    },
    /** preHandler: the signed-in operator has one of the roles, 403 otherwise. */
    role:
      (...allowed: Role[]) =>
      async (request: FastifyRequest) => {
        if (!allowed.includes(signedInOf(request).role)) throw AppError.forbidden();
      },
  };
}

/** The signed-in caller of a request that passed the guard. */
export function signedInOf(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw AppError.unauthorized();
  return request.signedIn;
}
