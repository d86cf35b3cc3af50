import type { Version } from '@store-console/contract';
import { useDeleteVersion } from '../../api/queries/versions.ts';
import { DeleteDialog } from '../../ui/delete-dialog.tsx';

interface DeleteVersionDialogProps {
  version: Version | null;
  opened: boolean;
  onClose: () => void;
}

/** Deleting a version asks the default question, 'Are you sure?'. */
export function DeleteVersionDialog({ version, opened, onClose }: DeleteVersionDialogProps) {
  const remove = useDeleteVersion();
  return (
    <DeleteDialog
      item={version}
      opened={opened}
      onClose={onClose}
      remove={remove}
      variables={(item) => item.id}
      title="Delete Version"
      deleted={(item) => `Version ${item.name} deleted`}
    />
  );
}
