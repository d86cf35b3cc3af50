import type { ClientCredential } from '@store-console/contract';
import { useDeleteClientCredential } from '../../api/queries/client-credentials.ts';
import { DeleteDialog } from '../../ui/delete-dialog.tsx';

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
