import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import type { Piscina } from 'piscina';
import { lazyImport } from '../../../platform/lazy-import.ts';

/**
 * The worker thread pool that runs JAVASCRIPT, XSLT and THYMELEAF steps, so a slow or hostile step
 * never blocks the event loop. Created on first use, closed with the app (closeTransforms).
 *
 * The worker is plain JavaScript and resolved in src/ from both src/ (tsx, vitest) and dist/ (the
 * tsc build, same folder depth), like the migrations folder: no copy step, no TypeScript loader in
 * the worker.
 */
export const workerFile = resolve(import.meta.dirname, '../../../../src/modules/gateway/transforms/sandbox-worker.mjs');

export type WorkerTask =
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
  | { kind: 'thymeleaf'; template: string; model: Record<string, unknown> };

export type WorkerReply = { ok: true; output: string; json?: boolean; sef?: string } | { ok: false; error: string };

const piscina = lazyImport(() => import('piscina'));
let pool: Piscina | undefined;

async function workerPool(): Promise<Piscina> {
  const { Piscina } = await piscina();
  pool ??= new Piscina({
    filename: workerFile,
    minThreads: 1,
    maxThreads: Math.max(1, Math.min(2, availableParallelism())),
    idleTimeout: 60_000,
    // Beyond this many waiting steps a caller is told to try again instead of queueing for ever.
    maxQueue: 200,
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
 * Runs a task in the pool. `limitMs` counts from the moment the worker starts the task (not while it
 * waits in the queue); past it the worker thread is terminated (piscina replaces it) and the step
 * fails with `overrun`.
 */
export async function runInWorker(task: WorkerTask, limitMs: number, overrun: string): Promise<WorkerReply> {
  const { port1, port2 } = new MessageChannel();
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  port1.once('message', () => {
    timer = setTimeout(() => abort.abort(), limitMs);
  });
  try {
    const reply: unknown = await (await workerPool()).run(
      { ...task, port: port2 },
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
