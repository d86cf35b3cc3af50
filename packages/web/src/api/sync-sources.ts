import {
  type SaveSyncSource,
  type Scheduler,
  type SourceProbe,
  type SyncVersion,
  type schedulerReplySchema,
  type sourceProbeReplySchema,
  storeHeader,
  type syncSourceListSchema,
  type syncSourceSchema,
} from '@store-console/contract';
import { ApiError } from './api-error.ts';
import { apiJson, apiVoid } from './client.ts';

/**
 * The synchronisation area's own calls: a store's sources, the agent probe (test
 * connection, database ids, schemas), saving a source, its schedule as the version change needs it,
 * and the store's sync version. Every call carries the x-xm-store header with the store's storeId.
 */

/** The store a sync call is about: its database id (paths) and its storeId (the x-xm-store header). */
export interface SyncStoreRef {
  id: number;
  storeId: string;
}

const headers = (store: SyncStoreRef) => ({ [storeHeader]: store.storeId });

/** GET /sync/source?storeId: a 404 is an empty list. */
export async function listSyncSources(store: SyncStoreRef, signal?: AbortSignal) {
  try {
    return await apiJson<typeof syncSourceListSchema>('/sync/source', {
      query: { storeId: store.id },
      headers: headers(store),
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/** POST /sync/{storeId}/source: without dbAlias tests the agent and lists its database ids; with it, the schemas. */
export function probeSyncSource(store: SyncStoreRef, body: SourceProbe, signal?: AbortSignal) {
  return apiJson<typeof sourceProbeReplySchema>(`/sync/${store.id}/source`, {
    method: 'POST',
    json: body,
    headers: headers(store),
    signal,
  });
}

/** POST /sync/source, or PUT /sync/source/{id} when the source exists. */
export function saveSyncSource(store: SyncStoreRef, body: SaveSyncSource) {
  const { id, ...rest } = body;
  if (id === undefined) {
    return apiJson<typeof syncSourceSchema>('/sync/source', { method: 'POST', json: rest, headers: headers(store) });
  }
  return apiJson<typeof syncSourceSchema>(`/sync/source/${id}`, { method: 'PUT', json: rest, headers: headers(store) });
}

export function getSyncSchedule(store: SyncStoreRef, sourceId: number, signal?: AbortSignal) {
  return apiJson<typeof schedulerReplySchema>(`/sync/source/${sourceId}/schedule`, { headers: headers(store), signal });
}

export function saveSyncSchedule(store: SyncStoreRef, sourceId: number, body: Scheduler) {
  return apiJson<typeof schedulerReplySchema>(`/sync/source/${sourceId}/schedule`, {
    method: 'PUT',
    json: body,
    headers: headers(store),
  });
}

/**
 * PATCH /store-manager/stores/{id}/sync-version: the body is the version string. The reply (the store)
 * is not read: the console reads the store again through its own call.
 */
export function changeSyncVersion(store: SyncStoreRef, version: SyncVersion) {
  return apiVoid(`/store-manager/stores/${store.id}/sync-version`, {
    method: 'PATCH',
    json: version,
    headers: headers(store),
  });
}
