import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ApiError, errorMessage } from '../../api/api-error.ts';

/** Spec 8: operator save errors show the response code (e.g. 4091-conflict), with the message beneath. */
export function SaveErrorAlert({ error }: { error: unknown }) {
  const code = error instanceof ApiError ? error.code : undefined;
  return (
    <Alert color="red" variant="light" title={code} icon={<IconAlertCircle aria-hidden />} role="alert">
      {errorMessage(error)}
    </Alert>
  );
}
