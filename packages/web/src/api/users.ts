import type {
  CreateOperatorRequest,
  operatorPageSchema,
  operatorSchema,
  UpdateOperator,
} from '@store-console/contract';
import { apiJson, apiVoid } from './client.ts';
import type { ListParams } from './list-params.ts';

export function listOperators(params: ListParams, signal?: AbortSignal) {
  return apiJson<typeof operatorPageSchema>('/users', { query: { ...params }, signal });
}

export function getOperator(id: number, signal?: AbortSignal) {
  return apiJson<typeof operatorSchema>(`/users/${id}`, { signal });
}

/** 201 with the operator CREATING; a job settles it. */
export function createOperator(body: CreateOperatorRequest) {
  return apiJson<typeof operatorSchema>('/users', { method: 'POST', json: body });
}

/** 200 with the operator UPDATING; an empty password keeps the current one. */
export function updateOperator(body: UpdateOperator) {
  return apiJson<typeof operatorSchema>('/users', { method: 'PUT', json: body });
}

/** 202: the operator goes DELETING, then disappears. */
export function deleteOperator(id: number): Promise<void> {
  return apiVoid(`/users/${id}`, { method: 'DELETE' });
}
