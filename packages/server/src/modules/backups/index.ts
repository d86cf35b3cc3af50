// The front door of the backups module: what the app and other modules may import (docs/decisions/0090-modules-front-doors-manifest-hooks.md).
import type { AppModule } from '../stores/index.ts';
import { registerBackupJobs } from './jobs.ts';
import { backupRoutes } from './routes.ts';

export { sweepBackups } from './jobs.ts';

export const backupsModule: AppModule = {
  name: 'backups',
  routes: (ctx, { scope }) => backupRoutes(ctx, scope),
  jobs: registerBackupJobs,
};
