import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type GraphBuckets,
  graphBuckets,
  graphTotals,
  instantAtWall,
  syncGraphPeriodLabels,
  syncGraphPeriodSchema,
  syncGraphSchema,
  syncGraphTotalLabels,
} from './sync-graph.ts';
import { wallClockAt } from './sync-schedule.ts';

const hour = 3_600_000;
const labels = (b: GraphBuckets) => b.buckets.map((x) => x.label);
const hoursLong = (b: GraphBuckets) => b.buckets.map((x) => (x.end.getTime() - x.start.getTime()) / hour);

/** The buckets tile [from, to): each ends where the next starts. */
function expectContiguous(b: GraphBuckets) {
  expect(b.from).toEqual(b.buckets[0]?.start);
  expect(b.to).toEqual(b.buckets.at(-1)?.end);
  for (let i = 1; i < b.buckets.length; i++) expect(b.buckets[i]?.start).toEqual(b.buckets[i - 1]?.end);
}

describe('labels and shapes', () => {
  it('names the buttons and totals as the spec does', () => {
    expect(syncGraphPeriodLabels).toEqual({ hour: 'Hour', today: 'Day', week: 'Week', month: 'Month' });
    expect(Object.values(syncGraphTotalLabels)).toEqual([
      'Total Uploads',
      'Total Rows Updated',
      'Total Bytes',
      'Total Errors',
    ]);
    expect(syncGraphPeriodSchema.safeParse('year').error?.issues[0]?.message).toBe(
      'Period must be hour, today, week or month',
    );
  });

  it('sums the points into the totals', () => {
    const points = [
      { name: '10:00', upload: 1, row: 100, byte: 2048, error: 0 },
      { name: '11:00', upload: 2, row: 50, byte: 1024, error: 3 },
    ];
    const totals = graphTotals(points);
    expect(totals).toEqual({ UPLOADS: 3, ROWS: 150, BYTES: 3072, ERRORS: 3 });
    expect(
      syncGraphSchema.safeParse({ labels: ['10:00', '11:00'], points, totals, from: '', to: '', timeZone: 'UTC' })
        .success,
    ).toBe(true);
  });
});

