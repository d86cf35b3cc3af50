import type { Role } from '@store-console/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
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
};

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
    if (!claims) throw AppError.unauthorized('Access token is invalid or expired', 'TOKEN_INVALID');
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

  return {
    /** preHandler: any signed-in operator. */
    signedIn: async (request: FastifyRequest) => {
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
