import { useState } from 'react';

/**
 * A form's starting values must be the stored ones, not a cached copy that a save has since made old
 * (the form keeps its first values): the data only once the first fetch after mounting has settled.
 * Later background re-reads leave the form as the operator is editing it.
 */
export function useSettledData<T>(query: { data: T | undefined; isFetching: boolean }): T | undefined {
  const [settled, setSettled] = useState(false);
  if (!settled && !query.isFetching && query.data !== undefined) setSettled(true);
  return settled ? query.data : undefined;
}
