import { useQuery } from '@tanstack/react-query';
import { getDashboardSummary } from '../../api/dashboard.ts';
import { dashboardKeys } from '../../api/query-keys.ts';

export function useDashboardSummary() {
  return useQuery({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => getDashboardSummary(signal),
  });
}
