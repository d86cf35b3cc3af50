import { z } from 'zod';
import { isValidTimeZone, wallClockAt } from './sync-schedule.ts';

/**
 * The dashboard's 'Sync Traffic' chart (GET /{storeId}/graph/{period};
 * docs/decisions/0075). Buckets are the
 * store's local time (its data centre's zone), DST-safe, from `graphBuckets`; the server sums each
 * series per bucket with one query over the bucket boundaries.
 */

export const syncGraphTitle = 'Sync Traffic';

export const syncGraphPeriods = ['hour', 'today', 'week', 'month'] as const;
export type SyncGraphPeriod = (typeof syncGraphPeriods)[number];
/** The buttons' labels: Hour, Day, Week, Month. */
export const syncGraphPeriodLabels: Record<SyncGraphPeriod, string> = {
  hour: 'Hour',
  today: 'Day',
  week: 'Week',
  month: 'Month',
};
export const syncGraphPeriodSchema = z.enum(syncGraphPeriods, { error: 'Period must be hour, today, week or month' });

/**
 * The series: `upload` requests that finished (COMPLETED or FAILED) in the bucket; `row` rows
 * written to the store (inserted + updated + deleted) by chunks loaded in it; `byte` the bytes of
 * those chunks; `error` the rows of those chunks that became failures (counted when they failed,
 * so retrying or deleting failures later does not rewrite the chart).
 */
export const syncGraphSeries = ['upload', 'row', 'byte', 'error'] as const;
export type SyncGraphSeries = (typeof syncGraphSeries)[number];
export const syncGraphSeriesLabels: Record<SyncGraphSeries, string> = {
  upload: 'Uploads',
  row: 'Rows',
  byte: 'Bytes',
  error: 'Errors',
};
export const syncGraphTotalKeys = ['UPLOADS', 'ROWS', 'BYTES', 'ERRORS'] as const;
export type SyncGraphTotalKey = (typeof syncGraphTotalKeys)[number];
export const syncGraphTotalLabels: Record<SyncGraphTotalKey, string> = {
  UPLOADS: 'Total Uploads',
  ROWS: 'Total Rows Updated',
  BYTES: 'Total Bytes',
  ERRORS: 'Total Errors',
};

export const syncGraphPointSchema = z.object({
  /** The bucket's label (equal to `labels[i]`). */
  name: z.string(),
  upload: z.number().int(),
  row: z.number().int(),
  byte: z.number().int(),
  error: z.number().int(),
});
export type SyncGraphPoint = z.infer<typeof syncGraphPointSchema>;
export const syncGraphTotalsSchema = z.object({
  UPLOADS: z.number().int(),
  ROWS: z.number().int(),
  BYTES: z.number().int(),
  ERRORS: z.number().int(),
});
export type SyncGraphTotals = z.infer<typeof syncGraphTotalsSchema>;
export const syncGraphSchema = z.object({
  labels: z.array(z.string()),
  points: z.array(syncGraphPointSchema),
  /** The sums of the points. */
  totals: syncGraphTotalsSchema,
  /** The covered span (ISO) and the zone its labels are in. */
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
});
export type SyncGraph = z.infer<typeof syncGraphSchema>;

export function graphTotals(points: readonly SyncGraphPoint[]): SyncGraphTotals {
  const totals: SyncGraphTotals = { UPLOADS: 0, ROWS: 0, BYTES: 0, ERRORS: 0 };
  for (const point of points) {
    totals.UPLOADS += point.upload;
    totals.ROWS += point.row;
    totals.BYTES += point.byte;
    totals.ERRORS += point.error;
  }
  return totals;
}

// ─── Buckets ───

export type GraphBucket = { start: Date; end: Date; label: string };
export type GraphBuckets = { from: Date; to: Date; buckets: GraphBucket[] };

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const weekDayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

function offsetAt(instant: number, timeZone: string): number {
  const second = Math.floor(instant / 1000) * 1000;
  return wallClockAt(second, timeZone) - second;
}

/**
 * The first instant at which the zone's clock reads `wall` (a wall time as UTC milliseconds), or,
 * when a spring-forward skips it (midnight in Santiago on its DST day), the instant the clock jumps
 * past it. Assumes one offset change at most within `wall` ± 15 hours, as `nextDueAt` does.
 */
