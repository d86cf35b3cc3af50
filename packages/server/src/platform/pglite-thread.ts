// The embedded database (PGlite) in a worker thread of its own: what the server calls is this
// stand-in, which speaks PGlite's interface (query, exec, transaction, listen) and posts each call to
// pglite-thread-worker.ts. PostgreSQL's work (WebAssembly) no longer shares the request thread, so a
// burst of exchange rows or a report never holds up another caller's JavaScript
// (docs/decisions/0089-the-embedded-database-in-a-thread.md).
import type { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { Call, Reply, StartOptions, WireOptions, WireResults } from './pglite-thread-wire.ts';
import { startWorker } from './worker-script.ts';

/** What the server uses of PGlite; PGlite itself and the thread's stand-in both have it. */
export type EmbeddedDatabase = {
  query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(query: string, options?: QueryOptions): Promise<Array<Results>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  onNotification(callback: (channel: string, payload: string) => void): () => void;
  /** The data directory as an uncompressed tarball (the tests' template). */
  dumpDataDir(compression: 'none'): Promise<Blob>;
  close(): Promise<void>;
  readonly closed: boolean;
};

type CallBody = Call extends infer C ? (C extends Call ? Omit<C, 'id'> : never) : never;
type Pending = { resolve(value: unknown): void; reject(error: Error): void };

/** A database error as the thread saw it: its message and fields (code, constraint…) kept. */
function rebuilt(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'database error'));
  Object.assign(error, fields);
  return error;
}

async function wireOptions(options: QueryOptions | undefined): Promise<WireOptions | undefined> {
  if (!options) return undefined;
  const { parsers, serializers: _serializers, onNotice: _onNotice, blob, ...rest } = options;
  return {
    ...rest,
    ...(parsers ? { textTypes: Object.keys(parsers).map(Number) } : {}),
    ...(blob ? { blob: await blob.arrayBuffer() } : {}),
  };
}

/** The caller's parsers, applied here to the values the thread left as text. */
function parsed<T>(results: WireResults, options: QueryOptions | undefined): Results<T> {
  const { blob, ...rest } = results;
  const out = { ...rest, ...(blob ? { blob: new Blob([blob]) } : {}) } as Results<T>;
  const parsers = options?.parsers;
  if (!parsers || out.rows.length === 0) return out;
  const columns = out.fields
    .map((field, index) => ({ index, name: field.name, parse: parsers[field.dataTypeID] }))
    .filter((column) => column.parse);
  if (columns.length === 0) return out;
  const arrays = options?.rowMode === 'array';
  for (const row of out.rows as Record<string | number, unknown>[]) {
    for (const { index, name, parse } of columns) {
      const key = arrays ? index : name;
      const value = row[key];
      if (typeof value === 'string' && parse) row[key] = parse(value);
    }
  }
  return out;
}

