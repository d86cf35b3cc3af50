// The messages between the server's thread (pglite-thread.ts) and the embedded database's
// (pglite-thread-worker.ts). Values cross as structured clones; blobs as transferred bytes.
import type { QueryOptions, Results } from '@electric-sql/pglite';

export type StartOptions = {
  dataDir: string | null;
  startParams?: string[];
  loadDataDir?: ArrayBuffer;
};

/** A query's options on the wire: the parsers' types only (they run on the caller's thread). */
export type WireOptions = Omit<QueryOptions, 'parsers' | 'serializers' | 'onNotice' | 'blob'> & {
  textTypes?: number[];
  blob?: ArrayBuffer;
};

export type WireResults = Omit<Results, 'blob'> & { blob?: ArrayBuffer };

export type Call = { id: number } & (
  | { op: 'query'; sql: string; params?: unknown[]; options?: WireOptions; txId?: number }
  | { op: 'exec'; sql: string; options?: WireOptions; txId?: number }
  | { op: 'begin'; txId: number }
  | { op: 'end'; txId: number; commit: boolean }
  | { op: 'listen'; channel: string; listenId: number }
  | { op: 'unlisten'; listenId: number }
  | { op: 'dump' }
  | { op: 'close' }
);

export type Reply =
  | { kind: 'ready' }
  | { kind: 'done'; id: number; value: unknown }
  | { kind: 'failed'; id: number; error: Record<string, unknown> }
  | { kind: 'notification'; channel: string; payload: string }
  | { kind: 'listened'; listenId: number; payload: string };
