import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidTimeZone, nextDueAt, nextDueTimes, type ScheduleRule, wallClockAt } from './sync-schedule.ts';
import { scheduleFrequencies, scheduleFrequencyMinutes, weekDays } from './sync-scheduler.ts';

const everyDay = [...weekDays];
const rule = (over: Partial<ScheduleRule> = {}): ScheduleRule => ({
  isActive: true,
  days: everyDay,
  startHour: 0,
  endHour: 23,
  frequency: 'ONE_MIN',
  ...over,
});
const iso = (date: Date | null) => date?.toISOString() ?? null;
const due = (r: ScheduleRule, tz: string, after: string) => iso(nextDueAt(r, tz, new Date(after)));
const series = (r: ScheduleRule, tz: string, after: string, n: number) =>
  nextDueTimes(r, tz, new Date(after), n).map((d) => d.toISOString());

describe('isValidTimeZone', () => {
  it('accepts IANA names and refuses the rest', () => {
    for (const tz of [
      'Europe/Berlin',
      'America/New_York',
      'Australia/Sydney',
      'UTC',
      'Etc/GMT+5',
      'America/Argentina/Buenos_Aires',
    ]) {
      expect(isValidTimeZone(tz)).toBe(true);
    }
    for (const tz of ['', 'Mars/Olympus', '+01:00', 'Europe/Berlin\u0000', '../etc', 'x'.repeat(100), 42, null]) {
      expect(isValidTimeZone(tz)).toBe(false);
    }
  });
});

