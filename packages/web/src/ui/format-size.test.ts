import { describe, expect, it } from 'vitest';
import { formatBytes, formatDatabaseSize } from './format-size.ts';

describe('formatDatabaseSize', () => {
  it('shows more than 1000 MB as GB with two decimals', () => {
    expect(formatDatabaseSize(1234)).toBe('1.23 GB');
    expect(formatDatabaseSize(1000.5)).toBe('1.00 GB');
    expect(formatDatabaseSize(25_678.9)).toBe('25.68 GB');
  });

  it('shows up to 1000 MB as MB with one decimal', () => {
    expect(formatDatabaseSize(12.34)).toBe('12.3 MB');
    expect(formatDatabaseSize(1000)).toBe('1000.0 MB');
    expect(formatDatabaseSize(0)).toBe('0.0 MB');
  });

  it('says Unknown when there is no size', () => {
    expect(formatDatabaseSize(null)).toBe('Unknown');
    expect(formatDatabaseSize(undefined)).toBe('Unknown');
    expect(formatDatabaseSize(Number.NaN)).toBe('Unknown');
  });
});

describe('formatBytes', () => {
  it('uses base 1000 and one decimal by default', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1000)).toBe('1.0 KB');
    expect(formatBytes(1234)).toBe('1.2 KB');
    expect(formatBytes(1_200_000)).toBe('1.2 MB');
    expect(formatBytes(3_456_789_012)).toBe('3.5 GB');
  });

  it('uses base 1024 when asked', () => {
    expect(formatBytes(1024, 1024)).toBe('1.0 KB');
    expect(formatBytes(1000, 1024)).toBe('1000 B');
    expect(formatBytes(1_572_864, 1024)).toBe('1.5 MB');
  });

  it('moves up a unit rather than show 1000.0', () => {
    expect(formatBytes(999_960)).toBe('1.0 MB');
    expect(formatBytes(999_940)).toBe('999.9 KB');
  });

  it('says Unknown for a missing or impossible size', () => {
    expect(formatBytes(null)).toBe('Unknown');
    expect(formatBytes(-1)).toBe('Unknown');
  });
});
