import { Anchor, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import {
  formatDateInZone,
  requestTypeText,
  type SyncRequest,
  type SyncRequestAction,
  shortRequestId,
  syncRequestTexts,
} from '@store-console/contract';
import { Link, useNavigate } from 'react-router';
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
 * Spec 2's columns: Request id (first 8 characters), Created, Type, Stage, Status, Failures, Action.
 * Double-clicking a failed request opens the failures tab with it preselected; its failure count is
 * also a link there, so the keyboard reaches it too.
 */
export function RequestTable({ requests, areaPath, timeZone, onAction }: RequestTableProps) {
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={900} type="native">
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Caption>Sync requests</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {syncRequestTexts.columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => {
            const link = failuresLink(areaPath, request);
            const short = shortRequestId(request.id);
            return (
              <Table.Tr
                key={request.id}
                onDoubleClick={link ? () => navigate(link) : undefined}
                style={link ? { cursor: 'pointer' } : undefined}
              >
                <Table.Td>
                  <Text ff="monospace" size="sm" title={request.id}>
                    {short}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateInZone(request.created, timeZone)}</Table.Td>
                <Table.Td>{requestTypeText(request)}</Table.Td>
                <Table.Td>{request.stage}</Table.Td>
                <Table.Td miw={180}>
                  <RequestStatus request={request} />
                </Table.Td>
                <Table.Td>
                  {link ? (
                    <Anchor
                      component={Link}
                      to={link}
                      aria-label={`${request.summary.failed} failures of request ${short}`}
                    >
                      {request.summary.failed}
                    </Anchor>
                  ) : (
                    request.summary.failed
                  )}
                </Table.Td>
                <Table.Td>
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
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