describe('nextDueAt', () => {
  it('is null when inactive, without days or without valid hours', () => {
    const after = new Date('2024-05-01T00:00:00Z');
    expect(nextDueAt(rule({ isActive: false }), 'UTC', after)).toBeNull();
    expect(nextDueAt(rule({ days: [] }), 'UTC', after)).toBeNull();
    expect(nextDueAt(rule({ startHour: null }), 'UTC', after)).toBeNull();
    expect(nextDueAt(rule({ startHour: 5, endHour: 5 }), 'UTC', after)).toBeNull();
    expect(() => nextDueAt(rule(), 'Mars/Olympus', after)).toThrow(RangeError);
    expect(() => nextDueAt(rule(), 'UTC', new Date(Number.NaN))).toThrow(RangeError);
  });

  it('is strictly after the given instant, on multiples of the frequency from startHour', () => {
    const r = rule({ startHour: 8, endHour: 17, frequency: 'FIFTEEN_MIN' });
    expect(due(r, 'UTC', '2024-05-01T08:00:00Z')).toBe('2024-05-01T08:15:00.000Z');
    expect(due(r, 'UTC', '2024-05-01T07:59:59.999Z')).toBe('2024-05-01T08:00:00.000Z');
    expect(due(r, 'UTC', '2024-05-01T08:00:00.001Z')).toBe('2024-05-01T08:15:00.000Z');
    expect(due(r, 'UTC', '2024-05-01T16:44:00Z')).toBe('2024-05-01T16:45:00.000Z');
    // endHour is exclusive: 17:00 is not due; the next is tomorrow's start
    expect(due(r, 'UTC', '2024-05-01T16:45:00Z')).toBe('2024-05-02T08:00:00.000Z');
    expect(due(rule({ startHour: 9, endHour: 12, frequency: 'ONE_HOUR' }), 'UTC', '2024-05-01T09:30:00Z')).toBe(
      '2024-05-01T10:00:00.000Z',
    );
    expect(due(rule({ startHour: 1, endHour: 2, frequency: 'TWO_MIN' }), 'UTC', '2024-05-01T01:57:00Z')).toBe(
      '2024-05-01T01:58:00.000Z',
    );
  });

  it('keeps to the days in the store zone, across day and week boundaries', () => {
    const weekdays = rule({
      days: ['MON', 'TUE', 'WED', 'THU', 'FRI'],
      startHour: 8,
      endHour: 18,
      frequency: 'ONE_HOUR',
    });
    // Fri 2024-05-03 17:30 Berlin (15:30Z) → Mon 2024-05-06 08:00 Berlin (06:00Z)
    expect(due(weekdays, 'Europe/Berlin', '2024-05-03T15:30:00Z')).toBe('2024-05-06T06:00:00.000Z');
    // Sunday only: Sun 2024-05-05 in Sydney (UTC+10) starts at Sat 14:00Z
    expect(due(rule({ days: ['SUN'], startHour: 0, endHour: 1 }), 'Australia/Sydney', '2024-05-04T10:00:00Z')).toBe(
      '2024-05-04T14:00:00.000Z',
    );
    // 23:59 local on a Monday in New York is Tuesday in UTC; Monday's last slot of [0, 23) is 22:59
    expect(due(rule({ days: ['MON'] }), 'America/New_York', '2024-05-07T02:58:30Z')).toBe('2024-05-07T02:59:00.000Z');
    expect(due(rule({ days: ['MON'] }), 'America/New_York', '2024-05-07T02:59:00Z')).toBe('2024-05-13T04:00:00.000Z');
    // a single day a week: next week
    expect(
      due(rule({ days: ['WED'], startHour: 10, endHour: 11, frequency: 'ONE_HOUR' }), 'UTC', '2024-05-01T10:00:00Z'),
    ).toBe('2024-05-08T10:00:00.000Z');
  });

  it('endHour 23: the last slot is before 23:00 local', () => {
    const r = rule({ startHour: 22, endHour: 23, frequency: 'THIRTY_MIN' });
    expect(series(r, 'Europe/Berlin', '2024-07-01T19:00:00Z', 3)).toEqual([
      '2024-07-01T20:00:00.000Z',
      '2024-07-01T20:30:00.000Z',
      '2024-07-02T20:00:00.000Z',
    ]);
  });

  it('Europe/Berlin spring forward: 02:00-02:59 does not exist and is not due', () => {
    // 2024-03-31: 02:00 CET → 03:00 CEST at 01:00Z
    const hourly = rule({ startHour: 0, endHour: 6, frequency: 'ONE_HOUR' });
    expect(series(hourly, 'Europe/Berlin', '2024-03-30T23:30:00Z', 4)).toEqual([
      '2024-03-31T00:00:00.000Z', // 01:00 CET
      '2024-03-31T01:00:00.000Z', // 03:00 CEST (02:00 skipped)
      '2024-03-31T02:00:00.000Z', // 04:00 CEST
      '2024-03-31T03:00:00.000Z', // 05:00 CEST
    ]);
    // a window entirely in the skipped hour is not due that day
    expect(
      due(rule({ startHour: 2, endHour: 3, frequency: 'THIRTY_MIN' }), 'Europe/Berlin', '2024-03-30T02:00:00Z'),
    ).toBe('2024-04-01T00:00:00.000Z');
    const minutes = rule({ startHour: 1, endHour: 4 });
    expect(due(minutes, 'Europe/Berlin', '2024-03-31T00:59:00Z')).toBe('2024-03-31T01:00:00.000Z');
  });

  it('Europe/Berlin fall back: 02:00-02:59 happens twice and is due at both instants', () => {
    // 2024-10-27: 03:00 CEST → 02:00 CET at 01:00Z
    const hourly = rule({ startHour: 0, endHour: 6, frequency: 'ONE_HOUR' });
    expect(series(hourly, 'Europe/Berlin', '2024-10-26T21:30:00Z', 6)).toEqual([
      '2024-10-26T22:00:00.000Z', // 00:00 CEST
      '2024-10-26T23:00:00.000Z', // 01:00 CEST
      '2024-10-27T00:00:00.000Z', // 02:00 CEST
      '2024-10-27T01:00:00.000Z', // 02:00 CET (the repeated hour)
      '2024-10-27T02:00:00.000Z', // 03:00 CET
      '2024-10-27T03:00:00.000Z', // 04:00 CET
    ]);
    const halfHourly = rule({ startHour: 2, endHour: 3, frequency: 'THIRTY_MIN' });
    expect(series(halfHourly, 'Europe/Berlin', '2024-10-26T23:00:00Z', 5)).toEqual([
      '2024-10-27T00:00:00.000Z',
      '2024-10-27T00:30:00.000Z',
      '2024-10-27T01:00:00.000Z',
      '2024-10-27T01:30:00.000Z',
      '2024-10-28T01:00:00.000Z',
    ]);
  });

  it('America/New_York spring forward and fall back', () => {
    // 2024-03-10: 02:00 EST → 03:00 EDT at 07:00Z
    expect(
      series(rule({ startHour: 1, endHour: 4, frequency: 'ONE_HOUR' }), 'America/New_York', '2024-03-10T05:30:00Z', 3),
    ).toEqual([
      '2024-03-10T06:00:00.000Z', // 01:00 EST
      '2024-03-10T07:00:00.000Z', // 03:00 EDT
      '2024-03-11T05:00:00.000Z', // next day 01:00 EDT
    ]);
    // 2024-11-03: 02:00 EDT → 01:00 EST at 06:00Z; 01:xx happens twice
    expect(
      series(
        rule({ startHour: 1, endHour: 2, frequency: 'THIRTY_MIN' }),
        'America/New_York',
        '2024-11-03T04:00:00Z',
        5,
      ),
    ).toEqual([
      '2024-11-03T05:00:00.000Z',
      '2024-11-03T05:30:00.000Z',
      '2024-11-03T06:00:00.000Z',
      '2024-11-03T06:30:00.000Z',
      '2024-11-04T06:00:00.000Z',
    ]);
  });

  it('Australia/Sydney (southern hemisphere) changes', () => {
    // 2024-04-07: 03:00 AEDT → 02:00 AEST at 2024-04-06T16:00Z; 02:xx twice
    expect(
      series(rule({ startHour: 2, endHour: 3, frequency: 'ONE_HOUR' }), 'Australia/Sydney', '2024-04-06T12:00:00Z', 3),
    ).toEqual([
      '2024-04-06T15:00:00.000Z', // 02:00 AEDT
      '2024-04-06T16:00:00.000Z', // 02:00 AEST
      '2024-04-07T16:00:00.000Z', // Monday 02:00 AEST
    ]);
    // 2024-10-06: 02:00 AEST → 03:00 AEDT at 2024-10-05T16:00Z; 02:xx skipped
    expect(
      series(
        rule({ startHour: 2, endHour: 4, frequency: 'THIRTY_MIN' }),
        'Australia/Sydney',
        '2024-10-05T12:00:00Z',
        3,
      ),
    ).toEqual([
      '2024-10-05T16:00:00.000Z', // 03:00 AEDT
      '2024-10-05T16:30:00.000Z', // 03:30 AEDT
      '2024-10-06T15:00:00.000Z', // Monday 02:00 AEDT
    ]);
  });

  it('agrees with a minute-by-minute reading of the zone clock (property)', () => {
    const zones = [
      'Europe/Berlin',
      'America/New_York',
      'Australia/Sydney',
      'Australia/Lord_Howe',
      'Asia/Kolkata',
      'UTC',
    ];
    // instants around the 2024/2025 changes and at random
    const changes = [
      '2024-03-10T07:00:00Z',
      '2024-03-31T01:00:00Z',
      '2024-04-06T16:00:00Z',
      '2024-10-05T16:00:00Z',
      '2024-10-27T01:00:00Z',
      '2024-11-03T06:00:00Z',
      '2025-04-05T15:00:00Z',
      '2025-10-04T15:30:00Z',
    ].map((s) => Date.parse(s));
    const afterArb = fc.oneof(
      fc.tuple(fc.constantFrom(...changes), fc.integer({ min: -30 * 60, max: 30 * 60 })).map(([c, s]) => c + s * 1000),
      fc.integer({ min: Date.parse('2024-01-01T00:00:00Z'), max: Date.parse('2026-01-01T00:00:00Z') }),
    );
    const ruleArb = fc
      .record({
        days: fc.subarray(everyDay, { minLength: 1 }),
        startHour: fc.integer({ min: 0, max: 22 }),
        length: fc.integer({ min: 1, max: 23 }),
        frequency: fc.constantFrom(...scheduleFrequencies),
      })
      .map(({ days, startHour, length, frequency }) =>
        rule({ days, startHour, endHour: Math.min(23, startHour + length), frequency }),
      );
    const names = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
    const oracle = (r: ScheduleRule, tz: string, after: number) => {
      const step = scheduleFrequencyMinutes[r.frequency ?? 'ONE_MIN'];
      for (let t = Math.floor(after / 60_000) * 60_000 + 60_000; t < after + 9 * 86_400_000; t += 60_000) {
        const wall = new Date(wallClockAt(t, tz));
        const minutes = wall.getUTCHours() * 60 + wall.getUTCMinutes();
        if (
          r.days.includes(names[wall.getUTCDay()] as (typeof weekDays)[number]) &&
          minutes >= (r.startHour ?? 0) * 60 &&
          minutes < (r.endHour ?? 0) * 60 &&
          (minutes - (r.startHour ?? 0) * 60) % step === 0
        ) {
          return t;
        }
      }
      return null;
    };
    fc.assert(
      fc.property(ruleArb, fc.constantFrom(...zones), afterArb, (r, tz, after) => {
        expect(nextDueAt(r, tz, new Date(after))?.getTime() ?? null).toBe(oracle(r, tz, after));
      }),
      { numRuns: 60 },
    );
  });
});
