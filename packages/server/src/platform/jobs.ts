import { SQL, sql } from 'drizzle-orm';
import type { PoolConfig } from 'pg';
import {
  fromDrizzle,
  fromPglite,
  type Job,
  type Db as JobDb,
  PgBoss,
  type Queue,
  type UpdateQueueOptions,
  type WorkOptions,
} from 'pg-boss';
import { rowsOf } from './data-plane.ts';
import { type Database, idleConnectionMillis, type Tx } from './db.ts';
import { loggableError } from './logging.ts';

export type Jobs = PgBoss;

/**
 * How soon a dead worker's job is retried: a running job refreshes its heartbeat every
 * `heartbeatSeconds / 2`; the supervisor, every `superviseSeconds`, retries any whose heartbeat
 * is older than `heartbeatSeconds`, and a worker's backstop poll (10 s) picks the retry up. 20 + 15
 * + 10 s keeps a crash's recovery within a minute; each supervisor pass is 9 statements.
 */
export const jobTiming = { heartbeatSeconds: 20, superviseSeconds: 15 } as const;

/**
 * How workers find jobs. A job sent to a queue wakes its workers at once, on every replica, through
 * PostgreSQL's LISTEN/NOTIFY (in-process on PGlite), so they poll only as a backstop for what sends
 * no notification: a retry once its back-off has passed, a dead letter, a notification lost while
 * the listener reconnected. Lifecycle backstops stay within the consoles' 10 s list polling; where
 * the listener cannot be set up (a transaction-pooling PgBouncer), workers poll at the fallback.
 */
export const workerPolling = {
  lifecycle: { pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 10 },
  /**
   * A dead letter sends no notification either, but the worker whose last attempt failed wakes its
   * dead-letter worker itself (see registerLifecycleQueue); the backstop is for what no worker saw
   * fail (a job that expired, or whose worker died, on its last attempt).
   */
  deadLetter: { pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 60 },
  /** Sent by a schedule (which notifies too) or once at start; nobody waits on them. */
  housekeeping: { pollingIntervalSeconds: 30, notifyPollingIntervalSeconds: 60 },
} as const;

/** The durable job queue, stored in the same database as everything else. */
export async function startJobs(database: Database, options: { supervise: boolean }): Promise<Jobs> {
  const supervision = {
    supervise: options.supervise,
    schedule: options.supervise,
    superviseIntervalSeconds: jobTiming.superviseSeconds,
    // The monitor pass is also what retries a dead worker's job (heartbeat and expiry).
    monitorIntervalSeconds: jobTiming.superviseSeconds,
    // Job flows (dependencies between jobs) are not used here; pg-boss checks them every 5 s.
    flowIntervalSeconds: 300,
    // Schedules are checked every 30 s (the default) and their jobs sent within 15 s of that.
    cronWorkerIntervalSeconds: 15,
    useListenNotify: true,
    // PGlite runs PostgreSQL single-user, without autovacuum: the check could only ever warn there.
    monitorVacuum: !database.pglite,
  };
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...supervision })
    : new PgBoss({
        connectionString: database.url ?? undefined,
        max: 4,
        // pg-boss hands its whole configuration to pg.Pool (pg-boss/dist/index.js, db.js); its types
        // just do not list the pool's own settings.
        ...({ idleTimeoutMillis: idleConnectionMillis } satisfies PoolConfig),
        // The listener's own check that it still listens; TCP keep-alive notices a dead link too.
        notifyHeartbeatIntervalMs: 30_000,
        ...supervision,
      });
  boss.on('error', (error: unknown) => console.error('job queue error', loggableError(asError(error))));
  await boss.start();
  await readQueues(boss);
  return boss;
}

/** pg-boss reports worker errors as plain copies (`{ ...error, message, stack, queue }`), not Errors. */
function asError(error: unknown): unknown {
  if (error instanceof Error || typeof error !== 'object' || error === null) return error;
  if (!('message' in error) || typeof error.message !== 'string') return error;
  const copy = new Error(error.message);
  copy.stack = 'stack' in error && typeof error.stack === 'string' ? error.stack : copy.stack;
  return copy;
}

/** The settings this version gives a queue (its policy is fixed once the queue exists). */
type QueueSettings = Pick<
  UpdateQueueOptions,
  'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds' | 'heartbeatSeconds' | 'deadLetter' | 'notify'
>;
const settingNames = [
  'retryLimit',
  'retryDelay',
  'retryBackoff',
  'expireInSeconds',
  'heartbeatSeconds',
  'deadLetter',
  'notify',
] as const satisfies (keyof QueueSettings)[];

