import {
  type CreateDataCentre,
  dataCentrePageSchema,
  dataCentreSchema,
  type UpdateDataCentre,
} from '@store-console/contract';
import { apiJson, apiVoid } from './client.ts';
import type { ListParams } from './list-params.ts';

export function listDataCentres(params: ListParams, signal?: AbortSignal) {
  return apiJson('/data_centers', dataCentrePageSchema, { query: { ...params }, signal });
}

export function getDataCentre(id: number, signal?: AbortSignal) {
  return apiJson(`/data_centers/${id}`, dataCentreSchema, { signal });
}

export function createDataCentre(body: CreateDataCentre) {
  return apiJson('/data_centers', dataCentreSchema, { method: 'POST', json: body });
}

export function updateDataCentre(body: UpdateDataCentre) {
  return apiJson('/data_centers', dataCentreSchema, { method: 'PUT', json: body });
}

export function deleteDataCentre(id: number): Promise<void> {
  return apiVoid(`/data_centers/${id}`, { method: 'DELETE' });
}
