import type { dashboardSummarySchema } from '@store-console/contract';
import { apiJson } from './client.ts';

export function getDashboardSummary(signal?: AbortSignal) {
  return apiJson<typeof dashboardSummarySchema>('/dashboard/summary', { signal });
}
