import { Box, Group, Paper, Text } from '@mantine/core';
import { syncTexts } from '@store-console/contract';
import { useSearchParams } from 'react-router';
import { useSourceTables, useTableFilter } from '../../../api/queries/sync-config.ts';
import type { SyncStore } from '../../../api/sync-config.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { LoadingState } from '../../../ui/states.tsx';
import { useSyncContext } from '../use-sync-context.ts';
import { FilterEditor } from './filter-editor.tsx';
import { FilterTableList } from './filter-table-list.tsx';

/** The Filters tab: the source's tables on the left, the chosen table's filter on the right. */
export function FiltersTab() {
  const { storeRef: store } = useSyncContext();
  const tables = useSourceTables(store);
  // The URL owns which table is open, so a reload or a shared link opens it again.
  const [params, setParams] = useSearchParams();
  const selected = params.get('table');

  if (tables.isPending) return <LoadingState label="Loading tables" />;
  if (tables.isError) return <ErrorAlert error={tables.error} title={syncTexts.failedToLoad} />;

  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <Box w={240} style={{ flexShrink: 0 }}>
        <FilterTableList
          tables={tables.data}
          selected={selected}
          onSelect={(table) => setParams({ table }, { replace: true })}
        />
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        {selected && tables.data.some((table) => table.name === selected) ? (
          <TableFilterPanel key={selected} store={store} table={selected} />
        ) : (
          <Paper withBorder p="lg">
            <Text c="dimmed">
              {selected ? `The source has no table ${selected}.` : 'Choose a table to see or write its filter.'}
            </Text>
          </Paper>
        )}
      </Box>
    </Group>
  );
}

/** The table's saved filter loaded first, so the editor starts from it. */
function TableFilterPanel({ store, table }: { store: SyncStore; table: string }) {
  const filter = useTableFilter(store, table);
  if (filter.isPending) return <LoadingState label="Loading filter" />;
  if (filter.isError) return <ErrorAlert error={filter.error} title={syncTexts.failedToLoad} />;
  return <FilterEditor store={store} table={table} saved={filter.data} />;
}
