import { and, count, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { refreshTokens, signInAttempts } from './schema.ts';

/** Revokes every live refresh token of an operator (the users module ends sessions through this). */
export async function revokeRefreshTokensOf(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Failed attempts recorded under a key since a moment (identity limits wrong codes with this). */
export async function failedAttemptsSince(db: DbOrTx, key: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(signInAttempts)
    .where(
      and(eq(signInAttempts.username, key), eq(signInAttempts.succeeded, false), gt(signInAttempts.createdAt, since)),
    );
  return row?.n ?? 0;
}

/** Records one attempt under a key (a username, or `code:<id>` for second-factor codes). */
export async function recordAttempt(db: DbOrTx, key: string, address: string, succeeded: boolean): Promise<void> {
  await db.insert(signInAttempts).values({ username: key, address, succeeded });
}

/**
 * Until when an operator's session (refresh family) is live: the latest expiry of its tokens not
 * revoked (null when every one is), so it is live while that lies ahead. An expression for the
 * guard's one lookup of the operator (users/session-lookup.ts), on its placeholders `userId` and
 * `familyId`, found through the family's index. Revocation only ever moves it back (logout and
 * reuse revoke the whole family); a refresh moves it forward.
 */
export function sessionLiveUntil(): SQL<Date | null> {
  return sql<Date | null>`(SELECT max(${refreshTokens.expiresAt}) FROM ${refreshTokens} WHERE ${and(
    eq(refreshTokens.familyId, sql.placeholder('familyId')),
    eq(refreshTokens.userId, sql.placeholder('userId')),
    isNull(refreshTokens.revokedAt),
  )})`.mapWith(refreshTokens.expiresAt);
}
