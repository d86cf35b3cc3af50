import { describe, expect, it } from 'vitest';
import { cursorForMove } from './list-page.ts';
import { nextSort, parseListState, toListParams, updateListParams } from './list-state.ts';

const defaults = { size: 20, sort: 'id,DESC', sortFields: ['id', 'code', 'name'] };

describe('parseListState', () => {
  it('falls back to the defaults for an empty URL', () => {
    expect(parseListState(new URLSearchParams(), defaults)).toEqual({
      page: 0,
      size: 20,
      sort: 'id,DESC',
      q: '',
      cursor: '',
    });
  });

  it('reads page, size, sort and search', () => {
    const params = new URLSearchParams('page=2&size=50&sort=name,asc&q=frank');
    expect(parseListState(params, defaults)).toEqual({ page: 2, size: 50, sort: 'name,ASC', q: 'frank', cursor: '' });
  });

  it('ignores invalid values', () => {
    const params = new URLSearchParams('page=-1&size=0&sort=password,ASC');
    expect(parseListState(params, defaults)).toEqual({ page: 0, size: 20, sort: 'id,DESC', q: '', cursor: '' });
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
    expect(toListParams({ page: 0, size: 20, sort: 'id,DESC', q: '  ', cursor: '' }).search).toBeUndefined();
    expect(toListParams({ page: 1, size: 20, sort: 'id,DESC', q: ' fra ', cursor: 'abc.def' })).toEqual({
      page: 1,
      size: 20,
      sort: 'id,DESC',
      search: 'fra',
      cursor: 'abc.def',
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
    expect(parseListState(params, groups)).toEqual({ page: 2, size: 20, sort: 'id,DESC', q: 'x', cursor: '' });
    expect(parseListState(params, details)).toEqual({ page: 0, size: 20, sort: 'name,ASC', q: '', cursor: '' });
    expect(parseListState(params, defaults)).toEqual({ page: 0, size: 20, sort: 'id,DESC', q: '', cursor: '' });
  });

  it('changes one list without touching another', () => {
    const next = updateListParams(new URLSearchParams('groups.page=3&details.page=1'), { page: 2 }, details);
    expect(next.get('groups.page')).toBe('3');
    expect(next.get('details.page')).toBe('2');
  });
});

describe('cursors', () => {
  const cursor = 'eyJsIjoic3RvcmVzIn0.c2lnbmF0dXJl';

  it('keeps the cursor of the page shown in the URL, beside its number', () => {
    const next = updateListParams(new URLSearchParams('sort=name%2CASC'), { page: 3, cursor }, defaults);
    expect(next.toString()).toBe(`sort=name%2CASC&page=3&cursor=${cursor}`);
    expect(parseListState(next, defaults)).toMatchObject({ page: 3, cursor });
    expect(toListParams(parseListState(next, defaults)).cursor).toBe(cursor);
  });

  it('drops the cursor on any other change: another page by number, a sort, a search, a size', () => {
    const params = new URLSearchParams(`page=3&cursor=${cursor}`);
    for (const patch of [{ page: 7 }, { sort: 'name,DESC' }, { q: 'x' }, { size: 50 }]) {
      expect(updateListParams(params, patch, { ...defaults, pageSizes: [20, 50] }).get('cursor')).toBeNull();
    }
  });

  it('ignores a cursor that has not its form', () => {
    expect(parseListState(new URLSearchParams('page=2&cursor=%3Cscript%3E'), defaults).cursor).toBe('');
    expect(parseListState(new URLSearchParams(`page=2&cursor=${'a'.repeat(500)}.b`), defaults).cursor).toBe('');
  });

  it('keeps a prefixed list’s cursor apart', () => {
    const groups = { ...defaults, keyPrefix: 'groups' };
    const next = updateListParams(new URLSearchParams('page=1'), { page: 2, cursor }, groups);
    expect(next.get('groups.cursor')).toBe(cursor);
    expect(parseListState(next, defaults).cursor).toBe('');
  });

  it('sends the reply’s cursor only for a move to the next or the previous page', () => {
    const page = { content: [], totalElements: 100, totalPages: 5, nextCursor: 'n.x', prevCursor: 'p.x' };
    expect(cursorForMove(page, 2, 3)).toBe('n.x');
    expect(cursorForMove(page, 2, 1)).toBe('p.x');
    expect(cursorForMove(page, 2, 4)).toBeUndefined();
    expect(cursorForMove(page, 2, 0)).toBeUndefined();
    expect(cursorForMove({ content: [], totalElements: 1, totalPages: 1 }, 0, 1)).toBeUndefined();
  });
});
