import type { Scheduler, SyncSource } from '@store-console/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isSyncAreaKey, storeKeyRoot } from '../query-keys.ts';
import { getSyncSchedule, listSyncSources, type SyncStoreRef, saveSyncSchedule } from '../sync-sources.ts';
import { storeKeys } from './stores.ts';

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

/**
 * Leaving the sync area (it unloads and clears its state): every sync query nothing watches
 * any more goes; the next page's own (e.g. the settings screen's) stay.
 */
export function useDropUnwatchedSyncQueries() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.removeQueries({
        predicate: (query) => isSyncAreaKey(query.queryKey) && query.getObserversCount() === 0,
      }),
    [queryClient],
  );
}

/** A source just saved: it is the store's first source now, and the area reads its sources again. */
export function useSourceSaved(store: SyncStoreRef) {
  const queryClient = useQueryClient();
  return async (saved: SyncSource) => {
    queryClient.setQueryData<SyncSource[]>(syncSourceKeys.sources(store.id), (old) => [
      saved,
      ...(old ?? []).filter((entry) => entry.id !== saved.id).slice(1),
    ]);
    await queryClient.invalidateQueries({ queryKey: syncSourceKeys.store(store.id) });
  };
}

/** The store's sync version changed: the store and its sources are read again. */
export function useSyncVersionChanged(store: SyncStoreRef) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: storeKeys.detail(store.id) }),
      queryClient.invalidateQueries({ queryKey: syncSourceKeys.store(store.id) }),
    ]);
  };
}
