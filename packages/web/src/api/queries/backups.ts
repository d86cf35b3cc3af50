import { type Backup, isBackupWaiting, pollingMs } from '@store-console/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BackupListParams, createBackup, deleteBackup, listBackups, restoreBackup } from '../backups.ts';
import { anyWaiting, pollWhile } from '../poll-while.ts';
import { storeScopedKeys } from '../query-keys.ts';
import { storeKeys } from './stores.ts';

/** A store's backups; the clone dialog reads another store's cloneable ones through the same keys. */
export const backupKeys = storeScopedKeys<BackupListParams>('backups');

const isRunning = (backup: Backup) => isBackupWaiting(backup.statusType) || isBackupWaiting(backup.cdnStatusType);

/**
 * A store's backups; while any is waiting (or `keepPolling`, e.g. the store is loading a restore) the
 * list reloads every 10 s.
 */
export function useBackupList(storeDbId: number, params: BackupListParams, keepPolling = false) {
  return useQuery({
    queryKey: backupKeys.list(storeDbId, params),
    queryFn: ({ signal }) => listBackups(storeDbId, params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: pollWhile(
      (page: { content: Backup[] } | undefined) => keepPolling || anyWaiting(page?.content, isRunning),
      pollingMs.backups,
    ),
  });
}

export function useCreateBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (storeDbId: number) => createBackup(storeDbId),
    onSuccess: (_data, storeDbId) => void queryClient.invalidateQueries({ queryKey: backupKeys.lists(storeDbId) }),
  });
}

/** A restore changes the target store (UPDATING, then settled) and the backups (clone name, a safety backup). */
export function useRestoreBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      targetStoreDbId,
      backup,
      environment,
    }: {
      targetStoreDbId: number;
      backup: Backup;
      environment?: string;
    }) => restoreBackup(targetStoreDbId, backup, environment),
    onSuccess: (_data, { targetStoreDbId }) => {
      void queryClient.invalidateQueries({ queryKey: backupKeys.all });
      void queryClient.invalidateQueries({ queryKey: storeKeys.detail(targetStoreDbId) });
      void queryClient.invalidateQueries({ queryKey: storeKeys.lists() });
    },
  });
}

export function useDeleteBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (backup: Backup) => deleteBackup(backup.id),
    onSuccess: (_data, backup) =>
      void queryClient.invalidateQueries({ queryKey: backupKeys.lists(backup.storeResponse.id) }),
  });
}
