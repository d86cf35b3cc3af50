import { z } from 'zod';
import { changeCaptureStates } from './agent-api.ts';

const countSchema = z.object({ key: z.string(), count: z.number().int() });

/** Real figures of what the installation holds, for the dashboard. */
export const dashboardSummarySchema = z.object({
  dataCentres: z.object({
    total: z.number().int(),
    byRegion: z.array(countSchema),
    byCountry: z.array(countSchema),
  }),
  stores: z.object({
    total: z.number().int(),
    byStatus: z.array(countSchema),
    byType: z.array(countSchema),
    byDataCentre: z.array(z.object({ id: z.number().int(), key: z.string(), count: z.number().int() })),
    /** Stores whose status ends in ING: a job in flight. */
    inFlight: z.number().int(),
    recentFailures: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        dataCentreId: z.number().int(),
        text: z.string(),
        timestamp: z.string(),
      }),
    ),
  }),
  operators: z.object({
    total: z.number().int(),
    byRole: z.array(countSchema),
  }),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** The most agents GET /dashboard/agents lists (those not reachable first); `total` counts them all. */
export const fleetAgentsShownMax = 200;

/**
 * One agent of the fleet (issue 15, beyond the spec): an address used by the AGENT sources of stores
 * on SYNC_2 that are not closed, as the agent probe last saw it. `reachable` null: never probed.
 */
export const fleetAgentSchema = z.object({
  /** `protocol://host:port`. */
  address: z.string(),
  /** When a probe last reached it (ISO instant), null when never. */
  lastSeen: z.string().nullable(),
  /** When it was last probed, null when never. */
  probedAt: z.string().nullable(),
  version: z.string().nullable(),
  reachable: z.boolean().nullable(),
  /** Change capture's states of the databases its stores read (one each, sorted). */
  changeCapture: z.array(z.enum(changeCaptureStates)),
  /** Stores (the caller may see) whose source uses it. */
  stores: z.number().int(),
  /** The newest problem a probe reported (the agent unreachable, a database's error), null when none. */
  error: z.string().nullable(),
});
export type FleetAgent = z.infer<typeof fleetAgentSchema>;
export const fleetAgentsSchema = z.object({ total: z.number().int(), agents: z.array(fleetAgentSchema) });
export type FleetAgents = z.infer<typeof fleetAgentsSchema>;
