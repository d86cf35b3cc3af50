import { type Backup, backupPageSchema, backupSchema } from '@store-console/contract';
import { apiJson, apiVoid } from './client.ts';

/** What the backup list sends: the paged list params plus the fuzzy search. */
export interface BackupListParams {
  page: number;
  size: number;
  sort: string;
  fuzzyString?: string | undefined;
  /** Another environment's store (the clone list); omitted for production. */
  environment?: string | undefined;
}

export function listBackups(storeDbId: number, params: BackupListParams, signal?: AbortSignal) {
  return apiJson(`/backups/store/${storeDbId}`, backupPageSchema, { query: { ...params }, signal });
}

/** 201 with the backup PENDING; a job takes it to DONE or ERROR. */
export function createBackup(storeDbId: number) {
  return apiJson(`/backups/store/${storeDbId}`, backupSchema, { method: 'POST' });
}

/**
 * 202: the target store goes UPDATING while the job loads the archive. A backup of another store
 * restored here is the clone.
 */
export function restoreBackup(targetStoreDbId: number, backup: Backup, environment?: string) {
  return apiJson(`/backups/store/${targetStoreDbId}/restore`, backupSchema, {
    method: 'POST',
    json: { ...backup, store: { id: targetStoreDbId }, ...(environment ? { environment } : {}) },
  });
}

export function deleteBackup(id: number) {
  return apiVoid(`/backups/${id}`, { method: 'DELETE' });
}
