import { Stack, Title } from '@mantine/core';
import type { Page } from '@store-console/contract';
import { refreshSpinnerHoldMs } from '@store-console/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ErrorAlert } from '../error-alert.tsx';
import { EmptyState, LoadingState } from '../states.tsx';
import { type Column, DataTable } from './data-table.tsx';
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
  /** Dialogs and docks of the screen. */
  children?: ReactNode;
}

/** The generic list screen: title, toolbar, table with sortable headers, pagination, states. */
export function ListScreen<T>({
  title,
  list,
  query,
  columns,
  rowKey,
  emptyText,
  addLabel,
  onAdd,
  children,
}: ListScreenProps<T>) {
  const refreshing = useHeldFlag(query.isFetching, refreshSpinnerHoldMs);
  const page = query.data;
  const lastPage = page ? Math.max(page.totalPages - 1, 0) : 0;
  const settled = page !== undefined && !query.isPlaceholderData;
  const { setPage } = list;

  // After a delete emptied the last page (or from an old link), go to the last page that exists.
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
      />
    );

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      <ListToolbar
        search={list.q}
        onSearch={list.setSearch}
        onRefresh={() => void query.refetch()}
        refreshing={refreshing}
        addLabel={addLabel}
        onAdd={onAdd}
      />
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
