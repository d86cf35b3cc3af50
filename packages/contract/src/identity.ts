import { z } from 'zod';
import { idSchema } from './ids.ts';

/** The texts of sign-in and 2FA enrolment. */
export const identityMessages = {
  mfaRequired: 'mfa-required',
  codeRequired: 'Verification Code is required.',
  invalidCode: 'Invalid or Expired Verification Code',
  verifyEmailFirst: 'Need to verify email first before enrolling second factors.',
  alreadyEnrolled: '2FA has been enrolled for this account.',
  reauthRequired: 'Re-authentication required to enrolled for 2FA.',
  enrolCodeIncorrect: '2FA Verification Code is incorrect or expired.',
  enrolled: 'Successfully Enrolled for 2FA.',
  enrolledPleaseLogIn: 'Successfully enrolled for 2FA, please log in.',
  maxFactors: 'The maximum number of second factors is enrolled.',
} as const;

export const factorTypes = ['TOTP', 'SMS'] as const;
export const factorTypeSchema = z.enum(factorTypes);
export type FactorType = (typeof factorTypes)[number];
export const maxFactors = 2;

/** A 6-digit one-time code, with the spec's message when missing. */
export const otpCodeSchema = z
  .string()
  .trim()
  .min(1, identityMessages.codeRequired)
  .regex(/^\d{6}$/, 'Codes are 6 digits');

export const factorSchema = z.object({
  id: z.number().int(),
  type: factorTypeSchema,
  /** The phone's last digits, or the app's name. */
  hint: z.string(),
});
export type Factor = z.infer<typeof factorSchema>;

export const signInStartSchema = z.strictObject({
  username: z.string().trim().min(1, 'Required').max(254),
  password: z.string().min(1, 'Required').max(1024),
  deviceToken: z.string().max(200).optional(),
});
export type SignInStart = z.infer<typeof signInStartSchema>;

export const signInStartResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('OK'), ipAccessToken: z.string() }),
  z.object({
    status: z.literal('MFA_REQUIRED'),
    message: z.literal(identityMessages.mfaRequired),
    mfaToken: z.string(),
    factors: z.array(factorSchema),
  }),
]);
export type SignInStartResponse = z.infer<typeof signInStartResponseSchema>;

export const mfaSmsRequestSchema = z.strictObject({ mfaToken: z.string().min(1), factorId: idSchema });

export const mfaVerifyRequestSchema = z.strictObject({
  mfaToken: z.string().min(1),
  method: z.enum(['TOTP', 'SMS', 'RECOVERY']),
  factorId: idSchema.optional(),
  code: z.string().trim().min(1, identityMessages.codeRequired).max(32),
});
export type MfaVerifyRequest = z.infer<typeof mfaVerifyRequestSchema>;

export const mfaVerifyResponseSchema = z.object({ ipAccessToken: z.string(), deviceToken: z.string() });

export const mfaStatusSchema = z.object({
  emailVerified: z.boolean(),
  factors: z.array(factorSchema),
  maxFactors: z.number().int(),
  recoveryCodesRemaining: z.number().int(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

export const totpSecretResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** PNG data URL of the otpauth QR code. */
  qrCode: z.string(),
  label: z.string(),
});
export type TotpSecretResponse = z.infer<typeof totpSecretResponseSchema>;

export const enrolCodeSchema = z.strictObject({ code: otpCodeSchema });
export const smsSendSchema = z.strictObject({
  phone: z
    .string()
    .trim()
    .min(1, 'Required')
    .regex(/^\+[1-9][0-9 ()-]{6,20}$/, 'Phone number in international format, e.g. +44 20 7946 0000'),
});
export const enrolResponseSchema = z.object({
  message: z.string(),
  /** Ten single-use codes, shown once, when the first factor is enrolled. */
  recoveryCodes: z.array(z.string()).optional(),
});
export type EnrolResponse = z.infer<typeof enrolResponseSchema>;

/** POST /identity/recovery-codes: a new set of ten, shown once. */
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** The label of the authenticator entry: the product name, with a 3-character suffix outside production. */
export function authenticatorLabel(productName: string, environment: string): string {
  if (environment === 'production') return productName;
  return `${productName} ${environment.slice(0, 3).toUpperCase()}`;
}

/**
 * GET /store-manager/configs/firebase: the identity configuration the console uses — the second
 * factors offered, the authenticator entry's label and how long a sign-in is remembered (seconds).
 */
export const identityConfigSchema = z.object({
  secondFactors: z.array(factorTypeSchema),
  authenticatorLabel: z.string(),
  refreshTokenValidity: z.number().int(),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
