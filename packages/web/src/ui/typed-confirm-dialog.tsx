import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { confirmTexts } from '@store-console/contract';
import { useEffect, useState } from 'react';
import { errorMessage } from '../api/api-error.ts';
import { useIsProduction } from './environment-context.ts';

interface TypedConfirmDialogProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  title: string;
  message: string;
  /** What the user must re-type (e.g. the store's primary domain) before Confirm does anything. */
  expected: string;
  fieldLabel: string;
  mismatchMessage: string;
  loading?: boolean;
  error?: unknown;
}

/**
 * A ConfirmDialog that also asks to re-type a value: a mismatch is named under the field and blocks
 * confirming. Like ConfirmDialog, production prefixes the title with 'PRODUCTION!' and shows it red.
 */
export function TypedConfirmDialog({
  opened,
  onCancel,
  onConfirm,
  title,
  message,
  expected,
  fieldLabel,
  mismatchMessage,
  loading = false,
  error,
}: TypedConfirmDialogProps) {
  const production = useIsProduction();
  const [typed, setTyped] = useState('');
  const [attempted, setAttempted] = useState(false);
  const matches = typed.trim().toLowerCase() === expected.trim().toLowerCase();
  const showMismatch = !matches && (attempted || typed !== '');

  // Every opening starts empty, whoever closed it last.
  useEffect(() => {
    if (!opened) {
      setTyped('');
      setAttempted(false);
    }
  }, [opened]);

  const confirm = () => {
    setAttempted(true);
    if (matches) onConfirm();
  };

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={production ? `${confirmTexts.productionPrefix} ${title}` : title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={production ? { title: { color: 'var(--mantine-color-red-7)', fontWeight: 700 } } : undefined}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
        noValidate
      >
        <Stack gap="md">
          <Text c={production ? 'red.7' : undefined} fw={production ? 600 : undefined}>
            {message}
          </Text>
          <TextInput
            label={fieldLabel}
            description={`Type ${expected} to continue`}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={showMismatch ? mismatchMessage : undefined}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
          />
          {error !== undefined && error !== null && (
            <Alert color="red" role="alert">
              {errorMessage(error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={loading} disabled={!matches}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
