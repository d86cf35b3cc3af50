import { Group, Stack, Title } from '@mantine/core';
import { type Page, refreshSpinnerHoldMs, type Store } from '@store-console/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import type { Column } from '../../ui/list-screen/data-table.tsx';
import { ExpandableDataTable } from '../../ui/list-screen/expandable-data-table.tsx';
import { ListPagination } from '../../ui/list-screen/list-pagination.tsx';
import { ListToolbar } from '../../ui/list-screen/list-toolbar.tsx';
import { useHeldFlag } from '../../ui/list-screen/use-held-flag.ts';
import type { ListStateControls } from '../../ui/list-screen/use-list-state.ts';
import { EmptyState, LoadingState } from '../../ui/states.tsx';
import { StoreDetails, storeDetailsId } from './store-details.tsx';
import { StoreFilterSelects } from './store-filter-selects.tsx';
import type { StoreFilters } from './store-filters.ts';

interface StoresListProps {
  title: string;
  summary: ReactNode;
  filters: StoreFilters;
  onFilters: (patch: Partial<StoreFilters>) => void;
  list: ListStateControls;
  query: UseQueryResult<Page<Store>>;
  columns: Column<Store>[];
  isExpanded: (store: Store) => boolean;
  onAdd: () => void;
  children: ReactNode;
}

/**
 * The generic list screen (spec 2) with the store list's extras: the summary header, the Status and
 * Type filters, and rows that expand to show their details.
 */
export function StoresList({
  title,
  summary,
  filters,
  onFilters,
  list,
  query,
  columns,
  isExpanded,
  onAdd,
  children,
}: StoresListProps) {
  const refreshing = useHeldFlag(query.isFetching, refreshSpinnerHoldMs);
  const page = query.data;
  const lastPage = page ? Math.max(page.totalPages - 1, 0) : 0;
  const settled = page !== undefined && !query.isPlaceholderData;
  const { setPage } = list;

  // After a filter or a delete emptied the page (or from an old link), go to the last page that exists.
  useEffect(() => {
    if (settled && page.totalElements > 0 && list.page > lastPage) setPage(lastPage);
  }, [settled, page, list.page, lastPage, setPage]);

  let body: ReactNode;
  if (query.isPending) body = <LoadingState />;
  else if (!page) body = <ErrorAlert error={query.error} />;
  else if (page.content.length === 0) body = <EmptyState text="No stores." />;
  else
    body = (
      <ExpandableDataTable
        caption={title}
        columns={columns}
        rows={page.content}
        rowKey={(store) => store.id}
        sort={list.sort}
        onSort={list.toggleSort}
        isExpanded={isExpanded}
        detailsId={storeDetailsId}
        renderDetails={(store) => <StoreDetails store={store} />}
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
        addLabel="Add store"
        onAdd={onAdd}
      />
      <Group>
        <StoreFilterSelects filters={filters} onChange={onFilters} />
      </Group>
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
