import type { Scheduler } from '@store-console/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getSchedule,
  listSyncSources,
  type SyncStore,
  saveSchedule,
  syncConfigKeys,
} from '../../../api/sync-config.ts';

/**
 * The store's source (its first, as the Connection tab's form is pre-filled with): the schedule is
 * saved per source. Null when the store has none.
 */
export function useScheduleSource(store: SyncStore) {
  return useQuery({
    queryKey: syncConfigKeys.sources(store.id),
    queryFn: ({ signal }) => listSyncSources(store, signal),
    select: (sources) => sources[0] ?? null,
  });
}

export function useSchedule(store: SyncStore, sourceId: number) {
  return useQuery({
    queryKey: syncConfigKeys.schedule(store.id, sourceId),
    queryFn: ({ signal }) => getSchedule(store, sourceId, signal),
  });
}

export function useSaveSchedule(store: SyncStore, sourceId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scheduler: Scheduler) => saveSchedule(store, sourceId, scheduler),
    onSuccess: (reply) => queryClient.setQueryData(syncConfigKeys.schedule(store.id, sourceId), reply),
  });
}
