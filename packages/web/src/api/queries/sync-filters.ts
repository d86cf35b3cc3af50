import type { FilterTree } from '@store-console/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteFilter,
  filterExprFromTree,
  filterTreeFromExpr,
  getFilter,
  listSourceTables,
  previewSourceTable,
  type SyncStore,
  saveFilter,
} from '../sync-config.ts';
import { syncConfigKeys } from './sync-config.ts';

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
