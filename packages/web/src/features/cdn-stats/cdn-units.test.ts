import { describe, expect, it } from 'vitest';
import { cdnLogRange, chooseCdnUnit, toCdnUnit } from './cdn-units.ts';

describe('chooseCdnUnit', () => {
  it('picks the largest unit the maximum reaches, KB at least', () => {
    expect(chooseCdnUnit([]).unit).toBe('KB');
    expect(chooseCdnUnit([12, 999]).unit).toBe('KB');
    expect(chooseCdnUnit([5, 2_500_000]).unit).toBe('MB');
    expect(chooseCdnUnit([1e9]).unit).toBe('GB');
    expect(chooseCdnUnit([4e12]).unit).toBe('GB');
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
