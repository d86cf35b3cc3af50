import { Loader, Paper, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { useFilterPreview } from '../../../api/queries/sync-config.ts';
import type { SyncStore } from '../../../api/sync-config.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { previewTree } from './filter-text.ts';

/** A cell of the preview: the agent's values as text, objects as JSON. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Beyond the spec: the rows the expression keeps and how many, from the agent, as it is typed.
 * Nothing shows while the expression does not parse.
 */
export function FilterPreview({ store, table, expr }: { store: SyncStore; table: string; expr: string }) {
  const tree = useMemo(() => previewTree(expr), [expr]);
  const preview = useFilterPreview(store, table, tree);
  if (tree === undefined) return null;

  return (
    <Paper withBorder p="sm" component="section" aria-label="Filter preview">
      <Stack gap="xs">
        <Text fw={600} size="sm" aria-live="polite">
          {preview.data
            ? `${preview.data.count} ${preview.data.count === 1 ? 'row' : 'rows'} ${tree ? 'match the filter' : 'in the table'}`
            : preview.isError
              ? 'Preview not available'
              : 'Counting rows…'}
          {preview.isFetching && <Loader size="xs" ml="xs" aria-hidden />}
        </Text>
        {preview.isError && (
          <Text size="sm" c="red.8">
            {errorMessage(preview.error)}
          </Text>
        )}
        {preview.data && preview.data.rows.length > 0 && (
          <DataTable
            caption={`Rows of ${table} the filter keeps`}
            columns={preview.data.columns.map((column) => ({
              key: column,
              header: column,
              render: (row: Record<string, unknown>) => cellText(row[column]),
            }))}
            rows={preview.data.rows}
            // Preview rows have no key the console knows; the list is replaced whole, never reordered in place.
            rowKey={(_, index) => index}
            // Scrolled by keyboard too: the rows hold nothing focusable.
            scroll={{ minWidth: 480, maxHeight: 360, label: `Rows of ${table}` }}
            striped
            verticalSpacing={4}
            fz="xs"
            stickyHeader
            style={{ whiteSpace: 'nowrap' }}
          />
        )}
      </Stack>
    </Paper>
  );
}
