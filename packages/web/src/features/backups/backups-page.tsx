import { Alert, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type Backup, defaultSort, isWaiting, pageSizes } from '@store-console/contract';
import { IconCopy } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useBackupList, useCreateBackup } from '../../api/queries/backups.ts';
import { useCurrentStore } from '../../app/current-store.ts';
import { useSession } from '../../app/session/session-context.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { ListScreen } from '../../ui/list-screen/list-screen.tsx';
import type { ListDefaults } from '../../ui/list-screen/list-state.ts';
import { useListState } from '../../ui/list-screen/use-list-state.ts';
import { StoreStatusBadge } from '../stores/store-status-badge.tsx';
import { backupColumns } from './backup-columns.tsx';
import { backupTexts } from './backup-texts.ts';
import { CloneBackupDialog } from './clone-backup-dialog.tsx';
import { DeleteBackupDialog } from './delete-backup-dialog.tsx';
import { RestoreBackupDialog } from './restore-backup-dialog.tsx';

const listDefaults: ListDefaults = {
  size: pageSizes.backups,
  sort: defaultSort,
  // The sort fields the server's backupListQuerySchema accepts.
  sortFields: ['id', 'fileName', 'statusType'],
};

/** /stores/{storeId}/backups (and /backup/*): the store's backups, under the store header that names it. */
export function BackupsPage() {
  const store = useCurrentStore();
  const { selectedDataCentre, isSuperAdmin } = useSession();
  const storeStatus = store.storeStatus.statusType;
  const storeBusy = isWaiting(storeStatus);
  const list = useListState(listDefaults);
  const params = {
    page: list.page,
    size: list.size,
    sort: list.sort,
    cursor: list.cursor || undefined,
    fuzzyString: list.q.trim() || undefined,
  };
  const query = useBackupList(store.id, params, storeBusy);
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
      const backup = await create.mutateAsync(store.id);
      notifications.show({ color: 'green', message: `Backup ${backup.fileName} requested` });
    } catch {
      // The alert above the table shows the reason.
    }
  };

  return (
    <ListScreen
      caption="Backups"
      list={list}
      query={query}
      columns={columns}
      rowKey={(backup) => backup.id}
      emptyText={backupTexts.empty}
      addLabel="Create"
      onAdd={() => void createBackup()}
      addLoading={create.isPending}
      header={
        storeBusy && (
          <Alert color="blue" role="status" aria-label="Store status">
            The store is <StoreStatusBadge status={storeStatus} /> while it loads a backup.
          </Alert>
        )
      }
      actions={
        <>
          <Button variant="light" leftSection={<IconCopy size={16} aria-hidden />} onClick={clone.open}>
            Clone
          </Button>
          {isSuperAdmin && (
            <Button component={Link} to="/stores/environments" variant="subtle">
              Environments
            </Button>
          )}
        </>
      }
      aboveTable={create.isError && <ErrorAlert error={create.error} title="The backup could not be created" />}
    >
      <CloneBackupDialog
        opened={cloneOpened}
        onClose={clone.close}
        targetStoreDbId={store.id}
        dataCentreId={selectedDataCentre?.id ?? store.dataCentre.id}
      />
      <RestoreBackupDialog
        backup={restoring}
        targetStoreDbId={store.id}
        opened={restoreOpened}
        onClose={restore.close}
      />
      <DeleteBackupDialog backup={deleting} opened={deleteOpened} onClose={confirmDelete.close} />
    </ListScreen>
  );
}
