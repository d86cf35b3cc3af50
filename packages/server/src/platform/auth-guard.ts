import { type Role, storeHeader } from '@store-console/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { clientCredentials } from '../modules/client-credentials/schema.ts';
import { stores } from '../modules/stores/schema.ts';
import { users } from '../modules/users/schema.ts';
import type { Context } from './context.ts';
import { AppError } from './errors.ts';

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
};

const refusedStoreStatuses = new Set(['DEACTIVATING', 'DEACTIVATED', 'DELETING', 'DELETED']);

declare module 'fastify' {
  interface FastifyRequest {
    signedIn: SignedIn | null;
  }
}

export type Guard = ReturnType<typeof createGuard>;

export function createGuard(ctx: Context) {
  async function authenticate(request: FastifyRequest): Promise<SignedIn> {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw AppError.unauthorized('Authentication required');
    const claims = await ctx.signer.verify(match[1]);
    if (!claims) return authenticateClient(request, match[1]);
    const [user] = await ctx.db
      .select({
        id: users.id,
        username: users.username,
        role: users.role,
        dataCentreId: users.dataCentreId,
        sessionVersion: users.sessionVersion,
      })
      .from(users)
      .where(eq(users.id, claims.userId));
    // A deleted operator, or one whose sessions were revoked since the token was issued.
    if (!user || user.sessionVersion !== claims.sessionVersion) {
      throw AppError.unauthorized('Session has been revoked', 'SESSION_REVOKED');
    }
    const signedIn: SignedIn = {
      id: user.id,
      username: user.username,
      role: user.role,
      dataCentreId: user.dataCentreId,
      authTime: claims.authTime,
    };
    request.signedIn = signedIn;
    return signedIn;
  }

  /** A client credential's token: valid only while the credential exists and its store is active. */
  async function authenticateClient(request: FastifyRequest, token: string): Promise<SignedIn> {
    const claims = await ctx.signer.verifyClient(token);
    if (!claims) throw AppError.unauthorized('Access token is invalid or expired', 'TOKEN_INVALID');
    const [credential] = await ctx.db
      .select()
      .from(clientCredentials)
      .where(eq(clientCredentials.id, claims.credentialId));
    if (credential?.scope === 'PEER' && claims.storeDbId === 0) {
      const peer: SignedIn = {
        id: 0,
        username: `peer:${credential.clientId}`,
        role: 'SERVICE_ACCOUNT',
        dataCentreId: null,
        authTime: 0,
        peer: true,
      };
      request.signedIn = peer;
      return peer;
    }
    const [row] = await ctx.db
      .select({ clientId: clientCredentials.clientId, store: stores })
      .from(clientCredentials)
      .innerJoin(stores, eq(stores.id, clientCredentials.storeId))
      .where(eq(clientCredentials.id, claims.credentialId));
    if (!row || row.store.id !== claims.storeDbId) {
      throw AppError.unauthorized('The client credential no longer exists', 'CLIENT_REVOKED');
    }
    if (refusedStoreStatuses.has(row.store.statusType)) {
      throw AppError.forbidden(`Store ${row.store.storeId} is ${row.store.statusType.toLowerCase()}`);
    }
    const header = request.headers[storeHeader];
    if (header !== undefined && header !== row.store.storeId) {
      throw AppError.forbidden(`This token is for store ${row.store.storeId}`);
    }
    const signedIn: SignedIn = {
      id: 0,
      username: `client:${row.clientId}`,
      role: 'SERVICE_ACCOUNT',
      dataCentreId: row.store.dataCentreId,
      authTime: 0,
      storeScope: row.store.id,
    };
    request.signedIn = signedIn;
    return signedIn;
  }

  return {
    /** preHandler: any signed-in operator (client credentials are refused). */
    signedIn: async (request: FastifyRequest) => {
      const signedIn = await authenticate(request);
      if (signedIn.storeScope !== undefined || signedIn.peer) {
        throw AppError.forbidden('Client credentials cannot use this endpoint');
      }
    },
    /** preHandler: an operator, or a client credential (its service limits it to its own store, or a peer's reads). */
    storeAccess: async (request: FastifyRequest) => {
      await authenticate(request);
    },
    /** preHandler: a signed-in operator with one of the roles, 403 otherwise. */
    role:
      (...allowed: Role[]) =>
      async (request: FastifyRequest) => {
        const signedIn = await authenticate(request);
        if (!allowed.includes(signedIn.role)) throw AppError.forbidden();
      },
  };
}

/** The signed-in operator of a request that passed a guard. */
export function signedInOf(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw AppError.unauthorized();
  return request.signedIn;
}
