import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../api/api-error.ts';

/**
 * What the last action of a sync tab came to (green or red alerts, dismissible). A failure's
 * title is the spec's text; its body is the server's reason when there is one.
 */
export type Outcome = { ok: boolean; title: string; body?: ReactNode } | null;

export const succeeded = (title: string, body?: ReactNode): Outcome => ({ ok: true, title, body });

/** The spec's failure text, with the server's message (or the client's, for a timeout) under it. */
export function failed(title: string, error?: unknown): Outcome {
  const reason = error === undefined ? undefined : errorMessage(error);
  return { ok: false, title, body: reason && reason !== title ? reason : undefined };
}

export function OutcomeAlert({ outcome, onClose }: { outcome: Outcome; onClose: () => void }) {
  if (!outcome) return null;
  return (
    <Alert
      color={outcome.ok ? 'green' : 'red'}
      variant="light"
      icon={outcome.ok ? <IconCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
      role={outcome.ok ? 'status' : 'alert'}
      title={outcome.title}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      {outcome.body}
    </Alert>
  );
}
