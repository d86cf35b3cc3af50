// The front door of the erp-types module: what the app and other modules may import (docs/decisions/0090-modules-front-doors-manifest-hooks.md).
import type { ServerModule } from '../../platform/server-module.ts';
import { watchErpTypes } from './queries.ts';
import { erpTypeRoutes } from './routes.ts';
import { ensureErpTypes } from './service.ts';

export {
  erpTypeCode,
  erpTypeIdsWithCode,
  erpTypeRow,
  erpTypesByIds,
  erpVersionsByIds,
  versionOfErpType,
} from './queries.ts';

export const erpTypesModule: ServerModule<unknown> = {
  name: 'erp-types',
  onStart: watchErpTypes,
  seed: ensureErpTypes,
  routes: (ctx) => erpTypeRoutes(ctx),
};
