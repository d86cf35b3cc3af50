import { eq, type SQL } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { users } from './schema.ts';

/**
 * The guard's lookup of an access token's operator, with the session version the token must carry
 * and whether its session is live (`sessionLive`, a condition the auth module owns), in one query.
 */
export async function operatorForSession(ctx: Context, id: number, sessionLive: SQL<boolean>) {
  const [user] = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      dataCentreId: users.dataCentreId,
      sessionVersion: users.sessionVersion,
      sessionLive,
    })
    .from(users)
    .where(eq(users.id, id));
  return user;
}
