import { ActionIcon, Group } from '@mantine/core';
import type { Store } from '@store-console/contract';
import {
  IconApi,
  IconArrowsExchange,
  IconChartBar,
  IconDatabaseExport,
  IconKey,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { type ComponentProps, lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { ActionHint } from '../../ui/action-hint.tsx';
import { useIdle } from '../../ui/use-idle.ts';
import classes from './store-row-actions.module.css';

const StoreSyncAction = lazy(() => import('./store-sync-action.tsx').then((m) => ({ default: m.StoreSyncAction })));

/**
 * A SYNC_2 store's Sync action with its status mark, once the browser is idle after the rows show
 * (the plain action until then): the mark's chunk and its status call are not what the list's
 * first paint waits for.
 */
function SyncActionWhenIdle({ children, ...props }: { children: ReactNode } & ComponentProps<typeof StoreSyncAction>) {
  const idle = useIdle(1000);
  if (!idle) return children;
  return (
    <Suspense fallback={children}>
      <StoreSyncAction {...props} />
    </Suspense>
  );
}

interface StoreRowActionsProps {
  store: Store;
  onEdit: () => void;
  onDelete: () => void;
  /** A super admin deletes directly; others confirm with their password. */
  deleteNeedsPassword: boolean;
  /** The page's SYNC_2 stores, whose statuses one batch call polls (the Sync action shows them). */
  syncStoreIds: readonly number[];
}

/**
 * A row action that is a link. `mark` draws a status dot on its corner (the Sync action's health),
 * `hint` replaces the label in the hover hint, and `description` is read after the button's name.
 */
export function LinkAction({
  label,
  name,
  to,
  icon,
  mark,
  hint,
  description,
}: {
  label: string;
  name: string;
  to: string;
  icon: ReactNode;
  mark?: string;
  hint?: string;
  description?: string;
}) {
  return (
    <ActionHint label={hint ?? label}>
      <ActionIcon
        component={Link}
        to={to}
        variant="subtle"
        aria-label={`${label} ${name}${description ? ` (${description})` : ''}`}
      >
        {icon}
      </ActionIcon>
      {mark && <span aria-hidden className={classes.mark} style={{ background: mark }} />}
    </ActionHint>
  );
}

/** Stats, Backup, Edit, Sync, Client Credentials, API Gateways and Delete of one store row. */
export function StoreRowActions({ store, onEdit, onDelete, deleteNeedsPassword, syncStoreIds }: StoreRowActionsProps) {
  const base = `/stores/${store.id}`;
  const deleted = store.storeStatus.statusType === 'DELETED';
  const canDelete = store.storeStatus.nextStatusTypes.includes('DELETE');
  const syncPath = `${base}/synchronization`;
  const syncAction = (
    <LinkAction label="Sync" name={store.name} to={syncPath} icon={<IconArrowsExchange size={18} aria-hidden />} />
  );
  return (
    <Group gap={2} wrap="nowrap">
      <LinkAction label="Stats" name={store.name} to={`${base}/stats`} icon={<IconChartBar size={18} aria-hidden />} />
      <LinkAction
        label="Backup"
        name={store.name}
        to={`${base}/backup`}
        icon={<IconDatabaseExport size={18} aria-hidden />}
      />
      <ActionHint label="Edit">
        <ActionIcon variant="subtle" aria-label={`Edit ${store.name}`} onClick={onEdit} disabled={deleted}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </ActionHint>
      {store.syncVersion === 'SYNC_2' ? (
        <SyncActionWhenIdle storeId={store.id} name={store.name} to={syncPath} pageStoreIds={syncStoreIds}>
          {syncAction}
        </SyncActionWhenIdle>
      ) : (
        syncAction
      )}
      <LinkAction
        label="Client Credentials"
        name={store.name}
        to={`${base}/credentials`}
        icon={<IconKey size={18} aria-hidden />}
      />
      <LinkAction
        label="API Gateways"
        name={store.name}
        to={`${base}/gateway`}
        icon={<IconApi size={18} aria-hidden />}
      />
      <ActionHint label={deleteNeedsPassword ? 'Delete (asks for your password)' : 'Delete'}>
        <ActionIcon
          variant="subtle"
          color="red"
          // A partner's Delete works (through a password dialog), so it looks enabled and says where it leads.
          aria-label={deleteNeedsPassword ? `Delete ${store.name} (asks for your password)` : `Delete ${store.name}`}
          aria-haspopup="dialog"
          onClick={onDelete}
          disabled={!canDelete}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </ActionHint>
    </Group>
  );
}
