import type { cdnLogQuerySchema, cdnSizeLogSchema, cdnUsageLogSchema } from '@store-console/contract';
import type { z } from 'zod';
import { apiJson } from './client.ts';

/** The range of days asked for, both ends as YYYY-MM-DD (UTC). */
export type CdnLogRange = z.output<typeof cdnLogQuerySchema>;

/** Bytes downloaded per UTC day. */
export function listCdnUsageLogs(storeDbId: number, range: CdnLogRange, signal?: AbortSignal) {
  return apiJson<z.ZodArray<typeof cdnUsageLogSchema>>(`/store-manager/stores/${storeDbId}/stats/cdn-usage-logs`, {
    query: { ...range },
    signal,
  });
}

/** The store's CDN size as recorded each day. */
export function listCdnSizeLogs(storeDbId: number, range: CdnLogRange, signal?: AbortSignal) {
  return apiJson<z.ZodArray<typeof cdnSizeLogSchema>>(`/store-manager/stores/${storeDbId}/stats/cdn-size-logs`, {
    query: { ...range },
    signal,
  });
}
