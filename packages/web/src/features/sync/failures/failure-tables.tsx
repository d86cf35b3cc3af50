import { Button, Code, Group, type TableTrProps, Text, UnstyledButton } from '@mantine/core';
import {
  deletePlanTexts,
  type FailureAction,
  type FailureDetail,
  type FailureGroup,
  failureTexts,
  formatDateInZone,
  requestTypeText,
  type SyncRequest,
  shortRequestId,
} from '@store-console/contract';
import type { ReactNode } from 'react';
import { type Column, DataTable } from '../../../ui/data-table/data-table.tsx';
import { type LabelledRow, labelledRowColumns } from '../../../ui/data-table/labelled-rows.ts';
import { dataItemText } from './failure-selection.ts';

const selectedBg = 'var(--mantine-color-blue-light)';

/** A row chosen by clicking it or its first cell's button (keyboard); the chosen one is highlighted. */
function selectable(selected: boolean, onSelect: () => void): TableTrProps {
  return {
    onClick: onSelect,
    'aria-selected': selected,
    style: { cursor: 'pointer', background: selected ? selectedBg : undefined },
  };
}

/**
 * The first column of a selectable row: a button that chooses it. `label` is the button's name when
 * its visible text alone is not enough; it must hold that text (WCAG 2.5.3).
 */
function chooserColumn<T>(
  header: string,
  isSelected: (row: T) => boolean,
  onSelect: (row: T) => void,
  content: (row: T) => ReactNode,
  label?: (row: T) => string,
): Column<T> {
  return {
    key: 'chooser',
    header,
    render: (row) => (
      <UnstyledButton aria-label={label?.(row)} aria-pressed={isSelected(row)} onClick={() => onSelect(row)} fz="sm">
        {content(row)}
      </UnstyledButton>
    ),
  };
}

const breakWord = { style: { wordBreak: 'break-word' } } as const;

export function RequestList({
  requests,
  selectedId,
  timeZone,
  onSelect,
}: {
  requests: readonly SyncRequest[];
  selectedId: string | null;
  /** The zone of the Created times (the store's, named on the screen). */
  timeZone: string;
  onSelect: (id: string) => void;
}) {
  const columns: Column<SyncRequest>[] = [
    chooserColumn(
      'Request ID',
      (request) => request.id === selectedId,
      (request) => onSelect(request.id),
      (request) => (
        <Text ff="monospace" size="sm">
          {shortRequestId(request.id)}
        </Text>
      ),
      (request) => `Request ${shortRequestId(request.id)}`,
    ),
    {
      key: 'created',
      header: 'Created',
      render: (request) => formatDateInZone(request.created, timeZone),
      cell: { style: { whiteSpace: 'nowrap' } },
    },
    { key: 'failures', header: 'Failures', render: (request) => request.summary.failed },
  ];
  return (
    <DataTable
      caption="Failed requests"
      captionShown
      columns={columns}
      rows={requests}
      rowKey={(request) => request.id}
      rowProps={(request) => selectable(request.id === selectedId, () => onSelect(request.id))}
      highlightOnHover
      verticalSpacing={4}
    />
  );
}

const detailColumns = labelledRowColumns(140, breakWord);

/** Request ID, Request Type, Request Stage, Create Date, Request Error. */
export function RequestDetail({ request, timeZone }: { request: SyncRequest; timeZone: string }) {
  const values = [
    request.id,
    requestTypeText(request),
    request.stage,
    formatDateInZone(request.created, timeZone),
    request.error ?? '',
  ];
  const rows: LabelledRow[] = failureTexts.requestColumns.map((label, index) => [label, values[index]]);
  // Beyond the spec's columns: what Delete Before Load emptied, per table (issue 32).
  if (request.summary.emptied.length > 0) {
    rows.push([deletePlanTexts.title, deletePlanTexts.emptied(request.summary.emptied)]);
  }
  return (
    <DataTable
      caption="Request detail"
      captionShown
      columns={detailColumns}
      rows={rows}
      rowKey={([label]) => label}
      headless
      withRowBorders={false}
      verticalSpacing={4}
    />
  );
}

export function GroupTable({
  groups,
  selectedId,
  onSelect,
}: {
  groups: readonly FailureGroup[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  const [tableColumn, categoryColumn, countColumn] = failureTexts.groupColumns;
  const columns: Column<FailureGroup>[] = [
    chooserColumn(
      tableColumn,
      (group) => group.id === selectedId,
      (group) => onSelect(group.id),
      (group) => group.table,
      (group) => `Failures of ${group.table}: ${group.category}`,
    ),
    { key: 'category', header: categoryColumn, render: (group) => group.category, cell: breakWord },
    { key: 'count', header: countColumn, render: (group) => group.count },
  ];
  return (
    <DataTable
      caption="Failure groups"
      captionShown
      columns={columns}
      rows={groups}
      rowKey={(group) => group.id}
      rowProps={(group) => selectable(group.id === selectedId, () => onSelect(group.id))}
      highlightOnHover
      verticalSpacing={4}
    />
  );
}

export function FailureTable({
  failures,
  selectedId,
  onSelect,
  onAction,
}: {
  failures: readonly FailureDetail[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  onAction: (failure: FailureDetail, action: FailureAction) => void;
}) {
  const [detailColumn, stageColumn, actionColumn] = failureTexts.detailColumns;
  const columns: Column<FailureDetail>[] = [
    chooserColumn(
      detailColumn,
      (failure) => failure.id === selectedId,
      (failure) => onSelect(failure.id),
      (failure) => <span style={{ wordBreak: 'break-word' }}>{failure.detail}</span>,
    ),
    { key: 'stage', header: stageColumn, render: (failure) => failure.stage },
    {
      key: 'action',
      header: actionColumn,
      render: (failure) => <FailureActions failure={failure} onAction={onAction} />,
    },
  ];
  return (
    <DataTable
      caption="Failure details"
      captionShown
      columns={columns}
      rows={failures}
      rowKey={(failure) => failure.id}
      rowProps={(failure) => selectable(failure.id === selectedId, () => onSelect(failure.id))}
      highlightOnHover
      verticalSpacing={4}
    />
  );
}

function FailureActions({
  failure,
  onAction,
}: {
  failure: FailureDetail;
  onAction: (failure: FailureDetail, action: FailureAction) => void;
}) {
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        aria-label={`${failureTexts.delete} failure ${failure.id}`}
        onClick={(event) => {
          event.stopPropagation();
          onAction(failure, 'delete');
        }}
      >
        {failureTexts.delete}
      </Button>
      <Button
        size="compact-xs"
        variant="light"
        aria-label={`${failureTexts.retry} failure ${failure.id}`}
        onClick={(event) => {
          event.stopPropagation();
          onAction(failure, 'retry');
        }}
      >
        {failureTexts.retry}
      </Button>
    </Group>
  );
}

const dataItemColumns: Column<FailureDetail>[] = [
  {
    key: 'data',
    header: 'Data item',
    render: (failure) => (
      <Code block aria-label={`Data item of failure ${failure.id}`}>
        {dataItemText(failure.data)}
      </Code>
    ),
  },
];

/** The selected failure's source row as formatted JSON. */
export function DataItem({ failure }: { failure: FailureDetail }) {
  return (
    <DataTable
      caption="Data item"
      captionShown
      columns={dataItemColumns}
      rows={[failure]}
      rowKey={(row) => row.id}
      headless
    />
  );
}
