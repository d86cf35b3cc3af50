import {
  type ChangeCaptureState,
  type FleetAgents,
  fleetAgentsShownMax,
  type SyncProtocol,
} from '@store-console/contract';
import { sql } from 'drizzle-orm';
import type { SignedIn } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { rowsOf } from '../../../platform/data-plane.ts';
import { storeSyncsOnSync2, visibleStoreIds } from '../../stores/index.ts';
import { agentOrigin } from '../engine/agent-client.ts';

/**
 * GET /dashboard/agents: every agent (protocol, host, port) of the AGENT sources of stores on SYNC_2
 * that are not closed — the stores the agent probe asks about — with the probe's last answers of
 * their sources, in one query. A PARTNER sees the agents of the stores it may see, counted over those.
 * Not reachable first (then never probed), then by address; at most `fleetAgentsShownMax`.
 */

type AgentRow = {
  protocol: SyncProtocol;
  host: string;
  port: number;
  stores: number;
  last_seen: Date | string | null;
  probed_at: Date | string | null;
  version: string | null;
  reachable: boolean | null;
  capture: ChangeCaptureState[] | string | null;
  error: string | null;
  total: number;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** `{A,B}` when the driver hands a Postgres array as text. */
const states = (value: AgentRow['capture']): ChangeCaptureState[] =>
  value === null
    ? []
    : Array.isArray(value)
      ? value
      : (value
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean) as ChangeCaptureState[]);

export async function fleetAgents(ctx: Context, caller: SignedIn): Promise<FleetAgents> {
  const visible = visibleStoreIds(caller, sql`src.store_id`);
  const rows = rowsOf(
    await ctx.db.execute(sql`
      SELECT src.protocol, lower(src.host_name) AS host, src.port, count(DISTINCT src.store_id)::int AS stores,
        max(p.last_seen) AS last_seen, max(p.probed_at) AS probed_at,
        (array_agg(p.agent_version ORDER BY p.probed_at DESC) FILTER (WHERE p.agent_version IS NOT NULL))[1] AS version,
        bool_or(p.reachable) AS reachable,
        array_agg(DISTINCT p.change_capture_state ORDER BY p.change_capture_state)
          FILTER (WHERE p.change_capture_state IS NOT NULL) AS capture,
        (array_agg(p.error ORDER BY p.probed_at DESC) FILTER (WHERE p.error IS NOT NULL))[1] AS error,
        count(*) OVER ()::int AS total
      FROM sync_sources src
      LEFT JOIN sync_agent_probes p ON p.source_id = src.id AND p.protocol = src.protocol
        AND lower(p.host_name) = lower(src.host_name) AND p.port = src.port AND p.db_alias = src.db_alias
      WHERE src.sync_type = 'AGENT' AND ${storeSyncsOnSync2(sql`src.store_id`)}
        AND src.protocol IS NOT NULL AND src.host_name IS NOT NULL AND src.port IS NOT NULL
        ${visible ? sql`AND ${visible}` : sql``}
      GROUP BY src.protocol, lower(src.host_name), src.port
      ORDER BY CASE WHEN bool_or(p.reachable) THEN 2 WHEN bool_or(p.reachable) IS NULL THEN 1 ELSE 0 END, lower(src.host_name), src.port, src.protocol
      LIMIT ${fleetAgentsShownMax}`),
  ) as AgentRow[];
  return {
    total: rows[0]?.total ?? 0,
    agents: rows.map((row) => ({
      address: agentOrigin({ protocol: row.protocol, hostName: row.host, port: row.port }),
      lastSeen: iso(row.last_seen),
      probedAt: iso(row.probed_at),
      version: row.version,
      reachable: row.reachable,
      changeCapture: states(row.capture),
      stores: row.stores,
      error: row.error,
    })),
  };
}
