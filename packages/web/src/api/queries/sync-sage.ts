import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { storeKeyRoot } from '../query-keys.ts';
import { getSourceTable, listSourceTables, type PreviewLimit, previewSourceTable } from '../sync-settings.ts';
import { listSyncSources, type SyncStoreRef } from '../sync-sources.ts';

const sageDataRoot = storeKeyRoot('sageData');
export const sageDataKeys = {
  ...sageDataRoot,
  sources: (storeId: number) => [...sageDataRoot.store(storeId), 'sources'] as const,
  tables: (storeId: number) => [...sageDataRoot.store(storeId), 'tables'] as const,
  table: (storeId: number, table: string) => [...sageDataRoot.store(storeId), 'table', table] as const,
  preview: (storeId: number, table: string, limit: PreviewLimit) =>
    [...sageDataRoot.store(storeId), 'preview', table, limit] as const,
};

/** Agent calls fail with a clear reason (unreachable, refused key, timeout): show it, do not retry. */
const agentCall = { retry: false, refetchOnWindowFocus: false } as const;

export function useSageSources(store: SyncStoreRef) {
  return useQuery({
    queryKey: sageDataKeys.sources(store.id),
    queryFn: ({ signal }) => listSyncSources(store, signal),
  });
}

export function useSageTables(store: SyncStoreRef, enabled: boolean) {
  return useQuery({
    queryKey: sageDataKeys.tables(store.id),
    queryFn: ({ signal }) => listSourceTables(store, signal),
    enabled,
    ...agentCall,
  });
}

export function useSageTable(store: SyncStoreRef, table: string | null) {
  return useQuery({
    queryKey: sageDataKeys.table(store.id, table ?? ''),
    queryFn: ({ signal }) => getSourceTable(store, table ?? '', signal),
    enabled: table !== null,
    ...agentCall,
  });
}

export function useSagePreview(store: SyncStoreRef, table: string | null, limit: PreviewLimit) {
  return useQuery({
    queryKey: sageDataKeys.preview(store.id, table ?? '', limit),
    queryFn: ({ signal }) => previewSourceTable(store, table ?? '', limit, signal),
    enabled: table !== null,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === table ? keepPreviousData(previous) : undefined,
    ...agentCall,
  });
}
