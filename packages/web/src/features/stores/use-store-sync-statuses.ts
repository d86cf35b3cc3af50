import { syncPollingMs } from '@store-console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { syncRequestKeys } from '../../api/queries/sync-requests.ts';
import { getSyncStatuses } from '../../api/sync-requests.ts';

/**
 * The page's SYNC_2 stores' statuses in one batch call, every 15 s (spec 4 "Status polling"). Every
 * cell of the page asks with the same ids, so TanStack Query makes one call for all of them.
 */
export function useStoreSyncStatuses(storeIds: readonly number[]) {
  return useQuery({
    queryKey: syncRequestKeys.statuses(storeIds),
    queryFn: ({ signal }) => getSyncStatuses(storeIds, signal),
    enabled: storeIds.length > 0,
    // Cells that mount a moment after the first (their rows rendered in slices) use the batch just
    // read instead of asking again.
    staleTime: 5_000,
    placeholderData: keepPreviousData,
    refetchInterval: syncPollingMs.status,
  });
}
