import type { ListParams } from './list-params.ts';

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
export const dashboardKeys = { all: ['dashboard'] as const, summary: () => ['dashboard', 'summary'] as const };
