import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
          // Property tests (fast-check, hundreds of runs) are CPU-bound: 5 s was too little on a busy 2-core machine.
          testTimeout: 30_000,
        },
      },
      { test: { name: 'web', include: ['packages/web/src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'demo', include: ['packages/demo/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'agent',
          include: ['packages/agent/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/**/*.test.ts'],
          environment: 'node',
          // Migrates a template database once; each test app clones it (packages/server/test/template.ts).
          globalSetup: ['packages/server/test/global-setup.ts'],
          testTimeout: 30_000,
          // Generous: a file that starts two installations (environments) needs it on a busy 2-core machine.
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
