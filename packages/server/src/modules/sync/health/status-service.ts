import {
  type ChangeCaptureState,
  healthCode,
  type SyncHealthState,
  type SyncRequestStage,
  type SyncStatus,
  type SyncStatusBatch,
  syncHealth,
} from '@store-console/contract';
import { sql } from 'drizzle-orm';
import type { SignedIn } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { rowsOf } from '../../../platform/data-plane.ts';
import { storeIdsNotDeleted, visibleStoreIds } from '../../stores/index.ts';

/**
 * GET /{storeId}/status and its batch (contract sync-health.ts): each
 * store's health state read in one query for any number of stores — source, schedule, the health
 * row the engine keeps (sync_store_states), the agent probe's last answer (sync_agent_probes), the
 * oldest unfinished request, the oldest due run not yet completed — then `healthCode(state, now)`.
 *
 * The probe counts only while it is of the source's current address and database id and younger
 * than `probeFreshMs`; otherwise (never probed, the address changed, the probe job not running) the
 * agent and change capture are unknown (null), which healthCode does not judge.
 */
export const probeFreshMs = 15 * 60_000;

type StateRow = {
  store_id: number;
  has_source: boolean;
  scheduler_active: boolean;
  next_due_at: Date | string | null;
  ever_loaded_at: Date | string | null;
  last_completed_at: Date | string | null;
  last_data_at: Date | string | null;
  open_id: string | null;
  open_stage: SyncRequestStage | null;
  oldest_waiting_due_at: Date | string | null;
  probe_reachable: boolean | null;
  probe_last_seen: Date | string | null;
  probe_database_ok: boolean | null;
  probe_error: string | null;
  change_capture_state: ChangeCaptureState | null;
  change_position: string | null;
  position_changed_at: Date | string | null;
};

const instant = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/** The states of these stores (database ids already known to exist or filtered by `visible`), one query. */
async function statesOf(ctx: Context, ids: number[], now: Date, visible?: ReturnType<typeof visibleStoreIds>) {
  const freshSince = new Date(now.getTime() - probeFreshMs).toISOString();
  // One array parameter (a PostgreSQL array literal of validated integers), not one per id: 1000
  // parameters cost ~20 ms more to bind and plan (bench/NOTES.md, "Issue 15 — bench/sync.ts figures").
  const idArray = `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
  const rows = rowsOf(
    await ctx.db.execute(sql`
      SELECT s.id AS store_id,
        src.id IS NOT NULL AS has_source,
        coalesce(src.is_active AND sch.is_active, false) AS scheduler_active,
        sch.next_due_at,
        st.ever_loaded_at, st.last_completed_at, st.last_data_at,
        o.id::text AS open_id, o.stage AS open_stage,
        w.due_at AS oldest_waiting_due_at,
        p.reachable AS probe_reachable, p.last_seen AS probe_last_seen, p.database_ok AS probe_database_ok,
        p.error AS probe_error, p.change_capture_state, p.position AS change_position, p.position_changed_at
      FROM ${storeIdsNotDeleted(idArray)} s
      LEFT JOIN sync_sources src ON src.store_id = s.id
      LEFT JOIN sync_schedules sch ON sch.source_id = src.id
      LEFT JOIN sync_store_states st ON st.store_id = s.id
      LEFT JOIN sync_agent_probes p ON p.source_id = src.id AND src.sync_type = 'AGENT'
        AND p.protocol = src.protocol AND lower(p.host_name) = lower(src.host_name) AND p.port = src.port
        AND p.db_alias = src.db_alias AND p.probed_at > ${freshSince}::timestamptz
      LEFT JOIN LATERAL (
        SELECT r.id, r.stage FROM sync_requests r
        WHERE r.store_id = s.id AND r.stage NOT IN ('COMPLETED', 'FAILED')
        ORDER BY r.created, r.id LIMIT 1) o ON true
      LEFT JOIN LATERAL (
        -- By source only (a source is one store's): the (source_id, due_at) key is then read in
        -- due order from the last completion on and stops at the first run not completed, where
        -- (store_id, due_at) read and sorted every run since (0021 indexes the NOT EXISTS).
        SELECT sr.due_at FROM sync_scheduled_runs sr
        WHERE sr.source_id = src.id
          AND sr.due_at > coalesce(st.last_completed_at, '-infinity'::timestamptz)
          AND NOT EXISTS (SELECT 1 FROM sync_requests c WHERE c.scheduled_run_id = sr.id AND c.stage = 'COMPLETED')
        ORDER BY sr.due_at LIMIT 1) w ON true
      ${visible ? sql`WHERE ${visible}` : sql``}`),
  ) as StateRow[];
  return rows;
}

/** The agent and change capture as the probe last saw them; null when unknown (see the module's comment). */
function probeState(row: StateRow): Pick<SyncHealthState, 'agent' | 'changeCapture'> {
  if (row.probe_reachable === null) return { agent: null, changeCapture: null };
  const databaseFailed = row.probe_reachable && row.probe_database_ok === false;
  return {
    agent: {
      reachable: row.probe_reachable,
      lastSeen: instant(row.probe_last_seen),
      error: databaseFailed ? (row.probe_error ?? 'The database does not answer') : null,
    },
    changeCapture:
      row.change_capture_state === null
        ? null
        : {
            state: row.change_capture_state,
            position: row.change_position,
            positionChangedAt: instant(row.position_changed_at),
          },
  };
}

function statusOf(row: StateRow, now: Date): SyncStatus {
  const state: SyncHealthState = {
    hasSource: row.has_source,
    everLoaded: row.ever_loaded_at !== null,
    schedulerActive: row.scheduler_active,
    ...probeState(row),
    lastDataAt: instant(row.last_data_at),
    lastCompletedAt: instant(row.last_completed_at),
    nextDueAt: row.scheduler_active ? instant(row.next_due_at) : null,
    oldestWaitingDueAt: instant(row.oldest_waiting_due_at),
  };
  return {
    ...syncHealth(healthCode(state, now)),
    stage: row.open_stage,
    requestId: row.open_id,
  };
}

/** One store the store scope resolved. */
export async function storeStatus(ctx: Context, storeDbId: number, now = new Date()): Promise<SyncStatus> {
  const [row] = await statesOf(ctx, [storeDbId], now);
  if (!row) throw new Error(`store ${storeDbId} vanished`);
  return statusOf(row, now);
}

/** Many stores: only those the caller may see and not deleted, keyed by id; the others left out. */
export async function storeStatuses(
  ctx: Context,
  caller: SignedIn,
  ids: number[],
  now = new Date(),
): Promise<SyncStatusBatch> {
  if (ids.length === 0) return {};
  const rows = await statesOf(ctx, ids, now, visibleStoreIds(caller, sql`s.id`));
  return Object.fromEntries(rows.map((row) => [String(row.store_id), statusOf(row, now)]));
}
