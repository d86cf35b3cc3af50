import { z } from 'zod';
import { auditKeys } from './audit.ts';
import { idSchema } from './ids.ts';
import { pageQuerySchema, pageSchema } from './paging.ts';
import { readOnlyFields, withoutReadOnly } from './read-only.ts';
import { storeActions, storeNameMaxLength, storeSortFields, storeStatusTypes, storeTypes } from './store-rules.ts';

export const domainSchema = z.object({
  name: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Required')
    .max(253, 'At most 253 characters')
    .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'Invalid domain name'),
  protocol: z.enum(['https', 'http']).default('https'),
  isStaging: z.boolean().default(false),
  isPrimary: z.boolean().default(false),
});
export type Domain = z.output<typeof domainSchema>;

const logSchema = z.object({ logType: z.string(), text: z.string(), timestamp: z.string() });

export const storeSchema = z.object({
  id: z.number().int(),
  storeId: z.string(),
  name: z.string(),
  originName: z.string(),
  domains: z.array(
    z.object({ name: z.string(), protocol: z.string(), isStaging: z.boolean(), isPrimary: z.boolean() }),
  ),
  stgDomain: z.string(),
  primaryDomain: z.string().nullable(),
  erpType: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  erpTypeVersion: z.object({ id: z.number().int(), name: z.string() }),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  partnerUsers: z.array(z.object({ id: z.number().int(), name: z.string(), username: z.string() })),
  storeType: z.enum(storeTypes),
  storeStatus: z.object({ statusType: z.enum(storeStatusTypes), nextStatusTypes: z.array(z.enum(storeActions)) }),
  storeStatuses: z.array(
    z.object({
      id: z.number().int(),
      statusType: z.enum(storeStatusTypes),
      createdBy: z.string().nullable(),
      createdDate: z.string(),
    }),
  ),
  databaseSize: z.number().nullable(),
  databaseInstanceName: z.string().nullable(),
  cdnSize: z.number().nullable(),
  syncVersion: z.string().nullable(),
  orderIntegrationVersion: z.string().nullable(),
  /** The data centre hosting the store; its IANA time zone is the store's (its schedule, its sync screens). */
  dataCentre: z.object({ id: z.number().int(), endpoint: z.string().nullable(), timeZone: z.string() }),
  logs: z.array(logSchema),
  createdBy: z.string().nullable(),
  createdDate: z.string().nullable(),
  modifiedBy: z.string().nullable(),
  modifiedDate: z.string().nullable(),
});
export type Store = z.infer<typeof storeSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const storeFields = {
  name: z.string().trim().min(1, 'Required').max(storeNameMaxLength, `At most ${storeNameMaxLength} characters`),
  stgDomain: domainSchema.shape.name,
  domains: z.array(domainSchema).max(20).default([]),
  erpTypeVersion: z.object({ id: idSchema }, 'Required'),
  storeType: z.enum(storeTypes, 'Required'),
  contactName: optionalText(100),
  contactEmail: optionalText(254).refine((v) => v === null || z.email().safeParse(v).success, 'Invalid email address'),
  contactPhone: optionalText(32),
  partnerUsers: z.array(z.object({ id: idSchema })).default([]),
};

export const createStoreSchema = z.strictObject({
  ...storeFields,
  erpType: z.object({ id: idSchema }, 'Required'),
  dataCentre: z.object({ id: idSchema }, 'Required'),
});
export type CreateStore = z.input<typeof createStoreSchema>;

/** What GET /stores/{id} answers beside the fields PUT /stores writes: the server sets them. */
const storeReadOnlyKeys = [
  'storeId',
  'originName',
  'primaryDomain',
  'storeStatus',
  'storeStatuses',
  'databaseSize',
  'databaseInstanceName',
  'cdnSize',
  'syncVersion',
  'orderIntegrationVersion',
  'logs',
  ...auditKeys,
] as const;

/**
 * The ERP and the staging domain cannot change after creation; they may be sent back unchanged. A
 * store as read may be sent back: its read-only fields are ignored.
 */
export const updateStoreSchema = z
  .strictObject({
    ...readOnlyFields(storeReadOnlyKeys),
    id: idSchema,
    ...storeFields,
    erpType: z.object({ id: idSchema }).optional(),
    dataCentre: z.object({ id: idSchema }).optional(),
  })
  .transform(withoutReadOnly(storeReadOnlyKeys));
export type UpdateStore = z.input<typeof updateStoreSchema>;

export const storeListQuerySchema = pageQuerySchema(storeSortFields, { size: 20, sort: 'id,DESC' }).extend({
  fuzzyString: z.string().max(200).optional(),
  status: z.enum(storeStatusTypes).optional(),
  type: z.enum(storeTypes).optional(),
  erp: z.string().max(50).optional(),
});
export const storePageSchema = pageSchema(storeSchema);

export const updateStoreStatusSchema = z.strictObject({
  statusType: z.enum(storeActions),
  /** A non-super-admin confirms DELETE with their own password. */
  password: z.string().max(1024).optional(),
});

export const storeTypeCountSchema = z.array(z.object({ storeType: z.enum(storeTypes), count: z.number().int() }));

/** POST /stores/{id}/gateway-ticket: a single-use, one-minute ticket and the page that spends it. */
export const gatewayTicketSchema = z.object({ ticket: z.string(), expiresAt: z.string(), url: z.string() });
