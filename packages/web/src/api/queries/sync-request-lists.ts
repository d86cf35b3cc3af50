import type { SyncRequestList } from '@store-console/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadDetailInterval, requestListInterval, withNewerRequest } from '../sync-request-polling.ts';
import { getSyncRequest, listSyncRequests, type RequestListParams } from '../sync-requests.ts';
import type { SyncStoreRef } from '../sync-sources.ts';
import { syncRequestKeys } from './sync-requests.ts';

/*
 * The sync requests' polled reads, beside api/queries/sync-requests.ts (their keys and every other
 * query and mutation of requests): their refetch rules need the contract's request rules, which load
 * zod, and the stores page loads sync-requests.ts up front (its statuses), where zod must not be
 * (vite.config.ts, leanRoutes).
 */
/** The request list, polled 3 s while any listed request is unfinished, else 60 s. */
export function useRequestList(store: SyncStoreRef, params: RequestListParams) {
  return useQuery({
    queryKey: syncRequestKeys.list(store.id, params),
    queryFn: ({ signal }) => listSyncRequests(store, params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => requestListInterval(query.state.data),
  });
}

/**
 * A started load's request, every second until it is COMPLETED or FAILED. Each read also goes into
 * the request lists that show it, so the list's row (read
 * every 3 s) does not lag the progress line.
 */
export function useLoadDetail(store: SyncStoreRef, requestId: string | null) {
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: syncRequestKeys.detail(store.id, requestId ?? ''),
    queryFn: ({ signal }) => getSyncRequest(store, requestId ?? '', signal),
    enabled: requestId !== null,
    refetchInterval: (query) => loadDetailInterval(query.state.data, query.state.status, query.state.error),
  });
  const request = detail.data;
  useEffect(() => {
    if (!request) return;
    // Only the lists that change are written (a write is an update for their observers).
    for (const [key, list] of queryClient.getQueriesData<SyncRequestList>({
      queryKey: syncRequestKeys.lists(store.id),
    })) {
      const updated = withNewerRequest(list, request);
      if (updated !== list) queryClient.setQueryData(key, updated);
    }
  }, [request, queryClient, store.id]);
  return detail;
}
