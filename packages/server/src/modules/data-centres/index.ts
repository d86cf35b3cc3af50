// The front door of the data-centres module: what the app and other modules may import (docs/decisions/0090-modules-front-doors-manifest-hooks.md).
import type { ServerModule } from '../../platform/server-module.ts';
import { watchDataCentres } from './queries.ts';
import { dataCentreRoutes } from './routes.ts';

export { dataCentreNames, dataCentreRow, dataCentresByIds, dataCentreTimeZone } from './queries.ts';
export { countDataCentres } from './service.ts';

export const dataCentresModule: ServerModule<unknown> = {
  name: 'data-centres',
  onStart: watchDataCentres,
  routes: (ctx, { guard }) => dataCentreRoutes(ctx, guard),
};
