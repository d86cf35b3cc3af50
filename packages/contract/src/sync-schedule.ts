import type { Scheduler } from './sync.ts';

/**
 * When an active schedule is due (SYNC.md "Scheduler"): on its days, within operating hours
 * [startHour, endHour), every `frequency` minutes, in the store's IANA time zone, DST-safe.
 *
 * SEAM: bodies written by the filter-language helper (pure functions, tested across DST changes).
 */
export function nextDueAt(_schedule: Scheduler, _timeZone: string, _after: Date): Date | null {
  throw new Error('not implemented');
}
