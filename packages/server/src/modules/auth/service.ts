import { randomUUID } from 'node:crypto';
import { consoleClient, identityMessages, messages, type TokenResponse } from '@store-console/contract';
import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { SignedIn } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/tokens.ts';
import { hasSecondFactor } from '../identity/factors.ts';
import { users } from '../users/schema.ts';
import { handoverTickets, refreshTokens, signInAttempts } from './schema.ts';

type TokenUser = { id: number; username: string; role: string; sessionVersion: number };

const badCredentials = () => AppError.unauthorized(messages.badCredentials, 'USERNAME_OR_PASSWORD_INVALID');

/** Checks username and password under the rate limits, recording the attempt; the operator or 401/429. */
export async function verifyCredentials(
  ctx: Context,
  input: { username: string; password: string; address: string },
): Promise<typeof users.$inferSelect> {
  const username = input.username.trim().toLowerCase();
  await assertNotThrottled(ctx, username, input.address);
  const [user] = await ctx.db.select().from(users).where(eq(users.username, username));
  const valid = await verifyPassword(user?.passwordHash, input.password);
  const usable =
    valid &&
    user &&
    user.role !== 'SERVICE_ACCOUNT' &&
    user.statusType !== 'CREATING' &&
    user.statusType !== 'DELETING';
  await ctx.db.insert(signInAttempts).values({ username, address: input.address, succeeded: Boolean(usable) });
  if (!usable || !user) throw badCredentials();
  return user;
}

/**
 * The password grant. An operator with an enrolled second factor also needs the ipAccessToken
 * that the identity service issued after that factor was verified.
 */
export async function signInWithPassword(
  ctx: Context,
  input: { username: string; password: string; address: string; clientId: string; ipAccessToken?: string | undefined },
): Promise<TokenResponse> {
  const user = await verifyCredentials(ctx, input);
  if (await hasSecondFactor(ctx, user.id)) {
    const proven = input.ipAccessToken ? await ctx.identityTokens.verify('ip-access', input.ipAccessToken) : null;
    if (proven !== user.id) throw AppError.unauthorized(identityMessages.mfaRequired, 'MFA_REQUIRED');
  }
  return issueTokens(ctx, user, randomUUID(), input.clientId, new Date());
}

/** Too many failures for the account, or from the client address, in the window: 429. */
async function assertNotThrottled(ctx: Context, username: string, address: string) {
  const { windowSeconds, maxFailuresPerAccount, maxFailuresPerAddress } = ctx.config.signIn;
  const since = new Date(Date.now() - windowSeconds * 1000);
  const failures = (column: typeof signInAttempts.username | typeof signInAttempts.address, value: string) =>
    ctx.db
      .select({ n: count() })
      .from(signInAttempts)
      .where(and(eq(column, value), eq(signInAttempts.succeeded, false), gt(signInAttempts.createdAt, since)))
      .then((rows) => rows[0]?.n ?? 0);
  const minutes = Math.ceil(windowSeconds / 60);
  if ((await failures(signInAttempts.username, username)) >= maxFailuresPerAccount) {
    throw AppError.rateLimited(`Too many failed sign-in attempts for this account. Try again in ${minutes} minutes.`);
  }
  if ((await failures(signInAttempts.address, address)) >= maxFailuresPerAddress) {
    throw AppError.rateLimited(`Too many failed sign-in attempts from your address. Try again in ${minutes} minutes.`);
  }
}

async function issueTokens(
  ctx: Context,
  user: TokenUser,
  familyId: string,
  clientId: string,
  authTime: Date,
): Promise<TokenResponse> {
  const refresh = newOpaqueToken();
  await ctx.db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: refresh.hash,
    clientId,
    authTime,
    expiresAt: new Date(Date.now() + ctx.config.refreshTokenTtl * 1000),
  });
  const accessToken = await ctx.signer.sign({
    userId: user.id,
    username: user.username,
    role: user.role,
    sessionVersion: user.sessionVersion,
    authTime: Math.floor(authTime.getTime() / 1000),
  });
  return {
    access_token: accessToken,
    refresh_token: refresh.token,
    token_type: 'Bearer',
    expires_in: ctx.config.accessTokenTtl,
    user_id: user.id,
  };
}

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family issued.
 * Presenting a spent or revoked token revokes the whole family (it was stolen or replayed).
 */
