import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that mostly wait, on the job queue's production timers, far longer than any other file
 * takes. A clean clone has no durations on record, so vitest runs larger files first, and this
 * small one ran alone at the end of the run: 80 s with the other worker idle. Run first, they
 * overlap the rest.
 */
const waitingFiles = ['packages/server/src/modules/housekeeping/dead-worker.test.ts'];

class WaitingFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const waits = (file: TestSpecification) => waitingFiles.some((path) => file.moduleId.endsWith(path));
    return [...sorted.filter(waits), ...sorted.filter((file) => !waits(file))];
  }
}

export default defineConfig({
  test: {
    maxWorkers: 2,
    sequence: { sequencer: WaitingFilesFirst },
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
          // Files share a worker's modules instead of loading the server's anew each (114 s of the
          // 315 s on PGlite went to imports; now 183 s in all). The server keeps its state per
          // context (WeakMaps keyed by the app's context, database or job queue), every file builds
          // its own app on its own database, and the files that change process.env, timers or
          // spies put them back.
          isolate: false,
          testTimeout: 30_000,
          // Generous: a file that starts two installations (environments) needs it on a busy 2-core machine.
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
