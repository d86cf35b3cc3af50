import { type StoreStatusType, type StoreType, storeStatusTypes, storeTypes } from '@store-console/contract';

/** The store list's filters as the URL holds them: `status`, `type`, and `dc` (a data centre to switch to). */
export interface StoreFilters {
  status: StoreStatusType | null;
  type: StoreType | null;
}

const isStatus = (value: string | null): value is StoreStatusType =>
  value !== null && (storeStatusTypes as readonly string[]).includes(value);
const isType = (value: string | null): value is StoreType =>
  value !== null && (storeTypes as readonly string[]).includes(value);

export function parseStoreFilters(params: URLSearchParams): StoreFilters {
  const status = params.get('status');
  const type = params.get('type');
  return { status: isStatus(status) ? status : null, type: isType(type) ? type : null };
}

/** A changed filter goes back to the first page (the page's cursor goes too); other params stay. */
export function updateStoreFilters(params: URLSearchParams, patch: Partial<StoreFilters>): URLSearchParams {
  const result = new URLSearchParams(params);
  const current = parseStoreFilters(params);
  for (const key of ['status', 'type'] as const) {
    if (!(key in patch)) continue;
    const value = patch[key] ?? null;
    if (value === current[key]) continue;
    if (value === null) result.delete(key);
    else result.set(key, value);
    result.delete('page');
    result.delete('cursor');
  }
  return result;
}

/** The data centre a link asks for (`?dc=3`), if it is a positive integer. */
export function requestedDataCentreId(params: URLSearchParams): number | null {
  const raw = params.get('dc');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