export async function refreshTokenGrant(ctx: Context, token: string, clientId: string): Promise<TokenResponse> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)))
      .for('update');
    if (!row || row.clientId !== clientId) return { kind: 'invalid' as const };
    // The answer to a refresh can be lost (tab closed, page navigated); the same token again within
    // the leeway gets a new pair in the same family instead of ending the session.
    const lostAnswer =
      row.usedAt && !row.revokedAt && Date.now() - row.usedAt.getTime() < ctx.config.refreshReuseLeeway * 1000;
    if (lostAnswer) return { kind: 'ok' as const, row };
    if (row.usedAt || row.revokedAt) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { kind: 'reused' as const };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' as const };
    await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    return { kind: 'ok' as const, row };
  });
  if (outcome.kind === 'reused') {
    throw AppError.unauthorized('Refresh token was already used; the session has been revoked', 'REFRESH_TOKEN_REUSED');
  }
  if (outcome.kind === 'invalid')
    throw AppError.unauthorized('Refresh token is invalid or expired', 'REFRESH_TOKEN_INVALID');
  const [user] = await ctx.db.select().from(users).where(eq(users.id, outcome.row.userId));
  if (!user || user.role === 'SERVICE_ACCOUNT') throw AppError.unauthorized('Refresh token is invalid or expired');
  return issueTokens(ctx, user, outcome.row.familyId, clientId, outcome.row.authTime);
}

/** RFC 7009: revoking an unknown token is not an error. */
export async function revokeRefreshToken(ctx: Context, token: string): Promise<void> {
  const [row] = await ctx.db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)));
  if (!row) return;
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
}

/** Housekeeping: drops expired refresh tokens and sign-in attempts older than the window. */
export async function purgeExpiredAuthRecords(ctx: Context): Promise<{ tokens: number; attempts: number }> {
  const now = new Date();
  const tokens = await ctx.db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, now))
    .returning({ id: refreshTokens.id });
  const attempts = await ctx.db
    .delete(signInAttempts)
    .where(lt(signInAttempts.createdAt, new Date(now.getTime() - ctx.config.signIn.windowSeconds * 1000)))
    .returning({ id: signInAttempts.id });
  return { tokens: tokens.length, attempts: attempts.length };
}

const ticketSeconds = 60;

/** A single-use ticket for the operator, for a store the store scope resolved for them. */
export async function issueHandoverTicket(ctx: Context, caller: SignedIn, store: { id: number }) {
  const ticket = newOpaqueToken();
  const expiresAt = new Date(Date.now() + ticketSeconds * 1000);
  await ctx.db.insert(handoverTickets).values({
    userId: caller.id,
    storeId: store.id,
    ticketHash: ticket.hash,
    authTime: new Date(caller.authTime * 1000),
    expiresAt,
  });
  return { ticket: ticket.token, expiresAt: expiresAt.toISOString() };
}

/** Spends a ticket: a new session (token pair) for its operator, and the store it was issued for. */
export async function exchangeHandoverTicket(
  ctx: Context,
  ticket: string,
): Promise<TokenResponse & { storeId: number }> {
  const [row] = await ctx.db
    .update(handoverTickets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(handoverTickets.ticketHash, hashOpaqueToken(ticket)),
        isNull(handoverTickets.usedAt),
        gt(handoverTickets.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row)
    throw AppError.unauthorized(
      'This link has expired or was already used; open it again from the console',
      'TICKET_INVALID',
    );
  const [user] = await ctx.db.select().from(users).where(eq(users.id, row.userId));
  if (!user) throw AppError.unauthorized('This link has expired or was already used', 'TICKET_INVALID');
  const tokens = await issueTokens(ctx, user, randomUUID(), consoleClient.id, row.authTime);
  return { ...tokens, storeId: row.storeId };
}
