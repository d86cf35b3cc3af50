import type { SyncGraphPeriod } from '@store-console/contract';
import type { BackupListParams } from './backups.ts';
import type { CdnLogRange } from './cdn-stats.ts';
import type { CredentialListParams } from './client-credentials.ts';
import type { GatewayLogParams } from './gateway-logs.ts';
import type { ListParams } from './list-params.ts';
import type { StoreListParams } from './stores.ts';
import type { RequestListParams } from './sync-requests.ts';

/**
 * The one key factory. A resource of the installation: `all / lists() / list(params) / details() /
 * detail(id)`. A mutation invalidates `lists()` or `detail(id)` of what it changed.
 */
function resourceKeys<const R extends string>(resource: R) {
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
function storeScopedKeys<P>(resource: string) {
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

export const dataCentreKeys = resourceKeys('dataCentres');
export const operatorKeys = resourceKeys('operators');
const versionResource = resourceKeys('versions');
/** Versions are also read as one unpaged, searched collection (GET /versions?search). */
export const versionKeys = {
  ...versionResource,
  search: (search: string) => [...versionResource.all, 'search', search] as const,
};
/** The signed-in operator's 2FA state. */
export const identityKeys = { all: ['identity'] as const, mfa: () => ['identity', 'mfa'] as const };
export const configKeys = { all: ['configs'] as const };
const storeResource = resourceKeys('stores');
/** Stores are listed per data centre, with filters; the header counts them per type. */
export const storeKeys = {
  ...storeResource,
  list: (dataCentreId: number, params: StoreListParams) =>
    [...storeResource.all, 'list', dataCentreId, params] as const,
  typeCounts: (dataCentreId: number) => [...storeResource.all, 'typeCounts', dataCentreId] as const,
};
export const erpTypeKeys = { all: ['erpTypes'] as const };
export const partnerKeys = { all: ['partners'] as const };
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => ['dashboard', 'summary'] as const,
  agents: () => ['dashboard', 'agents'] as const,
};
/** A store's backups; the clone dialog reads another store's cloneable ones through the same keys. */
export const backupKeys = storeScopedKeys<BackupListParams>('backups');
/** A store's CDN logs: which log (usage or size) and the range of days. */
export const cdnStatKeys = storeScopedKeys<CdnLogRange & { log: 'usage' | 'size' }>('cdnStats');
export const clientCredentialKeys = storeScopedKeys<CredentialListParams>('clientCredentials');
/** Environments to clone from, and the stores of one of them. */
export const environmentKeys = {
  all: ['environments'] as const,
  list: () => ['environments', 'list'] as const,
  stores: (environment: string, fuzzyString: string) => ['environments', 'stores', environment, fuzzyString] as const,
};
/**
 * The gateway: the installation's catalogue, and per store (its database id) the gateway record and
 * its integrations by name; `store(storeId)` invalidates everything one store's gateway holds.
 */
export const gatewayKeys = {
  all: ['gateway'] as const,
  interfaces: () => ['gateway', 'interfaces'] as const,
  store: (storeId: number) => ['gateway', 'store', storeId] as const,
  record: (storeId: number) => ['gateway', 'store', storeId, 'record'] as const,
  integration: (storeId: number, integration: string) =>
    ['gateway', 'store', storeId, 'integration', integration] as const,
  operation: (storeId: number, integration: string, operation: string) =>
    ['gateway', 'store', storeId, 'integration', integration, 'operation', operation] as const,
};
/** A store's gateway exchange log: its pages (by filters) and each exchange's detail (by exchange id). */
export const gatewayLogKeys = storeScopedKeys<GatewayLogParams>('gatewayLogs');
/**
 * The sync engine's data per store (its database id): requests, failures, graph and status (issue 15).
 * Keys start with `sync`, so leaving the sync area drops them (isSyncAreaKey); `store(id)` is what a
 * request action or a load invalidates.
 */
export const syncRequestKeys = {
  all: ['syncRequests'] as const,
  store: (storeId: number) => ['syncRequests', storeId] as const,
  lists: (storeId: number) => ['syncRequests', storeId, 'list'] as const,
  list: (storeId: number, params: RequestListParams) => ['syncRequests', storeId, 'list', params] as const,
  failedSearch: (storeId: number, search: string) => ['syncRequests', storeId, 'failedSearch', search] as const,
  detail: (storeId: number, requestId: string) => ['syncRequests', storeId, 'detail', requestId] as const,
  failureGroups: (storeId: number, requestId: string) => ['syncRequests', storeId, 'failures', requestId] as const,
  failures: (storeId: number, requestId: string, groupId: number) =>
    ['syncRequests', storeId, 'failures', requestId, groupId] as const,
  graph: (storeId: number, period: SyncGraphPeriod) => ['syncRequests', storeId, 'graph', period] as const,
  status: (storeId: number) => ['syncRequests', storeId, 'status'] as const,
  /** The stores list's batch of statuses (a page's SYNC_2 stores). */
  statuses: (storeIds: readonly number[]) => ['syncRequests', 'statuses', storeIds] as const,
  reconciliation: (storeId: number) => ['syncRequests', storeId, 'reconciliation'] as const,
  /** What Delete Before Load of these source tables empties ([] = Load all). */
  deletePlan: (storeId: number, tables: readonly string[]) => ['syncRequests', storeId, 'deletePlan', tables] as const,
};
