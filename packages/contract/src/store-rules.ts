/** A store's statuses, types and actions and the rules over them: plain data, without zod. */
import { isWaiting } from './status.ts';

export const storeStatusTypes = [
  'CREATING',
  'UPDATING',
  'CREATED',
  'FAILED',
  'LIVE',
  'DEACTIVATING',
  'REACTIVATING',
  'DELETING',
  'DEACTIVATED',
  'REACTIVATED',
  'DELETED',
] as const;
export type StoreStatusType = (typeof storeStatusTypes)[number];

/** Actions a caller may ask for through PUT /stores/update_status/{id}. */
export const storeActions = ['RETRY', 'DEACTIVATE', 'REACTIVATE', 'DELETE'] as const;
export type StoreAction = (typeof storeActions)[number];

export const storeTypes = ['B2C', 'B2B', 'MARKETPLACE'] as const;
export type StoreType = (typeof storeTypes)[number];

/** The maximum length of a store name. */
export const storeNameMaxLength = 30;

/** Settled: no job in flight and not deleted, so the store may be changed, backed up or restored. */
export function isStoreSettled(status: StoreStatusType): boolean {
  return !isWaiting(status) && status !== 'DELETED';
}

/** Statuses in which a store takes no traffic: CDN downloads, client tokens, gateway and sync are refused. */
export const closedStoreStatuses = [
  'DEACTIVATING',
  'DEACTIVATED',
  'DELETING',
  'DELETED',
] as const satisfies readonly StoreStatusType[];

/** Whether the store serves traffic (CDN files, client-credential tokens, gateway and sync calls). */
export function acceptsTraffic(status: StoreStatusType): boolean {
  return !(closedStoreStatuses as readonly StoreStatusType[]).includes(status);
}

/** Which actions a store in a status offers: the server computes nextStatusTypes from this. */
export function nextStoreActions(status: StoreStatusType): StoreAction[] {
  if (!isStoreSettled(status)) return [];
  const actions: StoreAction[] = [];
  if (status === 'FAILED') actions.push('RETRY');
  if (status === 'CREATED' || status === 'LIVE' || status === 'REACTIVATED') actions.push('DEACTIVATE');
  if (status === 'DEACTIVATED') actions.push('REACTIVATE');
  actions.push('DELETE');
  return actions;
}

/** A URL-safe store identifier derived from the name: lower-case letters, digits and dashes. */
export function storeIdFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'store';
}

/** The columns the store list may be sorted by. */
export const storeSortFields = ['id', 'name', 'storeId', 'storeType', 'statusType', 'databaseSize', 'cdnSize'] as const;
