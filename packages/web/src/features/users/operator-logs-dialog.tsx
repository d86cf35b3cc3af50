import { Badge, Group, Modal, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDate, isWaiting, type Operator } from '@store-console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { operatorKeys } from '../../api/query-keys.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { EmptyState } from '../../ui/states.tsx';
import { statusColour } from './operator-options.ts';
import { useOperatorLogs } from './use-operators.ts';

function OperatorLogs({ operator }: { operator: Operator }) {
  const query = useOperatorLogs(operator);
  const queryClient = useQueryClient();
  const current = query.data ?? operator;
  const gone = query.error instanceof ApiError && query.error.status === 404;
  const settledSinceOpened = isWaiting(operator.statusType) && (gone || !isWaiting(current.statusType));

  // The dialog sees the operator settle first: let the list catch up instead of waiting for its 5 s poll.
  useEffect(() => {
    if (settledSinceOpened) void queryClient.invalidateQueries({ queryKey: operatorKeys.lists() });
  }, [settledSinceOpened, queryClient]);

  if (gone) return <Text>This user has been deleted.</Text>;
  return (
    <>
      <Group gap="xs" mb="sm">
        <Text size="sm">Status</Text>
        <Badge color={statusColour(current.statusType)} variant="light">
          {current.statusType}
        </Badge>
        {isWaiting(current.statusType) && (
          <Text size="sm" c="dimmed">
            Refreshing every second
          </Text>
        )}
      </Group>
      {query.isError && <ErrorAlert error={query.error} />}
      {current.logs.length === 0 ? (
        <EmptyState text="No logs." />
      ) : (
        <Table striped verticalSpacing="xs">
          <Table.Caption>
            <VisuallyHidden>Logs</VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Time</Table.Th>
              <Table.Th scope="col">Type</Table.Th>
              <Table.Th scope="col">Text</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {current.logs.map((log, index) => (
              // Log lines are only ever appended, so the position identifies a line.
              <Table.Tr key={index}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(log.timestamp)}</Table.Td>
                <Table.Td>{log.logType}</Table.Td>
                <Table.Td>{log.text}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}

interface OperatorLogsDialogProps {
  operator: Operator | null;
  opened: boolean;
  onClose: () => void;
}

/** The operator's lifecycle steps; while it is waiting the dialog re-fetches every second. */
export function OperatorLogsDialog({ operator, opened, onClose }: OperatorLogsDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={operator ? `Logs ${operator.username}` : 'Logs'}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {operator && <OperatorLogs key={operator.id} operator={operator} />}
    </Modal>
  );
}
