import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hit } from '../../platform/throttle.ts';
import { hashOpaqueToken } from '../../platform/tokens.ts';
import { failedAttemptsSince, recordAttempt } from '../auth/index.ts';
import { identityCodes } from './schema.ts';

const codeValiditySeconds = 300;
const maxWrongCodes = 5;

type Purpose = 'SMS_ENROL' | 'SMS_SIGN_IN';

/** A new 6-digit code for the purpose (earlier ones of the same purpose stop working). */
export async function issueCode(ctx: Context, userId: number, purpose: Purpose, target: string): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db
    .update(identityCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(identityCodes.userId, userId), eq(identityCodes.purpose, purpose), isNull(identityCodes.usedAt)));
  await ctx.db.insert(identityCodes).values({
    userId,
    purpose,
    codeHash: hashOpaqueToken(`${userId}:${code}`),
    target,
    expiresAt: new Date(Date.now() + codeValiditySeconds * 1000),
  });
  return code;
}

/** Spends the latest live code of the purpose when it matches; its target (the phone), or null. */
export async function consumeCode(
  ctx: Context,
  userId: number,
  purpose: Purpose,
  code: string,
): Promise<string | null> {
  const [live] = await ctx.db
    .select()
    .from(identityCodes)
    .where(
      and(
        eq(identityCodes.userId, userId),
        eq(identityCodes.purpose, purpose),
        isNull(identityCodes.usedAt),
        gt(identityCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(identityCodes.id))
    .limit(1);
  if (!live) return null;
  if (live.codeHash !== hashOpaqueToken(`${userId}:${code}`)) return null;
  const spent = await ctx.db
    .update(identityCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(identityCodes.id, live.id), isNull(identityCodes.usedAt)))
    .returning({ target: identityCodes.target });
  return spent[0]?.target ?? null;
}

/** Wrong codes are limited per operator: 429 after five within fifteen minutes. */
export async function assertCodeAttemptsLeft(ctx: Context, userId: number): Promise<void> {
  const since = new Date(Date.now() - 15 * 60 * 1000);
  if ((await failedAttemptsSince(ctx.db, `code:${userId}`, since)) >= maxWrongCodes) {
    throw AppError.rateLimited('Too many wrong verification codes. Try again in 15 minutes.');
  }
}

export async function recordCodeAttempt(ctx: Context, userId: number, address: string, succeeded: boolean) {
  await recordAttempt(ctx.db, `code:${userId}`, address, succeeded);
}

/**
 * Texts cost money: each send counts against the operator, the phone number and the whole
 * installation within an hour (atomic counters), and any limit reached answers 429 before sending.
 */
export async function assertSmsAllowed(ctx: Context, userId: number, phone: string): Promise<void> {
  const limits = { perOperator: 5, perNumber: 5, perInstallation: 200, ...ctx.config.sms.limits };
  const windowSeconds = 3600;
  const number = phone.replace(/[^0-9+]/g, '');
  const checks = [
    { key: `sms:operator:${userId}`, limit: limits.perOperator, what: 'for your account' },
    { key: `sms:number:${number}`, limit: limits.perNumber, what: 'to this number' },
    { key: 'sms:installation', limit: limits.perInstallation, what: 'from this installation' },
  ];
  for (const check of checks) {
    const counted = await hit(ctx, check.key, { limit: check.limit, windowSeconds });
    if (counted.refused) {
      const minutes = Math.ceil(counted.retryAfterSeconds / 60);
      throw AppError.rateLimited(`Too many text messages ${check.what}. Try again in ${minutes} minutes.`);
    }
  }
}