/**
 * The queues as they are, per queue instance: read in one statement when the instance starts, then
 * kept as this process sets them. A start on a database whose queues already have these settings
 * (every restart, and a fresh start from the build's template, which holds them) sends nothing
 * for them: some 45 statements on PGlite, where each is a round of the one connection.
 */
const knownQueues = new WeakMap<Jobs, Map<string, QueueSettings>>();

async function readQueues(jobs: Jobs): Promise<void> {
  const queues = await jobs.getQueues();
  knownQueues.set(
    jobs,
    new Map(queues.map((queue) => [queue.name, Object.fromEntries(settingNames.map((key) => [key, queue[key]]))])),
  );
}

function isAlready(jobs: Jobs, name: string, settings: QueueSettings): boolean {
  const known = knownQueues.get(jobs)?.get(name);
  if (!known) return false;
  return settingNames.every((key) => !(key in settings) || (known[key] ?? null) === (settings[key] ?? null));
}

/**
 * Creates a queue, or brings one that exists (made by an earlier version) to these settings, unless
 * it has them already; NOTIFY on send. pg-boss's queue cache holds it then (see cacheQueue).
 */
async function applyQueue(jobs: Jobs, name: string, settings: QueueSettings, policy?: Queue['policy']): Promise<void> {
  if (isAlready(jobs, name, settings)) return;
  // A setting cleared (null) is left out of the creation: the new queue goes without it.
  const given = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== null));
  await jobs.createQueue(name, { ...given, ...(policy ? { policy } : {}) });
  // A queue's policy is fixed once it exists; the rest follows this version.
  await jobs.updateQueue(name, settings);
  await cacheQueue(jobs, name);
  const known = knownQueues.get(jobs) ?? new Map<string, QueueSettings>();
  knownQueues.set(jobs, known);
  known.set(name, { ...known.get(name), ...settings });
}

/** A queue of its own settings (a schedule's, a one-off's), with NOTIFY on send. */
export async function ensureQueue(
  jobs: Jobs,
  name: string,
  options: Pick<Queue, 'policy' | 'retryLimit' | 'expireInSeconds'> = {},
): Promise<void> {
  const { policy, ...settings } = options;
  await applyQueue(jobs, name, { ...settings, notify: true }, policy);
}

export type QueueTuning = {
  expireInSeconds?: number;
  retryDelay?: number;
  retryLimit?: number;
  /** null: no heartbeat (the job is only bounded by expireInSeconds). */
  heartbeatSeconds?: number | null;
};

/** Lifecycle queues (and their dead-letter queues) per queue instance: where the sweeper looks for live jobs. */
const lifecycleQueues = new WeakMap<Jobs, Set<string>>();

/**
 * pg-boss looks a queue up in its cache before sending and reads the database when it misses, on
 * its own connection. Inside a caller's transaction on PGlite (one connection) that read would wait
 * for the transaction that waits for it, so every queue a transaction sends to is cached up front
 * (a queue that existed when the instance started is cached by pg-boss's start).
 */
async function cacheQueue(jobs: Jobs, name: string) {
  await jobs.findJobs(name, { id: '00000000-0000-0000-0000-000000000000' });
}

/**
 * A lifecycle queue: retried with back-off, a heartbeat so a dead worker's job is retried soon,
 * an expiry bounding the longest run, and a dead-letter queue whose handler records the failure on
 * the entity. The queues always exist (requests enqueue into them); workers run only where `work`
 * is true.
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
  const retryDelay = spec.tuning.retryDelay ?? 2;
  const heartbeatSeconds =
    spec.tuning.heartbeatSeconds === undefined ? jobTiming.heartbeatSeconds : spec.tuning.heartbeatSeconds;
  const settings = {
    retryLimit: spec.tuning.retryLimit ?? 3,
    retryDelay,
    retryBackoff: retryDelay > 0,
    expireInSeconds: spec.tuning.expireInSeconds ?? spec.expireInSeconds,
    deadLetter,
    notify: true,
  };
  // Registered again with the same settings (the app registers its queues before the demo seed and
  // again with workers after it), or found as they should be: nothing is sent.
  await ensureQueue(jobs, deadLetter);
  await applyQueue(jobs, spec.name, { ...settings, heartbeatSeconds });
  const known = lifecycleQueues.get(jobs) ?? new Set<string>();
  known.add(spec.name).add(deadLetter);
  lifecycleQueues.set(jobs, known);
  if (!spec.tuning.work) return;
  const recorder = await workUntilEmpty(jobs, deadLetter, workerPolling.deadLetter, spec.failed);
  await workUntilEmpty(jobs, spec.name, workerPolling.lifecycle, spec.run, (job) => {
    if (job.retryCount < settings.retryLimit) return;
    // pg-boss moves the job to the dead-letter queue once this handler has thrown; wake its worker
    // then (and once more, should that take longer) instead of leaving it to the backstop.
    for (const delay of deadLetterWakeMs) setTimeout(() => jobs.notifyWorker(recorder), delay).unref();
  });
}

/** When a worker whose last attempt failed wakes its dead-letter worker, after the failure. */
const deadLetterWakeMs = [500, 3000];

