import {
  enrolResponseSchema,
  type MfaVerifyRequest,
  mfaStatusSchema,
  mfaVerifyResponseSchema,
  type SignInStart,
  signInStartResponseSchema,
  totpSecretResponseSchema,
} from '@store-console/contract';
import { apiJson, apiVoid } from './client.ts';

/**
 * The identity provider: the password step and second factor of signing in (before any token, so
 * like the token endpoints they carry no bearer and a 401 is an answer, not a reason to refresh),
 * then the signed-in operator's 2FA enrolment.
 */

export function startSignIn(body: SignInStart) {
  return apiJson('/identity/sign-in', signInStartResponseSchema, { method: 'POST', tokenEndpoint: true, json: body });
}

export function sendSignInSms(body: { mfaToken: string; factorId: number }): Promise<void> {
  return apiVoid('/identity/mfa/sms', { method: 'POST', tokenEndpoint: true, json: body });
}

export function verifySecondFactor(body: MfaVerifyRequest) {
  return apiJson('/identity/mfa/verify', mfaVerifyResponseSchema, { method: 'POST', tokenEndpoint: true, json: body });
}

export function getMfaStatus(signal?: AbortSignal) {
  return apiJson('/identity/mfa', mfaStatusSchema, { signal });
}

export function resendVerificationEmail(): Promise<void> {
  return apiVoid('/identity/email/verification', { method: 'POST' });
}

export function createTotpSecret() {
  return apiJson('/identity/totp/secret', totpSecretResponseSchema, { method: 'POST' });
}

export function enrolTotp(code: string) {
  return apiJson('/identity/totp/enrol', enrolResponseSchema, { method: 'POST', json: { code } });
}

export function sendEnrolmentSms(phone: string): Promise<void> {
  return apiVoid('/identity/sms/send', { method: 'POST', json: { phone } });
}

export function enrolSms(code: string) {
  return apiJson('/identity/sms/enrol', enrolResponseSchema, { method: 'POST', json: { code } });
}