describe('graphBuckets', () => {
  it('hour: the last 60 minutes, one a minute, ending with the current one', () => {
    const b = graphBuckets('hour', new Date('2024-05-01T10:30:20Z'), 'Asia/Kolkata');
    expect(b.buckets).toHaveLength(60);
    expect(b.from.toISOString()).toBe('2024-05-01T09:31:00.000Z');
    expect(b.to.toISOString()).toBe('2024-05-01T10:31:00.000Z');
    expect(labels(b)[0]).toBe('15:01');
    expect(labels(b)[59]).toBe('16:00');
    expectContiguous(b);
  });

  it('today: local hours from midnight up to the current one', () => {
    const b = graphBuckets('today', new Date('2024-05-01T10:30:00Z'), 'Europe/Berlin');
    expect(labels(b)).toEqual([
      '00:00',
      '01:00',
      '02:00',
      '03:00',
      '04:00',
      '05:00',
      '06:00',
      '07:00',
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
    ]);
    expect(b.from.toISOString()).toBe('2024-04-30T22:00:00.000Z');
    expectContiguous(b);
  });

  it('today across a spring-forward: 23 hours, no 02:00', () => {
    const b = graphBuckets('today', new Date('2024-03-31T21:59:00Z'), 'Europe/Berlin'); // 23:59 CEST
    expect(b.buckets).toHaveLength(23);
    expect(labels(b).slice(0, 4)).toEqual(['00:00', '01:00', '03:00', '04:00']);
    expect(b.to.toISOString()).toBe('2024-03-31T22:00:00.000Z');
    expectContiguous(b);
  });

  it('today across a fall-back: 25 hours, the repeated hour told apart', () => {
    const b = graphBuckets('today', new Date('2024-10-27T22:59:00Z'), 'Europe/Berlin'); // 23:59 CET
    expect(b.buckets).toHaveLength(25);
    expect(labels(b).slice(0, 5)).toEqual(['00:00', '01:00', '02:00', '02:00 (2)', '03:00']);
    expect(new Set(labels(b)).size).toBe(25);
    expect(b.from.toISOString()).toBe('2024-10-26T22:00:00.000Z');
    expect(b.to.toISOString()).toBe('2024-10-27T23:00:00.000Z');
    expectContiguous(b);
  });

  it('today when midnight itself is skipped (Santiago) starts at the jump', () => {
    const b = graphBuckets('today', new Date('2024-09-08T06:30:00Z'), 'America/Santiago'); // 03:30 -03
    expect(labels(b)).toEqual(['01:00', '02:00', '03:00']);
    expect(b.from.toISOString()).toBe('2024-09-08T04:00:00.000Z');
  });

  it('week: 7 local days ending today, a DST day 25 hours long', () => {
    const b = graphBuckets('week', new Date('2024-10-29T12:00:00Z'), 'Europe/Berlin');
    expect(labels(b)).toEqual([
      'Wed 23 Oct',
      'Thu 24 Oct',
      'Fri 25 Oct',
      'Sat 26 Oct',
      'Sun 27 Oct',
      'Mon 28 Oct',
      'Tue 29 Oct',
    ]);
    expect(hoursLong(b)).toEqual([24, 24, 24, 24, 25, 24, 24]);
    expect(b.from.toISOString()).toBe('2024-10-22T22:00:00.000Z');
    expect(b.to.toISOString()).toBe('2024-10-29T23:00:00.000Z');
    expectContiguous(b);
  });

  it('month: 30 local days ending today, across a spring-forward', () => {
    const b = graphBuckets('month', new Date('2024-04-10T12:00:00Z'), 'America/New_York');
    expect(b.buckets).toHaveLength(30);
    expect(labels(b)[0]).toBe('12 Mar');
    expect(labels(b)[29]).toBe('10 Apr');
    expect(hoursLong(b).every((h) => h === 24)).toBe(true);
    const march = graphBuckets('month', new Date('2024-03-20T12:00:00Z'), 'America/New_York');
    expect(labels(march)[0]).toBe('20 Feb');
    expect(hoursLong(march).filter((h) => h !== 24)).toEqual([23]);
    expect(hoursLong(march)[labels(march).indexOf('10 Mar')]).toBe(23);
    expectContiguous(march);
  });

  it('refuses an unknown zone or an invalid date', () => {
    expect(() => graphBuckets('today', new Date(), 'Mars/Olympus')).toThrow(RangeError);
    expect(() => graphBuckets('today', new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });

  it('always holds now in its last bucket and tiles its span (property)', () => {
    const zones = [
      'Europe/Berlin',
      'America/New_York',
      'Australia/Lord_Howe',
      'America/Santiago',
      'Asia/Kolkata',
      'UTC',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom('hour' as const, 'today' as const, 'week' as const, 'month' as const),
        fc.constantFrom(...zones),
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
        (period, zone, at) => {
          const b = graphBuckets(period, new Date(at), zone);
          const last = b.buckets.at(-1);
          expect(last && last.start.getTime() <= at && at < last.end.getTime()).toBe(true);
          expectContiguous(b);
          expect(new Set(labels(b)).size).toBe(b.buckets.length);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('instantAtWall', () => {
  it('finds the first instant showing a wall time, or the jump over a skipped one', () => {
    const wall = (iso: string) => Date.parse(iso);
    const at = (iso: string, zone: string) => new Date(instantAtWall(wall(iso), zone)).toISOString();
    expect(at('2024-05-01T00:00:00Z', 'Europe/Berlin')).toBe('2024-04-30T22:00:00.000Z');
    expect(at('2024-10-27T02:30:00Z', 'Europe/Berlin')).toBe('2024-10-27T00:30:00.000Z'); // first of two
    expect(at('2024-03-31T02:30:00Z', 'Europe/Berlin')).toBe('2024-03-31T01:00:00.000Z'); // skipped: the jump
    expect(at('2024-09-08T00:00:00Z', 'America/Santiago')).toBe('2024-09-08T04:00:00.000Z');
  });

  it('shows the asked wall time whenever that time exists (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Europe/Berlin', 'Australia/Lord_Howe', 'America/New_York'),
        fc.integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2030, 0, 1) / 60_000 }),
        (zone, minutes) => {
          const instant = minutes * 60_000;
          const wall = wallClockAt(instant, zone);
          const found = instantAtWall(wall, zone);
          expect(wallClockAt(found, zone)).toBe(wall);
          expect(found).toBeLessThanOrEqual(instant);
        },
      ),
      { numRuns: 300 },
    );
  });
});
