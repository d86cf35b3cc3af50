import {
  type AgentExtraction,
  type AgentExtractionRequest,
  type ExtractionChunk,
  type FilterTree,
  syncRequestTexts,
} from '@store-console/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { syncFilters } from '../schema.ts';
import { chunkReceivedTrace } from '../trace/load-trace.ts';
import type { AgentClient } from './agent-client.ts';
import type { RunStep } from './gateway-extraction.ts';
import { recountRequest } from './request-figures.ts';
import { syncRequestChunks, syncRequests, syncRequestTables } from './schema.ts';

/**
 * Extraction and transfer of one request through its agent (docs/decisions/0066): the agent reads
 * in the background, and each finished chunk is pulled as it appears, its checksum verified, into
 * blob storage. The saved checkpoint counts once every chunk listed with it is stored
 * (`coveredSeq`); the load (request-load.ts) takes chunks up to it while the extraction goes on.
 */

export type AgentOfSource = { client: AgentClient; dbAlias: string; dbSchema: string };

export type ExtractStep = RunStep & {
  pollMs: number;
  chunkRows: number | undefined;
  /** After chunks became covered (the load may take them). */
  onCovered(): void;
  /** Aborted when the load failed: the extraction stops at its next step. */
  signal: AbortSignal;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The first wait between two polls of the agent's extraction (then doubled up to `pollMs`). */
const firstPollWaitMs = 20;

function checkpointText(checkpoint: AgentExtraction['checkpoint']): string | null {
  if (!checkpoint) return null;
  if ('position' in checkpoint) return `${checkpoint.table} position ${checkpoint.position}`;
  const key = Object.entries(checkpoint.key)
    .map(([column, value]) => `${column}=${value}`)
    .join(', ');
  return `${checkpoint.table} after ${key}`;
}

/** Runs (or resumes) the agent's extraction until every chunk is stored: the request is RECEIVED. */
export async function extractThroughAgent(outer: ExtractStep, agent: AgentOfSource, tables: string[]): Promise<void> {
  const step: ExtractStep = {
    ...outer,
    alive: () => {
      outer.signal.throwIfAborted();
      return outer.alive();
    },
  };
  const { ctx } = step;
  const { client } = agent;
  let extraction: AgentExtraction | null = null;
  const startRow = step.row();
  if (startRow.extractionId) {
    // A resumed run: the agent's extraction may still be there (a worker crash), else start again.
    extraction = await client.extraction(startRow.extractionId).catch(() => null);
    if (extraction && (extraction.state === 'FAILED' || extraction.state === 'CANCELLED')) extraction = null;
  }
  if (!extraction) {
    await step.alive();
    const body = await extractionBody(step, agent.dbSchema, tables);
    const id = await client.startExtraction(agent.dbAlias, body);
    const base = await dropUncovered(step);
    await step.set({ extractionId: id, chunkBase: base }, 'EXTRACT_PENDING');
  }
  const extractionId = step.row().extractionId as string;
  const base = step.row().chunkBase;
  const requestId = step.row().id;
  // No wait before the first poll; then 20 ms, doubling up to pollMs while nothing new appears,
  // and 20 ms again after a chunk was pulled (the next one is likely close): a small incremental
  // extraction is done within tens of ms, which a fixed 500 ms sleep turned into half a second.
  const firstWaitMs = Math.min(firstPollWaitMs, step.pollMs);
  let waitMs = firstWaitMs;
  for (;;) {
    await step.alive();
    const state = await client.extraction(extractionId);
    if (state.state === 'FAILED') throw new Error(`The agent's extraction failed: ${state.error ?? 'no reason given'}`);
    if (state.state === 'CANCELLED') throw new Error(syncRequestTexts.cancelled);
    const done = state.state === 'DONE';
    const stage = step.row().stage;
    if (done && stage !== 'TRANSFERRING') {
      await step.set(
        { endIndex: state.chunks.length, currentIndex: 0, positionTo: state.endPosition },
        'TRANSFER_PENDING',
      );
    } else if (!done && stage !== 'EXTRACTING') {
      await step.set({}, 'EXTRACTING');
    }
    const received = new Set(
      (
        await ctx.db
          .select({ seq: syncRequestChunks.seq })
          .from(syncRequestChunks)
          .where(eq(syncRequestChunks.requestId, requestId))
      ).map((chunk) => chunk.seq),
    );
    const missing = state.chunks.filter((chunk) => !received.has(base + chunk.index));
    // Chunks pulled while the agent extracted count as progress made before this stage began.
    if (done && missing.length > 0)
      await step.set({ currentIndex: state.chunks.length - missing.length }, 'TRANSFERRING');
    for (const [i, chunk] of missing.entries()) {
      await step.alive();
      await receive(step, client, extractionId, base, chunk);
      if (done) await step.set({ currentIndex: state.chunks.length - missing.length + i + 1 });
    }
    // The checkpoint counts once every chunk listed with it is stored: a resume starts after it,
    // and keeps the chunks up to the last one listed with it (`coveredSeq`), in one transaction
    // (the request's row first, as every transaction of a run that writes both: no deadlock).
    const lastListed = state.chunks.at(-1);
    if (state.checkpoint && 'key' in state.checkpoint && lastListed) {
      const { table, key } = state.checkpoint;
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(syncRequests)
          .set({ coveredSeq: base + lastListed.index })
          .where(eq(syncRequests.id, requestId));
        await tx
          .update(syncRequestTables)
          .set({ lastKey: key })
          .where(and(eq(syncRequestTables.requestId, requestId), eq(syncRequestTables.tableName, table)));
      });
      step.onCovered();
    }
    if (!done) {
      const checkpoint = checkpointText(state.checkpoint);
      if (checkpoint !== step.row().checkpoint) await step.set({ checkpoint });
      await sleep(waitMs);
      waitMs = missing.length > 0 ? firstWaitMs : Math.min(waitMs * 2, step.pollMs);
      continue;
    }
    await step.set({ currentIndex: state.chunks.length, positionTo: state.endPosition }, 'SENT');
    await ctx.db.update(syncRequestTables).set({ extracted: true }).where(eq(syncRequestTables.requestId, requestId));
    await step.set({}, 'RECEIVED');
    // Every chunk is ours now: the agent may drop its copies.
    await client.cancelExtraction(extractionId).catch(() => {});
    return;
  }
}

