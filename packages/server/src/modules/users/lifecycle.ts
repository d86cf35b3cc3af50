import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import type { LogLine } from '../../platform/logs.ts';
import { refreshTokens } from '../auth/schema.ts';
import { users } from './schema.ts';

/** Appends one step to the operator's logs, optionally moving its status, in one statement. */
export async function appendLog(db: DbOrTx, userId: number, entry: LogLine, statusType?: string) {
  await db
    .update(users)
    .set({
      logs: sql`${users.logs} || ${JSON.stringify([entry])}::jsonb`,
      ...(statusType ? { statusType } : {}),
    })
    .where(eq(users.id, userId));
}

/** Ends every session of the operator at once: access tokens by session version, refresh tokens by revocation. */
export async function revokeSessions(db: DbOrTx, userId: number) {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
