import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { refreshTokens } from './schema.ts';

/** Revokes every live refresh token of an operator (the users module ends sessions through this). */
export async function revokeRefreshTokensOf(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
