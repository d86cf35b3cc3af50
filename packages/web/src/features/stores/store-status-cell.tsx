import { Button, Group, VisuallyHidden } from '@mantine/core';
import type { Store } from '@store-console/contract';
import { type RowStatusAction, rowStatusActions, statusActionLabels } from './store-status.ts';
import { StoreStatusBadge } from './store-status-badge.tsx';

interface StoreStatusCellProps {
  store: Store;
  onAction: (action: RowStatusAction) => void;
  onLogs: () => void;
}

/**
 * The status badge, the actions nextStatusTypes offers (RETRY, DEACTIVATE, REACTIVATE) and, for a
 * FAILED store only, View Logs — on one line; the other stores' logs open from their details.
 */
export function StoreStatusCell({ store, onAction, onLogs }: StoreStatusCellProps) {
  const offered = rowStatusActions.filter((action) => store.storeStatus.nextStatusTypes.includes(action));
  const failed = store.storeStatus.statusType === 'FAILED';
  return (
    <Group gap={6} wrap="nowrap" miw="max-content">
      <StoreStatusBadge status={store.storeStatus.statusType} />
      {offered.map((action) => (
        <Button
          key={action}
          size="compact-xs"
          variant="light"
          color={action === 'DEACTIVATE' ? 'orange' : 'blue'}
          onClick={() => onAction(action)}
        >
          {statusActionLabels[action]} <VisuallyHidden>{store.name}</VisuallyHidden>
        </Button>
      ))}
      {failed && (
        <Button size="compact-xs" variant="light" color="red" onClick={onLogs} aria-label={`View logs ${store.name}`}>
          View Logs
        </Button>
      )}
    </Group>
  );
}
