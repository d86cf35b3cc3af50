import type { ListParams } from './list-params.ts';

/**
 * The one key factory. A resource of the installation: `all / lists() / list(params) / details() /
 * detail(id)`. A mutation invalidates `lists()` or `detail(id)` of what it changed.
 */
export function resourceKeys<const R extends string>(resource: R) {
  const all = [resource] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params: ListParams) => [...all, 'list', params] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: number) => [...all, 'detail', id] as const,
  };
}

/**
 * A resource that belongs to a store: every key names the store first (its database id), so one
 * store's rows are never served for another, and `store(storeId)` invalidates all a store holds.
 */
export function storeScopedKeys<P>(resource: string) {
  const all = [resource] as const;
  return {
    all,
    store: (storeId: number) => [...all, storeId] as const,
    lists: (storeId: number) => [...all, storeId, 'list'] as const,
    list: (storeId: number, params: P) => [...all, storeId, 'list', params] as const,
    details: (storeId: number) => [...all, storeId, 'detail'] as const,
    detail: (storeId: number, id: number) => [...all, storeId, 'detail', id] as const,
  };
}

/** The root of a resource's keys whose reads are not the standard list and detail: `all`, under which it adds its own. */
export function keyRoot<const R extends string>(resource: R) {
  return { all: [resource] as const };
}

/**
 * The root of a store's keys whose reads are not the standard list and detail (the sync area's,
 * Sage Data's): `all`, and `store(storeId)` before everything one store holds, so one store's data
 * is never served for another and `store(storeId)` invalidates it all. A resource adds its own
 * keys under these.
 */
export function storeKeyRoot<const R extends string>(resource: R) {
  const all = [resource] as const;
  return { all, store: (storeId: number) => [...all, storeId] as const };
}

/** Whether a query key belongs to the synchronisation area (its first part starts with `sync`). */
export function isSyncAreaKey(queryKey: readonly unknown[]): boolean {
  const first = queryKey[0];
  return typeof first === 'string' && first.startsWith('sync');
}
