import dayjs from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek.js';
import utc from 'dayjs/plugin/utc.js';
import { z } from 'zod';

dayjs.extend(utc);
dayjs.extend(isoWeek);

export const cdnUsageLogSchema = z.object({ cdnUsageDate: z.string(), cdnUsageSize: z.number() });
export type CdnUsageLog = z.infer<typeof cdnUsageLogSchema>;
export const cdnSizeLogSchema = z.object({ createdDate: z.string(), cdnSize: z.number() });
export type CdnSizeLog = z.infer<typeof cdnSizeLogSchema>;

/** A day PostgreSQL and JavaScript both hold, with a next day: years 1 to 9998. */
const logDay = (name: string) =>
  z.iso
    .date(`${name} must be a date (YYYY-MM-DD)`)
    .refine((value) => value >= '0001-01-01' && value <= '9998-12-31', `${name} must be between 0001 and 9998`);

export const cdnLogQuerySchema = z.strictObject({ from: logDay('from'), to: logDay('to') });

export const cdnGroupings = ['Day', 'Week', 'Month'] as const;
export type CdnGrouping = (typeof cdnGroupings)[number];
/** How many points each grouping shows. */
export const cdnPointCount: Record<CdnGrouping, number> = { Day: 30, Week: 20, Month: 12 };
export const cdnChartColour = '#63c2de';

/** Day by UTC date, week by ISO week, month by UTC year-month. */
export function cdnGroupKey(date: string, grouping: CdnGrouping): string {
  const d = dayjs.utc(date);
  if (grouping === 'Day') return d.format('YYYY-MM-DD');
  if (grouping === 'Week') return `${d.isoWeekYear()}-W${String(d.isoWeek()).padStart(2, '0')}`;
  return d.format('YYYY-MM');
}

/**
 * Groups points and keeps the last N groups: usage is summed per group; sizes (a level, not a
 * flow) are averaged per week and month, as integers.
 */
export function groupCdnPoints(
  points: { date: string; value: number }[],
  grouping: CdnGrouping,
  combine: 'sum' | 'average',
): { key: string; value: number }[] {
  const groups = new Map<string, number[]>();
  for (const point of [...points].sort((a, b) => a.date.localeCompare(b.date))) {
    const key = cdnGroupKey(point.date, grouping);
    groups.set(key, [...(groups.get(key) ?? []), point.value]);
  }
  const rows = [...groups.entries()].map(([key, values]) => {
    const total = values.reduce((sum, v) => sum + v, 0);
    const value = combine === 'sum' ? total : Math.floor(total / values.length);
    return { key, value };
  });
  return rows.slice(-cdnPointCount[grouping]);
}

/** The y-axis maximum: 100, or 120% of the max rounded down to a multiple of 100 when the max exceeds 100. */
export function cdnAxisMax(values: number[]): number {
  const max = Math.max(0, ...values);
  if (max <= 100) return 100;
  return Math.floor((max * 1.2) / 100) * 100;
}
