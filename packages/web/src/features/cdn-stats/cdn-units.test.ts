import { describe, expect, it } from 'vitest';
import { cdnLogRange, chooseCdnUnit, toCdnUnit } from './cdn-units.ts';

describe('chooseCdnUnit', () => {
  it('picks the largest unit in which the maximum is at least 100, bytes when even that is small', () => {
    expect(chooseCdnUnit([]).unit).toBe('B');
    expect(chooseCdnUnit([60]).unit).toBe('B'); // 60 B, not a flat 0.06 on a 0–100 KB axis
    expect(chooseCdnUnit([12, 99_999]).unit).toBe('B');
    expect(chooseCdnUnit([12, 100_000]).unit).toBe('KB');
    expect(chooseCdnUnit([5, 1_250_000]).unit).toBe('KB'); // 1250 KB, not a flat 1.25 on a 0–100 MB axis
    expect(chooseCdnUnit([5, 250_000_000]).unit).toBe('MB');
    expect(chooseCdnUnit([1e11]).unit).toBe('GB');
    expect(chooseCdnUnit([4e12]).unit).toBe('GB');
  });

  it('puts the largest value at 100 or more in the unit once there are 100 bytes', () => {
    for (const max of [100, 999, 1_250_000, 99_999_999, 7e10, 3e14]) {
      expect(toCdnUnit(max, chooseCdnUnit([1, max]))).toBeGreaterThanOrEqual(100);
    }
  });
});

describe('toCdnUnit', () => {
  it('converts with two decimals', () => {
    expect(toCdnUnit(1234, { unit: 'KB', bytes: 1e3 })).toBe(1.23);
    expect(toCdnUnit(2_500_000, { unit: 'MB', bytes: 1e6 })).toBe(2.5);
  });
});

describe('cdnLogRange', () => {
  it('spans the last 400 UTC days', () => {
    expect(cdnLogRange(new Date('2025-03-01T23:30:00Z'))).toEqual({ from: '2024-01-26', to: '2025-03-01' });
  });
});
