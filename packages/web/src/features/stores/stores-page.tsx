import { Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Store } from '@store-console/contract';
import { lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStoreList } from '../../api/queries/stores.ts';
import { useSession } from '../../app/session/session-context.ts';
import { ListScreen } from '../../ui/list-screen/list-screen.tsx';
import { useListState } from '../../ui/list-screen/use-list-state.ts';
import { OnceOpened } from '../../ui/once-opened.tsx';
import { EmptyState } from '../../ui/states.tsx';
import type { PendingStatusAction } from './status-action-dialog.tsx';
import { storeColumns } from './store-columns.tsx';
import { StoreDetails, storeDetailsId } from './store-details.tsx';
import { StoreFilterSelects } from './store-filter-selects.tsx';
import { parseStoreFilters, requestedDataCentreId, type StoreFilters, updateStoreFilters } from './store-filters.ts';
import { storeListDefaults, storeListParams } from './store-list-query.ts';
import { StoresSummary } from './stores-summary.tsx';
import { syncStatusStoreIds } from './sync-status-ids.ts';

/** The forms and dialogs load when first opened (OnceOpened), not with the list. */
const CreateStoreModal = lazy(() => import('./create-store-modal.tsx').then((m) => ({ default: m.CreateStoreModal })));
const EditStoreDock = lazy(() => import('./edit-store-dock.tsx').then((m) => ({ default: m.EditStoreDock })));
const DeleteStoreDialog = lazy(() =>
  import('./delete-store-dialog.tsx').then((m) => ({ default: m.DeleteStoreDialog })),
);
const StatusActionDialog = lazy(() =>
  import('./status-action-dialog.tsx').then((m) => ({ default: m.StatusActionDialog })),
);
const StoreLogsDialog = lazy(() => import('./store-logs-dialog.tsx').then((m) => ({ default: m.StoreLogsDialog })));

/** A link may name the data centre to show (`?dc=3`, from the dashboard): a super admin switches to it. */
function useRequestedDataCentre() {
  const [params, setParams] = useSearchParams();
  const { dataCentres, selectDataCentre, isSuperAdmin } = useSession();
  const requested = requestedDataCentreId(params);
  useEffect(() => {
    if (requested === null) return;
    if (isSuperAdmin && dataCentres.some((dataCentre) => dataCentre.id === requested)) selectDataCentre(requested);
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('dc');
        return next;
      },
      { replace: true },
    );
  }, [requested, isSuperAdmin, dataCentres, selectDataCentre, setParams]);
}

export function StoresPage() {
  useRequestedDataCentre();
  const { selectedDataCentre, isSuperAdmin } = useSession();
  const dataCentreId = selectedDataCentre?.id ?? null;
  const list = useListState(storeListDefaults);
  const [params, setParams] = useSearchParams();
  const filters = parseStoreFilters(params);
  const setFilters = useCallback(
    (patch: Partial<StoreFilters>) => setParams((prev) => updateStoreFilters(prev, patch), { replace: true }),
    [setParams],
  );
  const query = useStoreList(dataCentreId, storeListParams(list, filters));
  const rows = query.data?.content;
  // A new array only when the page's SYNC_2 stores change, so the columns and the status query keep.
  const syncIdsKey = syncStatusStoreIds(rows ?? []).join(',');
  const syncStoreIds = useMemo(() => (syncIdsKey === '' ? [] : syncIdsKey.split(',').map(Number)), [syncIdsKey]);

  const [createOpened, create] = useDisclosure(false);
  const [editOpened, edit] = useDisclosure(false);
  const [deleteOpened, confirmDelete] = useDisclosure(false);
  const [actionOpened, confirmAction] = useDisclosure(false);
  const [logsOpened, logs] = useDisclosure(false);
  const [editing, setEditing] = useState<Store | null>(null);
  const [deleting, setDeleting] = useState<Store | null>(null);
  const [pendingAction, setPendingAction] = useState<PendingStatusAction | null>(null);
  const [logsOf, setLogsOf] = useState<Store | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());

  const columns = useMemo(
    () =>
      storeColumns({
        isExpanded: (store) => expanded.has(store.id),
        onToggle: (store) =>
          setExpanded((previous) => {
            const next = new Set(previous);
            if (!next.delete(store.id)) next.add(store.id);
            return next;
          }),
        onEdit: (store) => {
          setEditing(store);
          edit.open();
        },
        onDelete: (store) => {
          setDeleting(store);
          confirmDelete.open();
        },
        onStatusAction: (store, action) => {
          setPendingAction({ store, action });
          confirmAction.open();
        },
        onLogs: (store) => {
          setLogsOf(store);
          logs.open();
        },
        deleteNeedsPassword: !isSuperAdmin,
        syncStoreIds,
      }),
    [expanded, edit.open, confirmDelete.open, confirmAction.open, logs.open, isSuperAdmin, syncStoreIds],
  );

  if (dataCentreId === null) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">
          Stores
        </Title>
        <EmptyState text="No data center is selected." />
      </Stack>
    );
  }

  return (
    <ListScreen
      title="Stores"
      list={list}
      query={query}
      columns={columns}
      rowKey={(store) => store.id}
      emptyText="No stores."
      addLabel="Add store"
      onAdd={create.open}
      header={<StoresSummary dataCentreId={dataCentreId} />}
      aboveTable={
        <Group>
          <StoreFilterSelects filters={filters} onChange={setFilters} />
        </Group>
      }
      details={{
        isExpanded: (store) => expanded.has(store.id),
        id: storeDetailsId,
        render: (store) => (
          <StoreDetails
            store={store}
            onLogs={() => {
              setLogsOf(store);
              logs.open();
            }}
          />
        ),
      }}
      tableMinWidth={900}
    >
      <OnceOpened opened={createOpened}>
        {(shown) => <CreateStoreModal opened={shown} onClose={create.close} dataCentreId={dataCentreId} />}
      </OnceOpened>
      <OnceOpened opened={editOpened}>
        {(shown) => <EditStoreDock store={editing} opened={shown} onClose={edit.close} />}
      </OnceOpened>
      <OnceOpened opened={deleteOpened}>
        {(shown) => (
          <DeleteStoreDialog
            store={deleting}
            opened={shown}
            onClose={confirmDelete.close}
            isSuperAdmin={isSuperAdmin}
          />
        )}
      </OnceOpened>
      <OnceOpened opened={actionOpened}>
        {(shown) => <StatusActionDialog pending={pendingAction} opened={shown} onClose={confirmAction.close} />}
      </OnceOpened>
      <OnceOpened opened={logsOpened}>
        {(shown) => <StoreLogsDialog store={logsOf} opened={shown} onClose={logs.close} />}
      </OnceOpened>
    </ListScreen>
  );
}