/**
 * A lifecycle worker: after each job it looks again at once, so a backlog (jobs sent while no worker
 * listened, several sent together) drains without waiting out the backstop between two jobs.
 * `onAttemptFailed` hears of each job whose attempt threw. Returns the worker's id.
 */
async function workUntilEmpty<T extends object>(
  jobs: Jobs,
  queue: string,
  polling: (typeof workerPolling)[keyof typeof workerPolling],
  run: (data: T) => Promise<void>,
  onAttemptFailed?: (job: Job<T>) => void,
): Promise<string> {
  const worker: { id?: string } = {};
  worker.id = await work<T>(jobs, queue, polling, async (batch) => {
    try {
      for (const job of batch) {
        try {
          await run(job.data);
        } catch (error) {
          onAttemptFailed?.(job);
          throw error;
        }
      }
    } finally {
      if (worker.id) jobs.notifyWorker(worker.id);
    }
  });
  return worker.id;
}

/** What a worker reports about each batch it ran: its queue, how it ended, how long it took. */
export type JobObserver = (run: {
  queue: string;
  outcome: 'completed' | 'failed';
  jobs: number;
  seconds: number;
}) => void;

const observers = new WeakMap<Jobs, JobObserver>();

/** Every batch a worker of this queue instance runs from now on is reported (the metrics). */
export function observeJobs(jobs: Jobs, observer: JobObserver): void {
  observers.set(jobs, observer);
}

/**
 * A worker on `queue` (pg-boss `work` with a plain batch handler), timed and counted for the
 * metrics: every module starts its workers through this, never `jobs.work` directly.
 */
export async function work<T extends object | null = object, R = unknown>(
  jobs: Jobs,
  queue: string,
  options: Pick<
    WorkOptions,
    'pollingIntervalSeconds' | 'notifyPollingIntervalSeconds' | 'batchSize' | 'localConcurrency'
  >,
  handler: (batch: Job<T>[]) => Promise<R>,
): Promise<string> {
  return jobs.work<T, R>(queue, { ...options }, async (batch) => {
    const started = performance.now();
    const report = (outcome: 'completed' | 'failed') =>
      observers.get(jobs)?.({ queue, outcome, jobs: batch.length, seconds: (performance.now() - started) / 1000 });
    try {
      const result = await handler(batch);
      report('completed');
      return result;
    } catch (error) {
      report('failed');
      throw error;
    }
  });
}

/** A job's own bounds, where its size sets them: `expireInSeconds` replaces its queue's. */
export type JobLimits = { expireInSeconds?: number };

/**
 * Sends a job inside the caller's transaction: it exists exactly when the transaction's writes
 * (a status, its history row, its log line) commit, so a crash can never leave one without the other.
 */
export async function enqueue<T extends object>(
  tx: Tx,
  jobs: Jobs,
  queue: string,
  data: T,
  options: JobLimits = {},
): Promise<void> {
  const id = await jobs.send(queue, data, { ...options, db: inTransaction(tx) });
  if (!id) throw new Error(`the job queue refused a job on ${queue}`);
}

/** pg-boss statements run through the caller's Drizzle transaction (PGlite or a pg pool alike). */
function inTransaction(tx: Tx): JobDb {
  return fromDrizzle(
    {
      async execute(query: unknown) {
        if (!(query instanceof SQL)) throw new Error('pg-boss handed the adapter something that is not SQL');
        return { rows: rowsOf(await tx.execute(query)) };
      },
    },
    sql,
  );
}

const liveStates = new Set(['created', 'retry', 'active']);

/**
 * Whether any lifecycle job still waiting, running or about to record its failure (dead-letter)
 * carries `match` in its data, read inside the caller's transaction.
 */
export async function hasLiveJob(tx: Tx, jobs: Jobs, match: Record<string, number>): Promise<boolean> {
  for (const queue of lifecycleQueues.get(jobs) ?? []) {
    const found = await jobs.findJobs(queue, { data: match, db: inTransaction(tx) });
    if (found.some((job) => liveStates.has(job.state))) return true;
  }
  return false;
}
