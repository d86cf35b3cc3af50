import { notifications } from '@mantine/notifications';
import { ConfirmDialog } from './confirm-dialog.tsx';

/** What the dialog needs of a delete mutation (a TanStack `useMutation` result fits). */
export interface DeleteMutation<V> {
  mutateAsync: (variables: V) => Promise<unknown>;
  reset: () => void;
  isPending: boolean;
  error: unknown;
}

interface DeleteDialogProps<T, V> {
  /** The row to delete; the dialog does nothing while it is null. */
  item: T | null;
  opened: boolean;
  onClose: () => void;
  remove: DeleteMutation<V>;
  /** What the mutation is called with, e.g. the row's id. */
  variables: (item: T) => V;
  title: string;
  /** The question; without it the dialog asks the default one. */
  message?: string | ((item: T) => string);
  /** The green notification shown once the delete succeeded. */
  deleted: (item: T) => string;
}

/**
 * Confirmation of a delete: runs the mutation, shows its error and stays open when it fails, otherwise
 * notifies and closes.
 */
export function DeleteDialog<T, V>({
  item,
  opened,
  onClose,
  remove,
  variables,
  title,
  message,
  deleted,
}: DeleteDialogProps<T, V>) {
  const close = () => {
    remove.reset();
    onClose();
  };
  const question = typeof message === 'function' ? (item ? message(item) : undefined) : message;
  return (
    <ConfirmDialog
      opened={opened}
      title={title}
      message={question}
      loading={remove.isPending}
      error={remove.error}
      onCancel={close}
      onConfirm={async () => {
        if (!item) return;
        try {
          await remove.mutateAsync(variables(item));
        } catch {
          return; // The dialog shows the error and stays open.
        }
        notifications.show({ color: 'green', message: deleted(item) });
        close();
      }}
    />
  );
}
