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

/** POST /token, form-encoded. */
export const passwordTokenRequestSchema = z.strictObject({
  grant_type: z.literal('password'),
  username: z.string().trim().min(1, 'Required').max(254),
  password: z.string().min(1, 'Required').max(1024),
  ipAccessToken: z.string().max(4096).optional(),
});

export const refreshTokenRequestSchema = z.strictObject({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1, 'Required').max(512),
});

/** POST /oauth2/token for a client credential: Basic clientId:clientSecret and the x-xm-store header. */
export const clientCredentialsTokenRequestSchema = z.strictObject({
  grant_type: z.literal('client_credentials'),
  scope: z.string().max(200).optional(),
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
