/** A store's database id from a route parameter, or null when it is missing or not a positive integer. */
export function storeIdParam(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
