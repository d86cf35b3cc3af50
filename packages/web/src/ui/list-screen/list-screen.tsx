import { Stack, Title } from '@mantine/core';
import type { Page } from '@store-console/contract';
import { refreshSpinnerHoldMs } from '@store-console/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ErrorAlert } from '../error-alert.tsx';
import { EmptyState, LoadingState } from '../states.tsx';
import { type Column, DataTable, type RowDetails } from './data-table.tsx';
import { ListPagination } from './list-pagination.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { useHeldFlag } from './use-held-flag.ts';
import type { ListStateControls } from './use-list-state.ts';

interface ListScreenProps<T> {
  title: string;
  list: ListStateControls;
  query: UseQueryResult<Page<T>>;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  emptyText: string;
  addLabel?: string;
  onAdd?: (() => void) | undefined;
  /** Shown beneath the title, e.g. a summary. */
  summary?: ReactNode;
  /** Shown beneath the toolbar, e.g. filters. */
  filters?: ReactNode;
  /** Rows that expand to show their details (see DataTable). */
  details?: RowDetails<T> | undefined;
  /** Below this width the table scrolls sideways. */
  tableMinWidth?: number | undefined;
  /** Dialogs and docks of the screen. */
  children?: ReactNode;
}

/** The generic list screen (spec 2): title, toolbar, table with sortable headers, pagination, states. */
export function ListScreen<T>({
  title,
  list,
  query,
  columns,
  rowKey,
  emptyText,
  addLabel,
  onAdd,
  summary,
  filters,
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

  let body: ReactNode;
  if (query.isPending) body = <LoadingState />;
  else if (!page) body = <ErrorAlert error={query.error} />;
  else if (page.content.length === 0) body = <EmptyState text={emptyText} />;
  else
    body = (
      <DataTable
        caption={title}
        columns={columns}
        rows={page.content}
        rowKey={rowKey}
        sort={list.sort}
        onSort={list.toggleSort}
        details={details}
        minWidth={tableMinWidth}
      />
    );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {summary}
      <ListToolbar
        search={list.q}
        onSearch={list.setSearch}
        onRefresh={() => void query.refetch()}
        refreshing={refreshing}
        addLabel={addLabel}
        onAdd={onAdd}
      />
      {filters}
      {page && query.isError && <ErrorAlert error={query.error} />}
      {body}
      {page && page.totalElements > 0 && (
        <ListPagination
          page={list.page}
          totalPages={page.totalPages}
          totalElements={page.totalElements}
          onChange={list.setPage}
        />
      )}
      {children}
    </Stack>
  );
}
