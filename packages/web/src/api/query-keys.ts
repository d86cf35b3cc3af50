import type { BackupListParams } from './backups.ts';
import type { CdnLogRange } from './cdn-stats.ts';
import type { CredentialListParams } from './client-credentials.ts';
import type { ListParams } from './list-params.ts';
import type { StoreListParams } from './stores.ts';

/** One key factory per resource: a mutation invalidates `lists()` or `detail(id)` of what it changed. */
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
export const dashboardKeys = { all: ['dashboard'] as const, summary: () => ['dashboard', 'summary'] as const };
/** Backups are listed per store; the clone dialog reads another store's cloneable ones through the same key. */
export const backupKeys = {
  all: ['backups'] as const,
  lists: () => ['backups', 'list'] as const,
  list: (storeDbId: number, params: BackupListParams) => ['backups', 'list', storeDbId, params] as const,
};
export const cdnStatKeys = {
  all: ['cdnStats'] as const,
  usage: (storeDbId: number, range: CdnLogRange) => ['cdnStats', 'usage', storeDbId, range] as const,
  size: (storeDbId: number, range: CdnLogRange) => ['cdnStats', 'size', storeDbId, range] as const,
};
export const clientCredentialKeys = {
  all: ['clientCredentials'] as const,
  lists: () => ['clientCredentials', 'list'] as const,
  list: (storeDbId: number, params: CredentialListParams) => ['clientCredentials', 'list', storeDbId, params] as const,
};
/** Environments to clone from, and the stores of one of them. */
export const environmentKeys = {
  all: ['environments'] as const,
  list: () => ['environments', 'list'] as const,
  stores: (environment: string, fuzzyString: string) => ['environments', 'stores', environment, fuzzyString] as const,
};