/**
 * Before a new extraction of a resumed run: the chunks received after the saved checkpoint's last
 * one are read again by the new extraction (it resumes after that checkpoint; a CHANGES one reads
 * its window again), so they go, with their stored copies and their rows in the figures. None of
 * them was loaded: the load takes covered chunks only. Answers the new extraction's first seq.
 */
async function dropUncovered(step: RunStep): Promise<number> {
  const { ctx } = step;
  const id = step.row().id;
  const [current] = await ctx.db
    .select({ covered: syncRequests.coveredSeq })
    .from(syncRequests)
    .where(eq(syncRequests.id, id));
  const covered = current?.covered ?? -1;
  const dropped = await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(syncRequestChunks)
      .where(
        and(
          eq(syncRequestChunks.requestId, id),
          sql`${syncRequestChunks.seq} > ${covered}`,
          isNull(syncRequestChunks.loadedAt),
        ),
      )
      .returning({ key: syncRequestChunks.blobKey });
    if (gone.length > 0) await recountRequest(tx, id);
    return gone;
  });
  for (const chunk of dropped) if (chunk.key) await ctx.blobs.delete(chunk.key).catch(() => {});
  const [last] = await ctx.db
    .select({ seq: sql<number>`coalesce(max(${syncRequestChunks.seq}) + 1, 0)::int` })
    .from(syncRequestChunks)
    .where(eq(syncRequestChunks.requestId, id));
  return Number(last?.seq ?? 0);
}

async function extractionBody(step: ExtractStep, schema: string, tables: string[]): Promise<AgentExtractionRequest> {
  const row = step.row();
  const filters = await step.ctx.db
    .select({ table: syncFilters.tableName, tree: syncFilters.tree })
    .from(syncFilters)
    .where(eq(syncFilters.storeId, row.storeId));
  const treeOf = new Map(filters.map((filter) => [filter.table, filter.tree as FilterTree]));
  const list = tables.map((table) => ({ table, filter: treeOf.get(table) ?? null }));
  const chunkRows = step.chunkRows ?? step.ctx.config.sync?.chunkRows ?? 5_000;
  if (row.type === 'INCREMENTAL' && row.positionFrom) {
    return { schema, mode: 'CHANGES', tables: list, since: row.positionFrom, chunkRows };
  }
  // A resumed full load continues after the last key of the last table it reached.
  const states = await step.ctx.db.select().from(syncRequestTables).where(eq(syncRequestTables.requestId, row.id));
  const reached = [...tables].reverse().find((table) => states.find((state) => state.tableName === table)?.lastKey);
  const lastKey = states.find((state) => state.tableName === reached)?.lastKey;
  const resumeAfter =
    reached && lastKey ? { table: reached, key: lastKey as Record<string, string | number> } : undefined;
  return { schema, mode: 'FULL', tables: list, chunkRows, ...(resumeAfter ? { resumeAfter } : {}) };
}

/** Pulls one chunk into blob storage (its checksum verified on the way) and records it RECEIVED. */
async function receive(step: RunStep, client: AgentClient, extractionId: string, base: number, chunk: ExtractionChunk) {
  const row = step.row();
  const seq = base + chunk.index;
  const key = `sync/${row.storeId}/${row.id}/${seq}.ndjson.gz`;
  const download = await client.chunk(extractionId, chunk.index);
  const stored = await step.ctx.blobs.put(key, download.body);
  const received = await step.ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(syncRequestChunks)
      .values({
        requestId: row.id,
        seq,
        storeId: row.storeId,
        tableName: chunk.table,
        rowCount: download.rows,
        bytes: stored.size,
        sha256: download.sha256,
        blobKey: key,
        receivedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ seq: syncRequestChunks.seq });
    if (inserted.length === 0) return false;
    await recountRequest(tx, row.id);
    return true;
  });
  if (received) {
    step.trace(
      chunkReceivedTrace(row.id, step.row().stage, {
        seq,
        table: chunk.table,
        rows: download.rows,
        bytes: stored.size,
      }),
    );
  }
}