export class PgliteThread implements EmbeddedDatabase {
  #worker: Worker;
  #next = 1;
  #pending = new Map<number, Pending>();
  #notified = new Set<(channel: string, payload: string) => void>();
  #listened = new Map<number, (payload: string) => void>();
  #closed = false;
  #failure: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => this.#receive(reply));
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => this.#fail(new Error(`the embedded database's thread exited (${code})`)));
  }

  /** Starts the thread and waits until its database is open (migrations are the caller's). */
  static async start(options: StartOptions): Promise<PgliteThread> {
    const transfer = options.loadDataDir ? [options.loadDataDir] : [];
    const worker = startWorker(import.meta.url, 'pglite-thread-worker', {
      workerData: options,
      transferList: transfer,
    });
    await new Promise<void>((ready, failed) => {
      const onMessage = (reply: Reply) => {
        if (reply.kind !== 'ready') return;
        worker.off('error', failed);
        worker.off('message', onMessage);
        ready();
      };
      worker.on('message', onMessage);
      worker.once('error', failed);
      worker.once('exit', (code) => failed(new Error(`the embedded database's thread exited (${code}) while opening`)));
    });
    return new PgliteThread(worker);
  }

  get closed(): boolean {
    return this.#closed;
  }

  #receive(reply: Reply): void {
    switch (reply.kind) {
      case 'done':
      case 'failed': {
        const pending = this.#pending.get(reply.id);
        this.#pending.delete(reply.id);
        if (reply.kind === 'done') pending?.resolve(reply.value);
        else pending?.reject(rebuilt(reply.error));
        return;
      }
      case 'notification':
        for (const callback of this.#notified) callback(reply.channel, reply.payload);
        return;
      case 'listened':
        this.#listened.get(reply.listenId)?.(reply.payload);
        return;
      case 'ready':
        return;
    }
  }

  #fail(error: Error): void {
    if (this.#closed) return;
    this.#closed = true;
    this.#failure = error;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  call<T>(body: CallBody, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.#closed) return Promise.reject(this.#failure ?? new Error('the embedded database is closed'));
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...body, id } as Call, transfer);
    });
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions, txId?: number): Promise<Results<T>> {
    const wired = await wireOptions(options);
    const transfer = wired?.blob ? [wired.blob] : [];
    const body = { op: 'query' as const, sql, ...(params ? { params } : {}), ...(wired ? { options: wired } : {}) };
    const results = await this.call<WireResults>(txId === undefined ? body : { ...body, txId }, transfer);
    return parsed<T>(results, options);
  }

  async exec(sql: string, options?: QueryOptions, txId?: number): Promise<Array<Results>> {
    const wired = await wireOptions(options);
    const body = { op: 'exec' as const, sql, ...(wired ? { options: wired } : {}) };
    const results = await this.call<WireResults[]>(txId === undefined ? body : { ...body, txId });
    return results.map((r) => parsed(r, options));
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const txId = this.#next++;
    await this.call({ op: 'begin', txId });
    const tx = new ThreadTransaction(this, txId);
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (!tx.closed) {
        tx.close();
        await this.call({ op: 'end', txId, commit: false }).catch(() => {});
      }
      throw error;
    }
    if (!tx.closed) {
      tx.close();
      await this.call({ op: 'end', txId, commit: true });
    }
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listenId = this.#next++;
    this.#listened.set(listenId, callback);
    await this.call({ op: 'listen', channel, listenId });
    return async () => {
      this.#listened.delete(listenId);
      if (!this.#closed) await this.call({ op: 'unlisten', listenId });
    };
  }

  onNotification(callback: (channel: string, payload: string) => void): () => void {
    this.#notified.add(callback);
    return () => this.#notified.delete(callback);
  }

  async dumpDataDir(_compression: 'none'): Promise<Blob> {
    return new Blob([await this.call<ArrayBuffer>({ op: 'dump' })]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.call({ op: 'close' }).catch(() => {});
    this.#closed = true;
    await this.#worker.terminate();
  }
}

/** A transaction of the thread's database: its statements run inside it until it ends. */
class ThreadTransaction implements Transaction {
  #closed = false;
  constructor(
    private readonly database: PgliteThread,
    private readonly txId: number,
  ) {}

  get closed(): boolean {
    return this.#closed;
  }

  close(): void {
    this.#closed = true;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (this.#closed) return Promise.reject(new Error('the transaction is closed'));
    return this.database.query<T>(sql, params, options, this.txId);
  }

  sql<T>(strings: TemplateStringsArray, ...params: unknown[]): Promise<Results<T>> {
    const text = strings.reduce((all, part, index) => `${all}$${index}${part}`);
    return this.query<T>(text, params);
  }

  exec(sql: string, options?: QueryOptions): Promise<Array<Results>> {
    if (this.#closed) return Promise.reject(new Error('the transaction is closed'));
    return this.database.exec(sql, options, this.txId);
  }

  async rollback(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.database.call({ op: 'end', txId: this.txId, commit: false });
  }

  listen(channel: string, callback: (payload: string) => void): Promise<(tx?: Transaction) => Promise<void>> {
    return this.database.listen(channel, callback);
  }
}
