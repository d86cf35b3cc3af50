import type { Store, SyncSource } from '@store-console/contract';
import { createContext, useContext } from 'react';
import type { SyncStoreRef } from '../../api/sync-sources.ts';

/**
 * What every page of the synchronisation area (/stores/{id}/synchronization/{tab}) shares, given by
 * the area (sync-area.tsx) once the store's sources have loaded.
 */
export interface SyncContextValue {
  /** The store (the store layout's), whose sync version the tab rules read. */
  store: Store;
  /** What a sync call needs: the database id for paths, the storeId for the x-xm-store header. */
  storeRef: SyncStoreRef;
  /** The store's first source (spec: the Connection tab edits the first), null while it has none. */
  source: SyncSource | null;
  /**
   * A request is in progress (stage set and not COMPLETED): Connection, Mappings, Filters and Scheduler
   * are then disabled and should not save. From the status reply's stage (polled every 15 s).
   */
  requestInProgress: boolean;
  /**
   * The store's IANA time zone (its data centre's): the zone every time of the area is shown in and
   * named by (`TimeZoneNote`), the one its schedule runs in and its traffic chart is drawn in.
   */
  timeZone: string;
}

export const SyncContext = createContext<SyncContextValue | null>(null);

/** The sync area's shared state; only pages under the sync area route may ask. */
export function useSyncContext(): SyncContextValue {
  const value = useContext(SyncContext);
  if (!value) throw new Error('useSyncContext() is used outside the synchronization area');
  return value;
}

export function syncStoreRef(store: Pick<Store, 'id' | 'storeId'>): SyncStoreRef {
  return { id: store.id, storeId: store.storeId };
}
