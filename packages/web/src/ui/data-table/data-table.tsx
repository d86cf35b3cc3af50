import { Group, Table, type TableProps, type TableTrProps, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { parseSort, type StatusTone } from '@store-console/contract';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { ListPagination, type ListPaginationProps } from '../list-screen/list-pagination.tsx';
import { toneColour } from '../status-badge.tsx';
import { type Column, HeadCell, RowCell } from './cells.tsx';
import { type TableStates, TableStateView } from './table-states.tsx';

export type { Column } from './cells.tsx';

/** A full-width details row shown beneath the rows that are expanded; a column renders the toggle (aria-controls `id`). */
export interface RowDetails<T> {
  isExpanded: (row: T) => boolean;
  id: (row: T) => string;
  render: (row: T) => ReactNode;
}

/** Where a wide table scrolls: sideways below `minWidth`, and down past `maxHeight` (then a labelled region the keyboard reaches). */
export interface TableScroll {
  minWidth: number;
  maxHeight?: number | undefined;
  /** Scrolled natively (the list screens) or in Mantine's scroll area. */
  type?: 'native' | 'scrollarea' | undefined;
  /** The region's name: a table whose rows hold nothing focusable is still scrolled by keyboard. */
  label?: string | undefined;
}

/** The look of the table, passed on to Mantine's Table. */
type TableLook = Pick<
  TableProps,
  | 'striped'
  | 'highlightOnHover'
  | 'verticalSpacing'
  | 'horizontalSpacing'
  | 'withTableBorder'
  | 'withRowBorders'
  | 'layout'
  | 'fz'
  | 'mt'
  | 'stickyHeader'
  | 'style'
>;

export interface DataTableProps<T> extends TableLook, TableStates {
  /** The table's accessible name, as a visually hidden caption (shown with `captionShown`); leave it out when `labelledBy` names the table. */
  caption?: string | undefined;
  captionShown?: boolean | undefined;
  /** The id of the heading that names the table (instead of a caption). */
  labelledBy?: string | undefined;
  /** The table's name as aria-label (instead of a caption). */
  label?: string | undefined;
  columns: Column<T>[];
  /** The rows; undefined while they load (the states then show, see TableStates). */
  rows: readonly T[] | undefined;
  rowKey: (row: T, index: number) => string | number;
  /** No header row: a table of labelled rows (a column with `rowHeader` names each row). */
  headless?: boolean | undefined;
  /** Rows before the data rows (an inline form of a new row); the table then shows even without data. */
  leadingRows?: ReactNode;
  /** Props of each data row (a row chosen by a click, one opened by a double click). */
  rowProps?: ((row: T) => TableTrProps) | undefined;
  sort?: string | undefined;
  onSort?: ((field: string) => void) | undefined;
  /** Rows that can open a details row beneath them. */
  details?: RowDetails<T> | undefined;
  /** Rows tinted by a status tone (the gateway log's rows by their status code). */
  rowTone?: ((row: T) => StatusTone) | undefined;
  /** The rows shown are the previous ones while those asked for load (aria-busy; the toolbar's Refresh spins meanwhile). */
  busy?: boolean | undefined;
  scroll?: TableScroll | undefined;
  /** Pagination beneath the table (the list screens). */
  pagination?: ListPaginationProps | undefined;
}

function SortIcon({ direction }: { direction: 'ASC' | 'DESC' | null }) {
  if (direction === 'ASC') return <IconSortAscending size={14} aria-hidden />;
  if (direction === 'DESC') return <IconSortDescending size={14} aria-hidden />;
  return <IconArrowsSort size={14} aria-hidden opacity={0.4} />;
}

function SortHeader<T>({
  column,
  sort,
  onSort,
}: {
  column: Column<T>;
  sort: string | undefined;
  onSort: (field: string) => void;
}) {
  const current = parseSort(sort);
  const sortField = column.sortField ?? '';
  const direction = current?.field === sortField ? current.direction : null;
  return (
    <UnstyledButton onClick={() => onSort(sortField)} fw={700} fz="sm" w="100%">
      <Group gap={4} wrap="nowrap">
        <span>{column.header}</span>
        <SortIcon direction={direction} />
      </Group>
    </UnstyledButton>
  );
}

function ariaSort(sort: string | undefined, field: string): 'ascending' | 'descending' | 'none' {
  const current = parseSort(sort);
  if (current?.field !== field) return 'none';
  return current.direction === 'ASC' ? 'ascending' : 'descending';
}

function Scroll({ scroll, children }: { scroll: TableScroll | undefined; children: ReactNode }) {
  if (!scroll) return children;
  const region = scroll.label ? { tabIndex: 0, role: 'region', 'aria-label': scroll.label } : {};
  return (
    // Positioned, so the caption's visually hidden label (absolutely placed) stays inside the scroll
    // area rather than widening the page on a phone.
    <Table.ScrollContainer
      minWidth={scroll.minWidth}
      maxHeight={scroll.maxHeight}
      type={scroll.type ?? 'native'}
      pos="relative"
      {...region}
    >
      {children}
    </Table.ScrollContainer>
  );
}

/**
 * The one table of the console: a real table (caption, `scope`d headers, sortable headers announcing
 * aria-sort) with its states — loading, error and empty (see TableStates) — and the list screens'
 * pagination beneath it. Every screen's table is one of these; its look is Mantine's Table props.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { rows, leadingRows, pagination } = props;
  const loaded = rows !== undefined;
  const shown = props.keepTable || (loaded && (rows.length > 0 || leadingRows !== undefined));
  return (
    <>
      <TableStateView states={props} loaded={loaded} empty={loaded && rows.length === 0} tableShown={shown}>
        {shown && <TableBody {...props} />}
      </TableStateView>
      {pagination && <ListPagination {...pagination} />}
    </>
  );
}

function TableBody<T>({
  caption,
  captionShown,
  labelledBy,
  label,
  columns,
  rows = [],
  rowKey,
  headless,
  leadingRows,
  rowProps,
  sort,
  onSort,
  details,
  rowTone,
  busy = false,
  scroll,
  striped,
  highlightOnHover,
  verticalSpacing,
  horizontalSpacing,
  withTableBorder,
  withRowBorders,
  layout,
  fz,
  mt,
  stickyHeader,
  style,
}: DataTableProps<T>) {
  return (
    <Scroll scroll={scroll}>
      <Table
        {...{ striped, highlightOnHover, verticalSpacing, horizontalSpacing, withTableBorder, withRowBorders }}
        {...{ layout, fz, mt, stickyHeader, style }}
        aria-labelledby={labelledBy}
        aria-label={label}
        aria-busy={busy || undefined}
      >
        {caption !== undefined && (
          <Table.Caption>{captionShown ? caption : <VisuallyHidden>{caption}</VisuallyHidden>}</Table.Caption>
        )}
        {!headless && (
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const sortable = column.sortField !== undefined && onSort !== undefined;
                return (
                  <HeadCell
                    key={column.key}
                    column={column}
                    ariaSort={sortable ? ariaSort(sort, column.sortField ?? '') : undefined}
                  >
                    {sortable ? <SortHeader column={column} sort={sort} onSort={onSort} /> : column.header}
                  </HeadCell>
                );
              })}
            </Table.Tr>
          </Table.Thead>
        )}
        <Table.Tbody>
          {leadingRows}
          {rows.map((row, index) => (
            <Fragment key={rowKey(row, index)}>
              <Table.Tr bg={rowTone && `var(--mantine-color-${toneColour(rowTone(row))}-light)`} {...rowProps?.(row)}>
                {columns.map((column) => (
                  <RowCell key={column.key} column={column} row={row} index={index} />
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
    </Scroll>
  );
}
