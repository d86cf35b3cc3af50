/**
 * The data centre the console works in: the one chosen before if it still exists, else the
 * operator's own, else the first of the list; null when the list is empty.
 */
export function pickDataCentreId(
  available: readonly number[],
  storedId: number | null,
  operatorDataCentreId: number | null,
): number | null {
  if (storedId !== null && available.includes(storedId)) return storedId;
  if (operatorDataCentreId !== null && available.includes(operatorDataCentreId)) return operatorDataCentreId;
  return available[0] ?? null;
}
