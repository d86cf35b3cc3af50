import type {
  CreateDataCentre,
  dataCentrePageSchema,
  dataCentreSchema,
  UpdateDataCentre,
} from '@store-console/contract';
import { apiJson, apiVoid } from './client.ts';
import type { ListParams } from './list-params.ts';

export function listDataCentres(params: ListParams, signal?: AbortSignal) {
  return apiJson<typeof dataCentrePageSchema>('/data_centers', { query: { ...params }, signal });
}

export function getDataCentre(id: number, signal?: AbortSignal) {
  return apiJson<typeof dataCentreSchema>(`/data_centers/${id}`, { signal });
}

export function createDataCentre(body: CreateDataCentre) {
  return apiJson<typeof dataCentreSchema>('/data_centers', { method: 'POST', json: body });
}

export function updateDataCentre(body: UpdateDataCentre) {
  return apiJson<typeof dataCentreSchema>('/data_centers', { method: 'PUT', json: body });
}

export function deleteDataCentre(id: number): Promise<void> {
  return apiVoid(`/data_centers/${id}`, { method: 'DELETE' });
}
