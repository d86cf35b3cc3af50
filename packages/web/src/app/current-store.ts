import type { Store } from '@store-console/contract';
import { createContext, useContext } from 'react';

/** The store of the per-store pages, loaded once by the store layout route. */
export const CurrentStoreContext = createContext<Store | null>(null);

/** The store a per-store page is about; only pages under the store layout route may ask. */
export function useCurrentStore(): Store {
  const store = useContext(CurrentStoreContext);
  if (!store) throw new Error('useCurrentStore() is used outside the store layout route');
  return store;
}
