import { notifications } from '@mantine/notifications';
import type { Backup } from '@store-console/contract';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { backupTexts } from './backup-texts.ts';
import { useDeleteBackup } from './use-backups.ts';

interface DeleteBackupDialogProps {
  backup: Backup | null;
  opened: boolean;
  onClose: () => void;
}

export function DeleteBackupDialog({ backup, opened, onClose }: DeleteBackupDialogProps) {
  const remove = useDeleteBackup();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title="Delete Backup"
      message={backupTexts.delete}
      loading={remove.isPending}
      error={remove.error}
      onCancel={close}
      onConfirm={async () => {
        if (!backup) return;
        try {
          await remove.mutateAsync(backup.id);
        } catch {
          return;
        }
        notifications.show({ color: 'green', message: `Backup ${backup.fileName} deleted` });
        close();
      }}
    />
  );
}
