import { z } from 'zod';
import { idParamSchema, idSchema } from './ids.ts';
import { listCursorSchema, pageCursorFields } from './paging.ts';

/**
 * What a store's client credential may do. Reading the store (its record, CDN statistics, the
 * list of its backups) is always allowed; everything else must be granted when it is created.
 */
export const clientScopes = ['store:read', 'backups:download', 'cdn:write', 'gateway:execute', 'sync:manage'] as const;
export type ClientScope = (typeof clientScopes)[number];
export const clientScopeDescriptions: Record<ClientScope, string> = {
  'store:read': 'Read the store, its CDN statistics and its list of backups',
  'backups:download': "Download backup archives (the store's whole database and CDN files)",
  'cdn:write': "Upload files to the store's CDN",
  'gateway:execute': "Run the store's gateway operations (calls its ERP and other upstream APIs)",
  'sync:manage': "Read and change the store's synchronisation: source, mappings, filters and schedule",
};
export const defaultClientScopes: ClientScope[] = ['store:read'];

export const clientCredentialSchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  clientName: z.string(),
  storeId: z.number().int(),
  scopes: z.array(z.string()),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
});
export type ClientCredential = z.infer<typeof clientCredentialSchema>;

export const clientCredentialListQuerySchema = z.strictObject({
  'store-id': idParamSchema,
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(20),
  cursor: listCursorSchema.optional(),
});

export const clientCredentialListSchema = z.object({
  clientCredentials: z.array(clientCredentialSchema),
  pagination: z.object({
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
    ...pageCursorFields,
  }),
});

export const registerClientCredentialSchema = z.strictObject({
  clientName: z.string().trim().min(1, 'Required').max(100, 'At most 100 characters'),
  storeId: idSchema,
  /** Read-only unless more is asked for; store:read is always included. */
  scopes: z
    .array(z.enum(clientScopes))
    .max(clientScopes.length)
    .optional()
    .transform((value) => [...new Set<ClientScope>(['store:read', ...(value ?? [])])]),
});
export type RegisterClientCredential = z.input<typeof registerClientCredentialSchema>;

/** The secret is returned this once; only its hash is kept. */
export const registeredClientCredentialSchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  clientSecret: z.string(),
  /** What the credential may do, shown with the secret when it is created. */
  scopes: z.array(z.string()),
});
