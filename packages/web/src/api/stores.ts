import type {
  CreateStore,
  gatewayTicketSchema,
  storeListQuerySchema,
  storePageSchema,
  storeSchema,
  storeTypeCountSchema,
  UpdateStore,
  updateStoreStatusSchema,
} from '@store-console/contract';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { apiJson, apiVoid } from './client.ts';

/** What the store list sends: the paged list params plus the spec's filters. */
export type StoreListParams = z.output<typeof storeListQuerySchema>;

export type StoreStatusChange = z.input<typeof updateStoreStatusSchema>;

export function listStores(dataCentreId: number, params: StoreListParams, signal?: AbortSignal) {
  return apiJson<typeof storePageSchema>(`/stores/data_center/${dataCentreId}`, { query: { ...params }, signal });
}

export function getStore(id: number, signal?: AbortSignal) {
  return apiJson<typeof storeSchema>(`/stores/${id}`, { signal });
}

export function storeTypeCount(dataCentreId: number, signal?: AbortSignal) {
  return apiJson<typeof storeTypeCountSchema>(`/stores/store_type_count/${dataCentreId}`, { signal });
}

/** HEAD /stores/{name}: 200 when taken, 404 when free; any other failure rejects. */
export async function isStoreNameTaken(name: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await apiVoid(`/stores/${encodeURIComponent(name)}`, { method: 'HEAD', signal });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** 201 with the store CREATING; a job settles it. */
export function createStore(body: CreateStore) {
  return apiJson<typeof storeSchema>('/stores', { method: 'POST', json: body });
}

/** 200 with the store UPDATING; the ERP and the staging domain must be sent unchanged. */
export function updateStore(body: UpdateStore) {
  return apiJson<typeof storeSchema>('/stores', { method: 'PUT', json: body });
}

/** RETRY, DEACTIVATE, REACTIVATE or DELETE (a non-super-admin's DELETE carries their password). */
export function changeStoreStatus(id: number, body: StoreStatusChange) {
  return apiJson<typeof storeSchema>(`/stores/update_status/${id}`, { method: 'PUT', json: body });
}

/** A single-use, one-minute ticket and the console URL that spends it; the login token stays out of URLs. */
export function issueGatewayTicket(id: number) {
  return apiJson<typeof gatewayTicketSchema>(`/stores/${id}/gateway-ticket`, { method: 'POST' });
}
