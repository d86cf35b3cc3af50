import { Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import {
  formatDateInZone,
  requestTypeText,
  type SyncRequest,
  type SyncRequestAction,
  shortRequestId,
  syncRequestTexts,
} from '@store-console/contract';
import { Link, useNavigate } from 'react-router';
import { type Column, DataTable } from '../../../ui/data-table/data-table.tsx';
import { ToneBadge, toneColour } from '../../../ui/status-badge.tsx';
import { failuresLink, requestStatusView } from './activity-rules.ts';

interface RequestTableProps {
  requests: readonly SyncRequest[];
  /** /stores/{id}/synchronization */
  areaPath: string;
  /** The zone the Created times are shown in (the store's, named above the table). */
  timeZone: string;
  onAction: (request: SyncRequest, action: SyncRequestAction) => void;
}

/**
 * The columns: Request id (first 8 characters), Created, Type, Stage, Status, Failures, Action.
 * Double-clicking a failed request opens the failures tab with it preselected; its failure count is
 * also a link there, so the keyboard reaches it too.
 */
export function RequestTable({ requests, areaPath, timeZone, onAction }: RequestTableProps) {
  const navigate = useNavigate();
  const [idColumn, createdColumn, typeColumn, stageColumn, statusColumn, failuresColumn, actionColumn] =
    syncRequestTexts.columns;
  const columns: Column<SyncRequest>[] = [
    {
      key: 'id',
      header: idColumn,
      render: (request) => (
        <Text ff="monospace" size="sm" title={request.id}>
          {shortRequestId(request.id)}
        </Text>
      ),
    },
    {
      key: 'created',
      header: createdColumn,
      render: (request) => formatDateInZone(request.created, timeZone),
      cell: { style: { whiteSpace: 'nowrap' } },
    },
    { key: 'type', header: typeColumn, render: (request) => requestTypeText(request) },
    { key: 'stage', header: stageColumn, render: (request) => request.stage },
    {
      key: 'status',
      header: statusColumn,
      render: (request) => <RequestStatus request={request} />,
      cell: { miw: 180 },
    },
    {
      key: 'failures',
      header: failuresColumn,
      render: (request) => <FailureCount request={request} areaPath={areaPath} />,
    },
    {
      key: 'action',
      header: actionColumn,
      render: (request) => <RequestActions request={request} onAction={onAction} />,
    },
  ];
  return (
    <DataTable
      caption="Sync requests"
      captionShown
      columns={columns}
      rows={requests}
      rowKey={(request) => request.id}
      rowProps={(request) => {
        const link = failuresLink(areaPath, request);
        return link ? { onDoubleClick: () => navigate(link), style: { cursor: 'pointer' } } : {};
      }}
      scroll={{ minWidth: 900 }}
      striped
      highlightOnHover
      verticalSpacing="xs"
    />
  );
}

/** The failure count, a link to the failures tab where the request failed rows. */
function FailureCount({ request, areaPath }: { request: SyncRequest; areaPath: string }) {
  const link = failuresLink(areaPath, request);
  if (!link) return request.summary.failed;
  return (
    <Anchor
      component={Link}
      to={link}
      aria-label={`${request.summary.failed} failures of request ${shortRequestId(request.id)}`}
    >
      {request.summary.failed}
    </Anchor>
  );
}

function RequestActions({
  request,
  onAction,
}: {
  request: SyncRequest;
  onAction: (request: SyncRequest, action: SyncRequestAction) => void;
}) {
  const short = shortRequestId(request.id);
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        aria-label={`${syncRequestTexts.cancel} request ${short}`}
        onClick={() => onAction(request, 'cancel')}
      >
        {syncRequestTexts.cancel}
      </Button>
      <Button
        size="compact-xs"
        variant="light"
        aria-label={`${syncRequestTexts.restart} request ${short}`}
        onClick={() => onAction(request, 'restart')}
      >
        {syncRequestTexts.restart}
      </Button>
    </Group>
  );
}

function RequestStatus({ request }: { request: SyncRequest }) {
  const view = requestStatusView(request);
  if (view.kind === 'progress') {
    return (
      <Stack gap={2}>
        <Progress value={view.percentage} animated aria-label={`Request ${shortRequestId(request.id)} progress`} />
        {(view.description || view.eta) && (
          <Text size="xs" c="dimmed">
            {[view.description, view.eta].filter(Boolean).join(' · ')}
          </Text>
        )}
        <RequestWarnings text={view.warning} />
      </Stack>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <ToneBadge tone={view.tone} waiting={view.waiting}>
        {view.label}
      </ToneBadge>
      {view.description && (
        <Text size="xs" c="dimmed">
          {view.description}
        </Text>
      )}
      <RequestWarnings text={view.warning} />
    </Stack>
  );
}

/** The rows a request loaded with a value changed by a documented rule (a zero date as empty). */
export function RequestWarnings({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Text size="xs" c={toneColour('warning')} role="note">
      {text}
    </Text>
  );
}
