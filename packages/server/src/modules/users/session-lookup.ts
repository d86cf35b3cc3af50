import { eq, getTableName, type SQL, sql } from 'drizzle-orm';
import { onTableChanged, tableChanged } from '../../platform/cache-invalidation.ts';
import type { Context } from '../../platform/context.ts';
import { users } from './schema.ts';

/**
 * How long this process trusts a live session it looked up without asking the database again. Every
 * write that can end a session or change what the guard reads (sign-out, a reused refresh token, a
 * password, role or username change, an operator's deletion) announces itself with `tableChanged`
 * after it commits: this replica drops its copies before the write's answer leaves, every other
 * replica when the message arrives (a listener that reconnected drops everything). The bound only
 * covers a message that could not be sent at all.
 */
export const sessionTrustMs = 5_000;
/** At most this many sessions are kept; beyond, the copies are dropped and looked up again. */
const maxSessions = 10_000;

type Found = {
  id: number;
  username: string;
  role: (typeof users.$inferSelect)['role'];
  dataCentreId: number | null;
  sessionVersion: number;
  sessionUntil: Date | null;
};

/**
 * The guard's lookup of an access token's operator, with the session version the token must carry
 * and whether its session is live (`sessionUntil`: an expression the auth module owns, on the
 * placeholders `userId` and `familyId`), in one query, prepared once. A live session's answer is
 * kept in memory (see `sessionTrustMs`) until its family expires, so a busy caller costs no query
 * per request; a session found dead or missing is never kept.
 */
export async function operatorSessionLookup(ctx: Context, sessionUntil: SQL<Date | null>) {
  const prepared = ctx.db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      dataCentreId: users.dataCentreId,
      sessionVersion: users.sessionVersion,
      sessionUntil,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('operator_session');
  const live = new Map<string, { found: Promise<Found | undefined>; until: number }>();
  // A change to what the lookup reads drops every copy: those writes are rare, and nothing is missed.
  // Other tables' notices (the database announces every change of the listed tables) leave them.
  // (`sessionUntil` reads the auth module's refresh_tokens.)
  const reads = new Set<string>([getTableName(users), 'refresh_tokens']);
  await onTableChanged(ctx.pubsub, (table) => {
    if (table === null || reads.has(table)) live.clear();
  });
  return async (userId: number, familyId: string) => {
    const key = `${userId}:${familyId}`;
    let entry = live.get(key);
    if (!entry || Date.now() >= entry.until) {
      if (live.size >= maxSessions) live.clear();
      const fresh: { found: Promise<Found | undefined>; until: number } = {
        // Stored before it answers, so a change announced meanwhile drops it with the others.
        found: prepared.execute({ userId, familyId }).then(([row]) => row),
        until: Date.now() + sessionTrustMs,
      };
      live.set(key, fresh);
      fresh.found.then(
        (row) => {
          const expires = row?.sessionUntil?.getTime() ?? 0;
          fresh.until = Math.min(fresh.until, expires);
          if (fresh.until <= Date.now() && live.get(key) === fresh) live.delete(key);
        },
        () => {
          if (live.get(key) === fresh) live.delete(key);
        },
      );
      entry = fresh;
    }
    const row = await entry.found;
    if (!row) return undefined;
    const { sessionUntil: until, ...user } = row;
    return { ...user, sessionLive: until !== null && until.getTime() > Date.now() };
  };
}

/**
 * Announces, after its commit, a write that changed an operator or ended sessions: every replica's
 * remembered sessions are dropped (this one's before the call returns).
 */
export function operatorsChanged(ctx: Context): Promise<void> {
  return tableChanged(ctx.pubsub, getTableName(users));
}
