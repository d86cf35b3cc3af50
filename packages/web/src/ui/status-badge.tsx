import { Badge } from '@mantine/core';
import type { StatusTone } from '@store-console/contract';
import type { ReactNode } from 'react';

/** The Mantine colour of each of the contract's status tones. */
const toneColours: Record<StatusTone, string> = {
  primary: 'blue',
  success: 'green',
  warning: 'orange',
  danger: 'red',
  neutral: 'gray',
  closed: 'dark',
};

export function toneColour(tone: StatusTone): string {
  return toneColours[tone];
}

interface StatusBadgeProps<S extends string> {
  status: S;
  /** The contract's tone map of this kind of status (storeStatusTones, backupStatusTones, …). */
  tones: Record<S, StatusTone>;
  /** A status in flight is drawn light, a settled one filled. */
  waiting: boolean;
}

/** The one status badge of the console: coloured by the contract's tone of the status. */
export function StatusBadge<S extends string>({ status, tones, waiting }: StatusBadgeProps<S>) {
  return (
    <ToneBadge tone={tones[status]} waiting={waiting}>
      {status}
    </ToneBadge>
  );
}

/** A badge in a tone the caller worked out (a status that is no fixed set of names: an HTTP status code). */
export function ToneBadge({
  tone,
  waiting = false,
  children,
}: {
  tone: StatusTone;
  waiting?: boolean;
  children: ReactNode;
}) {
  return (
    // Never narrower than its text: a table short of room scrolls rather than cut a status to "CR…".
    <Badge color={toneColour(tone)} variant={waiting ? 'light' : 'filled'} radius="sm" miw="max-content">
      {children}
    </Badge>
  );
}
