import type { dashboardSummarySchema, fleetAgentsSchema } from '@store-console/contract';
import { apiJson } from './client.ts';

export function getDashboardSummary(signal?: AbortSignal) {
  return apiJson<typeof dashboardSummarySchema>('/dashboard/summary', { signal });
}

/** The fleet's sync agents as the agent probe last saw them (a partner: of its stores). */
export function getFleetAgents(signal?: AbortSignal) {
  return apiJson<typeof fleetAgentsSchema>('/dashboard/agents', { signal });
}
