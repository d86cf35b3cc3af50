import type { SaveSyncSettings } from '@store-console/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storeKeyRoot } from '../query-keys.ts';
import { getSyncSettings, saveSyncSettings } from '../sync-settings.ts';
import type { SyncStoreRef } from '../sync-sources.ts';

/** The sync settings screen's keys: one store's settings, under its id. */
export const syncSettingsKeys = storeKeyRoot('syncSettings');

export function useSyncSettings(store: SyncStoreRef) {
  return useQuery({
    queryKey: syncSettingsKeys.store(store.id),
    queryFn: ({ signal }) => getSyncSettings(store, signal),
  });
}

export function useSaveSyncSettings(store: SyncStoreRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSyncSettings) => saveSyncSettings(store, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(syncSettingsKeys.store(store.id), saved);
      return queryClient.invalidateQueries({ queryKey: syncSettingsKeys.store(store.id) });
    },
  });
}
