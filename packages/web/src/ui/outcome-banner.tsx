import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';

/** What a form's last save (or delete) came to: the text to show, green or red; null shows nothing. */
export type BannerOutcome = { ok: true; text: string } | { ok: false; text: string } | null;

/**
 * The banner over a form (the gateway forms, the sync settings forms): green with the
 * success text, red with the failure and its reason.
 */
export function OutcomeBanner({ outcome }: { outcome: BannerOutcome }) {
  if (!outcome) return null;
  return outcome.ok ? (
    <Alert color="green" variant="light" icon={<IconCheck aria-hidden />} role="status">
      {outcome.text}
    </Alert>
  ) : (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {outcome.text}
    </Alert>
  );
}
