import { z } from 'zod';
import { idSchema } from './ids.ts';
import { pageCursorFields, pageQuerySchema } from './paging.ts';

export const backupTypes = ['MANUAL', 'BEFORE_RESTORE', 'CLONE'] as const;
export type BackupType = (typeof backupTypes)[number];

export const backupStatusTypes = ['PENDING', 'QUEUED', 'IN_PROGRESS', 'TRANSFORMING', 'ERROR', 'DONE'] as const;
export type BackupStatusType = (typeof backupStatusTypes)[number];
const backupStatusSchema = z.enum(backupStatusTypes);

/** PENDING, QUEUED, IN_PROGRESS and TRANSFORMING count as waiting. */
export function isBackupWaiting(status: BackupStatusType | null | undefined): boolean {
  return status === 'PENDING' || status === 'QUEUED' || status === 'IN_PROGRESS' || status === 'TRANSFORMING';
}

/** Restore is offered only for a DONE backup whose CDN part is DONE or absent. */
export function isRestorable(backup: {
  statusType: BackupStatusType;
  cdnStatusType: BackupStatusType | null;
}): boolean {
  return backup.statusType === 'DONE' && (backup.cdnStatusType === null || backup.cdnStatusType === 'DONE');
}

export const backupSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  type: z.enum(backupTypes),
  statusType: backupStatusSchema,
  cdnStatusType: backupStatusSchema.nullable(),
  /** 0–100 while the backup runs. */
  progress: z.number().int(),
  cloneStoreName: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  error: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdDate: z.string(),
  storeResponse: z.object({ id: z.number().int(), storeId: z.string(), name: z.string() }),
});
export type Backup = z.infer<typeof backupSchema>;

export const backupListQuerySchema = pageQuerySchema(['id', 'fileName', 'statusType'], {
  size: 20,
  sort: 'id,DESC',
}).extend({
  fuzzyString: z.string().max(200).optional(),
  /** Another environment's store (the clone list); omitted for production. */
  environment: z.string().max(50).optional(),
});

export const backupPageSchema = z.object({
  /** The clone dialog reads the DONE backups here. */
  allCloneable: z.object({ backups: z.array(backupSchema) }),
  content: z.array(backupSchema),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  size: z.number().int(),
  number: z.number().int(),
  numberOfElements: z.number().int(),
  isFirst: z.boolean(),
  isLast: z.boolean(),
  ...pageCursorFields,
  pagination: z.object({ totalElements: z.number().int() }),
});

/** POST /backups/store/{storeId}/restore: the backup to load and the store it goes into. */
export const restoreRequestSchema = z.object({
  id: idSchema,
  store: z.object({ id: idSchema }),
  /** The environment the backup lives in; absent or 'production' for this installation. */
  environment: z.string().max(50).optional(),
});

export const productionEnvironment = 'production';

export const environmentSchema = z.object({ id: z.number().int(), name: z.string(), baseUrl: z.string().nullable() });
export type Environment = z.infer<typeof environmentSchema>;

/** POST /environments/{id}/test: the peer answered with its credential, and how many stores it offers. */
export const environmentTestSchema = z.object({
  name: z.string(),
  reachable: z.literal(true),
  stores: z.number().int(),
});
export type EnvironmentTest = z.infer<typeof environmentTestSchema>;

export const createEnvironmentSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(50)
    .regex(/^[a-z0-9-]+$/, 'Lower-case letters, digits and -')
    .refine((name) => name !== productionEnvironment, 'production is this installation'),
  baseUrl: z.url('Must be a URL').max(500),
  clientId: z.string().trim().min(1, 'Required').max(200),
  clientSecret: z.string().min(1, 'Required').max(200),
});
export type CreateEnvironment = z.input<typeof createEnvironmentSchema>;
