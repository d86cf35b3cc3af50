import { Badge } from '@mantine/core';
import { isWaiting, type StoreStatusType } from '@store-console/contract';
import { storeStatusColour } from './store-status.ts';

export function StoreStatusBadge({ status }: { status: StoreStatusType }) {
  return (
    <Badge color={storeStatusColour(status)} variant={isWaiting(status) ? 'light' : 'filled'} radius="sm">
      {status}
    </Badge>
  );
}
