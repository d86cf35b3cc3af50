import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError, errorMessage } from '../../api/api-error.ts';

interface SaveErrorAlertProps {
  /** The form's save error; nothing shows while it is null. */
  error: unknown;
  /**
   * Operator save errors show the response code ('always'); a store's save shows it for a
   * 409 ('conflict'); other forms show the message alone.
   */
  code?: 'always' | 'conflict' | 'never';
}

/** The one save-error alert of every form: red, with the server's message. */
export function SaveErrorAlert({ error, code = 'never' }: SaveErrorAlertProps) {
  if (error === null || error === undefined) return null;
  const shown = error instanceof ApiError && (code === 'always' || (code === 'conflict' && error.status === 409));
  return (
    <Alert
      color="red"
      variant="light"
      title={shown ? error.code : undefined}
      icon={<IconAlertCircle aria-hidden />}
      role="alert"
    >
      {errorMessage(error)}
    </Alert>
  );
}
