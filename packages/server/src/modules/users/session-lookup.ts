import { eq } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { users } from './schema.ts';

/** The guard's lookup of an access token's operator, with the session version the token must carry. */
export async function operatorForSession(ctx: Context, id: number) {
  const [user] = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      dataCentreId: users.dataCentreId,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(eq(users.id, id));
  return user;
}
