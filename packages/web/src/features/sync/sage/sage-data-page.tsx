import {
  Anchor,
  Badge,
  Box,
  Group,
  Loader,
  NavLink,
  ScrollArea,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { syncTexts, type TableColumn } from '@store-console/contract';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSagePreview, useSageSources, useSageTable, useSageTables } from '../../../api/queries/sync-sage.ts';
import { type PreviewLimit, previewLimits } from '../../../api/sync-settings.ts';
import type { SyncStoreRef } from '../../../api/sync-sources.ts';
import { useCurrentStore } from '../../../app/current-store.ts';
import { type Column, DataTable } from '../../../ui/data-table/data-table.tsx';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { EmptyState, LoadingState } from '../../../ui/states.tsx';
import { SyncPageLinks } from '../settings/sync-page-links.tsx';

export const sageTexts = {
  noAgentSource: 'This store has no agent source, so there is no ERP data to show.',
  connectLink: 'Connect one on its Connection tab',
  gatewaySource:
    'This store synchronises through the gateway (Business Central), not through an agent next to a Sage database, so there is no Sage data to show.',
  gatewayLink: 'Its gateway integrations',
  noTables: 'The source has no tables.',
  noMatch: 'No table matches the search.',
  chooseTable: 'Choose a table to see its columns and rows.',
  noRows: 'The table has no rows.',
  rowCount: (shown: number, count: number) => `Showing ${shown} of ${count} ${count === 1 ? 'row' : 'rows'}`,
} as const;

const isLimit = (value: number): value is PreviewLimit => (previewLimits as readonly number[]).includes(value);

/**
 * /stores/{id}/synchronization/sage (Sage Data): the source's tables with a search; the chosen one
 * (the URL's `table`) shows its columns and a preview of its rows through the agent.
 */
export function SageDataPage() {
  const store = useCurrentStore();
  const sources = useSageSources(store);
  const agentSource = sources.data?.find((source) => source.syncType === 'AGENT');
  const gatewaySource = sources.data?.find((source) => source.syncType === 'GATEWAY');

  let content: ReactNode;
  if (sources.isPending) content = <LoadingState label="Loading source" />;
  else if (sources.isError) content = <ErrorAlert error={sources.error} title={syncTexts.failedToLoad} />;
  else if (!agentSource && gatewaySource) {
    // A Business Central store: its Connection tab is locked, so do not send the user there.
    content = (
      <Text>
        {sageTexts.gatewaySource}{' '}
        <Anchor component={Link} to={`/stores/${store.id}/gateway/integrations`}>
          {sageTexts.gatewayLink}
        </Anchor>
        .
      </Text>
    );
  } else if (!agentSource) {
    content = (
      <Text>
        {sageTexts.noAgentSource}{' '}
        <Anchor component={Link} to={`/stores/${store.id}/synchronization/connection`}>
          {sageTexts.connectLink}
        </Anchor>
        .
      </Text>
    );
  } else content = <SageData store={store} />;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Sage Data
        </Title>
        <SyncPageLinks storeDbId={store.id} current="synchronization/sage" />
      </Stack>
      {content}
    </Stack>
  );
}

