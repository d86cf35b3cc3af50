import type { ClientCredential } from '@store-console/contract';
import { DeleteDialog } from '../../ui/delete-dialog.tsx';
import { useDeleteClientCredential } from './use-client-credentials.ts';

interface DeleteCredentialDialogProps {
  credential: ClientCredential | null;
  opened: boolean;
  onClose: () => void;
}

export function DeleteCredentialDialog({ credential, opened, onClose }: DeleteCredentialDialogProps) {
  const remove = useDeleteClientCredential();
  return (
    <DeleteDialog
      item={credential}
      opened={opened}
      onClose={onClose}
      remove={remove}
      variables={(item) => item}
      title="Delete Client Credential"
      message={(item) => `delete client credential ${item.clientName}?`}
      deleted={(item) => `Client credential ${item.clientName} deleted`}
    />
  );
}
