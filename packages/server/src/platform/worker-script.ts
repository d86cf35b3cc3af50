import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running the file `name` beside `base` (the caller's `import.meta.url`): built, its
 * `.js`; unbuilt (tests, benches, `tsx`), its `.ts` with tsx's loader registered in the worker itself,
 * since a worker thread does not take the parent's `--import` hooks on Node 20.
 */
export function startWorker(base: string, name: string, options: WorkerOptions = {}): Worker {
  const extension = base.endsWith('.ts') ? 'ts' : 'js';
  const script = new URL(`./${name}.${extension}`, base);
  if (extension === 'js') return new Worker(script, options);
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(script.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}
