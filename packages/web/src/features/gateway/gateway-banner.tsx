import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';

/** What the last save or delete of a gateway form came to (spec 4 "Gateway forms", spec 8). */
export type GatewayOutcome = { ok: true; text: string } | { ok: false; text: string } | null;

/** The banner over a gateway form: green with the success text, red with the failure and its reason. */
export function GatewayBanner({ outcome }: { outcome: GatewayOutcome }) {
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

/** Spec 4's pauses before leaving a saved or deleted item, so the banner is read first. */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
