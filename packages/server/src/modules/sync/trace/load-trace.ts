import type { TraceInput } from './trace-hub.ts';

/**
 * The lines a request's run adds to Diagnostics between its stages, so that a load can be followed
 * table by table and chunk by chunk: each chunk as it is received from the agent, each table as its
 * loading starts, and each chunk once loaded with what it did. One traceData each (a load of the
 * demo ERP is a few dozen; the hub's per-store rate bounds a large one).
 */

export type ChunkFacts = { seq: number; table: string; rows: number; bytes: number };
export type ChunkOutcomeFacts = { inserted: number; updated: number; deleted: number; failed: number };

export function chunkReceivedTrace(requestId: string, stage: string, chunk: ChunkFacts): TraceInput {
  return {
    type: 'traceData',
    stage,
    requestId,
    table: chunk.table,
    fields: { chunk: chunk.seq, step: 'received', rows: chunk.rows, bytes: chunk.bytes },
  };
}

export function tableLoadTrace(requestId: string, table: string, chunks: number, rows: number): TraceInput {
  return { type: 'traceData', stage: 'LOADING', requestId, table, fields: { step: 'table', chunks, rows } };
}

export function chunkLoadedTrace(
  requestId: string,
  chunk: Pick<ChunkFacts, 'seq' | 'table' | 'rows'>,
  outcome: ChunkOutcomeFacts,
): TraceInput {
  return {
    type: 'traceData',
    stage: 'LOADING',
    requestId,
    table: chunk.table,
    fields: {
      chunk: chunk.seq,
      step: 'loaded',
      rows: chunk.rows,
      inserted: outcome.inserted,
      updated: outcome.updated,
      deleted: outcome.deleted,
      failed: outcome.failed,
    },
  };
}

/** Per table of the chunks about to load, in their order: how many chunks and rows. */
export function tablesOfChunks(chunks: readonly { tableName: string; rowCount: number }[]) {
  const tables = new Map<string, { chunks: number; rows: number }>();
  for (const chunk of chunks) {
    const table = tables.get(chunk.tableName) ?? { chunks: 0, rows: 0 };
    table.chunks += 1;
    table.rows += chunk.rowCount;
    tables.set(chunk.tableName, table);
  }
  return tables;
}
