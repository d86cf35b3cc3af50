import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { confirmTexts } from '@store-console/contract';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/api-error.ts';
import { useIsProduction } from './environment-context.ts';

interface ConfirmDialogProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  title?: string;
  message?: string;
  loading?: boolean;
  error?: unknown;
  /** What the action will do, in detail, under the message (a list of what it changes). */
  children?: ReactNode;
  confirmLabel?: string;
  /** The action cannot be confirmed as it stands (the details say why). */
  confirmDisabled?: boolean;
}

/** Confirmation of a destructive action; in production the title is prefixed 'PRODUCTION!' and red. */
export function ConfirmDialog({
  opened,
  onCancel,
  onConfirm,
  title = 'Confirm',
  message = confirmTexts.default,
  loading = false,
  error,
  children,
  confirmLabel = 'Confirm',
  confirmDisabled = false,
}: ConfirmDialogProps) {
  const production = useIsProduction();
  const shownTitle = production ? `${confirmTexts.productionPrefix} ${title}` : title;
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={shownTitle}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={production ? { title: { color: 'var(--mantine-color-red-7)', fontWeight: 700 } } : undefined}
    >
      <Text c={production ? 'red.7' : undefined} fw={production ? 600 : undefined}>
        {message}
      </Text>
      {children}
      {error !== undefined && error !== null && (
        <Alert color="red" mt="md" role="alert">
          {errorMessage(error)}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          Cancel
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading} disabled={confirmDisabled}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
