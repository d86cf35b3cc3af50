import {
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
import { visibleStoreIds } from '../../stores/queries.ts';

/**
 * GET /{storeId}/status and its batch (spec 02 sections 4 and 7; contract sync-health.ts): each
 * store's health state read in one query for any number of stores — source, schedule, the health
 * row the engine keeps (sync_store_states), the oldest unfinished request, the oldest due run not
 * yet completed — then `healthCode(state, now)`.
 *
 * The agent's reachability and change capture are not probed yet (no sync_agent_probes table nor
 * probe job): `agent` and `changeCapture` are null, which healthCode skips, so a store is never
 * given AGENT_OFF / AGENT_ISSUE / CDC_* without a probe having seen it.
 */

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
};

const instant = (value: Date | string | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/** The states of these stores (database ids already known to exist or filtered by `visible`), one query. */
async function statesOf(ctx: Context, ids: number[], visible?: ReturnType<typeof visibleStoreIds>) {
  const idList = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const rows = rowsOf(
    await ctx.db.execute(sql`
      SELECT s.id AS store_id,
        src.id IS NOT NULL AS has_source,
        coalesce(src.is_active AND sch.is_active, false) AS scheduler_active,
        sch.next_due_at,
        st.ever_loaded_at, st.last_completed_at, st.last_data_at,
        o.id::text AS open_id, o.stage AS open_stage,
        w.due_at AS oldest_waiting_due_at
      FROM stores s
      LEFT JOIN sync_sources src ON src.store_id = s.id
      LEFT JOIN sync_schedules sch ON sch.source_id = src.id
      LEFT JOIN sync_store_states st ON st.store_id = s.id
      LEFT JOIN LATERAL (
        SELECT r.id, r.stage FROM sync_requests r
        WHERE r.store_id = s.id AND r.stage NOT IN ('COMPLETED', 'FAILED')
        ORDER BY r.created, r.id LIMIT 1) o ON true
      LEFT JOIN LATERAL (
        SELECT sr.due_at FROM sync_scheduled_runs sr
        WHERE sr.store_id = s.id AND sr.source_id = src.id
          AND sr.due_at > coalesce(st.last_completed_at, '-infinity'::timestamptz)
          AND NOT EXISTS (SELECT 1 FROM sync_requests c WHERE c.scheduled_run_id = sr.id AND c.stage = 'COMPLETED')
        ORDER BY sr.due_at LIMIT 1) w ON true
      WHERE s.id IN (${idList}) AND s.status_type <> 'DELETED'${visible ? sql` AND ${visible}` : sql``}`),
  ) as StateRow[];
  return rows;
}

function statusOf(row: StateRow, now: Date): SyncStatus {
  const state: SyncHealthState = {
    hasSource: row.has_source,
    everLoaded: row.ever_loaded_at !== null,
    schedulerActive: row.scheduler_active,
    // Not probed yet: unknown, which healthCode does not judge (see the module's comment).
    agent: null,
    changeCapture: null,
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
  const [row] = await statesOf(ctx, [storeDbId]);
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
  const rows = await statesOf(ctx, ids, visibleStoreIds(caller, sql`s.id`));
  return Object.fromEntries(rows.map((row) => [String(row.store_id), statusOf(row, now)]));
}
