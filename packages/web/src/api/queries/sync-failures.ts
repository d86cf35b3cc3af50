import type { FailureAction } from '@store-console/contract';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getSyncRequest,
  listFailureGroups,
  listFailures,
  runFailureAction,
  searchFailedRequests,
} from '../sync-requests.ts';
import type { SyncStoreRef } from '../sync-sources.ts';
import { syncRequestKeys } from './sync-requests.ts';

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
