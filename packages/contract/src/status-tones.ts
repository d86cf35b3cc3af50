import type { BackupStatusType } from './backups.ts';
import type { StoreStatusType } from './stores.ts';
import type { operatorStatusTypes } from './users.ts';

/**
 * How a status looks, by meaning rather than by colour: the spec's operator colours (primary,
 * success, warning, danger), plus neutral (switched off) and closed (gone for good).
 */
export const statusTones = ['primary', 'success', 'warning', 'danger', 'neutral', 'closed'] as const;
export type StatusTone = (typeof statusTones)[number];

/** Spec 4: CREATING and UPDATING primary, CREATED and UPDATED success, DELETING warning, FAILED danger. */
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
