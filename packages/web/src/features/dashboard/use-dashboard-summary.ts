import { useQuery } from '@tanstack/react-query';
import { dashboardSummaryQuery } from '../../api/queries/dashboard.ts';

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQuery());
}
