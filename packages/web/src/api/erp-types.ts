import type { erpTypePageSchema } from '@store-console/contract';
import { apiJson } from './client.ts';

/** Every ERP type with its versions; the product has a handful, so one page of 100 holds them all. */
export function listAllErpTypes(signal?: AbortSignal) {
  return apiJson<typeof erpTypePageSchema>('/erp_types', { query: { page: 0, size: 100, sort: 'name,ASC' }, signal });
}
