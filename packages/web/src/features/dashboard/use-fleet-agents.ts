import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getFleetAgents } from '../../api/dashboard.ts';
import { dashboardKeys } from '../../api/query-keys.ts';

/** The agent probe runs every minute: its answers are read again as often. */
export const fleetAgentsRefreshMs = 60_000;

const fleetAgentsQuery = {
  queryKey: dashboardKeys.agents(),
  queryFn: ({ signal }: { signal: AbortSignal }) => getFleetAgents(signal),
  // The page starts the read and the section mounts a moment later: it uses that answer instead of
  // asking again (the probe's answers change once a minute at most).
  staleTime: 10_000,
};

export function useFleetAgents() {
  return useQuery({ ...fleetAgentsQuery, refetchInterval: fleetAgentsRefreshMs });
}

/** Starts reading the agents now, for a section that renders later, without re-rendering the caller. */
export function usePrefetchFleetAgents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(fleetAgentsQuery);
  }, [queryClient]);
}
