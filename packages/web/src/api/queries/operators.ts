import {
  type CreateOperatorRequest,
  isWaiting,
  type Operator,
  type Page,
  pollingMs,
  type UpdateOperator,
} from '@store-console/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { sessionLoadedFreshMs } from '../../app/query-client.ts';
import type { ListParams } from '../list-params.ts';
import { anyWaiting, pollWhile } from '../poll-while.ts';
import { resourceKeys } from '../query-keys.ts';
import { storeSelectedUser } from '../session-store.ts';
import { createOperator, deleteOperator, getOperator, listOperators, updateOperator } from '../users.ts';
import { dashboardKeys } from './dashboard.ts';

export const operatorKeys = resourceKeys('operators');

const isOperatorWaiting = (operator: Operator) => isWaiting(operator.statusType);

/** While any operator on the page is waiting, the list reloads every 5 s. */
const pollOperatorList = pollWhile(
  (page: Page<Operator> | undefined) => anyWaiting(page?.content, isOperatorWaiting),
  pollingMs.operators,
);

/** The operators of one page of the Users screen. */
export function useOperatorList(params: ListParams) {
  return useQuery({
    queryKey: operatorKeys.list(params),
    queryFn: ({ signal }) => listOperators(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: pollOperatorList,
  });
}

/** One operator for its log dialog; re-fetched every second while it is waiting. */
export function useOperatorLogs(operator: Operator) {
  return useQuery({
    ...operatorQuery(operator.id),
    staleTime: 0,
    placeholderData: operator,
    // An error (a 404 once a deletion finished) ends the polling; the dialog says why.
    refetchInterval: pollWhile(
      (data, query) => query.state.status !== 'error' && isWaiting((data ?? operator).statusType),
      pollingMs.logs,
    ),
  });
}

/** Every write changes the lists, the operator itself (possibly the signed-in one) and the dashboard counts. */
function useInvalidateOperators() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: operatorKeys.all });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  };
}

export function useCreateOperator() {
  const invalidate = useInvalidateOperators();
  return useMutation({ mutationFn: (body: CreateOperatorRequest) => createOperator(body), onSuccess: invalidate });
}

export function useUpdateOperator() {
  const invalidate = useInvalidateOperators();
  return useMutation({ mutationFn: (body: UpdateOperator) => updateOperator(body), onSuccess: invalidate });
}

export function useDeleteOperator() {
  const invalidate = useInvalidateOperators();
  return useMutation({ mutationFn: (id: number) => deleteOperator(id), onSuccess: invalidate });
}

/**
 * The signed-in operator's role changed, so the current identity is loaded again and stored.
 * A demotion has revoked the session on the server; the failed refresh then ends at the sign-in.
 */
export function useReloadIdentity() {
  const queryClient = useQueryClient();
  return async (id: number) => {
    const user = await queryClient.fetchQuery({ ...operatorQuery(id), staleTime: 0 });
    storeSelectedUser(user);
  };
}

export function operatorQuery(id: number) {
  return queryOptions({
    queryKey: operatorKeys.detail(id),
    queryFn: ({ signal }) => getOperator(id, signal),
    staleTime: sessionLoadedFreshMs,
  });
}

/** The operator lists read again (the logs dialog saw the operator settle first). */
export function useRefreshOperatorLists() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: operatorKeys.lists() }), [queryClient]);
}
