import {
  type CreateOperatorRequest,
  operatorPageSchema,
  operatorSchema,
  type UpdateOperator,
} from '@store-console/contract';
import { apiJson, apiVoid } from './client.ts';
import type { ListParams } from './list-params.ts';

export function listOperators(params: ListParams, signal?: AbortSignal) {
  return apiJson('/users', operatorPageSchema, { query: { ...params }, signal });
}

export function getOperator(id: number, signal?: AbortSignal) {
  return apiJson(`/users/${id}`, operatorSchema, { signal });
}

/** 201 with the operator CREATING; a job settles it. */
export function createOperator(body: CreateOperatorRequest) {
  return apiJson('/users', operatorSchema, { method: 'POST', json: body });
}

/** 200 with the operator UPDATING; an empty password keeps the current one. */
export function updateOperator(body: UpdateOperator) {
  return apiJson('/users', operatorSchema, { method: 'PUT', json: body });
}

/** 202: the operator goes DELETING, then disappears. */
export function deleteOperator(id: number): Promise<void> {
  return apiVoid(`/users/${id}`, { method: 'DELETE' });
}
