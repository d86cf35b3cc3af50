// The front door of the housekeeping module: what the app and other modules may import (docs/decisions/0090-modules-front-doors-manifest-hooks.md).
import type { ServerModule } from '../../platform/server-module.ts';
import { registerHousekeepingJobs } from './jobs.ts';

export const housekeepingModule: ServerModule<unknown> = {
  name: 'housekeeping',
  // Its workers and schedules come with the workers only (last of all: they sweep the others' queues).
  jobs: async (ctx, { work }) => {
    if (work) await registerHousekeepingJobs(ctx, { schedule: true });
  },
};
