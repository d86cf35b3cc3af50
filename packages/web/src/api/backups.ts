import type {
  Backup,
  backupListQuerySchema,
  backupPageSchema,
  backupSchema,
  restoreRequestSchema,
} from '@store-console/contract';
import type { z } from 'zod';
import { apiJson, apiVoid } from './client.ts';

/** What the backup list sends: the paged list params, the fuzzy search, another environment (clone). */
export type BackupListParams = z.output<typeof backupListQuerySchema>;
type RestoreRequest = z.input<typeof restoreRequestSchema>;

export function listBackups(storeDbId: number, params: BackupListParams, signal?: AbortSignal) {
  return apiJson<typeof backupPageSchema>(`/backups/store/${storeDbId}`, { query: { ...params }, signal });
}

/** 201 with the backup PENDING; a job takes it to DONE or ERROR. */
export function createBackup(storeDbId: number) {
  return apiJson<typeof backupSchema>(`/backups/store/${storeDbId}`, { method: 'POST' });
}

/**
 * 202: the target store goes UPDATING while the job loads the archive. A backup of another store
 * restored here is the clone.
 */
export function restoreBackup(targetStoreDbId: number, backup: Backup, environment?: string) {
  const request: RestoreRequest = {
    id: backup.id,
    store: { id: targetStoreDbId },
    ...(environment ? { environment } : {}),
  };
  // The backup's fields travel too; the server reads what the contract names.
  return apiJson<typeof backupSchema>(`/backups/store/${targetStoreDbId}/restore`, {
    method: 'POST',
    json: { ...backup, ...request },
  });
}

export function deleteBackup(id: number) {
  return apiVoid(`/backups/${id}`, { method: 'DELETE' });
}
