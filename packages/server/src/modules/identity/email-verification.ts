import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/tokens.ts';
import { markEmailVerified, operatorRow } from '../users/index.ts';
import { identityCodes } from './schema.ts';

const linkValiditySeconds = 24 * 3600;

/** Mails a single-use verification link to the operator's username (an email address). */
export async function sendVerificationEmail(ctx: Context, userId: number): Promise<void> {
  const user = await operatorRow(ctx.db, userId);
  if (!user) throw AppError.notFound(`Operator ${userId} not found`);
  const link = newOpaqueToken();
  await ctx.db.insert(identityCodes).values({
    userId,
    purpose: 'EMAIL_VERIFY',
    codeHash: link.hash,
    target: user.username,
    expiresAt: new Date(Date.now() + linkValiditySeconds * 1000),
  });
  const url = `${ctx.config.publicUrl}/api/v1/identity/email/verify?token=${link.token}`;
  await ctx.sendMail({
    to: user.username,
    subject: 'Verify your email address for Store Console',
    text: `Hello ${user.name},\n\nplease verify your email address by opening this link:\n${url}\n\nThe link is valid for 24 hours.\n`,
  });
}

/** Marks the email verified when the link is valid, unused and unexpired. */
export async function verifyEmail(ctx: Context, token: string): Promise<{ username: string }> {
  return ctx.db.transaction(async (tx) => {
    const [code] = await tx
      .select()
      .from(identityCodes)
      .where(
        and(
          eq(identityCodes.codeHash, hashOpaqueToken(token)),
          eq(identityCodes.purpose, 'EMAIL_VERIFY'),
          isNull(identityCodes.usedAt),
          gt(identityCodes.expiresAt, new Date()),
        ),
      )
      .for('update');
    if (!code) throw AppError.badRequest('This verification link is invalid, used or expired');
    await tx.update(identityCodes).set({ usedAt: new Date() }).where(eq(identityCodes.id, code.id));
    const user = await markEmailVerified(tx, code.userId);
    if (!user) throw AppError.notFound('Operator not found');
    return user;
  });
}
