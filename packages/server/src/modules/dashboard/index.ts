// The front door of the dashboard module: what the app and other modules may import (docs/decisions/0090-modules-front-doors-manifest-hooks.md).
import type { ServerModule } from '../../platform/server-module.ts';
import { dashboardRoutes } from './routes.ts';

export const dashboardModule: ServerModule<unknown> = {
  name: 'dashboard',
  routes: (ctx, { guard }) => dashboardRoutes(ctx, guard),
};
