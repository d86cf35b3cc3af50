import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hashOpaqueToken } from '../../platform/tokens.ts';
import { signInAttempts } from '../auth/schema.ts';
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
  const [row] = await ctx.db
    .select({ n: count() })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.username, `code:${userId}`),
        eq(signInAttempts.succeeded, false),
        gt(signInAttempts.createdAt, since),
      ),
    );
  if ((row?.n ?? 0) >= maxWrongCodes) {
    throw AppError.rateLimited('Too many wrong verification codes. Try again in 15 minutes.');
  }
}

export async function recordCodeAttempt(ctx: Context, userId: number, address: string, succeeded: boolean) {
  await ctx.db.insert(signInAttempts).values({ username: `code:${userId}`, address, succeeded });
}
