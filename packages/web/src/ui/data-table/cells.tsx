import { Table, type TableTdProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a column may set on its cells (the same on header and body cells). */
type CellLook = Pick<TableTdProps, 'ff' | 'style' | 'miw' | 'ta'>;

export interface Column<T> {
  key: string;
  /** The header cell's content: a text, or e.g. a visually hidden 'Actions'. */
  header: ReactNode;
  /** The API sort field; set on sortable columns only. */
  sortField?: string;
  render: (row: T, index: number) => ReactNode;
  width?: number | string;
  /** The column's cells name their rows (a `th scope="row"`, e.g. the labels of a details table). */
  rowHeader?: boolean;
  /** Props of the header cell (its font, alignment, wrapping). */
  head?: CellLook;
  /** Props of each of the column's cells (monospace, no wrap, a minimum width). */
  cell?: CellLook;
}

export function HeadCell<T>({
  column,
  ariaSort,
  children,
}: {
  column: Column<T>;
  ariaSort: 'ascending' | 'descending' | 'none' | undefined;
  children: ReactNode;
}) {
  return (
    <Table.Th w={column.width} scope="col" aria-sort={ariaSort} {...column.head}>
      {children}
    </Table.Th>
  );
}

export function RowCell<T>({ column, row, index }: { column: Column<T>; row: T; index: number }) {
  const content = column.render(row, index);
  if (column.rowHeader) {
    return (
      <Table.Th scope="row" w={column.width} {...column.cell}>
        {content}
      </Table.Th>
    );
  }
  return <Table.Td {...column.cell}>{content}</Table.Td>;
}
