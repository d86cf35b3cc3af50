import { eq, type SQL, sql } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { users } from './schema.ts';

/**
 * The guard's lookup of an access token's operator, with the session version the token must carry
 * and whether its session is live (`sessionLive`: a condition the auth module owns, on the
 * placeholders `userId`, `familyId` and `now`), in one query, prepared once: every signed-in
 * request runs it.
 */
export function operatorSessionLookup(ctx: Context, sessionLive: SQL<boolean>) {
  const prepared = ctx.db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      dataCentreId: users.dataCentreId,
      sessionVersion: users.sessionVersion,
      sessionLive,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('operator_session');
  return async (userId: number, familyId: string) => {
    const [user] = await prepared.execute({ userId, familyId, now: new Date() });
    return user;
  };
}
