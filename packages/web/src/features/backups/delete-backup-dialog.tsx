import type { Backup } from '@store-console/contract';
import { useDeleteBackup } from '../../api/queries/backups.ts';
import { DeleteDialog } from '../../ui/delete-dialog.tsx';
import { backupTexts } from './backup-texts.ts';

interface DeleteBackupDialogProps {
  backup: Backup | null;
  opened: boolean;
  onClose: () => void;
}

export function DeleteBackupDialog({ backup, opened, onClose }: DeleteBackupDialogProps) {
  const remove = useDeleteBackup();
  return (
    <DeleteDialog
      item={backup}
      opened={opened}
      onClose={onClose}
      remove={remove}
      variables={(item) => item}
      title="Delete Backup"
      message={backupTexts.delete}
      deleted={(item) => `Backup ${item.fileName} deleted`}
    />
  );
}
