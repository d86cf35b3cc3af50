import { notifications } from '@mantine/notifications';
import type { ClientCredential } from '@store-console/contract';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useDeleteClientCredential } from './use-client-credentials.ts';

interface DeleteCredentialDialogProps {
  credential: ClientCredential | null;
  opened: boolean;
  onClose: () => void;
}

export function DeleteCredentialDialog({ credential, opened, onClose }: DeleteCredentialDialogProps) {
  const remove = useDeleteClientCredential();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title="Delete Client Credential"
      message={credential ? `delete client credential ${credential.clientName}?` : undefined}
      loading={remove.isPending}
      error={remove.error}
      onCancel={close}
      onConfirm={async () => {
        if (!credential) return;
        try {
          await remove.mutateAsync(credential.id);
        } catch {
          return; // The dialog shows the error and stays open.
        }
        notifications.show({ color: 'green', message: `Client credential ${credential.clientName} deleted` });
        close();
      }}
    />
  );
}
