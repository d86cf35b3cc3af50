import { type Backup, defaultSort, isRestorable, pageSizes, type Store } from '@store-console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listBackups } from '../../api/backups.ts';
import { backupKeys, storeKeys } from '../../api/query-keys.ts';
import { listStores } from '../../api/stores.ts';

/** Production stores of the data centre matching the clone dialog's search (20 at most). */
export function useCloneStoreSearch(dataCentreId: number | null, fuzzyString: string, enabled: boolean) {
  const params = { page: 0, size: pageSizes.default, sort: defaultSort, fuzzyString: fuzzyString || undefined };
  return useQuery({
    queryKey: storeKeys.list(dataCentreId ?? 0, params),
    queryFn: ({ signal }) => listStores(dataCentreId ?? 0, params, signal),
    enabled: enabled && dataCentreId !== null,
    placeholderData: keepPreviousData,
    select: (page): Store[] => page.content,
  });
}

/** The chosen store's backups that can be cloned: finished ones (fuzzyString=DONE), restorable. */
export function useCloneableBackups(storeDbId: number | null) {
  const params = { page: 0, size: pageSizes.backups, sort: defaultSort, fuzzyString: 'DONE' };
  return useQuery({
    queryKey: backupKeys.list(storeDbId ?? 0, params),
    queryFn: ({ signal }) => listBackups(storeDbId ?? 0, params, signal),
    enabled: storeDbId !== null,
    select: (page): Backup[] => page.content.filter(isRestorable),
  });
}
