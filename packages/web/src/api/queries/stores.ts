import {
  type CreateStore,
  defaultSort,
  isWaiting,
  type Page,
  pollingMs,
  type Store,
  type UpdateStore,
} from '@store-console/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { prefetchedFreshMs } from '../../app/query-client.ts';
import { listAllErpTypes } from '../erp-types.ts';
import { listPartners } from '../partners.ts';
import { anyWaiting, pollWhile } from '../poll-while.ts';
import { keyRoot, resourceKeys } from '../query-keys.ts';
import {
  changeStoreStatus,
  createStore,
  getStore,
  listStores,
  type StoreListParams,
  type StoreStatusChange,
  storeTypeCount,
  updateStore,
} from '../stores.ts';
import { dashboardKeys } from './dashboard.ts';

/** The partners a store can belong to, and the ERP types it can run (the store form's lookups). */
export const partnerKeys = keyRoot('partners');

export const erpTypeKeys = keyRoot('erpTypes');

const storeResource = resourceKeys('stores');
/** Stores are listed per data centre, with filters; the header counts them per type. */
export const storeKeys = {
  ...storeResource,
  list: (dataCentreId: number, params: StoreListParams) =>
    [...storeResource.all, 'list', dataCentreId, params] as const,
  typeCounts: (dataCentreId: number) => [...storeResource.all, 'typeCounts', dataCentreId] as const,
};

const isStoreWaiting = (store: Store | undefined) => isWaiting(store?.storeStatus.statusType);

/** While any store on the page is waiting, the list reloads every 10 s. */
const pollStoreList = pollWhile(
  (page: Page<Store> | undefined) => anyWaiting(page?.content, isStoreWaiting),
  pollingMs.stores,
);
/** A store being worked on is re-fetched every second (its log dialog, the per-store pages' header). */
const pollWaitingStore = pollWhile(isStoreWaiting, pollingMs.logs);

/** A page of the data centre's stores: what the screen asks, and what its route starts while the session loads. */
export function storeListQuery(dataCentreId: number, params: StoreListParams) {
  return queryOptions({
    queryKey: storeKeys.list(dataCentreId, params),
    queryFn: ({ signal }) => listStores(dataCentreId, params, signal),
    staleTime: prefetchedFreshMs,
  });
}

export function storeTypeCountsQuery(dataCentreId: number) {
  return queryOptions({
    queryKey: storeKeys.typeCounts(dataCentreId),
    queryFn: ({ signal }) => storeTypeCount(dataCentreId, signal),
    staleTime: prefetchedFreshMs,
  });
}

/** The data centre's stores. */
export function useStoreList(dataCentreId: number | null, params: StoreListParams) {
  return useQuery({
    ...storeListQuery(dataCentreId ?? 0, params),
    enabled: dataCentreId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: pollStoreList,
  });
}

export function useStoreTypeCounts(dataCentreId: number | null) {
  return useQuery({ ...storeTypeCountsQuery(dataCentreId ?? 0), enabled: dataCentreId !== null });
}

/** One store with its history and logs; `pollWhileWaiting` re-fetches it every second while it is waiting. */
export function useStore(id: number | null, options: { pollWhileWaiting?: boolean } = {}) {
  return useQuery({
    queryKey: storeKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getStore(id ?? 0, signal),
    enabled: id !== null,
    refetchInterval: options.pollWhileWaiting ? pollWaitingStore : false,
  });
}

export function useErpTypes() {
  return useQuery({
    queryKey: erpTypeKeys.all,
    queryFn: ({ signal }) => listAllErpTypes(signal),
    select: (page) => page.content,
    staleTime: 5 * 60_000,
  });
}

export function usePartners() {
  return useQuery({ queryKey: partnerKeys.all, queryFn: ({ signal }) => listPartners(signal) });
}

/** Every store write changes the lists, the per-type counts, the store itself and the dashboard figures. */
function useInvalidateStores() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: storeKeys.all });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
  };
}

export function useCreateStore() {
  const invalidate = useInvalidateStores();
  return useMutation({ mutationFn: (body: CreateStore) => createStore(body), onSuccess: invalidate });
}

export function useUpdateStore() {
  const invalidate = useInvalidateStores();
  return useMutation({ mutationFn: (body: UpdateStore) => updateStore(body), onSuccess: invalidate });
}

export function useChangeStoreStatus() {
  const invalidate = useInvalidateStores();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: StoreStatusChange }) => changeStoreStatus(id, change),
    onSuccess: invalidate,
  });
}

const firstStoreParams = { page: 0, size: 1, sort: defaultSort };

/** The first store of a data centre (a per-store area opened without a store goes there). */
export function useFirstStore(dataCentreId: number | null) {
  return useQuery({
    queryKey: storeKeys.list(dataCentreId ?? 0, firstStoreParams),
    queryFn: ({ signal }) => listStores(dataCentreId ?? 0, firstStoreParams, signal),
    enabled: dataCentreId !== null,
    select: (page): Store | null => page.content[0] ?? null,
  });
}

/** Stores matching a picker's search, the previous ones shown while the next arrive. */
export function useStoreSearch(dataCentreId: number, params: StoreListParams) {
  return useQuery({
    queryKey: storeKeys.list(dataCentreId, params),
    queryFn: ({ signal }) => listStores(dataCentreId, params, signal),
    placeholderData: keepPreviousData,
  });
}

/** The store lists read again (a dialog that saw a store settle first lets them catch up). */
export function useRefreshStoreLists() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: storeKeys.lists() }), [queryClient]);
}

/** The ERP types read again (their list failed and the dropdown is opened again). */
export function useRetryErpTypes() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: erpTypeKeys.all }), [queryClient]);
}
