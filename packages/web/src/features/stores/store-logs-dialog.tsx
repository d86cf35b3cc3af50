import { Table, Title, VisuallyHidden } from '@mantine/core';
import { formatDate, isWaiting, type Store } from '@store-console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { storeKeys } from '../../api/query-keys.ts';
import { LogsDialog, LogsPanel } from '../../ui/logs-dialog.tsx';
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
    <LogsPanel
      status={<StoreStatusBadge status={current.storeStatus.statusType} />}
      waiting={waiting}
      error={query.isError ? query.error : null}
      logs={current.logs}
      logsHeading="Logs"
    >
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
    </LogsPanel>
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
    <LogsDialog name={store?.name} opened={opened} onClose={onClose}>
      {store && <StoreLogs key={store.id} store={store} />}
    </LogsDialog>
  );
}
