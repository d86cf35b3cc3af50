import { isWaiting, type StoreStatusType, storeStatusTones } from '@store-console/contract';
import { StatusBadge } from '../../ui/status-badge.tsx';

/** A store's status: the console's one StatusBadge with the contract's store tones. */
export function StoreStatusBadge({ status }: { status: StoreStatusType }) {
  return <StatusBadge status={status} tones={storeStatusTones} waiting={isWaiting(status)} />;
}
