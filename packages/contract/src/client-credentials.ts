import { z } from 'zod';
import { idParamSchema, idSchema } from './ids.ts';

export const clientCredentialSchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  clientName: z.string(),
  storeId: z.number().int(),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
});
export type ClientCredential = z.infer<typeof clientCredentialSchema>;

export const clientCredentialListQuerySchema = z.strictObject({
  'store-id': idParamSchema,
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(20),
});

export const clientCredentialListSchema = z.object({
  clientCredentials: z.array(clientCredentialSchema),
  pagination: z.object({
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  }),
});

export const registerClientCredentialSchema = z.strictObject({
  clientName: z.string().trim().min(1, 'Client Name is required').max(100, 'At most 100 characters'),
  storeId: idSchema,
});
export type RegisterClientCredential = z.input<typeof registerClientCredentialSchema>;

/** The secret is returned this once; only its hash is kept. */
export const registeredClientCredentialSchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  clientSecret: z.string(),
});

/** The header that names the store a settings, sync or client call is about (the store's storeId). */
export const storeHeader = 'x-xm-store';