export function instantAtWall(wall: number, timeZone: string): number {
  const before = offsetAt(wall - 15 * hour, timeZone);
  const after = offsetAt(wall + 15 * hour, timeZone);
  const found = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => offsetAt(instant, timeZone) === wall - instant);
  if (found.length > 0) return Math.min(...found);
  // In the gap: the change lies after wall − after (still the old offset) and at or before wall − before.
  let low = wall - after;
  let high = wall - before;
  while (high - low > 1000) {
    const mid = Math.floor((low + high) / 2000) * 1000;
    if (mid <= low) break;
    if (offsetAt(mid, timeZone) === before) low = mid;
    else high = mid;
  }
  return high;
}

/** Repeated labels (the hour a fall-back repeats) get ' (2)', ' (3)': points are keyed by name. */
function uniqueLabels(buckets: GraphBucket[]): GraphBucket[] {
  const seen = new Map<string, number>();
  return buckets.map((bucket) => {
    const count = (seen.get(bucket.label) ?? 0) + 1;
    seen.set(bucket.label, count);
    return count === 1 ? bucket : { ...bucket, label: `${bucket.label} (${count})` };
  });
}

function clockLabel(instant: number, timeZone: string): string {
  const wall = new Date(wallClockAt(instant, timeZone));
  return `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
}

function dayBuckets(todayWall: number, days: number, timeZone: string, label: (wall: Date) => string): GraphBucket[] {
  const buckets: GraphBucket[] = [];
  for (let k = days - 1; k >= 0; k--) {
    const wall = todayWall - k * day;
    buckets.push({
      start: new Date(instantAtWall(wall, timeZone)),
      end: new Date(instantAtWall(wall + day, timeZone)),
      label: label(new Date(wall)),
    });
  }
  return buckets;
}

/**
 * The chart's buckets, each [start, end), in order; every period ends with the bucket holding `now`:
 * - hour: the last 60 minutes, one bucket a minute, labelled 'HH:mm';
 * - today: the store's local day from midnight, one bucket an hour up to the current one, labelled
 *   'HH:mm' (23 buckets on a spring-forward day, 25 on a fall-back day, the repeated hour labelled
 *   '02:00 (2)'; a day whose midnight is skipped starts at the jump, e.g. '01:00');
 * - week: the last 7 local days including today, labelled 'Mon 4 Nov';
 * - month: the last 30 local days including today, labelled '4 Nov'.
 * Days are local midnight to midnight, so a DST day is 23 or 25 hours long. Throws a RangeError for
 * an unknown time zone or an invalid date.
 */
export function graphBuckets(period: SyncGraphPeriod, now: Date, timeZone: string): GraphBuckets {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone "${String(timeZone).slice(0, 64)}"`);
  const at = now.getTime();
  if (Number.isNaN(at)) throw new RangeError('Invalid date');
  let buckets: GraphBucket[] = [];
  if (period === 'hour') {
    const last = Math.floor(at / minute) * minute;
    for (let k = 59; k >= 0; k--) {
      const start = last - k * minute;
      buckets.push({ start: new Date(start), end: new Date(start + minute), label: clockLabel(start, timeZone) });
    }
  } else {
    const wall = wallClockAt(at, timeZone);
    const todayWall = wall - (((wall % day) + day) % day);
    if (period === 'today') {
      const dayStart = instantAtWall(todayWall, timeZone);
      const dayEnd = instantAtWall(todayWall + day, timeZone);
      for (let start = dayStart; start <= at && start < dayEnd; start += hour) {
        const end = Math.min(start + hour, dayEnd);
        buckets.push({ start: new Date(start), end: new Date(end), label: clockLabel(start, timeZone) });
      }
    } else if (period === 'week') {
      buckets = dayBuckets(
        todayWall,
        7,
        timeZone,
        (d) => `${weekDayNames[d.getUTCDay()]} ${d.getUTCDate()} ${monthNames[d.getUTCMonth()]}`,
      );
    } else {
      buckets = dayBuckets(todayWall, 30, timeZone, (d) => `${d.getUTCDate()} ${monthNames[d.getUTCMonth()]}`);
    }
  }
  buckets = uniqueLabels(buckets);
  const first = buckets[0];
  const last = buckets[buckets.length - 1];
  return { from: first ? first.start : new Date(at), to: last ? last.end : new Date(at), buckets };
}
