import { syncPollingMs, syncRequestTexts } from '@store-console/contract';
import { useQuery } from '@tanstack/react-query';
import { syncRequestKeys } from '../../../api/queries/sync-requests.ts';
import { getSyncStatus } from '../../../api/sync-requests.ts';
import type { SyncStoreRef } from '../../../api/sync-sources.ts';

/**
 * The store's sync status (health code and the open request's stage), every 15 s (spec 4 "Status
 * polling"), only for a SYNC_2 store with a source (spec: status is fetched for stores on SYNC_2).
 * The area reads it for the tab rule, the dashboard for the warning: one query, one key.
 */
export function useSyncStatus(store: SyncStoreRef, enabled: boolean) {
  return useQuery({
    queryKey: syncRequestKeys.status(store.id),
    queryFn: ({ signal }) => getSyncStatus(store, signal),
    enabled,
    refetchInterval: syncPollingMs.status,
  });
}

/** Spec 8: a failed status poll keeps its message, or 'UNKNOWN ERROR' without one. */
export function statusErrorText(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : syncRequestTexts.unknownError;
}
