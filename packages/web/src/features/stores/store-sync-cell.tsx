import { Text } from '@mantine/core';
import { isHealthProblem, syncRequestTexts } from '@store-console/contract';
import { ToneBadge } from '../../ui/status-badge.tsx';
import { useStoreSyncStatuses } from './use-store-sync-statuses.ts';

/**
 * A SYNC_2 store's sync status in the stores list (loaded lazily: the contract's sync schemas stay
 * out of the list's first download): its health code, in the warning tone when a problem (spec 2's
 * yellow warning), with the description (and the open request's stage) as its title; when the
 * poll failed, its message or 'UNKNOWN ERROR' (spec 8).
 */
export function StoreSyncCell({ storeId, pageStoreIds }: { storeId: number; pageStoreIds: readonly number[] }) {
  const statuses = useStoreSyncStatuses(pageStoreIds);
  const status = statuses.data?.[String(storeId)];
  if (!status) {
    if (!statuses.isError) return null;
    return (
      <Text span size="xs" c="red">
        {statuses.error.message.trim() || syncRequestTexts.unknownError}
      </Text>
    );
  }
  const title = status.stage ? `${status.description} Request ${status.stage}.` : status.description;
  return (
    <span title={title}>
      <ToneBadge tone={isHealthProblem(status.code) ? 'warning' : 'success'} waiting={status.stage !== null}>
        {status.code}
      </ToneBadge>
    </span>
  );
}
