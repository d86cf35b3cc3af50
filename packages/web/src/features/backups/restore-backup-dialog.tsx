import { notifications } from '@mantine/notifications';
import type { Backup } from '@store-console/contract';
import { useRestoreBackup } from '../../api/queries/backups.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { backupTexts } from './backup-texts.ts';

interface RestoreBackupDialogProps {
  /** The backup to load: this store's own, or another store's for a clone. */
  backup: Backup | null;
  targetStoreDbId: number;
  opened: boolean;
  onClose: () => void;
  onRestored?: () => void;
  /** The environment a cloned backup comes from; omitted for production. */
  environment?: string | undefined;
}

export function RestoreBackupDialog({
  backup,
  targetStoreDbId,
  opened,
  onClose,
  onRestored,
  environment,
}: RestoreBackupDialogProps) {
  const restore = useRestoreBackup();
  const close = () => {
    restore.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title="Restore Backup"
      message={backupTexts.restore}
      loading={restore.isPending}
      error={restore.error}
      onCancel={close}
      onConfirm={async () => {
        if (!backup) return;
        try {
          await restore.mutateAsync({ targetStoreDbId, backup, ...(environment ? { environment } : {}) });
        } catch {
          return; // The dialog shows the error and stays open.
        }
        notifications.show({ color: 'green', message: `Restore of ${backup.fileName} started` });
        close();
        onRestored?.();
      }}
    />
  );
}
