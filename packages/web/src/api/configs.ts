import type { configsSchema } from '@store-console/contract';
import { apiJson } from './client.ts';

export function getConfigs(signal?: AbortSignal) {
  return apiJson<typeof configsSchema>('/configs', { signal });
}
