import type { StoreAction, StoreStatusType } from '@store-console/contract';

/** Mantine colours of the store statuses: in flight blue (DELETING orange), settled green, FAILED red. */
export function storeStatusColour(status: StoreStatusType): string {
  switch (status) {
    case 'FAILED':
      return 'red';
    case 'DELETING':
      return 'orange';
    case 'CREATED':
    case 'LIVE':
    case 'REACTIVATED':
      return 'green';
    case 'DEACTIVATED':
      return 'gray';
    case 'DELETED':
      return 'dark';
    default:
      return 'blue';
  }
}

/** The status actions offered in the Status column; DELETE goes through the delete confirmation instead. */
export const rowStatusActions = ['RETRY', 'DEACTIVATE', 'REACTIVATE'] as const satisfies readonly StoreAction[];
export type RowStatusAction = (typeof rowStatusActions)[number];

export const statusActionLabels: Record<RowStatusAction, string> = {
  RETRY: 'Retry',
  DEACTIVATE: 'Deactivate',
  REACTIVATE: 'Reactivate',
};

/** The question each status action's confirmation asks, in the style of 'delete store {name}?'. */
export function statusActionQuestion(action: RowStatusAction, name: string): string {
  return `${statusActionLabels[action].toLowerCase()} store ${name}?`;
}
