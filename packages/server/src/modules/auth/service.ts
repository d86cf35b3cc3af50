import { randomUUID } from 'node:crypto';
import { consoleClient, identityMessages, messages, type TokenResponse } from '@store-console/contract';
import { and, eq, getTableName, gt, isNull, lt } from 'drizzle-orm';
import type { SignedIn } from '../../platform/auth-guard.ts';
import { tableChanged } from '../../platform/cache-invalidation.ts';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { runHooks } from '../../platform/hooks.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import { hit, purgeThrottleCounters, resetHits, unhit } from '../../platform/throttle.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/tokens.ts';
import { type OperatorRow, operatorByUsername, operatorRow } from '../users/index.ts';
import { handoverTickets, refreshTokens, signInAttempts, spentProofs } from './schema.ts';

type TokenUser = { id: number; username: string; role: string; sessionVersion: number };

const badCredentials = () => AppError.unauthorized(messages.badCredentials, 'USERNAME_OR_PASSWORD_INVALID');

/** Checks username and password under the rate limits, recording the attempt; the operator or 401/429. */
export async function verifyCredentials(
  ctx: Context,
  input: { username: string; password: string; address: string },
): Promise<OperatorRow> {
  const username = input.username.trim().toLowerCase();
  const keys = await takeSignInAttempt(ctx, username, input.address);
  const user = await operatorByUsername(ctx.db, username);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  const usable =
    valid &&
    user &&
    user.role !== 'SERVICE_ACCOUNT' &&
    user.statusType !== 'CREATING' &&
    user.statusType !== 'DELETING';
  await ctx.db.insert(signInAttempts).values({ username, address: input.address, succeeded: Boolean(usable) });
  if (!usable || !user) throw badCredentials();
  // The right password: the attempt was not a failure.
  await Promise.all([resetHits(ctx, keys.pair), resetHits(ctx, keys.account), unhit(ctx, keys.address)]);
  return user;
}

/**
 * Counts a sign-in attempt before the password is checked (atomic counters: a burst of parallel
 * guesses cannot pass a limit). Tight per account and address, so a guesser elsewhere cannot lock
 * the real user out; loose per account with growing delays (1 s, 2 s, 4 s … up to a maximum) so
 * guessing from many addresses slows down without locking anyone out for long; and per address.
 */
async function takeSignInAttempt(ctx: Context, username: string, address: string) {
  const { windowSeconds, maxFailuresPerAccount, maxFailuresPerAddress } = ctx.config.signIn;
  const keys = {
    pair: `sign-in:account-address:${username}|${address}`,
    account: `sign-in:account:${username}`,
    address: `sign-in:address:${address}`,
  };
  const minutes = Math.ceil(windowSeconds / 60);
  const pairLimit = ctx.config.signIn.maxFailuresPerAccountAndAddress ?? 5;
  if ((await hit(ctx, keys.pair, { limit: pairLimit, windowSeconds })).refused) {
    throw AppError.rateLimited(`Too many failed sign-in attempts for this account. Try again in ${minutes} minutes.`);
  }
  if ((await hit(ctx, keys.address, { limit: maxFailuresPerAddress, windowSeconds })).refused) {
    throw AppError.rateLimited(`Too many failed sign-in attempts from your address. Try again in ${minutes} minutes.`);
  }
  const maxSeconds = ctx.config.signIn.accountMaxDelaySeconds ?? 60;
  const account = await hit(ctx, keys.account, {
    limit: maxFailuresPerAccount,
    windowSeconds,
    growingDelay: { maxSeconds },
  });
  if (account.refused) {
    throw AppError.rateLimited(
      `Too many failed sign-in attempts for this account. Try again in ${account.retryAfterSeconds} seconds.`,
    );
  }
  return keys;
}

/**
 * The password grant. An operator with an enrolled second factor also needs the ipAccessToken
 * that the identity service issued after that factor was verified; it is spent here (single use).
 */
export async function signInWithPassword(
  ctx: Context,
  input: { username: string; password: string; address: string; clientId: string; ipAccessToken?: string | undefined },
): Promise<TokenResponse> {
  const user = await verifyCredentials(ctx, input);
  const secondFactor = await hasSecondFactor(ctx, user.id);
  if (secondFactor && !(input.ipAccessToken && (await spendProof(ctx, input.ipAccessToken, user.id)))) {
    throw AppError.unauthorized(identityMessages.mfaRequired, 'MFA_REQUIRED');
  }
  return issueTokens(
    ctx,
    user,
    { familyId: randomUUID(), authTime: new Date(ctx.clock.now()), secondFactor },
    input.clientId,
  );
}

/** Spends a proof of the second factor: true once for a valid proof of this operator, false after. */
export async function spendProof(ctx: Context, token: string, userId: number): Promise<boolean> {
  const claims = await ctx.identityTokens.claims('ip-access', token);
  if (!claims || claims.userId !== userId) return false;
  const spent = await ctx.db
    .insert(spentProofs)
    .values({ jti: claims.jti, expiresAt: claims.expiresAt })
    .onConflictDoNothing()
    .returning({ jti: spentProofs.jti });
  return spent.length === 1;
}

