import { Group, Modal, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatDate, isWaiting, type Store } from '@store-console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { storeKeys } from '../../api/query-keys.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { EmptyState } from '../../ui/states.tsx';
import { StoreStatusBadge } from './store-status-badge.tsx';
import { useStore } from './use-stores.ts';

function StoreLogs({ store }: { store: Store }) {
  const query = useStore(store.id, { pollWhileWaiting: true });
  const queryClient = useQueryClient();
  const current = query.data ?? store;
  const waiting = isWaiting(current.storeStatus.statusType);
  const listShowsWaiting = isWaiting(store.storeStatus.statusType);

  // The dialog sees the store settle first: let the list catch up instead of waiting for its 10 s poll.
  useEffect(() => {
    if (query.data && !waiting && listShowsWaiting) void queryClient.invalidateQueries({ queryKey: storeKeys.lists() });
  }, [query.data, waiting, listShowsWaiting, queryClient]);

  return (
    <>
      <Group gap="xs" mb="sm">
        <Text size="sm">Status</Text>
        <StoreStatusBadge status={current.storeStatus.statusType} />
        {waiting && (
          <Text size="sm" c="dimmed">
            Refreshing every second
          </Text>
        )}
      </Group>
      {query.isError && <ErrorAlert error={query.error} />}
      <Title order={3} size="h5" mt="md" mb="xs">
        Logs
      </Title>
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
      {current.storeStatuses.length > 0 && (
        <>
          <Title order={3} size="h5" mt="md" mb="xs">
            Status history
          </Title>
          <Table striped verticalSpacing="xs">
            <Table.Caption>
              <VisuallyHidden>Status history</VisuallyHidden>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">By</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {current.storeStatuses.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(entry.createdDate)}</Table.Td>
                  <Table.Td>{entry.statusType}</Table.Td>
                  <Table.Td>{entry.createdBy ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </>
  );
}

interface StoreLogsDialogProps {
  store: Store | null;
  opened: boolean;
  onClose: () => void;
}

/** The store's lifecycle log and status history; while it is waiting the dialog re-fetches every second. */
export function StoreLogsDialog({ store, opened, onClose }: StoreLogsDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={store ? `Logs ${store.name}` : 'Logs'}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {store && <StoreLogs key={store.id} store={store} />}
    </Modal>
  );
}
