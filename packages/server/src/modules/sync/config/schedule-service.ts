import {
  defaultScheduler,
  nextDueAt,
  type ScheduledRun,
  type Scheduler,
  type SchedulerReply,
} from '@store-console/contract';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { SignedIn } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { dataCentreRow } from '../../data-centres/index.ts';
import type { StoreRow } from '../../stores/index.ts';
import { syncScheduledRuns, syncSchedules, syncSources } from '../schema.ts';

/** The store behind a source id (the schedule routes' store scope): one subquery. */
export function storeOfSource(sourceId: number): SQL {
  return sql`(SELECT ${syncSources.storeId} FROM ${syncSources} WHERE ${syncSources.id} = ${sourceId})`;
}

/** The store's IANA time zone: its data centre's (UTC when unknown). */
export async function storeTimeZone(ctx: Context, store: Pick<StoreRow, 'dataCentreId'>): Promise<string> {
  return (await dataCentreRow(ctx, store.dataCentreId))?.timeZone ?? 'UTC';
}

type ScheduleRow = typeof syncSchedules.$inferSelect;

function replyOf(schedule: Scheduler, timeZone: string, next: Date | null): SchedulerReply {
  return {
    isActive: schedule.isActive,
    days: schedule.days,
    startHour: schedule.startHour,
    endHour: schedule.endHour,
    frequency: schedule.frequency,
    tables: schedule.tables,
    timeZone,
    nextDueAt: next?.toISOString() ?? null,
  };
}

const schedulerOf = (row: ScheduleRow): Scheduler => ({
  isActive: row.isActive,
  days: row.days,
  startHour: row.startHour,
  endHour: row.endHour,
  frequency: row.frequency,
  tables: row.tables,
});

async function sourceOf(ctx: Context, sourceId: number, store: StoreRow) {
  const [source] = await ctx.db.select().from(syncSources).where(eq(syncSources.id, sourceId));
  // The scope found the store through the source: a source of another store is not this one's.
  if (!source || source.storeId !== store.id) throw AppError.notFound(`Source ${sourceId} not found`);
  return source;
}

/** GET /source/{id}/schedule: the saved schedule, or the default one (inactive) when none is. */
export async function readSchedule(ctx: Context, store: StoreRow, sourceId: number): Promise<SchedulerReply> {
  await sourceOf(ctx, sourceId, store);
  const [row] = await ctx.db.select().from(syncSchedules).where(eq(syncSchedules.sourceId, sourceId));
  const timeZone = await storeTimeZone(ctx, store);
  if (!row) return replyOf(defaultScheduler, timeZone, null);
  return replyOf(schedulerOf(row), timeZone, row.nextDueAt);
}

/**
 * The next due time of a schedule after `after`, in the store's zone; null while inactive. The
 * schedule's own rules (days, hours, frequency) are the contract's `nextDueAt`.
 */
export function nextDueOf(schedule: Scheduler, timeZone: string, after: Date): Date | null {
  if (!schedule.isActive) return null;
  return nextDueAt(schedule, timeZone, after);
}

/** PUT /source/{id}/schedule: saves it and computes its next due time in the store's zone. */
export async function saveSchedule(
  ctx: Context,
  caller: SignedIn,
  store: StoreRow,
  sourceId: number,
  schedule: Scheduler,
  now = new Date(),
): Promise<SchedulerReply> {
  await sourceOf(ctx, sourceId, store);
  const timeZone = await storeTimeZone(ctx, store);
  const next = nextDueOf(schedule, timeZone, now);
  const values = {
    isActive: schedule.isActive,
    days: [...new Set(schedule.days)],
    startHour: schedule.startHour,
    endHour: schedule.endHour,
    frequency: schedule.frequency,
    tables: [...new Set(schedule.tables)],
    nextDueAt: next,
  };
  const [row] = await ctx.db
    .insert(syncSchedules)
    .values({ sourceId, storeId: store.id, ...values, createdBy: caller.username })
    .onConflictDoUpdate({
      target: syncSchedules.sourceId,
      set: { ...values, modifiedBy: caller.username, modifiedDate: now },
    })
    .returning();
  if (!row) throw new Error('schedule upsert returned no row');
  return replyOf(schedulerOf(row), timeZone, row.nextDueAt);
}

/** How many recorded runs GET /{storeId}/schedule/runs shows. */
export const recordedRunsShown = 50;

export async function listScheduledRuns(ctx: Context, store: StoreRow): Promise<ScheduledRun[]> {
  const rows = await ctx.db
    .select()
    .from(syncScheduledRuns)
    .where(eq(syncScheduledRuns.storeId, store.id))
    .orderBy(desc(syncScheduledRuns.dueAt), desc(syncScheduledRuns.id))
    .limit(recordedRunsShown);
  return rows.map((row) => ({
    id: row.id,
    storeId: row.storeId,
    sourceId: row.sourceId,
    dueAt: row.dueAt.toISOString(),
    recordedAt: row.recordedAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
  }));
}
