import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateFormat,
  formatDate,
  formatDateInZone,
  formatTimeInZone,
  formatWeekdayInZone,
  timesInZone,
} from './format.ts';

dayjs.extend(advancedFormat);

/** How the console formatted dates before formatDate was written without dayjs (issue 11). */
function withDayjs(value: string | Date): string {
  const date = dayjs(value);
  return date.isValid() ? date.format(dateFormat) : '';
}

describe('formatDate', () => {
  it('reads and writes dates as dayjs did: zone-less strings in local time, ordinals, invalid as empty', () => {
    const texts = [
      '2026-11-21',
      '2026-11-21 09:05',
      '2026-11-21T09:05:00.123',
      '2026-11-21T09:05:00.123Z',
      '2026-11-21T09:05:00+02:00',
      '2026-1-2',
      '20261121',
      '2026/11/21 9:5',
      '2026-11',
      '2026-02-30T25:61',
      'not a date',
    ];
    for (const text of texts) expect([text, formatDate(text)]).toEqual([text, withDayjs(text)]);
    for (let day = 1; day <= 31; day++)
      expect(formatDate(new Date(2026, 0, day))).toBe(withDayjs(new Date(2026, 0, day)));
  });

  it('formats any instant, as a Date or as its ISO text, as dayjs did', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        (date) => {
          expect(formatDate(date)).toBe(withDayjs(date));
          expect(formatDate(date.toISOString())).toBe(withDayjs(date.toISOString()));
        },
      ),
    );
  });
});

describe('formatDateInZone', () => {
  it("reads the instant on the zone's clock, whatever the viewer's", () => {
    expect(formatDateInZone('2026-11-21T18:28:00Z', 'Europe/Paris')).toBe('21st Nov 2026, 19:28');
    expect(formatDateInZone('2026-07-01T23:05:00Z', 'Europe/Berlin')).toBe('2nd Jul 2026, 01:05');
    expect(formatDateInZone('2026-11-21T18:28:00Z', 'America/New_York')).toBe('21st Nov 2026, 13:28');
    expect(formatTimeInZone('2026-11-21T18:28:09.5Z', 'Australia/Sydney')).toBe('05:28:09');
  });

  it('is empty for no date and reads an unknown zone as UTC', () => {
    expect(formatDateInZone(null, 'Europe/Paris')).toBe('');
    expect(formatDateInZone('not a date', 'Europe/Paris')).toBe('');
    expect(formatDateInZone('2026-11-21T00:00:00Z', 'Mars/Olympus')).toBe('21st Nov 2026, 00:00');
    expect(timesInZone('Europe/Paris')).toBe('Times in Europe/Paris');
    expect(formatWeekdayInZone('2026-12-01T22:05:00Z', 'Europe/Berlin')).toBe('Tue, 1 Dec 2026, 23:05');
  });
});
