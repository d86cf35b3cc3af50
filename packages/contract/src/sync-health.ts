import { z } from 'zod';
import type { ChangeCaptureState } from './agent-api.ts';
import { int4Max } from './ids.ts';
import { syncRequestStages } from './sync-requests.ts';
import { type SyncHealthCode, syncHealthCodes, syncHealthThresholdsMs } from './sync-words.ts';

/**
 * Sync health (GET /{storeId}/status; docs/decisions/0073): one code per store from real state — the store's loads, its
 * scheduler, the agent probe's last answer and change capture — in a fixed priority order.
 */

export const syncHealthDescriptions: Record<SyncHealthCode, string> = {
  NOT_LOADED: 'The store has not been loaded yet: run Load all on the Activities tab.',
  SCHEDULER_OFF: 'The scheduler is off: changes are not synchronised automatically.',
  AGENT_OFF: 'The agent cannot be reached.',
  AGENT_ISSUE: 'The agent answers but reports a problem with its database.',
  CDC_DISABLED: 'Change capture is disabled on the source database: only full loads can run.',
  CDC_WRAPPED: 'Change capture no longer holds the changes since the last sync: run Load all.',
  CDC_STATIONARY: "The source's change position has not moved for 24 hours.",
  NO_DATA: 'No rows have reached the store for 24 hours.',
  SYNC_OVERDUE: 'A scheduled sync is more than an hour late.',
  OK: 'Sync is running normally.',
};

/**
 * What the health code is computed from (the engine reads it from its tables in one query).
 * Times are instants; `null` means never.
 */
export type SyncHealthState = {
  /** The store has a sync source. */
  hasSource: boolean;
  /** A full load (LOAD_ALL, or a FULL request of every mapped table) has COMPLETED at least once. */
  everLoaded: boolean;
  /** The source's schedule is active. */
  schedulerActive: boolean;
  /** The agent probe's last answer; null for a GATEWAY source (no agent). */
  agent: {
    /** The last probe reached the agent and its key was accepted. */
    reachable: boolean;
    /** When a probe last reached it. */
    lastSeen: Date | null;
    /** What the agent reported wrong (its source database unreachable…), null when nothing. */
    error?: string | null;
  } | null;
  /** The source database's change capture as the probe last saw it; null for a GATEWAY source. */
  changeCapture: {
    state: ChangeCaptureState;
    /** The newest change position (decimal text). */
    position: string | null;
    /** When a probe first saw `position` (when it last moved); null before any probe saw one. */
    positionChangedAt: Date | null;
  } | null;
  /** When a request last wrote at least one row into the store. */
  lastDataAt: Date | null;
  /** When a request last COMPLETED. */
  lastCompletedAt: Date | null;
  /** The schedule's next due time (it stays in the past while the scheduler tick is not running). */
  nextDueAt: Date | null;
  /** The oldest due run the scheduler recorded that no request has completed yet. */
  oldestWaitingDueAt: Date | null;
};

const atLeast = (now: Date, since: Date | null, threshold: number) =>
  since !== null && now.getTime() - since.getTime() >= threshold;

/**
 * The store's code, first that holds in the spec's order:
 * 1. NOT_LOADED — no source, or no full load has ever completed;
 * 2. SCHEDULER_OFF — the schedule is off: nothing is expected to sync, so what follows (about
 *    keeping up) does not apply;
 * 3. AGENT_OFF — the last probe did not reach the agent, or none ever has;
 * 4. AGENT_ISSUE — the agent answers but reports an error;
 * 5. CDC_DISABLED / 6. CDC_WRAPPED — change capture's state;
 * 7. CDC_STATIONARY — the change position has not moved for ≥ 24 h (never seen: not judged);
 * 8. NO_DATA — no row has reached the store for ≥ 24 h (or ever);
 * 9. SYNC_OVERDUE — a due run is ≥ 1 h old and not completed, or the next due time passed ≥ 1 h ago;
 * 10. OK.
 * Agent and change-capture checks are skipped for a GATEWAY source (`agent`/`changeCapture` null).
 */
export function healthCode(state: SyncHealthState, now: Date): SyncHealthCode {
  if (!state.hasSource || !state.everLoaded) return 'NOT_LOADED';
  if (!state.schedulerActive) return 'SCHEDULER_OFF';
  if (state.agent !== null) {
    if (!state.agent.reachable || state.agent.lastSeen === null) return 'AGENT_OFF';
    if (state.agent.error) return 'AGENT_ISSUE';
  }
  const capture = state.changeCapture;
  if (capture !== null) {
    if (capture.state === 'DISABLED') return 'CDC_DISABLED';
    if (capture.state === 'WRAPPED') return 'CDC_WRAPPED';
    if (atLeast(now, capture.positionChangedAt, syncHealthThresholdsMs.stationary)) return 'CDC_STATIONARY';
  }
  if (state.lastDataAt === null || atLeast(now, state.lastDataAt, syncHealthThresholdsMs.noData)) return 'NO_DATA';
  if (
    atLeast(now, state.oldestWaitingDueAt, syncHealthThresholdsMs.overdue) ||
    atLeast(now, state.nextDueAt, syncHealthThresholdsMs.overdue)
  ) {
    return 'SYNC_OVERDUE';
  }
  return 'OK';
}

// ─── GET /{storeId}/status and GET /{id1,id2,…}/status ───

export const syncStatusSchema = z.object({
  code: z.enum(syncHealthCodes),
  description: z.string(),
  /**
   * The stage of the store's open request (the oldest unfinished one), null when none is open:
   * the "sync stage" of the tab rule (`requestInProgress`), polled with the status every 15 s.
   */
  stage: z.enum(syncRequestStages).nullable(),
  requestId: z.string().nullable(),
});
export type SyncStatus = z.infer<typeof syncStatusSchema>;

/** `{code, description}` of a code. */
export function syncHealth(code: SyncHealthCode): Pick<SyncStatus, 'code' | 'description'> {
  return { code, description: syncHealthDescriptions[code] };
}

/**
 * Many stores in one call (the stores list), keyed by store id: a path segment of ids joined by
 * commas. A segment with a comma answers this batch shape even for one id (`5,`); without one, the
 * single reply. Ids the caller may not see, or that do not exist, are left out.
 */
export const syncStatusBatchSchema = z.record(z.string(), syncStatusSchema);
export type SyncStatusBatch = z.infer<typeof syncStatusBatchSchema>;
export const syncStatusBatchMax = 1000;
export const storeIdListParamSchema = z
  .string()
  .max(12_000)
  .regex(/^\d{1,10}(,\d{1,10})*,?$/, 'Expected store ids separated by commas')
  .transform((value) => [...new Set(value.split(',').filter(Boolean).map(Number))])
  .refine((ids) => ids.every((id) => id >= 1 && id <= int4Max), 'Expected store ids separated by commas')
  .refine((ids) => ids.length <= syncStatusBatchMax, `At most ${syncStatusBatchMax} stores`);
