import { useQuery } from '@tanstack/react-query';
import { fleetAgentsQuery, fleetAgentsRefreshMs } from './dashboard-queries.ts';

export function useFleetAgents() {
  return useQuery({ ...fleetAgentsQuery(), refetchInterval: fleetAgentsRefreshMs });
}
