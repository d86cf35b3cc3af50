import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table's inline form of a new row (DataTable's `leadingRows`): one cell per column, in the
 * columns' order, empty where the column takes no input. The row cannot be a <form>: a table row
 * cannot hold one.
 */
export function FormRow({ label, cells }: { label?: string | undefined; cells: readonly ReactNode[] }) {
  return (
    <Table.Tr aria-label={label}>
      {cells.map((cell, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the cells are the columns in their fixed order.
        <Table.Td key={index}>{cell}</Table.Td>
      ))}
    </Table.Tr>
  );
}
