import { environmentSchema, pageSchema, storePageSchema } from '@store-console/contract';
import { apiJson } from './client.ts';
import type { StoreListParams } from './stores.ts';

const environmentPageSchema = pageSchema(environmentSchema);

/** production (this installation) first, then the peer installations registered here. */
export function listEnvironments(signal?: AbortSignal) {
  return apiJson('/environments', environmentPageSchema, { query: { page: 0, size: 100 }, signal });
}

/** Stores of another environment, read by the server through that installation's API. */
export function listEnvironmentStores(
  environment: string,
  params: Pick<StoreListParams, 'page' | 'size' | 'sort' | 'fuzzyString'>,
  signal?: AbortSignal,
) {
  return apiJson(`/stores/environments/${encodeURIComponent(environment)}`, storePageSchema, {
    query: { ...params },
    signal,
  });
}
