import type {
  enrolCodeSchema,
  enrolResponseSchema,
  MfaVerifyRequest,
  mfaSmsRequestSchema,
  mfaStatusSchema,
  mfaVerifyResponseSchema,
  recoveryCodesResponseSchema,
  SignInStart,
  signInStartResponseSchema,
  smsSendSchema,
  totpSecretResponseSchema,
} from '@store-console/contract';
import type { z } from 'zod';
import { apiJson, apiVoid } from './client.ts';

/**
 * The identity provider: the password step and second factor of signing in (before any token, so
 * like the token endpoints they carry no bearer and a 401 is an answer, not a reason to refresh),
 * then the signed-in operator's 2FA enrolment.
 */

export function startSignIn(body: SignInStart) {
  return apiJson<typeof signInStartResponseSchema>('/identity/sign-in', {
    method: 'POST',
    tokenEndpoint: true,
    json: body,
  });
}

export function sendSignInSms(body: z.input<typeof mfaSmsRequestSchema>): Promise<void> {
  return apiVoid('/identity/mfa/sms', { method: 'POST', tokenEndpoint: true, json: body });
}

export function verifySecondFactor(body: MfaVerifyRequest) {
  return apiJson<typeof mfaVerifyResponseSchema>('/identity/mfa/verify', {
    method: 'POST',
    tokenEndpoint: true,
    json: body,
  });
}

export function getMfaStatus(signal?: AbortSignal) {
  return apiJson<typeof mfaStatusSchema>('/identity/mfa', { signal });
}

export function resendVerificationEmail(): Promise<void> {
  return apiVoid('/identity/email/verification', { method: 'POST' });
}

export function createTotpSecret() {
  return apiJson<typeof totpSecretResponseSchema>('/identity/totp/secret', { method: 'POST' });
}

type EnrolCode = z.input<typeof enrolCodeSchema>;

export function enrolTotp(code: string) {
  const body: EnrolCode = { code };
  return apiJson<typeof enrolResponseSchema>('/identity/totp/enrol', { method: 'POST', json: body });
}

export function sendEnrolmentSms(phone: string): Promise<void> {
  const body: z.input<typeof smsSendSchema> = { phone };
  return apiVoid('/identity/sms/send', { method: 'POST', json: body });
}

export function enrolSms(code: string) {
  const body: EnrolCode = { code };
  return apiJson<typeof enrolResponseSchema>('/identity/sms/enrol', { method: 'POST', json: body });
}

/** New recovery codes (the old ones stop working); shown once. */
export function regenerateRecoveryCodes() {
  return apiJson<typeof recoveryCodesResponseSchema>('/identity/recovery-codes', { method: 'POST' });
}
