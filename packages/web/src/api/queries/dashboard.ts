import { queryOptions, useQuery } from '@tanstack/react-query';
import { prefetchedFreshMs, queryClient } from '../../app/query-client.ts';
import { getDashboardSummary, getFleetAgents } from '../dashboard.ts';
import { keyRoot } from '../query-keys.ts';
import { getAccessToken, storedUserIsSuperAdmin } from '../session-store.ts';

const dashboardRoot = keyRoot('dashboard');
export const dashboardKeys = {
  ...dashboardRoot,
  summary: () => [...dashboardRoot.all, 'summary'] as const,
  agents: () => [...dashboardRoot.all, 'agents'] as const,
};

/** The agent probe runs every minute: its answers are read again as often. */
export const fleetAgentsRefreshMs = 60_000;

export function dashboardSummaryQuery() {
  return queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => getDashboardSummary(signal),
    staleTime: prefetchedFreshMs,
  });
}

export function fleetAgentsQuery() {
  return queryOptions({
    queryKey: dashboardKeys.agents(),
    queryFn: ({ signal }) => getFleetAgents(signal),
    // The route starts the read and the section mounts once the figures are in: it uses that answer
    // instead of asking again (the probe's answers change once a minute at most).
    staleTime: 10_000,
  });
}

/**
 * The /dashboard route's loader calls this as the navigation starts: the figures and the agents are
 * asked for together with the session's calls, instead of once the shell has rendered. Only for a
 * super admin as stored at sign-in: the route sends anyone else away, and the server would refuse.
 */
export function prefetchDashboard(): void {
  if (!getAccessToken() || !storedUserIsSuperAdmin()) return;
  void queryClient.prefetchQuery(dashboardSummaryQuery());
  void queryClient.prefetchQuery(fleetAgentsQuery());
}

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQuery());
}

export function useFleetAgents() {
  return useQuery({ ...fleetAgentsQuery(), refetchInterval: fleetAgentsRefreshMs });
}
