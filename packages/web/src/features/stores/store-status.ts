import type { StoreAction } from '@store-console/contract';

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
