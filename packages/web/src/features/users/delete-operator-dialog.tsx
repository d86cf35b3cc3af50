import { confirmTexts, type Operator } from '@store-console/contract';
import { useDeleteOperator } from '../../api/queries/operators.ts';
import { DeleteDialog } from '../../ui/delete-dialog.tsx';

interface DeleteOperatorDialogProps {
  operator: Operator | null;
  opened: boolean;
  onClose: () => void;
}

export function DeleteOperatorDialog({ operator, opened, onClose }: DeleteOperatorDialogProps) {
  const remove = useDeleteOperator();
  return (
    <DeleteDialog
      item={operator}
      opened={opened}
      onClose={onClose}
      remove={remove}
      variables={(item) => item.id}
      title="Delete User"
      message={(item) => confirmTexts.deleteUser(item.username)}
      deleted={(item) => `User ${item.username} is being deleted`}
    />
  );
}
