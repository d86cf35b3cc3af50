// The front door of the versions module: what the app and other modules may import (docs/decisions/0090-modules-front-doors-manifest-hooks.md).
import type { ServerModule } from '../../platform/server-module.ts';
import { versionRoutes } from './routes.ts';

export const versionsModule: ServerModule<unknown> = {
  name: 'versions',
  routes: (ctx, { guard }) => versionRoutes(ctx, guard),
};
