import { Group, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { parseSort, type StatusTone } from '@store-console/contract';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { toneColour } from '../status-badge.tsx';

export interface Column<T> {
  key: string;
  header: string;
  /** The API sort field; set on sortable columns only. */
  sortField?: string;
  render: (row: T) => ReactNode;
  width?: number | string;
}

/** A full-width details row shown beneath the rows that are expanded; a column renders the toggle (aria-controls `id`). */
export interface RowDetails<T> {
  isExpanded: (row: T) => boolean;
  id: (row: T) => string;
  render: (row: T) => ReactNode;
}

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  sort?: string;
  onSort?: (field: string) => void;
  /** Rows that can open a details row beneath them (the table is then not striped). */
  details?: RowDetails<T> | undefined;
  /** Below this width the table scrolls sideways. */
  minWidth?: number | undefined;
  /** Rows tinted by a status tone (the gateway log's rows by their status code). */
  rowTone?: ((row: T) => StatusTone) | undefined;
  /** The rows shown are the previous ones while those asked for load (aria-busy; the toolbar's Refresh spins meanwhile). */
  busy?: boolean | undefined;
}

function SortIcon({ direction }: { direction: 'ASC' | 'DESC' | null }) {
  if (direction === 'ASC') return <IconSortAscending size={14} aria-hidden />;
  if (direction === 'DESC') return <IconSortDescending size={14} aria-hidden />;
  return <IconArrowsSort size={14} aria-hidden opacity={0.4} />;
}

/** A real table whose sortable headers toggle ASC/DESC and announce it through aria-sort. */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  details,
  minWidth = 640,
  rowTone,
  busy = false,
}: DataTableProps<T>) {
  const current = parseSort(sort);
  return (
    // Positioned, so the caption's visually hidden label (absolutely placed) stays inside the scroll
    // area rather than widening the page on a phone.
    <Table.ScrollContainer minWidth={minWidth} type="native" pos="relative">
      <Table striped={!details} highlightOnHover verticalSpacing="xs" aria-busy={busy || undefined}>
        <Table.Caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const direction = column.sortField && current?.field === column.sortField ? current.direction : null;
              const ariaSort = direction === 'ASC' ? 'ascending' : direction === 'DESC' ? 'descending' : 'none';
              const sortField = column.sortField;
              return (
                <Table.Th
                  key={column.key}
                  w={column.width}
                  scope="col"
                  aria-sort={sortField && onSort ? ariaSort : undefined}
                >
                  {sortField && onSort ? (
                    <UnstyledButton onClick={() => onSort(sortField)} fw={700} fz="sm" w="100%">
                      <Group gap={4} wrap="nowrap">
                        <span>{column.header}</span>
                        <SortIcon direction={direction} />
                      </Group>
                    </UnstyledButton>
                  ) : (
                    column.header
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Fragment key={rowKey(row)}>
              <Table.Tr bg={rowTone && `var(--mantine-color-${toneColour(rowTone(row))}-light)`}>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                ))}
              </Table.Tr>
              {details?.isExpanded(row) && (
                <Table.Tr id={details.id(row)} bg="var(--mantine-color-default-hover)">
                  <Table.Td colSpan={columns.length}>{details.render(row)}</Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
