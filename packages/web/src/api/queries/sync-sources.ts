import type { Scheduler } from '@store-console/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storeKeyRoot } from '../query-keys.ts';
import { getSyncSchedule, listSyncSources, type SyncStoreRef, saveSyncSchedule } from '../sync-sources.ts';

/**
 * Query keys of the sync area. Every key of the area (this file's, and the other sync tabs' files')
 * starts with a string beginning with `sync`, so leaving the area can drop them all (isSyncAreaKey).
 */
const syncSourceRoot = storeKeyRoot('sync');
export const syncSourceKeys = {
  ...syncSourceRoot,
  sources: (storeId: number) => [...syncSourceRoot.store(storeId), 'sources'] as const,
  schedule: (storeId: number, sourceId: number) => [...syncSourceRoot.store(storeId), 'schedule', sourceId] as const,
};

/** The source's schedule (the one the version change reads too: same key). */
export function useSchedule(store: SyncStoreRef, sourceId: number) {
  return useQuery({
    queryKey: syncSourceKeys.schedule(store.id, sourceId),
    queryFn: ({ signal }) => getSyncSchedule(store, sourceId, signal),
  });
}

export function useSaveSchedule(store: SyncStoreRef, sourceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scheduler: Scheduler) => saveSyncSchedule(store, sourceId, scheduler),
    // The reply is the saved schedule with its new next due time.
    onSuccess: (reply) => queryClient.setQueryData(syncSourceKeys.schedule(store.id, sourceId), reply),
  });
}

/** The store's sources (GET /sync/source?storeId; a 404 reads as none). */
export function useSyncSources(store: SyncStoreRef) {
  return useQuery({
    queryKey: syncSourceKeys.sources(store.id),
    queryFn: ({ signal }) => listSyncSources(store, signal),
  });
}
