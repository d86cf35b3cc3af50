import { describe, expect, it } from 'vitest';
import { createDataCentreSchema, formatDate, formatRole, pageQuerySchema, parseSort, toPage } from './index.ts';

describe('sort parameter', () => {
  it('parses field,DIR case-insensitively and rejects anything else', () => {
    expect(parseSort('name,asc')).toEqual({ field: 'name', direction: 'ASC' });
    expect(parseSort('id,DESC')).toEqual({ field: 'id', direction: 'DESC' });
    expect(parseSort('name')).toEqual({ field: 'name', direction: 'ASC' });
    expect(parseSort('name,sideways')).toBeUndefined();
    expect(parseSort(',ASC')).toBeUndefined();
  });

  it('list queries default to page 0, the size given and id DESC, and refuse unknown sort fields', () => {
    const schema = pageQuerySchema(['id', 'name'], { size: 100, sort: 'id,DESC' });
    expect(schema.parse({})).toEqual({ page: 0, size: 100, sort: 'id,DESC' });
    expect(schema.safeParse({ sort: 'secret,ASC' }).success).toBe(false);
    expect(schema.safeParse({ page: '-1' }).success).toBe(false);
    expect(schema.safeParse({ extra: '1' }).success).toBe(false);
  });
});

describe('paged response', () => {
  it('computes totals, first and last', () => {
    const sort = { field: 'id', direction: 'DESC' as const };
    expect(toPage([1, 2], 5, 0, 2, sort)).toMatchObject({
      totalPages: 3,
      isFirst: true,
      isLast: false,
      numberOfElements: 2,
    });
    expect(toPage([5], 5, 2, 2, sort)).toMatchObject({ isFirst: false, isLast: true });
    expect(toPage([], 0, 0, 20, sort)).toMatchObject({ totalPages: 0, isFirst: true, isLast: true });
  });
});

describe('formatters', () => {
  it("formats dates as 'Do MMM YYYY, HH:mm'", () => {
    const local = new Date(2026, 10, 21, 9, 5);
    expect(formatDate(local)).toBe('21st Nov 2026, 09:05');
    expect(formatDate(new Date(2026, 0, 2, 23, 59))).toBe('2nd Jan 2026, 23:59');
    expect(formatDate(null)).toBe('');
  });

  it('labels roles', () => {
    expect(formatRole('SUPER_ADMIN')).toBe('Super Admin');
    expect(formatRole('PARTNER')).toBe('Partner');
    expect(formatRole('STORE_AUDITOR')).toBe('Store Auditor');
  });
});

describe('data centre input', () => {
  const valid = { code: 'EU-1', name: 'Frankfurt', countryCode: 'de', region: 'Europe' };
  it('normalises the country code and empty optionals', () => {
    expect(createDataCentreSchema.parse({ ...valid, dbHost: '' })).toMatchObject({ countryCode: 'DE', dbHost: null });
  });
  it("says 'Required' for a missing or blank name", () => {
    const missing = createDataCentreSchema.safeParse({ ...valid, name: undefined });
    expect(missing.error?.issues[0]?.message).toBe('Required');
    const blank = createDataCentreSchema.safeParse({ ...valid, name: '   ' });
    expect(blank.error?.issues[0]?.message).toBe('Required');
  });
  it('refuses codes with spaces and endpoints that are not URLs', () => {
    expect(createDataCentreSchema.safeParse({ ...valid, code: 'EU 1' }).success).toBe(false);
    expect(createDataCentreSchema.safeParse({ ...valid, endpoint: 'ftp://x' }).success).toBe(false);
  });
});
