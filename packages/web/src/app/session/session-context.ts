import type { Configs, DataCentre, Operator } from '@store-console/contract';
import { createContext, use } from 'react';

export interface Session {
  user: Operator;
  isSuperAdmin: boolean;
  configs: Configs;
  dataCentres: DataCentre[];
  /** The data centre chosen in the header; screens that depend on it react to its change. */
  selectedDataCentre: DataCentre | null;
  selectDataCentre: (id: number) => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession is used outside the SessionProvider');
  return session;
}
