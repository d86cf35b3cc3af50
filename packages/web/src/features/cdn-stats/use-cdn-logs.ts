import { useQuery } from '@tanstack/react-query';
import { type CdnLogRange, listCdnSizeLogs, listCdnUsageLogs } from '../../api/cdn-stats.ts';
import { cdnStatKeys } from '../../api/query-keys.ts';

export function useCdnUsageLogs(storeDbId: number | null, range: CdnLogRange) {
  return useQuery({
    queryKey: cdnStatKeys.list(storeDbId ?? 0, { log: 'usage', ...range }),
    queryFn: ({ signal }) => listCdnUsageLogs(storeDbId ?? 0, range, signal),
    enabled: storeDbId !== null,
  });
}

export function useCdnSizeLogs(storeDbId: number | null, range: CdnLogRange) {
  return useQuery({
    queryKey: cdnStatKeys.list(storeDbId ?? 0, { log: 'size', ...range }),
    queryFn: ({ signal }) => listCdnSizeLogs(storeDbId ?? 0, range, signal),
    enabled: storeDbId !== null,
  });
}
