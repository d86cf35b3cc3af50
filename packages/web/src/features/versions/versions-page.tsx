import { Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { pageSizes, type Version, versionSortFields } from '@store-console/contract';
import { useMemo, useState } from 'react';
import { useCurrentVersion, useVersionHistory } from '../../api/queries/versions.ts';
import { useSession } from '../../app/session/session-context.ts';
import { ListScreen } from '../../ui/list-screen/list-screen.tsx';
import { type ListDefaults, toListParams } from '../../ui/list-screen/list-state.ts';
import { useListState } from '../../ui/list-screen/use-list-state.ts';
import { CreateVersionModal } from './create-version-modal.tsx';
import { CurrentVersion } from './current-version.tsx';
import { DeleteVersionDialog } from './delete-version-dialog.tsx';
import { EditVersionDock } from './edit-version-dock.tsx';
import { versionColumns } from './version-columns.tsx';

/** GET /versions/history, 20 a page, newest first; page, sort and search are the server's. */
const listDefaults: ListDefaults = { size: pageSizes.versionHistory, sort: 'id,DESC', sortFields: versionSortFields };

/** Version history for everyone; creating, editing and deleting versions is for a SUPER_ADMIN. */
export function VersionsPage() {
  const { isSuperAdmin } = useSession();
  const list = useListState(listDefaults);
  const current = useCurrentVersion();
  const query = useVersionHistory(toListParams(list));
  const [createOpened, create] = useDisclosure(false);
  const [editOpened, edit] = useDisclosure(false);
  const [deleteOpened, confirmDelete] = useDisclosure(false);
  const [editing, setEditing] = useState<Version | null>(null);
  const [deleting, setDeleting] = useState<Version | null>(null);

  const actions = useMemo(
    () =>
      isSuperAdmin
        ? {
            onEdit: (version: Version) => {
              setEditing(version);
              edit.open();
            },
            onDelete: (version: Version) => {
              setDeleting(version);
              confirmDelete.open();
            },
          }
        : null,
    [isSuperAdmin, edit.open, confirmDelete.open],
  );
  const columns = useMemo(() => versionColumns(actions), [actions]);

  return (
    <ListScreen
      title="Version History"
      caption="Previous Versions"
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      emptyText="No previous versions."
      addLabel="Add version"
      onAdd={isSuperAdmin ? create.open : undefined}
      onRefresh={() => {
        void query.refetch();
        void current.refetch();
      }}
      aboveTable={
        <>
          <CurrentVersion actions={actions} />
          <Title order={2} size="h4">
            Previous Versions
          </Title>
        </>
      }
    >
      {isSuperAdmin && (
        <>
          <CreateVersionModal opened={createOpened} onClose={create.close} />
          <EditVersionDock version={editing} opened={editOpened} onClose={edit.close} />
          <DeleteVersionDialog version={deleting} opened={deleteOpened} onClose={confirmDelete.close} />
        </>
      )}
    </ListScreen>
  );
}
