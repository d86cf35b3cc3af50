import { describe, expect, it } from 'vitest';
import { cdnAxisMax, cdnGroupKey, groupCdnPoints } from './index.ts';

describe('CDN chart rules', () => {
  it('groups by UTC date, ISO week and UTC year-month', () => {
    expect(cdnGroupKey('2026-01-01T23:30:00-05:00', 'Day')).toBe('2026-01-02');
    // 1 Jan 2027 is a Friday: ISO week 53 of 2026.
    expect(cdnGroupKey('2027-01-01', 'Week')).toBe('2026-W53');
    expect(cdnGroupKey('2026-12-28', 'Week')).toBe('2026-W53');
    expect(cdnGroupKey('2027-01-04', 'Week')).toBe('2027-W01');
    expect(cdnGroupKey('2026-02-28T23:59:59Z', 'Month')).toBe('2026-02');
    expect(cdnGroupKey('2026-03-01T00:00:00+01:00', 'Month')).toBe('2026-02');
  });

  it('sums usage, averages sizes (integer) and keeps the last 30/20/12 points', () => {
    const days = Array.from({ length: 40 }, (_, i) => ({
      date: `2026-01-${String((i % 31) + 1).padStart(2, '0')}`,
      value: 1,
    }));
    expect(groupCdnPoints(days, 'Day', 'sum')).toHaveLength(30);
    const sizes = [
      { date: '2026-01-05', value: 10 },
      { date: '2026-01-06', value: 11 },
      { date: '2026-01-12', value: 7 },
    ];
    expect(groupCdnPoints(sizes, 'Week', 'average')).toEqual([
      { key: '2026-W02', value: 10 },
      { key: '2026-W03', value: 7 },
    ]);
    expect(groupCdnPoints(sizes, 'Month', 'sum')).toEqual([{ key: '2026-01', value: 28 }]);
    const months = Array.from({ length: 15 }, (_, i) => ({
      date: `${2025 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
      value: i,
    }));
    expect(groupCdnPoints(months, 'Month', 'sum').map((p) => p.key)[0]).toBe('2025-04');
  });

  it('sets the y-axis maximum', () => {
    expect(cdnAxisMax([])).toBe(100);
    expect(cdnAxisMax([100])).toBe(100);
    expect(cdnAxisMax([101])).toBe(100);
    expect(cdnAxisMax([250])).toBe(300);
    expect(cdnAxisMax([999])).toBe(1100);
  });
});
