import { useQuery } from '@tanstack/react-query';
import { dashboardSummaryQuery } from './dashboard-queries.ts';

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQuery());
}
