import { z } from 'zod';
import { auditKeys, auditSchema } from './audit.ts';
import { idSchema } from './ids.ts';
import { pageQuerySchema, pageSchema } from './paging.ts';
import { readOnlyFields, withoutReadOnly } from './read-only.ts';

export const versionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    release: z.string(),
    notes: z.string().nullable(),
    info: z.string().nullable(),
  })
  .extend(auditSchema.shape);
export type Version = z.infer<typeof versionSchema>;

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** The spec shows no validation on the version form; the server still needs a name. */
const versionFields = {
  name: z.string().trim().min(1, 'Required').max(100, 'At most 100 characters'),
  /** A link without the scheme; the console renders https:// + notes. */
  notes: optional(500).transform((value) => (value ? value.replace(/^https?:\/\//i, '') : value)),
  info: optional(2000),
  /** Set by the server (now) on create and never changed; accepted and ignored so the form can send it back. */
  release: z.string().nullish(),
};

export const createVersionSchema = z.strictObject(versionFields);
export type CreateVersion = z.input<typeof createVersionSchema>;
/** A version as read may be sent back: its audit columns are ignored. */
export const updateVersionSchema = z
  .strictObject({ ...readOnlyFields(auditKeys), id: idSchema, ...versionFields })
  .transform(withoutReadOnly(auditKeys));
export type UpdateVersion = z.input<typeof updateVersionSchema>;

export const versionSortFields = ['id', 'name', 'release'] as const;
export const versionHistoryQuerySchema = pageQuerySchema(versionSortFields, { size: 20, sort: 'id,DESC' });
export const versionSearchQuerySchema = z.strictObject({ search: z.string().max(200).optional() });
export const versionPageSchema = pageSchema(versionSchema);
