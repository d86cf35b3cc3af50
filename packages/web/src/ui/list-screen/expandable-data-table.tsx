import { Group, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { parseSort } from '@store-console/contract';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import type { Column } from './data-table.tsx';

interface ExpandableDataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  sort?: string;
  onSort?: (field: string) => void;
  /** Rows whose details row is shown beneath them; a column renders the toggle (aria-controls `detailsId`). */
  isExpanded: (row: T) => boolean;
  detailsId: (row: T) => string;
  renderDetails: (row: T) => ReactNode;
}

function SortIcon({ direction }: { direction: 'ASC' | 'DESC' | null }) {
  if (direction === 'ASC') return <IconSortAscending size={14} aria-hidden />;
  if (direction === 'DESC') return <IconSortDescending size={14} aria-hidden />;
  return <IconArrowsSort size={14} aria-hidden opacity={0.4} />;
}

/**
 * DataTable whose rows can open a full-width details row beneath them. The sortable headers behave as
 * DataTable's: they toggle ASC/DESC and announce it through aria-sort.
 */
export function ExpandableDataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  isExpanded,
  detailsId,
  renderDetails,
}: ExpandableDataTableProps<T>) {
  const current = parseSort(sort);
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover verticalSpacing="xs">
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
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.render(row)}</Table.Td>
                ))}
              </Table.Tr>
              {isExpanded(row) && (
                <Table.Tr id={detailsId(row)} bg="var(--mantine-color-default-hover)">
                  <Table.Td colSpan={columns.length}>{renderDetails(row)}</Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
