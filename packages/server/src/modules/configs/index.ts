// The front door of the configs module: what the app and other modules may import (docs/decisions/0090-modules-front-doors-manifest-hooks.md).
import type { ServerModule } from '../../platform/server-module.ts';
import { configRoutes } from './routes.ts';

export const configsModule: ServerModule<unknown> = { name: 'configs', routes: (ctx) => configRoutes(ctx) };
