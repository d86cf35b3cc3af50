import { Alert, Button, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type Backup, defaultSort, isWaiting, pageSizes, refreshSpinnerHoldMs } from '@store-console/contract';
import { IconCopy } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useSession } from '../../app/session/session-context.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { DataTable } from '../../ui/list-screen/data-table.tsx';
import { ListPagination } from '../../ui/list-screen/list-pagination.tsx';
import type { ListDefaults } from '../../ui/list-screen/list-state.ts';
import { ListToolbar } from '../../ui/list-screen/list-toolbar.tsx';
import { useHeldFlag } from '../../ui/list-screen/use-held-flag.ts';
import { useListState } from '../../ui/list-screen/use-list-state.ts';
import { EmptyState, LoadingState } from '../../ui/states.tsx';
import { storeIdParam } from '../../ui/store-id-param.ts';
import { StoreHeader } from '../stores/store-header.tsx';
import { StoreStatusBadge } from '../stores/store-status-badge.tsx';
import { useStore } from '../stores/use-stores.ts';
import { backupColumns } from './backup-columns.tsx';
import { backupTexts } from './backup-texts.ts';
import { CloneBackupDialog } from './clone-backup-dialog.tsx';
import { DeleteBackupDialog } from './delete-backup-dialog.tsx';
import { RestoreBackupDialog } from './restore-backup-dialog.tsx';
import { useBackupList, useCreateBackup } from './use-backups.ts';

const listDefaults: ListDefaults = {
  size: pageSizes.backups,
  sort: defaultSort,
  // The sort fields the server's backupListQuerySchema accepts.
  sortFields: ['id', 'fileName', 'statusType'],
};

/** /stores/{storeId}/backups (and /backup/*); without a storeId it goes to the first store's backups. */
export function BackupsPage() {
  const storeDbId = storeIdParam(useParams().storeId);
  if (storeDbId === null) return <Navigate to="/stores/backups" replace />;
  return <StoreBackups key={storeDbId} storeDbId={storeDbId} />;
}

function StoreBackups({ storeDbId }: { storeDbId: number }) {
  const { selectedDataCentre } = useSession();
  const store = useStore(storeDbId, { pollWhileWaiting: true });
  const storeStatus = store.data?.storeStatus.statusType;
  const storeBusy = isWaiting(storeStatus);
  const list = useListState(listDefaults);
  const params = { page: list.page, size: list.size, sort: list.sort, fuzzyString: list.q.trim() || undefined };
  const query = useBackupList(storeDbId, params, storeBusy);
  const refreshing = useHeldFlag(query.isFetching, refreshSpinnerHoldMs);
  const create = useCreateBackup();
  const [cloneOpened, clone] = useDisclosure(false);
  const [restoreOpened, restore] = useDisclosure(false);
  const [deleteOpened, confirmDelete] = useDisclosure(false);
  const [restoring, setRestoring] = useState<Backup | null>(null);
  const [deleting, setDeleting] = useState<Backup | null>(null);

  const columns = useMemo(
    () =>
      backupColumns({
        storeBusy,
        onRestore: (backup) => {
          setRestoring(backup);
          restore.open();
        },
        onDelete: (backup) => {
          setDeleting(backup);
          confirmDelete.open();
        },
      }),
    [storeBusy, restore.open, confirmDelete.open],
  );

  const createBackup = async () => {
    try {
      const backup = await create.mutateAsync(storeDbId);
      notifications.show({ color: 'green', message: `Backup ${backup.fileName} requested` });
    } catch {
      // The alert below shows the reason.
    }
  };

  const page = query.data;
  let body: ReactNode;
  if (query.isPending) body = <LoadingState />;
  else if (!page) body = <ErrorAlert error={query.error} />;
  else if (page.content.length === 0) body = <EmptyState text={backupTexts.empty} />;
  else
    body = (
      <DataTable
        caption="Backups"
        columns={columns}
        rows={page.content}
        rowKey={(backup) => backup.id}
        sort={list.sort}
        onSort={list.toggleSort}
      />
    );

  return (
    <Stack gap="md">
      <StoreHeader storeId={storeDbId} />
      <Title order={1} size="h2">
        {store.data?.name ?? 'Backups'}
      </Title>
      {storeBusy && storeStatus && (
        <Alert color="blue" role="status" aria-label="Store status">
          The store is <StoreStatusBadge status={storeStatus} /> while it loads a backup.
        </Alert>
      )}
      <ListToolbar
        search={list.q}
        onSearch={list.setSearch}
        onRefresh={() => void query.refetch()}
        refreshing={refreshing}
        addLabel="Create"
        onAdd={() => void createBackup()}
        addLoading={create.isPending}
        actions={
          <Button variant="light" leftSection={<IconCopy size={16} aria-hidden />} onClick={clone.open}>
            Clone
          </Button>
        }
      />
      {create.isError && <ErrorAlert error={create.error} title="The backup could not be created" />}
      {page && query.isError && <ErrorAlert error={query.error} />}
      {body}
      {page && page.totalElements > 0 && (
        <ListPagination
          page={list.page}
          totalPages={page.totalPages}
          totalElements={page.totalElements}
          onChange={list.setPage}
        />
      )}
      <CloneBackupDialog
        opened={cloneOpened}
        onClose={clone.close}
        targetStoreDbId={storeDbId}
        dataCentreId={selectedDataCentre?.id ?? store.data?.dataCentre.id ?? null}
      />
      <RestoreBackupDialog
        backup={restoring}
        targetStoreDbId={storeDbId}
        opened={restoreOpened}
        onClose={restore.close}
      />
      <DeleteBackupDialog backup={deleting} opened={deleteOpened} onClose={confirmDelete.close} />
    </Stack>
  );
}
