import type { ReactNode } from 'react';
import type { Column } from './cells.tsx';

/** A row of a details table: its label (the row's header) and its value. */
export type LabelledRow = readonly [label: string, value: ReactNode];

/** The two columns of a headless details table: the label as the row's header (`width` wide), then the value. */
export function labelledRowColumns(width: number | string, value: Column<LabelledRow>['cell'] = undefined) {
  const columns: Column<LabelledRow>[] = [
    { key: 'label', header: 'Name', rowHeader: true, width, render: ([label]) => label },
    { key: 'value', header: 'Value', render: ([, value]) => value, cell: value },
  ];
  return columns;
}
