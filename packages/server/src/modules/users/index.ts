// The front door of the users module: what the app and other modules may import (docs/decisions/0090-modules-front-doors-manifest-hooks.md).
import type { ServerModule } from '../../platform/server-module.ts';
import { registerOperatorJobs } from './jobs.ts';
import { operatorsInDataCentre } from './queries.ts';
import { userRoutes } from './routes.ts';

export { sweepOperators } from './jobs.ts';
export {
  markEmailVerified,
  type OperatorRow,
  operatorByUsername,
  operatorRow,
  operatorSummaryJson,
  partnerIdsAmong,
} from './queries.ts';
export { countOperators, insertOperator } from './service.ts';
export { operatorSessionLookup } from './session-lookup.ts';

export const usersModule: ServerModule<unknown> = {
  name: 'users',
  routes: (ctx, { guard }) => userRoutes(ctx, guard),
  jobs: registerOperatorJobs,
  hooks: { dataCentreInUse: operatorsInDataCentre },
};
