import { formatSort, parseSort, type SortDirection } from '@store-console/contract';
import type { ListParams } from '../../api/list-params.ts';

/** List state as the URL holds it: `page` (0-based), `size`, `sort` (`field,ASC|DESC`), `q`. */
export interface ListState {
  page: number;
  size: number;
  sort: string;
  q: string;
}

export interface ListDefaults {
  size: number;
  sort: string;
  sortFields: readonly string[];
}

const maxSize = 1000;

function intParam(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : null;
}

export function parseListState(params: URLSearchParams, defaults: ListDefaults): ListState {
  const page = intParam(params.get('page')) ?? 0;
  const size = intParam(params.get('size'));
  const sort = parseSort(params.get('sort') ?? undefined);
  const validSort = sort && defaults.sortFields.includes(sort.field) ? formatSort(sort.field, sort.direction) : null;
  return {
    page,
    size: size !== null && size >= 1 && size <= maxSize ? size : defaults.size,
    sort: validSort ?? defaults.sort,
    q: params.get('q') ?? '',
  };
}

/** Clicking a column: the sorted column flips direction, another column starts ascending. */
export function nextSort(current: string, field: string): string {
  const parsed = parseSort(current);
  const direction: SortDirection = parsed?.field === field && parsed.direction === 'ASC' ? 'DESC' : 'ASC';
  return formatSort(field, direction);
}

/**
 * Applies a change to the URL's list state. A new search goes back to the first page; values equal to
 * the defaults are left out so links stay short. Other params are kept.
 */
export function updateListParams(
  params: URLSearchParams,
  patch: Partial<ListState>,
  defaults: ListDefaults,
): URLSearchParams {
  const current = parseListState(params, defaults);
  const next: ListState = { ...current, ...patch };
  if (patch.q !== undefined && patch.q !== current.q && patch.page === undefined) next.page = 0;
  const result = new URLSearchParams(params);
  const write = (key: keyof ListState, value: string, omit: boolean) => {
    if (omit) result.delete(key);
    else result.set(key, value);
  };
  write('page', String(next.page), next.page === 0);
  write('size', String(next.size), next.size === defaults.size);
  write('sort', next.sort, next.sort === defaults.sort);
  write('q', next.q, next.q === '');
  return result;
}

export function toListParams(state: ListState): ListParams {
  const search = state.q.trim();
  return { page: state.page, size: state.size, sort: state.sort, search: search || undefined };
}
