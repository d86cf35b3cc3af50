/** What a TanStack Query `refetchInterval` function is given, as far as polling needs it. */
interface PolledQuery<T> {
  state: { data: T | undefined; status: 'pending' | 'error' | 'success' };
}

/**
 * A `refetchInterval` that polls every `ms` while `predicate` holds for the data (e.g. any row is
 * waiting), and every `idleMs` (by default not at all) otherwise.
 */
export function pollWhile<T>(
  predicate: (data: T | undefined, query: PolledQuery<T>) => boolean,
  ms: number,
  idleMs: number | false = false,
): (query: PolledQuery<T>) => number | false {
  return (query) => (predicate(query.state.data, query) ? ms : idleMs);
}

/** True when any of the items is waiting by the given rule (a status ending in ING, a running backup, …). */
export function anyWaiting<T>(items: readonly T[] | undefined, waiting: (item: T) => boolean): boolean {
  return items?.some(waiting) ?? false;
}
