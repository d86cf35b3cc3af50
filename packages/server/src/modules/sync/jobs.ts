import type { ScheduleFrequency, Scheduler, WeekDay } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { rowsOf } from '../../platform/data-plane.ts';
import { ensureQueue, registerLifecycleQueue, work, workerPolling } from '../../platform/jobs.ts';
import { storeSyncsOnSync2, storeTimeZone } from '../stores/index.ts';
import { nextDueOf } from './config/schedule-service.ts';
import { runRequest } from './engine/request-run.ts';
import { failRequest, type SyncRequestJob, startScheduledRuns, syncRequestQueue } from './engine/request-service.ts';
import { agentProbeQueue, runAgentProbes } from './health/agent-probes.ts';
import { publishTrace, type TraceInput } from './trace/trace-hub.ts';
import { registerWebhookJobs } from './webhooks/jobs.ts';

export const schedulerTickQueue = 'sync.scheduler-tick';
/** Schedules handled per transaction: a backlog (a long outage) drains in bounded steps. */
const tickBatch = 500;

export type TickResult = { due: number; recorded: number };

type DueRow = {
  source_id: number;
  store_id: number;
  next_due_at: Date | string;
  eligible: boolean;
  is_active: boolean;
  days: WeekDay[];
  start_hour: number | null;
  end_hour: number | null;
  frequency: ScheduleFrequency | null;
  tables: string[];
  time_zone: string;
};

/**
 * One scheduler step (docs/decisions/0065): one query on the partial index `next_due_at` finds the
 * schedules due by `now`, locking them (SKIP LOCKED, so replicas share the work); a run is recorded
 * for each whose store is on SYNC_2, not closed, with an active source (unique per source and due
 * time, so it is never recorded twice); every due schedule moves to its next due time after `now`
 * (missed slots of an outage collapse into the one run). Ineligible schedules advance too, without
 * a run, so the index only ever holds what is due now and a store that returns to SYNC_2 is due at
 * its next slot. All of it in one transaction per batch.
 */
export async function runSchedulerTick(ctx: Context, now = new Date(), batch = tickBatch): Promise<TickResult> {
  const total: TickResult = { due: 0, recorded: 0 };
  for (;;) {
    const traces: RecordedRun[] = [];
    const step = await ctx.db.transaction(async (tx) => {
      const due = rowsOf(
        await tx.execute(sql`
          SELECT s.source_id, s.store_id, s.next_due_at, s.is_active, s.days, s.start_hour, s.end_hour,
            s.frequency, s.tables, ${storeTimeZone(sql`s.store_id`)} AS time_zone,
            (${storeSyncsOnSync2(sql`s.store_id`)} AND src.is_active AND s.is_active) AS eligible
          FROM sync_schedules s
          JOIN sync_sources src ON src.id = s.source_id
          WHERE s.next_due_at IS NOT NULL AND s.next_due_at <= ${now.toISOString()}::timestamptz
          ORDER BY s.next_due_at
          LIMIT ${batch}
          FOR UPDATE OF s SKIP LOCKED`),
      ) as DueRow[];
      if (due.length === 0) return { due: 0, recorded: 0 };
      const runs = due.filter((row) => row.eligible);
      let recorded = 0;
      if (runs.length > 0) {
        const values = sql.join(
          runs.map(
            (row) =>
              sql`(${row.store_id}::int, ${row.source_id}::int, ${new Date(row.next_due_at).toISOString()}::timestamptz)`,
          ),
          sql`, `,
        );
        const inserted = rowsOf(
          await tx.execute(sql`INSERT INTO sync_scheduled_runs (store_id, source_id, due_at) VALUES ${values}
            ON CONFLICT (source_id, due_at) DO NOTHING RETURNING id, store_id, source_id, due_at`),
        ) as RecordedRun[];
        recorded = inserted.length;
        traces.push(...inserted);
      }
      const next = sql.join(
        due.map((row) => sql`(${row.source_id}::int, ${nextOf(row, now)?.toISOString() ?? null}::timestamptz)`),
        sql`, `,
      );
      await tx.execute(sql`UPDATE sync_schedules AS s SET next_due_at = v.next
        FROM (VALUES ${next}) AS v(source_id, next) WHERE s.source_id = v.source_id`);
      return { due: due.length, recorded };
    });
    for (const run of traces) void publishTrace(ctx, run.store_id, scheduledRunTrace(run));
    total.due += step.due;
    total.recorded += step.recorded;
    if (step.due < batch) return total;
  }
}

type RecordedRun = { id: number; store_id: number; source_id: number; due_at: Date | string };

/** What the diagnostics show of a recorded run, once its transaction committed. */
const scheduledRunTrace = (run: RecordedRun): TraceInput => ({
  type: 'traceStage',
  stage: 'SCHEDULED',
  fields: { run: run.id, source: run.source_id, dueAt: new Date(run.due_at).toISOString() },
});

function nextOf(row: DueRow, now: Date): Date | null {
  const schedule: Scheduler = {
    isActive: row.is_active,
    days: row.days,
    startHour: row.start_hour,
    endHour: row.end_hour,
    frequency: row.frequency,
    tables: row.tables,
  };
  try {
    return nextDueOf(schedule, row.time_zone, now);
  } catch (error) {
    // A schedule that cannot be computed (a zone the runtime does not know) stops rather than looping.
    console.error(`sync schedule of source ${row.source_id}: no next due time`, error);
    return null;
  }
}

/** The scheduler's minute tick and the agent probe: pg-boss schedules across replicas, every minute. */
export async function registerSyncJobs(ctx: Context, options: { work: boolean }): Promise<void> {
  // One run queued and one running across replicas; more requests meanwhile are dropped.
  await ensureQueue(ctx.jobs, schedulerTickQueue, { policy: 'stately', retryLimit: 1, expireInSeconds: 120 });
  // The agent probe: one round at a time across replicas; a round of a large fleet may outlast a
  // minute, the next one then waits queued.
  await ensureQueue(ctx.jobs, agentProbeQueue, { policy: 'stately', retryLimit: 0, expireInSeconds: 1800 });
  // A request's job: a worker that dies is noticed by its missed heartbeat and the job runs again,
  // resuming from what the tables say; after the retries the request ends FAILED.
  await registerLifecycleQueue<SyncRequestJob>(ctx.jobs, {
    name: syncRequestQueue,
    expireInSeconds: 6 * 3600,
    tuning: { work: options.work },
    run: (data) => runRequest(ctx, data.requestId),
    failed: async (data) => {
      await ctx.db.transaction(async (tx) => {
        const [row] = rowsOf(await tx.execute(sql`SELECT store_id FROM sync_requests WHERE id = ${data.requestId}`));
        if (row)
          await failRequest(
            tx,
            { id: data.requestId, storeId: Number(row.store_id) },
            'The request failed after retries',
          );
      });
    },
  });
  await registerWebhookJobs(ctx, options);
  if (!options.work) return;
  await work(ctx.jobs, schedulerTickQueue, workerPolling.housekeeping, async () => {
    const tick = await runSchedulerTick(ctx);
    // The runs recorded (now or by a tick whose requests did not start) become SCHEDULED requests.
    await startScheduledRuns(ctx);
    return tick;
  });
  await ctx.jobs.schedule(schedulerTickQueue, '* * * * *', null, { tz: 'UTC' });
  await work(ctx.jobs, agentProbeQueue, workerPolling.housekeeping, () => runAgentProbes(ctx));
  await ctx.jobs.schedule(agentProbeQueue, '* * * * *', null, { tz: 'UTC' });
}
