import { z } from 'zod';

export const roles = ['SUPER_ADMIN', 'PARTNER', 'SERVICE_ACCOUNT'] as const;
export const roleSchema = z.enum(roles);
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  SUPER_ADMIN: 'Super Admin',
  PARTNER: 'Partner',
  SERVICE_ACCOUNT: 'Service Account',
};

/** Label formatter for the config enum userRole: known roles by name, others title-cased. */
export function formatRole(role: string): string {
  if (role in roleLabels) return roleLabels[role as Role];
  return role
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The client's id and secret in the body (RFC 6749 §2.3.1 client_secret_post), instead of a Basic
 * header; the console, a public client, may send its id alone or nothing.
 */
const clientPostFields = {
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(512).optional(),
};

/*
 * Token requests are plain objects, not strict ones: RFC 6749 §3.2 says the server MUST ignore the
 * parameters it does not know.
 */

/** POST /token, form-encoded. */
export const passwordTokenRequestSchema = z.object({
  grant_type: z.literal('password'),
  username: z.string().trim().min(1, 'Required').max(254),
  password: z.string().min(1, 'Required').max(1024),
  ipAccessToken: z.string().max(4096).optional(),
  ...clientPostFields,
});

export const refreshTokenRequestSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1, 'Required').max(512),
  ...clientPostFields,
});

/**
 * POST /oauth2/token for a client credential: clientId and clientSecret (a Basic header or the body);
 * the x-xm-store header is optional (checked when sent), since the credential names its one store.
 * `scope` (space-separated) may only name scopes the credential holds.
 */
export const clientCredentialsTokenRequestSchema = z.object({
  grant_type: z.literal('client_credentials'),
  scope: z.string().max(200).optional(),
  ...clientPostFields,
});

/** POST /oauth2/revoke (RFC 7009). */
export const revokeTokenRequestSchema = z.object({
  token: z.string().min(1, 'Required').max(512),
  token_type_hint: z.string().max(100).optional(),
  ...clientPostFields,
});

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  passwordTokenRequestSchema,
  refreshTokenRequestSchema,
]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  user_id: z.number().int(),
});

/** A client credential's token: no refresh token, no user. */
export const clientTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  store_id: z.string(),
  /** The credential's scopes, space-separated (RFC 6749 §5.1: they may differ from those asked for). */
  scope: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Sign-in form of the console. */
export const signInFormSchema = z.object({
  username: z.string().trim().min(1, 'Required'),
  password: z.string().min(1, 'Required'),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

export const configsSchema = z.object({
  properties: z.object({
    refreshTokenValidity: z.number().int(),
    accessTokenValidity: z.number().int(),
    environment: z.string(),
    productName: z.string(),
    version: z.string(),
  }),
  enums: z.object({
    userRole: z.array(z.string()),
  }),
});
export type Configs = z.infer<typeof configsSchema>;
