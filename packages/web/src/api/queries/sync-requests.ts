import {
  type DeleteMode,
  type FailureAction,
  type SyncGraphPeriod,
  type SyncRequestAction,
  syncPollingMs,
} from '@store-console/contract';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { storeKeyRoot } from '../query-keys.ts';
import {
  getDeletePlan,
  getReconciliation,
  getSyncGraph,
  getSyncRequest,
  getSyncStatus,
  getSyncStatuses,
  listFailureGroups,
  listFailures,
  type RequestListParams,
  runFailureAction,
  runRequestAction,
  searchFailedRequests,
  uploadChanges,
  uploadData,
} from '../sync-requests.ts';
import type { SyncStoreRef } from '../sync-sources.ts';

/**
 * The sync engine's data per store (its database id): requests, failures, graph and status (issue 15).
 * Keys start with `sync`, so leaving the sync area drops them (isSyncAreaKey); `store(id)` is what a
 * request action or a load invalidates.
 */
const syncRequestRoot = storeKeyRoot('syncRequests');
export const syncRequestKeys = {
  ...syncRequestRoot,
  lists: (storeId: number) => [...syncRequestRoot.store(storeId), 'list'] as const,
  list: (storeId: number, params: RequestListParams) => [...syncRequestRoot.store(storeId), 'list', params] as const,
  failedSearch: (storeId: number, search: string) =>
    [...syncRequestRoot.store(storeId), 'failedSearch', search] as const,
  detail: (storeId: number, requestId: string) => [...syncRequestRoot.store(storeId), 'detail', requestId] as const,
  failureGroups: (storeId: number, requestId: string) =>
    [...syncRequestRoot.store(storeId), 'failures', requestId] as const,
  failures: (storeId: number, requestId: string, groupId: number) =>
    [...syncRequestRoot.store(storeId), 'failures', requestId, groupId] as const,
  graph: (storeId: number, period: SyncGraphPeriod) => [...syncRequestRoot.store(storeId), 'graph', period] as const,
  status: (storeId: number) => [...syncRequestRoot.store(storeId), 'status'] as const,
  /** The stores list's batch of statuses (a page's SYNC_2 stores). */
  statuses: (storeIds: readonly number[]) => [...syncRequestRoot.all, 'statuses', storeIds] as const,
  reconciliation: (storeId: number) => [...syncRequestRoot.store(storeId), 'reconciliation'] as const,
  /** What Delete Before Load of these source tables empties ([] = Load all). */
  deletePlan: (storeId: number, tables: readonly string[]) =>
    [...syncRequestRoot.store(storeId), 'deletePlan', tables] as const,
};

/** A request, a load or an action changes the list, the status (tab rule) and the failures. */
export function useInvalidateRequests(store: SyncStoreRef) {
  const queryClient = useQueryClient();
  const storeId = store.id;
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: syncRequestKeys.store(storeId) }),
    [queryClient, storeId],
  );
}

export function useRequestAction(store: SyncStoreRef) {
  const invalidate = useInvalidateRequests(store);
  return useMutation({
    mutationFn: ({ requestId, action }: { requestId: string; action: SyncRequestAction }) =>
      runRequestAction(store, requestId, action),
    onSuccess: invalidate,
  });
}

export function useUploadData(store: SyncStoreRef) {
  const invalidate = useInvalidateRequests(store);
  return useMutation({
    mutationFn: (load: LoadRequest) => (load.changes ? uploadChanges(store) : uploadData(store, load)),
    onSuccess: invalidate,
  });
}

/** Load all / Load tables (`tables` null: all), or Load changes: one request flow for the three buttons. */
export type LoadRequest = {
  tables: readonly string[] | null;
  truncate: boolean;
  deleteMode?: DeleteMode;
  changes?: boolean;
};

/** The store tables Delete Before Load of these source tables empties, read while the confirmation is open. */
export function useDeletePlan(store: SyncStoreRef, tables: readonly string[] | null, enabled: boolean) {
  const list = tables ?? [];
  return useQuery({
    queryKey: syncRequestKeys.deletePlan(store.id, list),
    queryFn: ({ signal }) => getDeletePlan(store, list, signal),
    enabled,
    // Row counts change with every load: read them again each time the confirmation opens.
    staleTime: 0,
    gcTime: 0,
  });
}

/** GET request?q=failed&v=list&s: the failed requests, searched from 4 characters (`effectiveSearch`). */
export function useFailedRequests(store: SyncStoreRef, search: string) {
  return useQuery({
    queryKey: syncRequestKeys.failedSearch(store.id, search),
    queryFn: ({ signal }) => searchFailedRequests(store, search, signal),
    placeholderData: keepPreviousData,
  });
}

/** The request the URL preselects (double-click on the Activities tab), which the list may not hold. */
export function usePreselectedRequest(store: SyncStoreRef, requestId: string | null) {
  return useQuery({
    queryKey: syncRequestKeys.detail(store.id, requestId ?? ''),
    queryFn: ({ signal }) => getSyncRequest(store, requestId ?? '', signal),
    enabled: requestId !== null,
    retry: false,
  });
}

export function useFailureGroups(store: SyncStoreRef, requestId: string | null) {
  return useQuery({
    queryKey: syncRequestKeys.failureGroups(store.id, requestId ?? ''),
    queryFn: ({ signal }) => listFailureGroups(store, requestId ?? '', signal),
    enabled: requestId !== null,
  });
}

/** A group's failures, a keyset page at a time ('Show more'). */
export function useFailures(store: SyncStoreRef, requestId: string | null, groupId: number | null) {
  return useInfiniteQuery({
    queryKey: syncRequestKeys.failures(store.id, requestId ?? '', groupId ?? 0),
    queryFn: ({ signal, pageParam }) => listFailures(store, requestId ?? '', groupId ?? 0, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextAfter,
    enabled: requestId !== null && groupId !== null,
  });
}

/** Delete or retry one failure; what it changed (groups, failures, the request's counts) is read again. */
export function useFailureAction(store: SyncStoreRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ failureId, action }: { failureId: number; action: FailureAction }) =>
      runFailureAction(store, failureId, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: syncRequestKeys.store(store.id) }),
  });
}

/**
 * The page's SYNC_2 stores' statuses in one batch call, every 15 s. Every
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

/**
 * The store's sync status (health code and the open request's stage), every 15 s, only for a SYNC_2
 * store with a source (the status is fetched for stores on SYNC_2 only).
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

/**
 * Source vs store, table by table: read only when asked (`refetch`, the Reconcile button) — it counts
 * and hashes whole tables on both sides, so it is never polled nor refreshed by itself.
 */
export function useReconciliation(store: SyncStoreRef) {
  return useQuery({
    queryKey: syncRequestKeys.reconciliation(store.id),
    queryFn: ({ signal }) => getReconciliation(store, signal),
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** The 'Sync Traffic' graph of a period, the previous period's shown while the next loads. */
export function useSyncGraph(store: SyncStoreRef, period: SyncGraphPeriod) {
  return useQuery({
    queryKey: syncRequestKeys.graph(store.id, period),
    queryFn: ({ signal }) => getSyncGraph(store, period, signal),
    placeholderData: keepPreviousData,
  });
}
