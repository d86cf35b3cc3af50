// Exchange rows built off the request thread: the writer hands each batch's drafts (what was sent
// and received, the capture policy, the secrets to scrub) to one worker thread, which answers each
// row as the JSON the batch's INSERT unpacks (exchange-writer.ts). The request thread only queues.
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../../platform/worker-script.ts';
import type { ExchangeDraft, RowsReply, RowsTask } from './exchange-record.ts';

type Waiting = { done(rows: string[]): void; failed(error: Error): void };

let worker: Worker | null = null;
let nextTask = 1;
const waiting = new Map<number, Waiting>();

function started(): Worker {
  if (worker) return worker;
  const thread = startWorker(import.meta.url, 'exchange-rows-worker', { env: {} });
  thread.on('message', (reply: RowsReply) => {
    const task = waiting.get(reply.task);
    waiting.delete(reply.task);
    if ('rows' in reply) task?.done(reply.rows);
    else task?.failed(new Error(reply.error));
    if (waiting.size === 0) thread.unref();
  });
  const lost = (error: Error) => {
    if (worker === thread) worker = null;
    for (const task of waiting.values()) task.failed(error);
    waiting.clear();
  };
  thread.on('error', lost);
  thread.on('exit', (code) => lost(new Error(`the exchange rows' thread exited (${code})`)));
  thread.unref();
  worker = thread;
  return thread;
}

/** Each draft's row, as JSON keyed by column (the order kept); the thread is held only while it works. */
export function buildRowsOffThread(drafts: (ExchangeDraft & { id: number })[]): Promise<string[]> {
  const thread = started();
  const task = nextTask++;
  return new Promise<string[]>((done, failed) => {
    waiting.set(task, { done, failed });
    thread.ref();
    thread.postMessage({ task, drafts } satisfies RowsTask);
  });
}
