import { notifications } from '@mantine/notifications';
import type { Version } from '@store-console/contract';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useDeleteVersion } from './use-versions.ts';

interface DeleteVersionDialogProps {
  version: Version | null;
  opened: boolean;
  onClose: () => void;
}

/** Deleting a version asks the default question, 'Are you sure?'. */
export function DeleteVersionDialog({ version, opened, onClose }: DeleteVersionDialogProps) {
  const remove = useDeleteVersion();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title="Delete Version"
      loading={remove.isPending}
      error={remove.error}
      onCancel={close}
      onConfirm={async () => {
        if (!version) return;
        try {
          await remove.mutateAsync(version.id);
        } catch {
          return; // The dialog shows the error and stays open.
        }
        notifications.show({ color: 'green', message: `Version ${version.name} deleted` });
        close();
      }}
    />
  );
}
