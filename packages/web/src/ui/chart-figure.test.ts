import { describe, expect, it } from 'vitest';
import { chartSummary } from './chart-figure.tsx';

describe('chartSummary', () => {
  it('names the range and the highest figure with its period', () => {
    const points = [
      { key: '2026-11-20', value: 3 },
      { key: '2026-11-21', value: 12.5 },
      { key: '2026-11-22', value: 7 },
    ];
    expect(chartSummary(points, 'KB')).toBe('3 periods from 2026-11-20 to 2026-11-22, highest 12.5 KB (2026-11-21)');
  });

  it('says so for one period and for none', () => {
    expect(chartSummary([{ key: '2026-W47', value: 0 }], 'B')).toBe('1 period, 2026-W47, highest 0 B (2026-W47)');
    expect(chartSummary([], 'B')).toBe('no data');
  });
});
