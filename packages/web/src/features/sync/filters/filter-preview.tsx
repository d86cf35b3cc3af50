import { Loader, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import type { SyncStore } from '../../../api/sync-config.ts';
import { previewTree } from './filter-text.ts';
import { useFilterPreview } from './use-filters.ts';

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
          // Scrolled by keyboard too: the rows hold nothing focusable.
          <Table.ScrollContainer
            minWidth={480}
            maxHeight={360}
            type="native"
            tabIndex={0}
            role="region"
            aria-label={`Rows of ${table}`}
          >
            <Table striped verticalSpacing={4} fz="xs" stickyHeader style={{ whiteSpace: 'nowrap' }}>
              <Table.Caption>
                <VisuallyHidden>{`Rows of ${table} the filter keeps`}</VisuallyHidden>
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {preview.data.columns.map((column) => (
                    <Table.Th key={column} scope="col">
                      {column}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.data.rows.map((row, index) => (
                  // Preview rows have no key the console knows; the list is replaced whole.
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are never reordered in place
                  <Table.Tr key={index}>
                    {preview.data.columns.map((column) => (
                      <Table.Td key={column}>{cellText(row[column])}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
