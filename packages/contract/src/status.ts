/**
 * Status names ending in ING (operators, stores) count as waiting: they are the visible face of a
 * job in flight, and the entity settles when the job ends.
 */
export function isWaiting(statusType: string | null | undefined): boolean {
  return Boolean(statusType?.endsWith('ING'));
}
