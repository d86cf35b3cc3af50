import { describe, expect, it } from 'vitest';
import { nextSort, parseListState, toListParams, updateListParams } from './list-state.ts';

const defaults = { size: 20, sort: 'id,DESC', sortFields: ['id', 'code', 'name'] };

describe('parseListState', () => {
  it('falls back to the defaults for an empty URL', () => {
    expect(parseListState(new URLSearchParams(), defaults)).toEqual({ page: 0, size: 20, sort: 'id,DESC', q: '' });
  });

  it('reads page, size, sort and search', () => {
    const params = new URLSearchParams('page=2&size=50&sort=name,asc&q=frank');
    expect(parseListState(params, defaults)).toEqual({ page: 2, size: 50, sort: 'name,ASC', q: 'frank' });
  });

  it('ignores invalid values', () => {
    const params = new URLSearchParams('page=-1&size=0&sort=password,ASC');
    expect(parseListState(params, defaults)).toEqual({ page: 0, size: 20, sort: 'id,DESC', q: '' });
    expect(parseListState(new URLSearchParams('page=abc&size=5000&sort=name,UP'), defaults)).toMatchObject({
      page: 0,
      size: 20,
      sort: 'id,DESC',
    });
  });
});

describe('nextSort', () => {
  it('starts a new column ascending and toggles the sorted one', () => {
    expect(nextSort('id,DESC', 'name')).toBe('name,ASC');
    expect(nextSort('name,ASC', 'name')).toBe('name,DESC');
    expect(nextSort('name,DESC', 'name')).toBe('name,ASC');
  });
});

describe('updateListParams', () => {
  it('resets the page when the search changes', () => {
    const params = new URLSearchParams('page=3&q=a');
    expect(updateListParams(params, { q: 'ab' }, defaults).toString()).toBe('q=ab');
  });

  it('keeps the page when the search is unchanged and leaves defaults out', () => {
    const params = new URLSearchParams('page=3&q=a&tab=x');
    const next = updateListParams(params, { q: 'a', sort: 'id,DESC' }, defaults);
    expect(next.get('page')).toBe('3');
    expect(next.get('sort')).toBeNull();
    expect(next.get('tab')).toBe('x');
  });

  it('writes a page and a sort', () => {
    const next = updateListParams(new URLSearchParams(), { page: 1, sort: 'code,ASC' }, defaults);
    expect(next.toString()).toBe('page=1&sort=code%2CASC');
  });
});

describe('toListParams', () => {
  it('sends a trimmed search or none', () => {
    expect(toListParams({ page: 0, size: 20, sort: 'id,DESC', q: '  ' }).search).toBeUndefined();
    expect(toListParams({ page: 1, size: 20, sort: 'id,DESC', q: ' fra ' })).toEqual({
      page: 1,
      size: 20,
      sort: 'id,DESC',
      search: 'fra',
    });
  });
});

describe('page sizes', () => {
  const sized = { ...defaults, size: 10, pageSizes: [10, 20, 50, 100] };

  it('accepts only the offered sizes', () => {
    expect(parseListState(new URLSearchParams('size=50'), sized).size).toBe(50);
    expect(parseListState(new URLSearchParams('size=30'), sized).size).toBe(10);
  });

  it('goes back to the first page when the size changes', () => {
    expect(updateListParams(new URLSearchParams('page=4'), { size: 50 }, sized).toString()).toBe('size=50');
    expect(updateListParams(new URLSearchParams('page=4&size=50'), { size: 50 }, sized).get('page')).toBe('4');
  });
});

describe('key prefixes', () => {
  const groups = { ...defaults, keyPrefix: 'groups' };
  const details = { ...defaults, keyPrefix: 'details' };

  it('keeps several lists of one screen apart in the URL', () => {
    let params = updateListParams(new URLSearchParams('tab=failures'), { page: 2, q: 'x' }, groups);
    params = updateListParams(params, { sort: 'name,ASC' }, details);
    expect(params.toString()).toBe('tab=failures&groups.page=2&groups.q=x&details.sort=name%2CASC');
    expect(parseListState(params, groups)).toEqual({ page: 2, size: 20, sort: 'id,DESC', q: 'x' });
    expect(parseListState(params, details)).toEqual({ page: 0, size: 20, sort: 'name,ASC', q: '' });
    expect(parseListState(params, defaults)).toEqual({ page: 0, size: 20, sort: 'id,DESC', q: '' });
  });

  it('changes one list without touching another', () => {
    const next = updateListParams(new URLSearchParams('groups.page=3&details.page=1'), { page: 2 }, details);
    expect(next.get('groups.page')).toBe('3');
    expect(next.get('details.page')).toBe('2');
  });
});
