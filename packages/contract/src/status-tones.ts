import type { BackupStatusType } from './backups.ts';
import type { StoreStatusType } from './store-rules.ts';
import type { operatorStatusTypes } from './users.ts';

/**
 * How a status looks, by meaning rather than by colour: the spec's operator colours (primary,
 * success, warning, danger), plus neutral (switched off) and closed (gone for good).
 */
export const statusTones = ['primary', 'success', 'warning', 'danger', 'neutral', 'closed'] as const;
export type StatusTone = (typeof statusTones)[number];

/** CREATING and UPDATING primary, CREATED and UPDATED success, DELETING warning, FAILED danger. */
export const operatorStatusTones: Record<(typeof operatorStatusTypes)[number], StatusTone> = {
  CREATING: 'primary',
  UPDATING: 'primary',
  CREATED: 'success',
  UPDATED: 'success',
  DELETING: 'warning',
  FAILED: 'danger',
};

/** In flight primary (DELETING warning), serving or ready success, FAILED danger. */
export const storeStatusTones: Record<StoreStatusType, StatusTone> = {
  CREATING: 'primary',
  UPDATING: 'primary',
  DEACTIVATING: 'primary',
  REACTIVATING: 'primary',
  DELETING: 'warning',
  CREATED: 'success',
  LIVE: 'success',
  REACTIVATED: 'success',
  FAILED: 'danger',
  DEACTIVATED: 'neutral',
  DELETED: 'closed',
};

/** Waiting primary, DONE success, ERROR danger. */
export const backupStatusTones: Record<BackupStatusType, StatusTone> = {
  PENDING: 'primary',
  QUEUED: 'primary',
  IN_PROGRESS: 'primary',
  TRANSFORMING: 'primary',
  DONE: 'success',
  ERROR: 'danger',
};

/**
 * An exchange's upstream status (the gateway logs): 2xx success, 400 and above danger, anything
 * else (1xx, 3xx, none at all) primary.
 */
export function exchangeStatusTone(statusCode: number | null | undefined): StatusTone {
  if (statusCode === null || statusCode === undefined) return 'primary';
  if (statusCode >= 200 && statusCode < 300) return 'success';
  if (statusCode >= 400) return 'danger';
  return 'primary';
}
