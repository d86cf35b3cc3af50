import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from './db.ts';
import { loggableError } from './logging.ts';

export type Jobs = PgBoss;

/** The durable job queue, stored in the same database as everything else. */
export async function startJobs(database: Database, options: { supervise: boolean }): Promise<Jobs> {
  const boss = database.pglite
    ? new PgBoss({
        db: fromPglite(database.pglite),
        backend: 'pglite',
        supervise: options.supervise,
        schedule: options.supervise,
      })
    : new PgBoss({
        connectionString: database.url ?? undefined,
        max: 4,
        supervise: options.supervise,
        schedule: options.supervise,
      });
  boss.on('error', (error) => console.error('job queue error', loggableError(error)));
  await boss.start();
  return boss;
}

export type QueueTuning = { expireInSeconds?: number; retryDelay?: number; retryLimit?: number };

/**
 * A lifecycle queue: retried with back-off, expired when a worker dies holding a job, and a
 * dead-letter queue whose handler records the failure on the entity. The queues always exist
 * (requests enqueue into them); workers run only where `work` is true.
 */
export async function registerLifecycleQueue<T extends object>(
  jobs: Jobs,
  spec: {
    name: string;
    expireInSeconds: number;
    tuning: QueueTuning & { work: boolean };
    run: (data: T) => Promise<void>;
    failed: (data: T) => Promise<void>;
  },
): Promise<void> {
  const deadLetter = `${spec.name}.failed`;
  await jobs.createQueue(deadLetter);
  const retryDelay = spec.tuning.retryDelay ?? 2;
  const settings = {
    retryLimit: spec.tuning.retryLimit ?? 3,
    retryDelay,
    retryBackoff: retryDelay > 0,
    expireInSeconds: spec.tuning.expireInSeconds ?? spec.expireInSeconds,
    deadLetter,
  };
  await jobs.createQueue(spec.name, settings);
  // An existing queue keeps the settings it was created with unless told otherwise.
  await jobs.updateQueue(spec.name, settings);
  if (!spec.tuning.work) return;
  await jobs.work<T>(spec.name, { pollingIntervalSeconds: 0.5 }, async (batch) => {
    for (const job of batch) await spec.run(job.data);
  });
  await jobs.work<T>(deadLetter, { pollingIntervalSeconds: 0.5 }, async (batch) => {
    for (const job of batch) await spec.failed(job.data);
  });
}
