import { z } from 'zod';
import { auditKeys, auditSchema } from './audit.ts';
import { idSchema } from './ids.ts';
import { pageQuerySchema, pageSchema } from './paging.ts';
import { readOnlyFields, withoutReadOnly } from './read-only.ts';

const requiredText = (max: number) => z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const dataCentreSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    countryCode: z.string(),
    region: z.string(),
    dbInstance: z.string().nullable(),
    dbHost: z.string().nullable(),
    dnsRecordSet: z.string().nullable(),
    endpoint: z.string().nullable(),
  })
  .extend(auditSchema.shape);
export type DataCentre = z.infer<typeof dataCentreSchema>;

const dataCentreFields = {
  name: requiredText(100),
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Two-letter country code (ISO 3166-1), e.g. DE'),
  region: requiredText(100),
  dbInstance: optionalText(200),
  dbHost: optionalText(253),
  dnsRecordSet: optionalText(253),
  endpoint: optionalText(500).refine(
    (value) => value === null || /^https?:\/\/\S+$/.test(value),
    'Must be an http:// or https:// URL',
  ),
};

export const dataCentreCodeSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(32, 'At most 32 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'Letters, digits, - and _ only');

/** POST body. */
export const createDataCentreSchema = z.strictObject({ code: dataCentreCodeSchema, ...dataCentreFields });
export type CreateDataCentre = z.input<typeof createDataCentreSchema>;

/**
 * PUT body: the code may be sent back unchanged (the form shows it read-only) but never changed;
 * the server compares it to the stored one. A data centre as read may be sent back: its audit
 * columns are ignored.
 */
export const updateDataCentreSchema = z
  .strictObject({
    ...readOnlyFields(auditKeys),
    id: idSchema,
    code: z.string().optional(),
    ...dataCentreFields,
  })
  .transform(withoutReadOnly(auditKeys));
export type UpdateDataCentre = z.input<typeof updateDataCentreSchema>;

export const dataCentreSortFields = ['id', 'code', 'name', 'countryCode', 'region'] as const;
export const dataCentreListQuerySchema = pageQuerySchema(dataCentreSortFields, { size: 20, sort: 'id,DESC' });
export type DataCentreListQuery = z.input<typeof dataCentreListQuerySchema>;
export const dataCentrePageSchema = pageSchema(dataCentreSchema);
