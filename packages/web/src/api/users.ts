import { operatorSchema } from '@store-console/contract';
import { apiJson } from './client.ts';

export function getOperator(id: number, signal?: AbortSignal) {
  return apiJson(`/users/${id}`, operatorSchema, { signal });
}
