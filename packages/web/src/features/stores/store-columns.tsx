import { ActionIcon, Anchor, Group, Text } from '@mantine/core';
import type { Store } from '@store-console/contract';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { Column } from '../../ui/data-table/data-table.tsx';
import { formatBytes, formatDatabaseSize } from '../../ui/format-size.ts';
import { storeDetailsId } from './store-details.tsx';
import { StoreRowActions } from './store-row-actions.tsx';
import type { RowStatusAction } from './store-status.ts';
import { StoreStatusCell } from './store-status-cell.tsx';

export interface StoreColumnActions {
  isExpanded: (store: Store) => boolean;
  onToggle: (store: Store) => void;
  onEdit: (store: Store) => void;
  onDelete: (store: Store) => void;
  onStatusAction: (store: Store, action: RowStatusAction) => void;
  onLogs: (store: Store) => void;
  deleteNeedsPassword: boolean;
  /** The page's SYNC_2 stores, whose statuses one batch call polls. */
  syncStoreIds: readonly number[];
}

function Nowrap({ children }: { children: string }) {
  return (
    <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}

export function storeColumns(actions: StoreColumnActions): Column<Store>[] {
  return [
    {
      key: 'name',
      header: 'Store',
      sortField: 'name',
      render: (store) => {
        const expanded = actions.isExpanded(store);
        return (
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={`Details ${store.name}`}
              aria-expanded={expanded}
              aria-controls={expanded ? storeDetailsId(store) : undefined}
              onClick={() => actions.onToggle(store)}
            >
              {expanded ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
            </ActionIcon>
            {/* One line per row: a long name is cut with an ellipsis and shown whole in its title. */}
            <Anchor
              component="button"
              type="button"
              fw={600}
              fz="sm"
              ta="left"
              maw={220}
              truncate="end"
              title={store.name}
              onClick={() => actions.onEdit(store)}
            >
              {store.name}
            </Anchor>
          </Group>
        );
      },
    },
    {
      key: 'db',
      header: 'DB',
      sortField: 'databaseSize',
      render: (store) => <Nowrap>{formatDatabaseSize(store.databaseSize)}</Nowrap>,
    },
    {
      key: 'cdn',
      header: 'CDN',
      sortField: 'cdnSize',
      render: (store) => <Nowrap>{formatBytes(store.cdnSize)}</Nowrap>,
    },
    { key: 'contact', header: 'Contact', render: (store) => <Nowrap>{store.contactName ?? ''}</Nowrap> },
    {
      key: 'erp',
      header: 'ERP',
      render: (store) => (
        // A long ERP name wraps (its version after it), leaving the room to the status badges.
        <Text size="sm" miw={190}>
          {store.erpType.name}{' '}
          <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {store.erpTypeVersion.name}
          </Text>
        </Text>
      ),
    },
    { key: 'type', header: 'Type', sortField: 'storeType', render: (store) => store.storeType },
    {
      key: 'status',
      header: 'Status',
      sortField: 'statusType',
      render: (store) => (
        <StoreStatusCell
          store={store}
          onAction={(action) => actions.onStatusAction(store, action)}
          onLogs={() => actions.onLogs(store)}
        />
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (store) => (
        <StoreRowActions
          store={store}
          onEdit={() => actions.onEdit(store)}
          onDelete={() => actions.onDelete(store)}
          deleteNeedsPassword={actions.deleteNeedsPassword}
          syncStoreIds={actions.syncStoreIds}
        />
      ),
    },
  ];
}
