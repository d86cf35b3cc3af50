import { isHealthProblem, type StatusTone, syncRequestTexts } from '@store-console/contract';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useStoreSyncStatuses } from '../../api/queries/sync-requests.ts';
import { toneColour } from '../../ui/status-badge.tsx';
import { LinkAction } from './store-row-actions.tsx';

/** The mark's colour, in the console's status tones: a problem a warning (as the dashboard's), a failed poll danger. */
const markTone = (tone: StatusTone) => `var(--mantine-color-${toneColour(tone)}-filled)`;
const markColours = { ok: markTone('success'), problem: markTone('warning'), error: markTone('danger') } as const;

/**
 * The Sync row action of a SYNC_2 store, with the store's sync status (polled every 15 s for
 * the page's SYNC_2 stores in one batch call): a coloured mark on the icon, and the health code in
 * its hint and its accessible name, with the description (and the open request's stage). When the
 * poll failed, its message or 'UNKNOWN ERROR'. The spec's list has no Sync column, so the
 * status sits on the action that leads to it. Loaded lazily: the list's first download stays lean.
 */
export function StoreSyncAction({
  storeId,
  name,
  to,
  pageStoreIds,
}: {
  storeId: number;
  name: string;
  to: string;
  pageStoreIds: readonly number[];
}) {
  const statuses = useStoreSyncStatuses(pageStoreIds);
  const status = statuses.data?.[String(storeId)];
  const icon = <IconArrowsExchange size={18} aria-hidden />;
  if (!status) {
    if (!statuses.isError) return <LinkAction label="Sync" name={name} to={to} icon={icon} />;
    const message = statuses.error.message.trim() || syncRequestTexts.unknownError;
    return (
      <LinkAction
        label="Sync"
        hint={`Sync: ${message}`}
        description={message}
        name={name}
        to={to}
        icon={icon}
        mark={markColours.error}
      />
    );
  }
  const detail = status.stage ? `${status.description} Request ${status.stage}.` : status.description;
  return (
    <LinkAction
      label="Sync"
      hint={`Sync: ${status.code}`}
      name={name}
      description={`${status.code}. ${detail}`}
      to={to}
      icon={icon}
      mark={isHealthProblem(status.code) ? markColours.problem : markColours.ok}
    />
  );
}
