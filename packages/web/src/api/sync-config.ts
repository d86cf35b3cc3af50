import {
  createMappingsSchema,
  type FilterTree,
  type filterExprReplySchema,
  type filterTreeReplySchema,
  type mappingListSchema,
  type NewMapping,
  type sendMappingsReplySchema,
  type sourcePreviewReplySchema,
  storeHeader,
  syncApiPrefix,
  type syncTablesReplySchema,
  type tableFilterListSchema,
  type tableFilterSchema,
} from '@store-console/contract';
import { ApiError } from './api-error.ts';
import { apiJson, apiVoid, type RequestOptions } from './client.ts';
import type { SyncStoreRef } from './sync-sources.ts';

/**
 * The Mappings, Filters and Scheduler tabs' calls (the sync service's API): paths name the store by
 * its database id, and every call carries the x-xm-store header with the store's storeId.
 */

/** The store a sync call is about (the sync area's SyncStoreRef). */
export type SyncStore = SyncStoreRef;

const segment = encodeURIComponent;
const storePath = (store: SyncStore) => `${syncApiPrefix}/${store.id}`;
const withStore = (store: SyncStore, options: RequestOptions = {}): RequestOptions => ({
  ...options,
  headers: { ...options.headers, [storeHeader]: store.storeId },
});

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

// ─── Source and target tables ───

export function listSourceTables(store: SyncStore, mappedOnly: boolean, signal?: AbortSignal) {
  return apiJson<typeof syncTablesReplySchema>(
    `${storePath(store)}/source`,
    withStore(store, { query: { mappedOnly }, signal }),
  );
}

export function getSourceTable(store: SyncStore, table: string, signal?: AbortSignal) {
  return apiJson<typeof syncTablesReplySchema>(
    `${storePath(store)}/source/${segment(table)}`,
    withStore(store, { signal }),
  );
}

export function listTargetTables(store: SyncStore, signal?: AbortSignal) {
  return apiJson<typeof syncTablesReplySchema>(`${storePath(store)}/target`, withStore(store, { signal }));
}

export function getTargetTable(store: SyncStore, table: string, signal?: AbortSignal) {
  return apiJson<typeof syncTablesReplySchema>(
    `${storePath(store)}/target/${segment(table)}`,
    withStore(store, { signal }),
  );
}

/** Rows of a source table the filter keeps, and how many (beyond the spec: the filter editor's preview). */
export function previewSourceTable(store: SyncStore, table: string, filter: FilterTree | null, signal?: AbortSignal) {
  return apiJson<typeof sourcePreviewReplySchema>(
    `${storePath(store)}/source/${segment(table)}/preview`,
    withStore(store, { method: 'POST', json: { filter, limit: 20 }, signal }),
  );
}

// ─── Mappings ───

export function listMappings(store: SyncStore, signal?: AbortSignal) {
  return apiJson<typeof mappingListSchema>(`${storePath(store)}/mapping`, withStore(store, { signal }));
}

/** The body is an array of one mapping; the reply is the created override. */
export function createMapping(store: SyncStore, mapping: NewMapping) {
  const body = createMappingsSchema.parse([mapping]);
  return apiJson<typeof mappingListSchema>(
    `${storePath(store)}/mapping`,
    withStore(store, { method: 'POST', json: body }),
  );
}

export function deleteMapping(store: SyncStore, mappingId: string) {
  return apiVoid(`${storePath(store)}/mapping/${segment(mappingId)}`, withStore(store, { method: 'DELETE' }));
}

export function sendMappings(store: SyncStore) {
  return apiJson<typeof sendMappingsReplySchema>(`${storePath(store)}/sendMappings`, withStore(store));
}

// ─── Filters ───

export function listFilters(store: SyncStore, signal?: AbortSignal) {
  return apiJson<typeof tableFilterListSchema>(`${storePath(store)}/filter`, withStore(store, { signal }));
}

/** A table's filter, or null when it has none (404). */
export async function getFilter(store: SyncStore, table: string, signal?: AbortSignal) {
  try {
    return await apiJson<typeof tableFilterSchema>(
      `${storePath(store)}/filter/${segment(table)}`,
      withStore(store, { signal }),
    );
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export function saveFilter(store: SyncStore, table: string, body: { expr: string; tree?: FilterTree }) {
  return apiJson<typeof tableFilterSchema>(
    `${storePath(store)}/filter/${segment(table)}`,
    withStore(store, { method: 'POST', json: body }),
  );
}

/** Success is 202. */
export function deleteFilter(store: SyncStore, table: string) {
  return apiVoid(`${storePath(store)}/filter/${segment(table)}`, withStore(store, { method: 'DELETE' }));
}

/** Expression → tree (400 naming the position of a parse error). */
export function filterTreeFromExpr(store: SyncStore, expr: string) {
  return apiJson<typeof filterTreeReplySchema>(
    `${syncApiPrefix}/filter/tree`,
    withStore(store, { method: 'POST', json: { expr } }),
  );
}

/** Tree → expression. */
export function filterExprFromTree(store: SyncStore, tree: unknown) {
  return apiJson<typeof filterExprReplySchema>(
    `${syncApiPrefix}/filter/expr`,
    withStore(store, { method: 'POST', json: { tree } }),
  );
}
