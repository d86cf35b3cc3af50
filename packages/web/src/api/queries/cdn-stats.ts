import { useQuery } from '@tanstack/react-query';
import { type CdnLogRange, listCdnSizeLogs, listCdnUsageLogs } from '../cdn-stats.ts';
import { storeScopedKeys } from '../query-keys.ts';

/** A store's CDN logs: which log (usage or size) and the range of days. */
export const cdnStatKeys = storeScopedKeys<CdnLogRange & { log: 'usage' | 'size' }>('cdnStats');

/** Bytes downloaded per UTC day. */
export function useCdnUsageLogs(storeDbId: number, range: CdnLogRange) {
  return useQuery({
    queryKey: cdnStatKeys.list(storeDbId, { log: 'usage', ...range }),
    queryFn: ({ signal }) => listCdnUsageLogs(storeDbId, range, signal),
  });
}

/** The CDN folder's size as recorded each day. */
export function useCdnSizeLogs(storeDbId: number, range: CdnLogRange) {
  return useQuery({
    queryKey: cdnStatKeys.list(storeDbId, { log: 'size', ...range }),
    queryFn: ({ signal }) => listCdnSizeLogs(storeDbId, range, signal),
  });
}
