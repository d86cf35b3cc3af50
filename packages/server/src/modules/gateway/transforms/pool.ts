import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import type { Piscina } from 'piscina';
import { lazyImport } from '../../../platform/lazy-import.ts';
import { FairShare } from './fair-share.ts';
import type { PlainTask } from './worker-steps.ts';

/**
 * The worker thread pool that runs every transform step but RAW (and AUTO within one family), so a
 * slow or hostile step never blocks the event loop. Created on first use, closed with the app
 * (closeTransforms).
 *
 * The worker is plain JavaScript and resolved in src/ from both src/ (tsx, vitest) and dist/ (the
 * tsc build, same folder depth), like the migrations folder: no copy step. The TypeScript steps it
 * imports (worker-steps) come through tsx under src/ and as the build's JavaScript under dist/.
 */
export const workerFile = resolve(import.meta.dirname, '../../../../src/modules/gateway/transforms/sandbox-worker.mjs');

/**
 * The module of the TypeScript steps the worker imports: worker-steps.ts beside this file under tsx
 * and vitest, worker-steps.js in the build (this file is then pool.js).
 */
const stepsModule = new URL(
  import.meta.url.endsWith('.ts') ? './worker-steps.ts' : './worker-steps.js',
  import.meta.url,
).href;

/**
 * The pool's size and each caller's share of it. Most hostile work is a loop that its deadline ends,
 * so the pool is not smaller than 4 threads even on 2 cores: a caller whose steps wait on their
 * deadlines leaves threads to the others. A caller's share is half the cores, not half the threads:
 * a looping step keeps a core busy, and on 2 cores two loops of one store left the event loop and
 * every other store's steps fighting for time slices (a one-line script took over a second). A
 * caller's queue beyond `queuePerKey` is told to try again.
 */
export function poolLimits(parallelism = availableParallelism()) {
  return {
    slots: Math.max(4, parallelism),
    perKey: Math.max(1, Math.floor(parallelism / 2)),
    queuePerKey: 64,
  };
}

const share = new FairShare(poolLimits());

/** A caller's running and waiting steps (tests wait on it instead of on time). */
export function transformShareUsage(key: string): { running: number; waiting: number } {
  return share.usage(key);
}

type WorkerTaskBody =
  | {
      kind: 'javascript';
      script: string;
      input: string;
      inputIsJson: boolean;
      contentType: string;
      deadlineMs: number;
      memoryBytes: number;
    }
  | { kind: 'xslt'; stylesheet: string; sef?: string; input: string }
  | { kind: 'thymeleaf'; template: string; input: string; inType: string }
  | { kind: 'plain'; step: PlainTask };

/** A task and the most characters its output may have (counted as it is written where it can be). */
export type WorkerTask = WorkerTaskBody & { maxChars: number };

/** What the step wrote to a console or xsl:message, a few lines of it (the rest counted). */
export type WorkerMessages = { messages?: string[]; droppedMessages?: number };

export type WorkerReply = ({ ok: true; output: string; json?: boolean; sef?: string } | { ok: false; error: string }) &
  WorkerMessages;

const piscina = lazyImport(() => import('piscina'));
let pool: Piscina | undefined;

async function workerPool(): Promise<Piscina> {
  const { Piscina } = await piscina();
  pool ??= new Piscina({
    filename: workerFile,
    // Kept started: a light step of another store finds a thread ready while hostile ones hold theirs.
    minThreads: share.limits.slots,
    maxThreads: share.limits.slots,
    idleTimeout: 60_000,
    // The fair share queues (it hands piscina at most `slots` tasks); this only catches a leak.
    maxQueue: share.limits.slots * 4,
    // A worker holds QuickJS's WebAssembly memory (capped per run) and saxon-js; this bounds the rest.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
    // Nothing of the server's environment (secrets) is visible in a worker.
    env: {},
  });
  return pool;
}

function isWorkerReply(value: unknown): value is WorkerReply {
  return typeof value === 'object' && value !== null && 'ok' in value;
}

/**
 * Runs a task in the pool when the caller's turn comes (`key`: a store's executions, an operator's
 * previews; a full queue throws the 429). `limitMs` counts from the moment the worker starts the task
 * (not while it waits); past it the worker thread is terminated (piscina replaces it) and the step
 * fails with `overrun`.
 */
export function runInWorker(key: string, task: WorkerTask, limitMs: number, overrun: string): Promise<WorkerReply> {
  return share.run(key, () => runNow(task, limitMs, overrun));
}

async function runNow(task: WorkerTask, limitMs: number, overrun: string): Promise<WorkerReply> {
  const { port1, port2 } = new MessageChannel();
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  port1.once('message', () => {
    timer = setTimeout(() => abort.abort(), limitMs);
  });
  try {
    const reply: unknown = await (await workerPool()).run(
      { ...task, steps: stepsModule, port: port2 },
      { transferList: [port2], signal: abort.signal },
    );
    return isWorkerReply(reply) ? reply : { ok: false, error: 'The transform worker answered nothing' };
  } catch (error) {
    if (abort.signal.aborted) return { ok: false, error: overrun };
    const message = error instanceof Error ? error.message : String(error);
    if (/out of memory|ERR_WORKER_OUT_OF_MEMORY/i.test(message))
      return { ok: false, error: 'The transform ran out of memory' };
    if (/queue is at limit/i.test(message)) return { ok: false, error: 'The transform workers are busy; try again' };
    return { ok: false, error: `The transform worker failed: ${message}` };
  } finally {
    clearTimeout(timer);
    port1.close();
  }
}

/** Stops the pool's threads (app close); the next transform starts a new pool. */
export async function closeTransforms(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}
