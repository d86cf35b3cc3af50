import { useQuery } from '@tanstack/react-query';
import { fleetAgentsQuery, fleetAgentsRefreshMs } from '../../api/queries/dashboard.ts';

export function useFleetAgents() {
  return useQuery({ ...fleetAgentsQuery(), refetchInterval: fleetAgentsRefreshMs });
}
