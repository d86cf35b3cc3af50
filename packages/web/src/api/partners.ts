import { operatorSchema } from '@store-console/contract';
import { z } from 'zod';
import { apiJson } from './client.ts';

const partnerListSchema = z.array(operatorSchema);

/** Operators with role PARTNER (a PARTNER receives only themselves). */
export function listPartners(signal?: AbortSignal) {
  return apiJson('/users/role/PARTNER', partnerListSchema, { signal });
}
