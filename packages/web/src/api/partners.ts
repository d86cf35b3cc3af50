import type { operatorSchema } from '@store-console/contract';
import type { z } from 'zod';
import { apiJson } from './client.ts';

/** Operators with role PARTNER (a PARTNER receives only themselves). */
export function listPartners(signal?: AbortSignal) {
  return apiJson<z.ZodArray<typeof operatorSchema>>('/users/role/PARTNER', { signal });
}
