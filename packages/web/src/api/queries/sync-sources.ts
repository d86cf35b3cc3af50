import type { Scheduler } from '@store-console/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSyncSchedule, type SyncStoreRef, saveSyncSchedule, syncSourceKeys } from '../sync-sources.ts';

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
