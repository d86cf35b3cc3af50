import { describe, expect, it } from 'vitest';
import { parseStoreFilters, requestedDataCentreId, updateStoreFilters } from './store-filters.ts';

describe('parseStoreFilters', () => {
  it('reads a known status and type', () => {
    expect(parseStoreFilters(new URLSearchParams('status=FAILED&type=B2B'))).toEqual({ status: 'FAILED', type: 'B2B' });
  });

  it('ignores unknown values', () => {
    expect(parseStoreFilters(new URLSearchParams('status=failed&type=SHOP'))).toEqual({ status: null, type: null });
  });
});

describe('updateStoreFilters', () => {
  it('sets a filter and goes back to the first page, keeping the rest', () => {
    const next = updateStoreFilters(new URLSearchParams('page=2&cursor=a.b&q=alp&sort=name%2CASC'), { status: 'LIVE' });
    expect(next.get('status')).toBe('LIVE');
    expect(next.get('page')).toBeNull();
    expect(next.get('cursor')).toBeNull();
    expect(next.get('q')).toBe('alp');
    expect(next.get('sort')).toBe('name,ASC');
  });

  it('clears a filter', () => {
    expect(updateStoreFilters(new URLSearchParams('type=B2C&page=1'), { type: null }).toString()).toBe('');
  });

  it('keeps the page when nothing changes', () => {
    expect(updateStoreFilters(new URLSearchParams('type=B2C&page=1'), { type: 'B2C' }).get('page')).toBe('1');
  });
});

describe('requestedDataCentreId', () => {
  it('reads a positive id and ignores anything else', () => {
    expect(requestedDataCentreId(new URLSearchParams('dc=3'))).toBe(3);
    expect(requestedDataCentreId(new URLSearchParams('dc=0'))).toBeNull();
    expect(requestedDataCentreId(new URLSearchParams('dc=abc'))).toBeNull();
    expect(requestedDataCentreId(new URLSearchParams())).toBeNull();
  });
});
