import { notifications } from '@mantine/notifications';
import { confirmTexts, type Operator } from '@store-console/contract';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { useDeleteOperator } from './use-operators.ts';

interface DeleteOperatorDialogProps {
  operator: Operator | null;
  opened: boolean;
  onClose: () => void;
}

export function DeleteOperatorDialog({ operator, opened, onClose }: DeleteOperatorDialogProps) {
  const remove = useDeleteOperator();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      opened={opened}
      title="Delete User"
      message={operator ? confirmTexts.deleteUser(operator.username) : undefined}
      loading={remove.isPending}
      error={remove.error}
      onCancel={close}
      onConfirm={async () => {
        if (!operator) return;
        try {
          await remove.mutateAsync(operator.id);
        } catch {
          return; // The dialog shows the error and stays open.
        }
        notifications.show({ color: 'green', message: `User ${operator.username} is being deleted` });
        close();
      }}
    />
  );
}
