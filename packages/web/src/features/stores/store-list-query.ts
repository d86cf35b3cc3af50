import { defaultSort, pageSizes, storeSortFields } from '@store-console/contract';
import { storeListQuery, storeTypeCountsQuery } from '../../api/queries/stores.ts';
import { releasesQuery } from '../../api/queries/versions.ts';
import { getAccessToken, readSelectedDataCentreId } from '../../api/session-store.ts';
import type { StoreListParams } from '../../api/stores.ts';
import { queryClient } from '../../app/query-client.ts';
import { type ListDefaults, type ListState, parseListState, toListParams } from '../../ui/list-screen/list-state.ts';
import { parseStoreFilters, requestedDataCentreId, type StoreFilters } from './store-filters.ts';

export const storeListDefaults: ListDefaults = {
  size: pageSizes.default,
  sort: defaultSort,
  sortFields: storeSortFields,
};

/** What the store list asks the server for, from its list state and filters (both held by the URL). */
export function storeListParams(list: ListState, filters: StoreFilters): StoreListParams {
  const listParams = toListParams(list);
  return {
    page: listParams.page,
    size: listParams.size,
    sort: listParams.sort,
    cursor: listParams.cursor,
    fuzzyString: listParams.search,
    status: filters.status ?? undefined,
    type: filters.type ?? undefined,
  };
}

/**
 * The /stores route's loader calls this as the navigation starts: the list, the per-type counts and
 * the current version are asked for together with the session's calls (the data centre the console
 * worked in last time), instead of once the shell has rendered. A link that switches data centre
 * (`?dc=`), or a console with no data centre chosen yet, leaves the screen to ask.
 */
export function prefetchStoresScreen(url: URL): void {
  if (!getAccessToken()) return;
  const params = url.searchParams;
  const dataCentreId = readSelectedDataCentreId();
  if (dataCentreId === null || requestedDataCentreId(params) !== null) return;
  const list = parseListState(params, storeListDefaults);
  void queryClient.prefetchQuery(storeListQuery(dataCentreId, storeListParams(list, parseStoreFilters(params))));
  void queryClient.prefetchQuery(storeTypeCountsQuery(dataCentreId));
  void queryClient.prefetchQuery(releasesQuery());
}
