import type { Store } from '@store-console/contract';

/**
 * The stores of a page whose sync status the list shows (status is fetched for stores on
 * SYNC_2 only). Kept apart from the status cell, which loads lazily with the contract's sync schemas.
 */
export function syncStatusStoreIds(stores: readonly Pick<Store, 'id' | 'syncVersion'>[]): number[] {
  return stores.filter((store) => store.syncVersion === 'SYNC_2').map((store) => store.id);
}
