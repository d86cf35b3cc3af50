import { useQuery } from '@tanstack/react-query';
import { getFleetAgents } from '../../api/dashboard.ts';
import { dashboardKeys } from '../../api/query-keys.ts';

/** The agent probe runs every minute: its answers are read again as often. */
export const fleetAgentsRefreshMs = 60_000;

export function useFleetAgents() {
  return useQuery({
    queryKey: dashboardKeys.agents(),
    queryFn: ({ signal }) => getFleetAgents(signal),
    refetchInterval: fleetAgentsRefreshMs,
  });
}
