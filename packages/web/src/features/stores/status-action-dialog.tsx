import { notifications } from '@mantine/notifications';
import type { Store } from '@store-console/contract';
import { useChangeStoreStatus } from '../../api/queries/stores.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { type RowStatusAction, statusActionLabels, statusActionQuestion } from './store-status.ts';

export interface PendingStatusAction {
  store: Store;
  action: RowStatusAction;
}

interface StatusActionDialogProps {
  pending: PendingStatusAction | null;
  opened: boolean;
  onClose: () => void;
}

/** Confirms RETRY, DEACTIVATE or REACTIVATE, then asks the server (409 when it is no longer offered). */
export function StatusActionDialog({ pending, opened, onClose }: StatusActionDialogProps) {
  const change = useChangeStoreStatus();
  const close = () => {
    change.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={pending ? `${statusActionLabels[pending.action]} Store` : 'Confirm'}
      message={pending ? statusActionQuestion(pending.action, pending.store.name) : undefined}
      loading={change.isPending}
      error={change.error}
      onCancel={close}
      onConfirm={async () => {
        if (!pending) return;
        try {
          const moved = await change.mutateAsync({ id: pending.store.id, change: { statusType: pending.action } });
          notifications.show({ color: 'green', message: `Store ${moved.name} is ${moved.storeStatus.statusType}` });
        } catch {
          return; // The dialog shows the error and stays open.
        }
        close();
      }}
    />
  );
}
