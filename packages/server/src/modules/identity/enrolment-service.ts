import {
  authenticatorLabel,
  type EnrolResponse,
  errorCodes,
  identityMessages,
  type MfaStatus,
  maxFactors,
  productName,
  type TotpSecretResponse,
} from '@store-console/contract';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { SignedIn } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { operatorRow } from '../users/index.ts';
import { assertCodeAttemptsLeft, assertSmsAllowed, consumeCode, issueCode, recordCodeAttempt } from './codes.ts';
import { sendVerificationEmail } from './email-verification.ts';
import { toFactor, verifiedFactors } from './factors.ts';
import { replaceRecoveryCodes } from './mfa-service.ts';
import { recoveryCodes, userFactors } from './schema.ts';
import { matchTotp, newTotpSecret, totpUri } from './totp.ts';

/** Enrolling needs a sign-in (password, and second factor when enrolled) at most this old. */
export const reauthWindowSeconds = 600;

export async function mfaStatus(ctx: Context, caller: SignedIn): Promise<MfaStatus> {
  const user = await operatorRow(ctx.db, caller.id);
  const factors = await verifiedFactors(ctx, caller.id);
  const [codes] = await ctx.db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, caller.id), isNull(recoveryCodes.usedAt)));
  return {
    emailVerified: Boolean(user?.emailVerified),
    factors: factors.map(toFactor),
    maxFactors,
    recoveryCodesRemaining: codes?.n ?? 0,
  };
}

export async function resendVerification(ctx: Context, caller: SignedIn): Promise<void> {
  await sendVerificationEmail(ctx, caller.id);
}

/** Checks shared by every enrolment step, in the order the spec's messages imply. */
async function assertMayEnrol(ctx: Context, caller: SignedIn, type: 'TOTP' | 'SMS') {
  const user = await operatorRow(ctx.db, caller.id);
  if (!user?.emailVerified) {
    await sendVerificationEmail(ctx, caller.id);
    throw new AppError(400, errorCodes.emailNotVerified, identityMessages.verifyEmailFirst, 'EMAIL_NOT_VERIFIED');
  }
  if (Date.now() / 1000 - caller.authTime > reauthWindowSeconds) {
    throw new AppError(403, errorCodes.reauthRequired, identityMessages.reauthRequired, 'REAUTH_REQUIRED');
  }
  const factors = await verifiedFactors(ctx, caller.id);
  if (factors.some((f) => f.type === type)) {
    throw new AppError(409, errorCodes.alreadyEnrolled, identityMessages.alreadyEnrolled, 'ALREADY_ENROLLED');
  }
  if (factors.length >= maxFactors) {
    throw new AppError(409, errorCodes.maxFactors, identityMessages.maxFactors, 'MAX_FACTORS');
  }
  return factors;
}

async function enrolled(ctx: Context, userId: number, factorsBefore: number): Promise<EnrolResponse> {
  if (factorsBefore > 0) return { message: identityMessages.enrolled };
  return { message: identityMessages.enrolled, recoveryCodes: await replaceRecoveryCodes(ctx, userId) };
}

export async function createTotpSecret(ctx: Context, caller: SignedIn): Promise<TotpSecretResponse> {
  await assertMayEnrol(ctx, caller, 'TOTP');
  const secret = await newTotpSecret();
  await ctx.db
    .delete(userFactors)
    .where(and(eq(userFactors.userId, caller.id), eq(userFactors.type, 'TOTP'), isNull(userFactors.verifiedAt)));
  await ctx.db.insert(userFactors).values({ userId: caller.id, type: 'TOTP', secret: ctx.secretBox.seal(secret) });
  const label = authenticatorLabel(productName, ctx.config.environment);
  const otpauthUrl = await totpUri(secret, label, caller.username);
  // Loaded with the first enrolment, not at start.
  const { default: QRCode } = await import('qrcode');
  return { secret, otpauthUrl, qrCode: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }), label };
}

export async function enrolTotp(ctx: Context, caller: SignedIn, code: string, address: string): Promise<EnrolResponse> {
  const factors = await assertMayEnrol(ctx, caller, 'TOTP');
  await assertCodeAttemptsLeft(ctx, caller.id);
  const [pending] = await ctx.db
    .select()
    .from(userFactors)
    .where(and(eq(userFactors.userId, caller.id), eq(userFactors.type, 'TOTP'), isNull(userFactors.verifiedAt)));
  const step = pending?.secret ? await matchTotp(ctx.secretBox.open(pending.secret), code, Date.now() / 1000) : null;
  await recordCodeAttempt(ctx, caller.id, address, step !== null);
  if (!pending || step === null) {
    throw AppError.badRequest(identityMessages.enrolCodeIncorrect, [
      { path: 'code', message: identityMessages.enrolCodeIncorrect },
    ]);
  }
  await ctx.db
    .update(userFactors)
    .set({ verifiedAt: new Date(), lastStep: step })
    .where(eq(userFactors.id, pending.id));
  return enrolled(ctx, caller.id, factors.length);
}

export async function sendEnrolmentSms(ctx: Context, caller: SignedIn, phone: string): Promise<void> {
  await assertMayEnrol(ctx, caller, 'SMS');
  await assertSmsAllowed(ctx, caller.id, phone);
  const code = await issueCode(ctx, caller.id, 'SMS_ENROL', phone);
  await ctx.sendSms({ to: phone, text: `Your Store Console verification code is ${code}. It expires in 5 minutes.` });
}

export async function enrolSms(ctx: Context, caller: SignedIn, code: string, address: string): Promise<EnrolResponse> {
  const factors = await assertMayEnrol(ctx, caller, 'SMS');
  await assertCodeAttemptsLeft(ctx, caller.id);
  const phone = await consumeCode(ctx, caller.id, 'SMS_ENROL', code);
  await recordCodeAttempt(ctx, caller.id, address, phone !== null);
  if (phone === null) {
    throw AppError.badRequest(identityMessages.enrolCodeIncorrect, [
      { path: 'code', message: identityMessages.enrolCodeIncorrect },
    ]);
  }
  await ctx.db.insert(userFactors).values({ userId: caller.id, type: 'SMS', phone, verifiedAt: new Date() });
  return enrolled(ctx, caller.id, factors.length);
}

export async function regenerateRecoveryCodes(ctx: Context, caller: SignedIn): Promise<string[]> {
  if (Date.now() / 1000 - caller.authTime > reauthWindowSeconds) {
    throw new AppError(403, errorCodes.reauthRequired, identityMessages.reauthRequired, 'REAUTH_REQUIRED');
  }
  const [row] = await ctx.db
    .select({ n: count() })
    .from(userFactors)
    .where(and(eq(userFactors.userId, caller.id), isNotNull(userFactors.verifiedAt)));
  if (!row?.n) throw AppError.conflict('Enrol a second factor first');
  return replaceRecoveryCodes(ctx, caller.id);
}
