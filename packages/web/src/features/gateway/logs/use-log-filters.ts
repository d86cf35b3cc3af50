import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  applyLogChange,
  type LogFilterChange,
  type LogFilters,
  parseLogFilters,
  writeLogFilters,
} from './log-filters.ts';

/** The logs screen's state, owned by the URL: a filter or page is a new history entry, expanding a row is not. */
export function useLogFilters(): [LogFilters, (change: LogFilterChange) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseLogFilters(params), [params]);
  const change = useCallback(
    (next: LogFilterChange) =>
      setParams((prev) => writeLogFilters(prev, applyLogChange(parseLogFilters(prev), next)), {
        replace: 'exchange' in next,
      }),
    [setParams],
  );
  return [filters, change];
}
