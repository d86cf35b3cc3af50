import { Stack, Title } from '@mantine/core';
import { refreshSpinnerHoldMs } from '@store-console/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { type Column, DataTable, type RowDetails } from '../data-table/data-table.tsx';
import { cursorForMove, type ListPage } from './list-page.ts';
import { ListToolbar } from './list-toolbar.tsx';
import { useHeldFlag } from './use-held-flag.ts';
import type { ListStateControls } from './use-list-state.ts';

interface ListScreenProps<T> {
  /** The screen's heading; leave it out where the page has one already (a list inside a tab). */
  title?: string | undefined;
  /** The table's accessible name; the title by default. */
  caption?: string | undefined;
  list: ListStateControls;
  /** The list's query; a reply other than the standard page is adapted in its `select` (see list-page.ts). */
  query: UseQueryResult<ListPage<T>>;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  emptyText: string;
  /** The search box; off for lists whose API searches nothing. */
  searchable?: boolean | undefined;
  /** The refresh button; on by default. */
  refreshable?: boolean | undefined;
  /** What refresh does, when the screen shows more than the list's query (by default it refetches that). */
  onRefresh?: (() => void) | undefined;
  /** Pagination beneath the table; off for a collection the API returns whole. */
  paginated?: boolean | undefined;
  addLabel?: string | undefined;
  onAdd?: (() => void) | undefined;
  /** The add action is under way (an add that calls the server at once, e.g. Create backup). */
  addLoading?: boolean | undefined;
  /** Slot: shown beneath the title, above the toolbar (a summary, the screen's state). */
  header?: ReactNode;
  /** Slot: further buttons in the toolbar, after the add button. */
  actions?: ReactNode;
  /** Slot: shown beneath the toolbar, above the table (filters, the error of an action). */
  aboveTable?: ReactNode;
  /** The page-size selector's sizes (e.g. 10/20/50/100); none by default. */
  pageSizes?: readonly number[] | undefined;
  /** Rows that expand to show their details (see DataTable). */
  details?: RowDetails<T> | undefined;
  /** Below this width the table scrolls sideways. */
  tableMinWidth?: number | undefined;
  /** Dialogs and docks of the screen. */
  children?: ReactNode;
}

/** The generic list screen: title, toolbar, table with sortable headers, pagination, states. */
export function ListScreen<T>({
  title,
  caption,
  list,
  query,
  columns,
  rowKey,
  emptyText,
  searchable = true,
  refreshable = true,
  onRefresh,
  paginated = true,
  addLabel,
  onAdd,
  addLoading,
  header,
  actions,
  aboveTable,
  pageSizes,
  details,
  tableMinWidth,
  children,
}: ListScreenProps<T>) {
  const refreshing = useHeldFlag(query.isFetching, refreshSpinnerHoldMs);
  const page = query.data;
  const lastPage = page ? Math.max(page.totalPages - 1, 0) : 0;
  const settled = page !== undefined && !query.isPlaceholderData;
  const { setPage } = list;

  // After a filter or a delete emptied the last page (or from an old link), go to the last page that exists.
  useEffect(() => {
    if (settled && page.totalElements > 0 && list.page > lastPage) setPage(lastPage);
  }, [settled, page, list.page, lastPage, setPage]);

  // A page that arrives (a query's update renders at once, in one task) is shown by a deferred
  // render, which React slices so input and paint go on meanwhile; until then the screen shows what
  // it showed (the loading state, or the previous page). So is a page already there when the screen
  // mounts (its route asked for it while the session loaded): the screen's first render, with the
  // shell, paints the loading state, and the rows follow.
  const shown = useDeferredValue<ListPage<T> | null>(page ?? null, null) ?? undefined;

  return (
    <Stack gap="md">
      {title !== undefined && (
        <Title order={1} size="h2">
          {title}
        </Title>
      )}
      {header}
      <ListToolbar
        search={list.q}
        onSearch={searchable ? list.setSearch : undefined}
        onRefresh={refreshable ? (onRefresh ?? (() => void query.refetch())) : undefined}
        refreshing={refreshing}
        addLabel={addLabel}
        onAdd={onAdd}
        addLoading={addLoading}
        actions={actions}
      />
      {aboveTable}
      <DataTable
        caption={caption ?? title ?? ''}
        columns={columns}
        rows={shown?.content}
        rowKey={rowKey}
        sort={list.sort}
        onSort={list.toggleSort}
        details={details}
        striped={!details}
        highlightOnHover
        verticalSpacing="xs"
        scroll={{ minWidth: tableMinWidth ?? 640 }}
        error={query.isError ? query.error : null}
        empty={emptyText}
        pagination={
          paginated && shown && shown.totalElements > 0
            ? {
                page: list.page,
                totalPages: shown.totalPages,
                totalElements: shown.totalElements,
                estimated: shown.estimated === true,
                onChange: (target) => list.setPage(target, cursorForMove(page ?? shown, list.page, target)),
                sizes: pageSizes && { options: pageSizes, value: list.size, onChange: list.setSize },
              }
            : undefined
        }
      />
      {children}
    </Stack>
  );
}
