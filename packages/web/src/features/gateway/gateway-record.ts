import type { GatewayStore } from '@store-console/contract';
import { createContext, useContext } from 'react';

/** The store's gateway record, loaded once by the gateway area for all its pages. */
export const GatewayRecordContext = createContext<GatewayStore | null>(null);

export function useGatewayRecord(): GatewayStore {
  const record = useContext(GatewayRecordContext);
  if (!record) throw new Error('useGatewayRecord() is used outside the gateway area');
  return record;
}