function SageData({ store }: { store: SyncStoreRef }) {
  const [searchParams] = useSearchParams();
  const table = searchParams.get('table');
  const [search, setSearch] = useState('');
  const tables = useSageTables(store, true);

  if (tables.isPending) return <LoadingState label="Loading tables" />;
  if (tables.isError) return <ErrorAlert error={tables.error} title={syncTexts.failedToLoad} />;
  const names = Object.keys(tables.data.tables);
  const needle = search.trim().toLowerCase();
  const shown = needle ? names.filter((name) => name.toLowerCase().includes(needle)) : names;

  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <Box w={260} style={{ flexShrink: 0 }}>
        <Stack gap="xs">
          <TextInput
            label="Search tables"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <Text size="xs" c="dimmed">
            {needle ? `${shown.length} of ${names.length} tables` : `${names.length} tables`}
          </Text>
          {names.length === 0 ? (
            <EmptyState text={sageTexts.noTables} />
          ) : shown.length === 0 ? (
            <EmptyState text={sageTexts.noMatch} />
          ) : (
            <ScrollArea.Autosize mah={560} type="auto">
              <nav aria-label="Source tables">
                {shown.map((name) => (
                  <NavLink
                    key={name}
                    component={Link}
                    to={{ search: `?${new URLSearchParams({ table: name })}` }}
                    label={name}
                    active={name === table}
                    aria-current={name === table ? 'page' : undefined}
                    styles={{ label: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  />
                ))}
              </nav>
            </ScrollArea.Autosize>
          )}
        </Stack>
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        {table === null ? (
          <EmptyState text={sageTexts.chooseTable} />
        ) : (
          <TableData key={table} store={store} table={table} />
        )}
      </Box>
    </Group>
  );
}

function TableData({ store, table }: { store: SyncStoreRef; table: string }) {
  const [limit, setLimit] = useState<PreviewLimit>(previewLimits[0]);
  const described = useSageTable(store, table);
  const preview = useSagePreview(store, table, limit);
  const columns = described.data?.tables[table]?.columns ?? [];

  return (
    <Stack gap="lg">
      <Title order={2} size="h4" ff="monospace">
        {table}
      </Title>
      <section aria-labelledby="sage-columns">
        <Stack gap="xs">
          <Title order={3} size="h5" id="sage-columns">
            Columns
          </Title>
          {described.isPending ? (
            <LoadingState label="Loading columns" />
          ) : described.isError ? (
            <ErrorAlert error={described.error} title={syncTexts.failedToLoad} />
          ) : (
            <ColumnsTable table={table} columns={columns} />
          )}
        </Stack>
      </section>
      <section aria-labelledby="sage-rows">
        <Stack gap="xs">
          <Group justify="space-between" align="flex-end">
            <Title order={3} size="h5" id="sage-rows">
              Rows
            </Title>
            <Select
              label="Rows to preview"
              data={previewLimits.map(String)}
              value={String(limit)}
              onChange={(value) => {
                const next = Number(value);
                if (isLimit(next)) setLimit(next);
              }}
              allowDeselect={false}
              w={140}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
          {preview.isPending ? (
            <LoadingState label="Loading rows" />
          ) : preview.isError ? (
            <ErrorAlert error={preview.error} title={syncTexts.failedToLoad} />
          ) : (
            <>
              <Group gap="xs">
                <Text size="sm">{sageTexts.rowCount(preview.data.rows.length, preview.data.count)}</Text>
                {preview.isFetching && <Loader size="xs" aria-label="Loading rows" />}
              </Group>
              {preview.data.rows.length === 0 ? (
                <EmptyState text={sageTexts.noRows} />
              ) : (
                <RowsTable table={table} columns={preview.data.columns} rows={preview.data.rows} />
              )}
            </>
          )}
        </Stack>
      </section>
    </Stack>
  );
}

const columnColumns: Column<TableColumn>[] = [
  { key: 'name', header: 'Column', render: (column) => column.name, cell: { ff: 'monospace' } },
  { key: 'type', header: 'Type', render: (column) => column.type },
  { key: 'nullable', header: 'Nullable', render: (column) => (column.nullable ? 'Yes' : 'No') },
  {
    key: 'key',
    header: 'Key',
    render: (column) =>
      column.primaryKey && (
        <Badge size="sm" variant="light">
          Primary key
        </Badge>
      ),
  },
];

function ColumnsTable({ table, columns }: { table: string; columns: readonly TableColumn[] }) {
  return (
    <DataTable
      caption={`Columns of ${table}`}
      columns={columnColumns}
      rows={columns}
      rowKey={(column) => column.name}
      striped
      verticalSpacing={4}
    />
  );
}

function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function PreviewCell({ value }: { value: unknown }) {
  const text = cellText(value);
  if (text !== null) return text;
  return (
    <Text span size="sm" c="dimmed">
      NULL
    </Text>
  );
}

function RowsTable({
  table,
  columns,
  rows,
}: {
  table: string;
  columns: readonly string[];
  rows: readonly Record<string, unknown>[];
}) {
  return (
    // A wide table scrolls in a region the keyboard can reach.
    <Box component="section" tabIndex={0} aria-label={`Rows of ${table}`} style={{ overflow: 'auto', maxHeight: 560 }}>
      <DataTable
        caption={`Rows of ${table}`}
        columns={columns.map((column) => ({
          key: column,
          header: column,
          head: { ff: 'monospace' },
          render: (row: Record<string, unknown>) => <PreviewCell value={row[column]} />,
        }))}
        rows={rows}
        // Rows of a preview have no identity of their own beyond their place.
        rowKey={(_, index) => index}
        striped
        verticalSpacing={4}
        style={{ whiteSpace: 'nowrap' }}
      />
    </Box>
  );
}
