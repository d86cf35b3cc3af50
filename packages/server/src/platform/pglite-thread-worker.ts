// The embedded database's own thread: one PGlite instance, driven by messages from the server's
// thread (pglite-thread.ts), so its WebAssembly never runs between two requests' JavaScript
// (docs/decisions/0089-the-embedded-database-in-a-thread.md).
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Call, Reply, StartOptions, WireOptions, WireResults } from './pglite-thread-wire.ts';

const port = parentPort;
if (!port) throw new Error('pglite-thread-worker runs as a worker thread');
const start = workerData as StartOptions;

const keepText = (value: string) => value;

/** The caller's parsers run on its own thread: here their types are left as text. */
function queryOptions(options: WireOptions | undefined): QueryOptions {
  if (!options) return {};
  const { textTypes, blob, ...rest } = options;
  return {
    ...rest,
    ...(textTypes ? { parsers: Object.fromEntries(textTypes.map((type) => [type, keepText])) } : {}),
    ...(blob ? { blob: new Blob([blob]) } : {}),
  };
}

async function wire(results: Results): Promise<{ value: WireResults; transfer: ArrayBuffer[] }> {
  const { blob, ...rest } = results;
  if (!blob) return { value: rest, transfer: [] };
  const bytes = await blob.arrayBuffer();
  return { value: { ...rest, blob: bytes }, transfer: [bytes] };
}

/** Every own field of a database error (code, detail, constraint…), which callers read. */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

const pglite = await PGlite.create(start.dataDir ?? undefined, {
  extensions: { pg_trgm },
  ...(start.startParams ? { startParams: start.startParams } : {}),
  ...(start.loadDataDir ? { loadDataDir: new Blob([start.loadDataDir]) } : {}),
});

pglite.onNotification((channel, payload) =>
  port.postMessage({ kind: 'notification', channel, payload } satisfies Reply),
);

/** Open transactions, by the caller's number: each holds PGlite's lock until the caller ends it. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
const listeners = new Map<number, () => Promise<void>>();

function runner(txId: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (txId === undefined) return pglite;
  const open = transactions.get(txId);
  if (!open) throw new Error(`transaction ${txId} is not open`);
  return open.tx;
}

function begin(txId: number, opened: () => void): Promise<void> {
  return pglite.transaction(async (tx) => {
    const commit = await new Promise<boolean>((end) => {
      transactions.set(txId, { tx, end });
      opened();
    });
    transactions.delete(txId);
    if (!commit) await tx.rollback();
  });
}

/** What ended transactions answer: the commit's outcome, settled once the caller asks for it. */
const endings = new Map<number, Promise<void>>();

async function perform(call: Call): Promise<{ value?: unknown; transfer?: ArrayBuffer[] }> {
  switch (call.op) {
    case 'query': {
      const results = await runner(call.txId).query(call.sql, call.params, queryOptions(call.options));
      return wire(results as Results);
    }
    case 'exec': {
      const results = await runner(call.txId).exec(call.sql, queryOptions(call.options));
      const wired = await Promise.all(results.map(wire));
      return { value: wired.map((w) => w.value), transfer: wired.flatMap((w) => w.transfer) };
    }
    case 'begin': {
      await new Promise<void>((opened, failed) => {
        const ended = begin(call.txId, opened);
        ended.catch(failed);
        endings.set(call.txId, ended);
      });
      return {};
    }
    case 'end': {
      transactions.get(call.txId)?.end(call.commit);
      const ended = endings.get(call.txId);
      endings.delete(call.txId);
      await ended;
      return {};
    }
    case 'listen': {
      const stop = await pglite.listen(call.channel, (payload) =>
        port?.postMessage({ kind: 'listened', listenId: call.listenId, payload } satisfies Reply),
      );
      listeners.set(call.listenId, stop);
      return {};
    }
    case 'unlisten': {
      const stop = listeners.get(call.listenId);
      listeners.delete(call.listenId);
      await stop?.();
      return {};
    }
    case 'dump': {
      const tarball = await pglite.dumpDataDir('none');
      const bytes = await tarball.arrayBuffer();
      return { value: bytes, transfer: [bytes] };
    }
    case 'close': {
      await pglite.close();
      return {};
    }
  }
}

port.on('message', (call: Call) => {
  perform(call).then(
    ({ value, transfer }) => port.postMessage({ kind: 'done', id: call.id, value } satisfies Reply, transfer ?? []),
    (error: unknown) => port.postMessage({ kind: 'failed', id: call.id, error: errorFields(error) } satisfies Reply),
  );
});
port.postMessage({ kind: 'ready' } satisfies Reply);
