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
