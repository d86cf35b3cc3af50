import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ListDefaults, type ListState, nextSort, parseListState, updateListParams } from './list-state.ts';

export interface ListStateControls extends ListState {
  /** Goes to a page; with the cursor the reply gave for it, when it is the next or the previous one. */
  setPage: (page: number, cursor?: string) => void;
  setSize: (size: number) => void;
  toggleSort: (field: string) => void;
  setSearch: (q: string) => void;
}

/** The list state of a screen, owned by the URL's search params (under `defaults.keyPrefix`, if any). */
export function useListState(defaults: ListDefaults): ListStateControls {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseListState(params, defaults), [params, defaults]);

  const update = useCallback(
    (patch: Partial<ListState>, replace: boolean) =>
      setParams((prev) => updateListParams(prev, patch, defaults), { replace }),
    [setParams, defaults],
  );

  return {
    ...state,
    setPage: useCallback((page: number, cursor?: string) => update({ page, cursor }, false), [update]),
    setSize: useCallback((size: number) => update({ size }, false), [update]),
    toggleSort: useCallback(
      (field: string) => update({ sort: nextSort(state.sort, field) }, false),
      [update, state.sort],
    ),
    setSearch: useCallback((q: string) => update({ q }, true), [update]),
  };
}
