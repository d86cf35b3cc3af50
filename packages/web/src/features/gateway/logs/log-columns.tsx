import { ActionIcon, Text } from '@mantine/core';
import { exchangeStatusTone, formatDate, type GatewayLog } from '@store-console/contract';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { Column } from '../../../ui/data-table/data-table.tsx';
import { ToneBadge } from '../../../ui/status-badge.tsx';
import { statusCodeLabel } from './exchange-text.ts';

export const exchangeDetailsId = (log: GatewayLog) => `exchange-${log.id}`;

function Nowrap({ children }: { children: string }) {
  return (
    <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}

/** The columns: Details (expand), Created At, Requested At, Correlation ID, Integration, Operation, Status Code. */
export function logColumns(expanded: number | null, onToggle: (log: GatewayLog) => void): Column<GatewayLog>[] {
  return [
    {
      key: 'details',
      header: 'Details',
      width: 70,
      render: (log) => {
        const open = expanded === log.id;
        return (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Details ${log.correlationId}`}
            aria-expanded={open}
            aria-controls={open ? exchangeDetailsId(log) : undefined}
            onClick={() => onToggle(log)}
          >
            {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
          </ActionIcon>
        );
      },
    },
    { key: 'createdOn', header: 'Created At', render: (log) => <Nowrap>{formatDate(log.createdOn)}</Nowrap> },
    { key: 'requestedOn', header: 'Requested At', render: (log) => <Nowrap>{formatDate(log.requestedOn)}</Nowrap> },
    {
      key: 'correlationId',
      header: 'Correlation ID',
      render: (log) => (
        <Text span size="sm" ff="monospace">
          {log.correlationId}
        </Text>
      ),
    },
    { key: 'integration', header: 'Integration', render: (log) => log.integrationShortName },
    { key: 'operation', header: 'Operation', render: (log) => log.operationShortName },
    {
      key: 'status',
      header: 'Status Code',
      render: (log) => (
        <ToneBadge tone={exchangeStatusTone(log.responseStatusCode)}>
          {statusCodeLabel(log.responseStatusCode)}
        </ToneBadge>
      ),
    },
  ];
}