/** A session: its refresh family, when the operator proved who they are, and whether with a second factor. */
type Session = { familyId: string; authTime: Date; secondFactor: boolean };

async function issueTokens(ctx: Context, user: TokenUser, session: Session, clientId: string): Promise<TokenResponse> {
  const refresh = newOpaqueToken();
  await ctx.db.insert(refreshTokens).values({
    userId: user.id,
    familyId: session.familyId,
    tokenHash: refresh.hash,
    clientId,
    authTime: session.authTime,
    secondFactor: session.secondFactor,
    expiresAt: new Date(ctx.clock.now() + ctx.config.refreshTokenTtl * 1000),
  });
  const accessToken = await ctx.signer.sign({
    userId: user.id,
    username: user.username,
    role: user.role,
    sessionVersion: user.sessionVersion,
    sessionId: session.familyId,
    authTime: Math.floor(session.authTime.getTime() / 1000),
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
      row.usedAt && !row.revokedAt && ctx.clock.now() - row.usedAt.getTime() < ctx.config.refreshReuseLeeway * 1000;
    if (lostAnswer) return { kind: 'ok' as const, row };
    if (row.usedAt || row.revokedAt) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date(ctx.clock.now()) })
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { kind: 'reused' as const };
    }
    if (row.expiresAt.getTime() <= ctx.clock.now()) return { kind: 'invalid' as const };
    await tx
      .update(refreshTokens)
      .set({ usedAt: new Date(ctx.clock.now()) })
      .where(eq(refreshTokens.id, row.id));
    return { kind: 'ok' as const, row };
  });
  if (outcome.kind === 'reused') {
    await sessionsEnded(ctx);
    throw AppError.unauthorized('Refresh token was already used; the session has been revoked', 'REFRESH_TOKEN_REUSED');
  }
  if (outcome.kind === 'invalid')
    throw AppError.unauthorized('Refresh token is invalid or expired', 'REFRESH_TOKEN_INVALID');
  const user = await operatorRow(ctx.db, outcome.row.userId);
  if (!user || user.role === 'SERVICE_ACCOUNT') throw AppError.unauthorized('Refresh token is invalid or expired');
  const { familyId, authTime, secondFactor } = outcome.row;
  return issueTokens(ctx, user, { familyId, authTime, secondFactor }, clientId);
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
  await sessionsEnded(ctx);
}

/**
 * After a commit that revoked refresh tokens: every replica forgets the sessions it remembered as
 * live (users/session-lookup.ts), this one before the call returns.
 */
function sessionsEnded(ctx: Context): Promise<void> {
  return tableChanged(ctx.pubsub, getTableName(refreshTokens));
}

/** A live session: some token of the family is still unrevoked (logout and reuse revoke them all). */
/** Housekeeping: drops expired refresh tokens and sign-in attempts older than the window. */
export async function purgeExpiredAuthRecords(ctx: Context): Promise<{ tokens: number; attempts: number }> {
  const now = new Date();
  await ctx.db.delete(spentProofs).where(lt(spentProofs.expiresAt, now));
  await purgeThrottleCounters(ctx, Math.max(ctx.config.signIn.windowSeconds, 86_400));
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
  if (!caller.session) throw AppError.forbidden('Only an operator session can open another page');
  await ctx.db.insert(handoverTickets).values({
    userId: caller.id,
    storeId: store.id,
    ticketHash: ticket.hash,
    familyId: caller.session.familyId,
    sessionVersion: caller.session.version,
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
  const user = await operatorRow(ctx.db, row.userId);
  // The ticket lives only as long as the session it came from: logout, a revoked family, a new
  // password, a demotion or a deletion since it was issued end it too.
  const [family] = row.familyId
    ? await ctx.db
        .select({ secondFactor: refreshTokens.secondFactor })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)))
        .limit(1)
    : [];
  if (!user || !row.familyId || !family || user.sessionVersion !== row.sessionVersion) {
    throw AppError.unauthorized('The session this link came from has ended; sign in again', 'TICKET_INVALID');
  }
  // The hand-over continues that session; it never opens one without the second factor.
  if (!family.secondFactor && (await hasSecondFactor(ctx, user.id))) {
    throw AppError.unauthorized(identityMessages.mfaRequired, 'MFA_REQUIRED');
  }
  const session = { familyId: row.familyId, authTime: row.authTime, secondFactor: family.secondFactor };
  const tokens = await issueTokens(ctx, user, session, consoleClient.id);
  return { ...tokens, storeId: row.storeId };
}

/** Whether the operator has a verified second factor: the identity module answers (platform/hooks.ts). */
async function hasSecondFactor(ctx: Context, userId: number): Promise<boolean> {
  return (await runHooks(ctx, 'hasSecondFactor', ctx, userId)).some(Boolean);
}
