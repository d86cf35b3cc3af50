// The front door of the cdn module: what the app and other modules may import (docs/decisions/0090-modules-front-doors-manifest-hooks.md).
import type { AppModule } from '../stores/index.ts';
import { registerCdnJobs } from './jobs.ts';
import { cdnApiRoutes, cdnOriginServesFilesOnly, cdnServeRoutes } from './routes.ts';

export const cdnModule: AppModule = {
  name: 'cdn',
  routes: (ctx, { scope }) => cdnApiRoutes(ctx, scope),
  rootRoutes: (ctx) => cdnServeRoutes(ctx),
  onRequest: (ctx) => cdnOriginServesFilesOnly(ctx),
  jobs: registerCdnJobs,
};
