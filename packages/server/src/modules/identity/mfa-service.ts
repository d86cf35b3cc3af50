import { randomBytes } from 'node:crypto';
import {
  identityMessages,
  type MfaVerifyRequest,
  type SignInStart,
  type SignInStartResponse,
} from '@store-console/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../platform/tokens.ts';
import { verifyCredentials } from '../auth/index.ts';
import { assertCodeAttemptsLeft, assertSmsAllowed, consumeCode, issueCode, recordCodeAttempt } from './codes.ts';
import { toFactor, verifiedFactors } from './factors.ts';
import { recoveryCodes, rememberedDevices, userFactors } from './schema.ts';
import { matchTotp } from './totp.ts';

const mfaTokenSeconds = 300;
const ipAccessSeconds = 120;

const invalidCode = () =>
  AppError.badRequest(identityMessages.invalidCode, [{ path: 'code', message: identityMessages.invalidCode }]);

/**
 * First step of signing in: the password, then either a proof for POST /token (no factor enrolled,
 * or a remembered device within the refresh-token validity) or the factors to choose from.
 */
export async function startSignIn(ctx: Context, input: SignInStart, address: string): Promise<SignInStartResponse> {
  const user = await verifyCredentials(ctx, { ...input, address });
  const factors = await verifiedFactors(ctx, user.id);
  if (factors.length === 0 || (input.deviceToken && (await isRemembered(ctx, user.id, input.deviceToken)))) {
    return { status: 'OK', ipAccessToken: await ctx.identityTokens.sign('ip-access', user.id, ipAccessSeconds) };
  }
  return {
    status: 'MFA_REQUIRED',
    message: identityMessages.mfaRequired,
    mfaToken: await ctx.identityTokens.sign('mfa-pending', user.id, mfaTokenSeconds),
    factors: factors.map(toFactor),
  };
}

async function isRemembered(ctx: Context, userId: number, deviceToken: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: rememberedDevices.id })
    .from(rememberedDevices)
    .where(
      and(
        eq(rememberedDevices.userId, userId),
        eq(rememberedDevices.tokenHash, hashOpaqueToken(deviceToken)),
        gt(rememberedDevices.expiresAt, new Date()),
      ),
    );
  return Boolean(row);
}

async function pendingUser(ctx: Context, mfaToken: string): Promise<number> {
  const userId = await ctx.identityTokens.verify('mfa-pending', mfaToken);
  if (userId === null) throw AppError.unauthorized('The sign-in has expired; sign in again', 'MFA_TOKEN_INVALID');
  return userId;
}

export async function sendSignInSms(ctx: Context, mfaToken: string, factorId: number): Promise<void> {
  const userId = await pendingUser(ctx, mfaToken);
  const factor = (await verifiedFactors(ctx, userId)).find((f) => f.id === factorId && f.type === 'SMS');
  if (!factor?.phone) throw AppError.badRequest('Unknown SMS factor');
  await assertSmsAllowed(ctx, userId, factor.phone);
  const code = await issueCode(ctx, userId, 'SMS_SIGN_IN', factor.phone);
  await ctx.sendSms({ to: factor.phone, text: `Your Store Console sign-in code is ${code}. It expires in 5 minutes.` });
}

/** Verifies the chosen second factor (or a recovery code) and issues the proof for POST /token. */
export async function verifySecondFactor(
  ctx: Context,
  input: MfaVerifyRequest,
  address: string,
): Promise<{ ipAccessToken: string; deviceToken: string }> {
  const userId = await pendingUser(ctx, input.mfaToken);
  await assertCodeAttemptsLeft(ctx, userId);
  const ok = await checkFactor(ctx, userId, input);
  await recordCodeAttempt(ctx, userId, address, ok);
  if (!ok) throw invalidCode();
  const device = newOpaqueToken();
  await ctx.db.insert(rememberedDevices).values({
    userId,
    tokenHash: device.hash,
    expiresAt: new Date(Date.now() + ctx.config.refreshTokenTtl * 1000),
  });
  return {
    ipAccessToken: await ctx.identityTokens.sign('ip-access', userId, ipAccessSeconds),
    deviceToken: device.token,
  };
}

async function checkFactor(ctx: Context, userId: number, input: MfaVerifyRequest): Promise<boolean> {
  if (input.method === 'RECOVERY') return spendRecoveryCode(ctx, userId, input.code);
  const factor = (await verifiedFactors(ctx, userId)).find(
    (f) => f.type === input.method && (input.factorId === undefined || f.id === input.factorId),
  );
  if (!factor) return false;
  if (factor.type === 'SMS') return (await consumeCode(ctx, userId, 'SMS_SIGN_IN', input.code)) !== null;
  if (!factor.secret) return false;
  const step = await matchTotp(ctx.secretBox.open(factor.secret), input.code, Date.now() / 1000, factor.lastStep);
  if (step === null) return false;
  const claimed = await ctx.db
    .update(userFactors)
    .set({ lastStep: step })
    .where(eq(userFactors.id, factor.id))
    .returning({ id: userFactors.id });
  return claimed.length > 0;
}

/** Ten codes like `k3f9-2m7q`, returned once; only their hashes are kept. */
export async function replaceRecoveryCodes(ctx: Context, userId: number): Promise<string[]> {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: 10 }, () => {
    const bytes = randomBytes(8);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4)}`;
  });
  await ctx.db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await ctx.db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashOpaqueToken(`${userId}:${code}`) })));
  return codes;
}

async function spendRecoveryCode(ctx: Context, userId: number, code: string): Promise<boolean> {
  const spent = await ctx.db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashOpaqueToken(`${userId}:${code.trim().toLowerCase()}`)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length > 0;
}

/**
 * Re-authentication with the second factor (changing one's own credentials): a code from the
 * authenticator, a sign-in SMS code or a recovery code, each accepted once. Wrong codes count
 * towards the same limit as at sign-in.
 */
export async function proveSecondFactor(ctx: Context, userId: number, code: string, address: string): Promise<boolean> {
  await assertCodeAttemptsLeft(ctx, userId);
  const factors = await verifiedFactors(ctx, userId);
  let ok = false;
  for (const factor of factors) {
    if (ok) break;
    ok = await checkFactor(ctx, userId, { mfaToken: '', method: factor.type, factorId: factor.id, code });
  }
  if (!ok && /-/.test(code)) ok = await spendRecoveryCode(ctx, userId, code);
  await recordCodeAttempt(ctx, userId, address, ok);
  return ok;
}
