import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError, errorMessage } from '../../api/api-error.ts';

/** Spec 8: a 409 on save shows the response code (e.g. 4091-conflict), any other failure the message. */
export function StoreSaveError({ error }: { error: unknown }) {
  const conflict = error instanceof ApiError && error.status === 409;
  return (
    <Alert
      color="red"
      variant="light"
      title={conflict ? error.code : undefined}
      icon={<IconAlertCircle aria-hidden />}
      role="alert"
    >
      {errorMessage(error)}
    </Alert>
  );
}
