// The front door of the stores module: what the app and other modules may import (docs/decisions/0090-modules-front-doors-manifest-hooks.md).
import type { ServerModule } from '../../platform/server-module.ts';
import { registerStoreJobs } from './jobs.ts';
import { type Scope, storesInDataCentre } from './queries.ts';
import { storeRoutes } from './routes.ts';

export { fleetFigures } from './fleet.ts';
export { runStoreJob, sweepStores } from './jobs.ts';
export { keptStores } from './kept-stores.ts';
export {
  appendStoreLog,
  measureStore,
  moveTo,
  setStoreCdnSize,
  settledStatus,
  storeDatabase,
  storeDomainNames,
  storeRow,
  transitionStore,
} from './lifecycle.ts';
export {
  findVisibleStore,
  listStores,
  type Scope,
  type StoreRow,
  storeByPublicId,
  storesWithFiles,
  visibleLiveStoresAmong,
  visibleStoreIds,
} from './queries.ts';
export { createStore, setStoreSyncVersion } from './service.ts';
export { storeIdsNotDeleted, storeSyncsOnSync2, storeTimeZone } from './store-conditions.ts';

/** A module's manifest: the API routes of the modules above the stores are handed the stores' scope. */
export type AppModule = ServerModule<Scope>;

export const storesModule: AppModule = {
  name: 'stores',
  routes: (ctx, { scope }) => storeRoutes(ctx, scope),
  jobs: registerStoreJobs,
  hooks: { dataCentreInUse: storesInDataCentre },
};
