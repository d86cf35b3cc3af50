import type { FilterTree, NewMapping } from '@store-console/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storeKeyRoot } from '../query-keys.ts';
import {
  createMapping,
  deleteMapping,
  getSourceTable,
  getTargetTable,
  listMappings,
  listSourceTables,
  listTargetTables,
  type SyncStore,
  sendMappings,
} from '../sync-config.ts';

/**
 * Query keys of these tabs: everything a store holds sits under `store(id)`, so one store's tables,
 * mappings and filters are never served for another; they start with `sync`, so leaving the area
 * drops them (isSyncAreaKey). The schedule is the area's (syncSourceKeys.schedule).
 */
const syncConfigRoot = storeKeyRoot('syncConfig');
export const syncConfigKeys = {
  ...syncConfigRoot,
  sourceTables: (storeId: number) => [...syncConfigRoot.store(storeId), 'sourceTables'] as const,
  sourceTableList: (storeId: number, mappedOnly: boolean) =>
    [...syncConfigRoot.store(storeId), 'sourceTables', 'list', mappedOnly] as const,
  sourceTable: (storeId: number, table: string) =>
    [...syncConfigRoot.store(storeId), 'sourceTables', 'table', table] as const,
  preview: (storeId: number, table: string, tree: FilterTree | null) =>
    [...syncConfigRoot.store(storeId), 'sourceTables', 'preview', table, tree] as const,
  targetTables: (storeId: number) => [...syncConfigRoot.store(storeId), 'targetTables'] as const,
  targetTable: (storeId: number, table: string) => [...syncConfigRoot.store(storeId), 'targetTables', table] as const,
  mappings: (storeId: number) => [...syncConfigRoot.store(storeId), 'mappings'] as const,
  filters: (storeId: number) => [...syncConfigRoot.store(storeId), 'filters'] as const,
  filter: (storeId: number, table: string) => [...syncConfigRoot.store(storeId), 'filters', table] as const,
};

/** The store's effective mapping: its ERP type's defaults and its overrides. */
export function useMappings(store: SyncStore) {
  return useQuery({
    queryKey: syncConfigKeys.mappings(store.id),
    queryFn: ({ signal }) => listMappings(store, signal),
  });
}

/** Table names of the source (through the agent) or of the store's schema, in their order. */
export function useTableNames(store: SyncStore, side: 'source' | 'target') {
  return useQuery({
    queryKey:
      side === 'source' ? syncConfigKeys.sourceTableList(store.id, false) : syncConfigKeys.targetTables(store.id),
    queryFn: ({ signal }) =>
      side === 'source' ? listSourceTables(store, false, signal) : listTargetTables(store, signal),
    select: (reply) => Object.keys(reply.tables),
    staleTime: 60_000,
  });
}

/** A table's column names, once a table is picked. */
export function useColumnNames(store: SyncStore, side: 'source' | 'target', table: string) {
  return useQuery({
    queryKey:
      side === 'source' ? syncConfigKeys.sourceTable(store.id, table) : syncConfigKeys.targetTable(store.id, table),
    queryFn: ({ signal }) =>
      side === 'source' ? getSourceTable(store, table, signal) : getTargetTable(store, table, signal),
    select: (reply) => (reply.tables[table]?.columns ?? []).map((column) => column.name),
    enabled: table !== '',
    staleTime: 60_000,
  });
}

/** A new override changes the mapping, and which source tables are mapped. */
function useInvalidateMappings(store: SyncStore) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: syncConfigKeys.mappings(store.id) });
    void queryClient.invalidateQueries({ queryKey: syncConfigKeys.sourceTables(store.id) });
  };
}

export function useCreateMapping(store: SyncStore) {
  const invalidate = useInvalidateMappings(store);
  return useMutation({ mutationFn: (mapping: NewMapping) => createMapping(store, mapping), onSuccess: invalidate });
}

export function useDeleteMapping(store: SyncStore) {
  const invalidate = useInvalidateMappings(store);
  return useMutation({ mutationFn: (mappingId: string) => deleteMapping(store, mappingId), onSuccess: invalidate });
}

export function useSendMappings(store: SyncStore) {
  return useMutation({ mutationFn: () => sendMappings(store) });
}
