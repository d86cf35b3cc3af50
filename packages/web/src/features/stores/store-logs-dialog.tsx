import { Title } from '@mantine/core';
import { formatDate, isWaiting, type Store } from '@store-console/contract';
import { useEffect } from 'react';
import { useRefreshStoreLists, useStore } from '../../api/queries/stores.ts';
import { type Column, DataTable } from '../../ui/data-table/data-table.tsx';
import { LogsDialog, LogsPanel } from '../../ui/logs-dialog.tsx';
import { StoreStatusBadge } from './store-status-badge.tsx';

const statusColumns: Column<Store['storeStatuses'][number]>[] = [
  {
    key: 'date',
    header: 'Date',
    render: (entry) => formatDate(entry.createdDate),
    cell: { style: { whiteSpace: 'nowrap' } },
  },
  { key: 'status', header: 'Status', render: (entry) => entry.statusType },
  { key: 'by', header: 'By', render: (entry) => entry.createdBy ?? '' },
];

function StoreLogs({ store }: { store: Store }) {
  const query = useStore(store.id, { pollWhileWaiting: true });
  const refreshLists = useRefreshStoreLists();
  const current = query.data ?? store;
  const waiting = isWaiting(current.storeStatus.statusType);
  const listShowsWaiting = isWaiting(store.storeStatus.statusType);

  // The dialog sees the store settle first: let the list catch up instead of waiting for its 10 s poll.
  useEffect(() => {
    if (query.data && !waiting && listShowsWaiting) refreshLists();
  }, [query.data, waiting, listShowsWaiting, refreshLists]);

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
          <DataTable
            caption="Status history"
            columns={statusColumns}
            rows={current.storeStatuses}
            rowKey={(entry) => entry.id}
            striped
            verticalSpacing="xs"
          />
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
