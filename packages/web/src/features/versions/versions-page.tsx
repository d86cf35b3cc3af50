import { Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { pageSizes, refreshSpinnerHoldMs, type Version, versionSortFields } from '@store-console/contract';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useSession } from '../../app/session/session-context.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { DataTable } from '../../ui/list-screen/data-table.tsx';
import type { ListDefaults } from '../../ui/list-screen/list-state.ts';
import { ListToolbar } from '../../ui/list-screen/list-toolbar.tsx';
import { useHeldFlag } from '../../ui/list-screen/use-held-flag.ts';
import { useListState } from '../../ui/list-screen/use-list-state.ts';
import { EmptyState, LoadingState } from '../../ui/states.tsx';
import { CreateVersionModal } from './create-version-modal.tsx';
import { CurrentVersion } from './current-version.tsx';
import { DeleteVersionDialog } from './delete-version-dialog.tsx';
import { EditVersionDock } from './edit-version-dock.tsx';
import { useCurrentVersion, useVersionSearch } from './use-versions.ts';
import { versionColumns } from './version-columns.tsx';

/** Only the search (`q`) of the URL's list state applies: the collection is short and comes whole. */
const listDefaults: ListDefaults = { size: pageSizes.versionHistory, sort: 'id,DESC', sortFields: versionSortFields };

/** Version history for everyone; creating, editing and deleting versions is for a SUPER_ADMIN. */
export function VersionsPage() {
  const { isSuperAdmin } = useSession();
  const list = useListState(listDefaults);
  const query = useVersionSearch(list.q);
  const current = useCurrentVersion();
  const refreshing = useHeldFlag(query.isFetching || current.isFetching, refreshSpinnerHoldMs);
  const [createOpened, create] = useDisclosure(false);
  const [editOpened, edit] = useDisclosure(false);
  const [deleteOpened, confirmDelete] = useDisclosure(false);
  const [editing, setEditing] = useState<Version | null>(null);
  const [deleting, setDeleting] = useState<Version | null>(null);
  const previousHeadingId = useId();

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

  const currentId = current.data?.id;
  const previous = query.data?.filter((version) => version.id !== currentId);

  let table: ReactNode;
  if (query.isPending) table = <LoadingState />;
  else if (!previous) table = <ErrorAlert error={query.error} />;
  else if (previous.length === 0) table = <EmptyState text="No previous versions." />;
  else table = <DataTable caption="Previous Versions" columns={columns} rows={previous} rowKey={(row) => row.id} />;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Version History
      </Title>
      <ListToolbar
        search={list.q}
        onSearch={list.setSearch}
        onRefresh={() => {
          void query.refetch();
          void current.refetch();
        }}
        refreshing={refreshing}
        addLabel="Add version"
        onAdd={isSuperAdmin ? create.open : undefined}
      />
      <CurrentVersion actions={actions} />
      <section aria-labelledby={previousHeadingId}>
        <Title order={2} size="h4" mb="sm" id={previousHeadingId}>
          Previous Versions
        </Title>
        {previous && query.isError && <ErrorAlert error={query.error} />}
        {table}
      </section>
      {isSuperAdmin && (
        <>
          <CreateVersionModal opened={createOpened} onClose={create.close} />
          <EditVersionDock version={editing} opened={editOpened} onClose={edit.close} />
          <DeleteVersionDialog version={deleting} opened={deleteOpened} onClose={confirmDelete.close} />
        </>
      )}
    </Stack>
  );
}
