import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '../api/api-error.ts';

interface ErrorAlertProps {
  error: unknown;
  title?: string;
}

/** A red alert with the server's message (or the client's, for timeouts and network failures). */
export function ErrorAlert({ error, title }: ErrorAlertProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />} role="alert">
      {errorMessage(error)}
    </Alert>
  );
}
