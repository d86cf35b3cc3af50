import {
  type Backup,
  defaultSort,
  isRestorable,
  pageSizes,
  productionEnvironment,
  type Store,
} from '@store-console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listBackups } from '../backups.ts';
import { listEnvironmentStores, listEnvironments } from '../environments.ts';
import { listStores } from '../stores.ts';
import { backupKeys } from './backups.ts';
import { environmentKeys } from './environments.ts';
import { storeKeys } from './stores.ts';

/** production, then the peer installations registered on the server. */
export function useCloneEnvironments(enabled: boolean) {
  return useQuery({
    queryKey: environmentKeys.list(),
    queryFn: ({ signal }) => listEnvironments(signal),
    enabled,
    select: (page): string[] => page.content.map((environment) => environment.name),
  });
}

/**
 * Stores matching the clone dialog's search (20 at most): for production the data centre's list,
 * for another environment that installation's stores, read through the server.
 */
export function useCloneStoreSearch(
  environment: string,
  dataCentreId: number | null,
  fuzzyString: string,
  enabled: boolean,
) {
  const params = { page: 0, size: pageSizes.default, sort: defaultSort, fuzzyString: fuzzyString || undefined };
  const production = environment === productionEnvironment;
  return useQuery({
    queryKey: production ? storeKeys.list(dataCentreId ?? 0, params) : environmentKeys.stores(environment, fuzzyString),
    queryFn: ({ signal }) =>
      production ? listStores(dataCentreId ?? 0, params, signal) : listEnvironmentStores(environment, params, signal),
    enabled: enabled && (!production || dataCentreId !== null),
    placeholderData: keepPreviousData,
    select: (page): Store[] => page.content,
  });
}

/** The chosen store's backups that can be cloned: finished ones (fuzzyString=DONE), restorable. */
export function useCloneableBackups(environment: string, storeDbId: number) {
  const params = {
    page: 0,
    size: pageSizes.backups,
    sort: defaultSort,
    fuzzyString: 'DONE',
    ...(environment === productionEnvironment ? {} : { environment }),
  };
  return useQuery({
    queryKey: backupKeys.list(storeDbId, params),
    queryFn: ({ signal }) => listBackups(storeDbId, params, signal),
    select: (page): Backup[] => page.allCloneable.backups.filter(isRestorable),
  });
}
