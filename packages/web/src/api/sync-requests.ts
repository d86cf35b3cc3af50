import {
  type DeleteMode,
  type deletePlanSchema,
  type FailureAction,
  type failureActionReplySchema,
  type failureDetailListSchema,
  type failureGroupListSchema,
  type reconciliationSchema,
  type SyncGraphPeriod,
  type SyncRequestAction,
  type SyncRequestListScope,
  storeHeader,
  syncApiPrefix,
  type syncGraphSchema,
  syncRequestActionCalls,
  type syncRequestListSchema,
  type syncRequestReplySchema,
  type syncRequestSchema,
  type syncStatusBatchSchema,
  type syncStatusSchema,
} from '@store-console/contract';
import { apiJson, type RequestOptions } from './client.ts';
import type { SyncStoreRef } from './sync-sources.ts';

/**
 * The sync engine's calls (issue 15): requests and loads (Activities tab), failures (Failures
 * tab), the traffic graph and the store's status (Dashboard tab and the area's tab rules). Paths name
 * the store by its database id; every call carries the x-xm-store header with the store's storeId.
 */

const segment = encodeURIComponent;
const storePath = (store: SyncStoreRef) => `${syncApiPrefix}/${store.id}`;
const withStore = (store: SyncStoreRef, options: RequestOptions = {}): RequestOptions => ({
  ...options,
  headers: { ...options.headers, [storeHeader]: store.storeId },
});

export interface RequestListParams {
  n: number;
  q: SyncRequestListScope;
}

// ─── Requests and loads ───

/** GET /{x}/request?n&q: keyed by request id, newest first. */
export function listSyncRequests(store: SyncStoreRef, params: RequestListParams, signal?: AbortSignal) {
  return apiJson<typeof syncRequestListSchema>(
    `${storePath(store)}/request`,
    withStore(store, { query: { ...params }, signal }),
  );
}

/** GET /{x}/request?q=failed&v=list&s: the failures tab's request list (a search of 4 characters or more). */
export function searchFailedRequests(store: SyncStoreRef, search: string, signal?: AbortSignal) {
  return apiJson<typeof syncRequestListSchema>(
    `${storePath(store)}/request`,
    withStore(store, { query: { q: 'failed', v: 'list', s: search }, signal }),
  );
}

export function getSyncRequest(store: SyncStoreRef, requestId: string, signal?: AbortSignal) {
  return apiJson<typeof syncRequestSchema>(
    `${storePath(store)}/request/${segment(requestId)}`,
    withStore(store, { signal }),
  );
}

/** GET /{x}/request/{code}/stop (cancel) or /restart: 202 with the request as it now stands. */
export function runRequestAction(store: SyncStoreRef, requestId: string, action: SyncRequestAction) {
  return apiJson<typeof syncRequestReplySchema>(
    `${storePath(store)}/request/${segment(requestId)}/${syncRequestActionCalls[action]}`,
    withStore(store),
  );
}

/** Load all: GET /{x}/uploadData?truncate&deleteMode; load tables: POST with {tables}. 202 with the new request. */
export function uploadData(
  store: SyncStoreRef,
  load: { tables: readonly string[] | null; truncate: boolean; deleteMode?: DeleteMode },
) {
  const path = `${storePath(store)}/uploadData`;
  const query = load.truncate
    ? { truncate: true, deleteMode: load.deleteMode ?? 'WITH_DEPENDENTS' }
    : { truncate: false };
  if (load.tables === null) return apiJson<typeof syncRequestReplySchema>(path, withStore(store, { query }));
  return apiJson<typeof syncRequestReplySchema>(
    path,
    withStore(store, { method: 'POST', query, json: { tables: load.tables } }),
  );
}

/** Load changes: GET /{x}/uploadChanges, the scheduler's next run now. 202 with the new request. */
export function uploadChanges(store: SyncStoreRef) {
  return apiJson<typeof syncRequestReplySchema>(`${storePath(store)}/uploadChanges`, withStore(store));
}

/** POST /{x}/uploadData/deletePlan: the store tables Delete Before Load of these source tables ([] = all) empties. */
export function getDeletePlan(store: SyncStoreRef, tables: readonly string[], signal?: AbortSignal) {
  return apiJson<typeof deletePlanSchema>(
    `${storePath(store)}/uploadData/deletePlan`,
    withStore(store, { method: 'POST', json: { tables }, signal }),
  );
}

// ─── Failures ───

/** GET /{x}/request/{id}/failure: groups keyed by id. */
export function listFailureGroups(store: SyncStoreRef, requestId: string, signal?: AbortSignal) {
  return apiJson<typeof failureGroupListSchema>(
    `${storePath(store)}/request/${segment(requestId)}/failure`,
    withStore(store, { signal }),
  );
}

/** GET /{x}/request/{id}/failure/{groupId}?n&after: one keyset page of a group's failures. */
export function listFailures(
  store: SyncStoreRef,
  requestId: string,
  groupId: number,
  after: number | null,
  signal?: AbortSignal,
) {
  return apiJson<typeof failureDetailListSchema>(
    `${storePath(store)}/request/${segment(requestId)}/failure/${groupId}`,
    withStore(store, { query: { after }, signal }),
  );
}

/** DELETE /{x}/failure/{code} or GET /{x}/failure/{code}/retry: one failure. */
export function runFailureAction(store: SyncStoreRef, failureId: number, action: FailureAction) {
  const path = `${storePath(store)}/failure/${failureId}`;
  return action === 'delete'
    ? apiJson<typeof failureActionReplySchema>(path, withStore(store, { method: 'DELETE' }))
    : apiJson<typeof failureActionReplySchema>(`${path}/retry`, withStore(store));
}

// ─── Dashboard and status ───

export function getSyncGraph(store: SyncStoreRef, period: SyncGraphPeriod, signal?: AbortSignal) {
  return apiJson<typeof syncGraphSchema>(`${storePath(store)}/graph/${period}`, withStore(store, { signal }));
}

/** GET /{storeId}/reconciliation: source vs store per mapped table, computed when asked (Reconcile). */
export function getReconciliation(store: SyncStoreRef, signal?: AbortSignal) {
  return apiJson<typeof reconciliationSchema>(`${storePath(store)}/reconciliation`, withStore(store, { signal }));
}

/** GET /{storeId}/status: the health code and the store's open request's stage (the tab rule). */
export function getSyncStatus(store: SyncStoreRef, signal?: AbortSignal) {
  return apiJson<typeof syncStatusSchema>(`${storePath(store)}/status`, withStore(store, { signal }));
}

/**
 * GET /{id1,id2,…}/status: many stores' statuses in one call (the stores list), keyed by store id.
 * The trailing comma asks for the batch shape even for one store; stores the caller may not see are absent.
 */
export function getSyncStatuses(storeIds: readonly number[], signal?: AbortSignal) {
  return apiJson<typeof syncStatusBatchSchema>(`${syncApiPrefix}/${storeIds.join(',')},/status`, { signal });
}
