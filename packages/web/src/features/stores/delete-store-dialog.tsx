import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { confirmTexts, messages, type Store } from '@store-console/contract';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { useChangeStoreStatus } from '../../api/queries/stores.ts';
import { useIsProduction } from '../../ui/environment-context.ts';
import { TypedConfirmDialog } from '../../ui/typed-confirm-dialog.tsx';

export const storeUrlMismatch = 'Please provide the correct Store URL to continue';

interface DeleteStoreDialogProps {
  store: Store | null;
  opened: boolean;
  onClose: () => void;
  /** A super admin re-types the Store URL; anyone else confirms with their own password. */
  isSuperAdmin: boolean;
}

export function DeleteStoreDialog({ store, opened, onClose, isSuperAdmin }: DeleteStoreDialogProps) {
  const remove = useChangeStoreStatus();
  const close = () => {
    remove.reset();
    onClose();
  };
  const submit = async (password?: string) => {
    if (!store) return false;
    try {
      await remove.mutateAsync({
        id: store.id,
        change: password === undefined ? { statusType: 'DELETE' } : { statusType: 'DELETE', password },
      });
    } catch {
      return false; // The dialog shows the error and stays open.
    }
    notifications.show({ color: 'green', message: `Store ${store.name} is being deleted` });
    close();
    return true;
  };

  if (isSuperAdmin) {
    return (
      <TypedConfirmDialog
        opened={opened}
        title="Delete Store"
        message={store ? confirmTexts.deleteStore(store.name) : ''}
        expected={store ? (store.primaryDomain ?? store.stgDomain) : ''}
        fieldLabel="Store URL"
        mismatchMessage={storeUrlMismatch}
        loading={remove.isPending}
        error={remove.error}
        onCancel={close}
        onConfirm={() => void submit()}
      />
    );
  }
  return (
    <PasswordDeleteDialog
      store={store}
      opened={opened}
      loading={remove.isPending}
      error={remove.error}
      onCancel={close}
      onSubmit={submit}
    />
  );
}

interface PasswordDeleteDialogProps {
  store: Store | null;
  opened: boolean;
  loading: boolean;
  error: unknown;
  onCancel: () => void;
  onSubmit: (password: string) => Promise<boolean>;
}

/**
 * A partner confirms a delete with their own password, which only the server checks. The field is
 * uncontrolled and emptied after every attempt, so the password is not kept in the console's state.
 */
function PasswordDeleteDialog({ store, opened, loading, error, onCancel, onSubmit }: PasswordDeleteDialogProps) {
  const production = useIsProduction();
  const [missing, setMissing] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const password = new FormData(form).get('password');
    if (typeof password !== 'string' || password === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    await onSubmit(password);
    form.reset();
  };
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={production ? `${confirmTexts.productionPrefix} Confirm with your password` : 'Confirm with your password'}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={production ? { title: { color: 'var(--mantine-color-red-7)', fontWeight: 700 } } : undefined}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <Text c={production ? 'red.7' : undefined} fw={production ? 600 : undefined}>
            {store ? confirmTexts.deleteStore(store.name) : confirmTexts.default}
          </Text>
          <PasswordInput
            name="password"
            label="Password"
            autoComplete="current-password"
            error={missing ? messages.required : undefined}
            data-autofocus
          />
          {error !== null && error !== undefined && (
            <Alert color="red" role="alert">
              {errorMessage(error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={loading}>
              Delete
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
