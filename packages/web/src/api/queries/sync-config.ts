import type { FilterTree, NewMapping } from '@store-console/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storeKeyRoot } from '../query-keys.ts';
import {
  createMapping,
  deleteFilter,
  deleteMapping,
  filterExprFromTree,
  filterTreeFromExpr,
  getFilter,
  getSourceTable,
  getTargetTable,
  listMappings,
  listSourceTables,
  listTargetTables,
  previewSourceTable,
  type SyncStore,
  saveFilter,
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

/** The source's tables with their `hasFilter` flags (the left list). */
export function useSourceTables(store: SyncStore) {
  return useQuery({
    queryKey: syncConfigKeys.sourceTableList(store.id, false),
    queryFn: ({ signal }) => listSourceTables(store, false, signal),
    select: (reply) => Object.values(reply.tables),
  });
}

/** The table's saved filter, null when it has none. */
export function useTableFilter(store: SyncStore, table: string) {
  return useQuery({
    queryKey: syncConfigKeys.filter(store.id, table),
    queryFn: ({ signal }) => getFilter(store, table, signal),
  });
}

/** A save or delete changes the table's filter, the filter list and the tables' check marks. */
function useInvalidateFilter(store: SyncStore) {
  const queryClient = useQueryClient();
  return (table: string) => {
    void queryClient.invalidateQueries({ queryKey: syncConfigKeys.filter(store.id, table) });
    void queryClient.invalidateQueries({ queryKey: syncConfigKeys.filters(store.id), exact: true });
    void queryClient.invalidateQueries({ queryKey: syncConfigKeys.sourceTables(store.id) });
  };
}

export function useSaveFilter(store: SyncStore) {
  const invalidate = useInvalidateFilter(store);
  return useMutation({
    mutationFn: ({ table, expr, tree }: { table: string; expr: string; tree?: FilterTree }) =>
      saveFilter(store, table, tree ? { expr, tree } : { expr }),
    onSuccess: (_reply, { table }) => invalidate(table),
  });
}

export function useDeleteFilter(store: SyncStore) {
  const invalidate = useInvalidateFilter(store);
  return useMutation({
    mutationFn: (table: string) => deleteFilter(store, table),
    onSuccess: (_reply, table) => invalidate(table),
  });
}

export function useExprToTree(store: SyncStore) {
  return useMutation({ mutationFn: (expr: string) => filterTreeFromExpr(store, expr) });
}

export function useTreeToExpr(store: SyncStore) {
  return useMutation({ mutationFn: (tree: unknown) => filterExprFromTree(store, tree) });
}

/**
 * Rows of the table the filter keeps, and their count (beyond the spec). `tree` undefined means the
 * expression does not parse: nothing is asked then; null means no filter (the whole table).
 */
export function useFilterPreview(store: SyncStore, table: string, tree: FilterTree | null | undefined) {
  return useQuery({
    queryKey: syncConfigKeys.preview(store.id, table, tree ?? null),
    queryFn: ({ signal }) => previewSourceTable(store, table, tree ?? null, signal),
    enabled: tree !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The mapped source tables, the choices of 'Load tables' and 'Tables Scope'. */
export function useMappedTables(store: SyncStore) {
  return useQuery({
    queryKey: syncConfigKeys.sourceTableList(store.id, true),
    queryFn: ({ signal }) => listSourceTables(store, true, signal),
    select: (reply) => Object.keys(reply.tables),
    staleTime: 60_000,
  });
}
