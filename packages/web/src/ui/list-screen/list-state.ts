import { formatSort, isListCursor, parseSort, type SortDirection } from '@store-console/contract';
import type { ListParams } from '../../api/list-params.ts';

/**
 * List state as the URL holds it: `page` (0-based), `size`, `sort` (`field,ASC|DESC`), `q`, and the
 * `cursor` the server gave for this page (its neighbour's last or first row): with it the server
 * finds the page by index instead of counting rows off, and a reload or a shared link shows the
 * same rows. Any other change to the list drops it.
 */
export interface ListState {
  page: number;
  size: number;
  sort: string;
  q: string;
  cursor: string;
}

export interface ListDefaults {
  size: number;
  sort: string;
  sortFields: readonly string[];
  /** The sizes the page-size selector offers; a size from the URL outside them falls back to `size`. */
  pageSizes?: readonly number[];
  /**
   * Where a screen holds several lists, each names its URL keys with a prefix (`groups.page`,
   * `groups.size`, …) so their states stay apart.
   */
  keyPrefix?: string;
}

const maxSize = 1000;
const stateKeys = ['page', 'size', 'sort', 'q', 'cursor'] as const satisfies readonly (keyof ListState)[];

/** The URL key of one part of a list's state. */
export function listKey(defaults: ListDefaults, key: keyof ListState): string {
  return defaults.keyPrefix ? `${defaults.keyPrefix}.${key}` : key;
}

function intParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

function validSize(size: number | null, defaults: ListDefaults): number {
  if (size === null || size < 1 || size > maxSize) return defaults.size;
  if (defaults.pageSizes && !defaults.pageSizes.includes(size)) return defaults.size;
  return size;
}

export function parseListState(params: URLSearchParams, defaults: ListDefaults): ListState {
  const get = (key: keyof ListState) => params.get(listKey(defaults, key));
  const sort = parseSort(get('sort') ?? undefined);
  const validSort = sort && defaults.sortFields.includes(sort.field) ? formatSort(sort.field, sort.direction) : null;
  return {
    page: intParam(get('page')) ?? 0,
    size: validSize(intParam(get('size')), defaults),
    sort: validSort ?? defaults.sort,
    q: get('q') ?? '',
    cursor: validCursor(get('cursor')),
  };
}

function validCursor(value: string | null): string {
  return value !== null && isListCursor(value) ? value : '';
}

/** Clicking a column: the sorted column flips direction, another column starts ascending. */
export function nextSort(current: string, field: string): string {
  const parsed = parseSort(current);
  const direction: SortDirection = parsed?.field === field && parsed.direction === 'ASC' ? 'DESC' : 'ASC';
  return formatSort(field, direction);
}

/**
 * Applies a change to the URL's list state. A new search or page size goes back to the first page;
 * a change that brings no cursor of its own drops the current one (it was for the page shown);
 * values equal to the defaults are left out so links stay short. Other params are kept.
 */
export function updateListParams(
  params: URLSearchParams,
  patch: Partial<ListState>,
  defaults: ListDefaults,
): URLSearchParams {
  const current = parseListState(params, defaults);
  const next: ListState = { ...current, ...patch, cursor: patch.cursor ?? '' };
  const searchChanged = patch.q !== undefined && patch.q !== current.q;
  const sizeChanged = patch.size !== undefined && patch.size !== current.size;
  if ((searchChanged || sizeChanged) && patch.page === undefined) next.page = 0;
  const result = new URLSearchParams(params);
  const omitted: Record<keyof ListState, boolean> = {
    page: next.page === 0,
    size: next.size === defaults.size,
    sort: next.sort === defaults.sort,
    q: next.q === '',
    cursor: next.cursor === '',
  };
  for (const key of stateKeys) {
    if (omitted[key]) result.delete(listKey(defaults, key));
    else result.set(listKey(defaults, key), String(next[key]));
  }
  return result;
}

export function toListParams(state: ListState): ListParams {
  const search = state.q.trim();
  return {
    page: state.page,
    size: state.size,
    sort: state.sort,
    search: search || undefined,
    cursor: state.cursor || undefined,
  };
}
