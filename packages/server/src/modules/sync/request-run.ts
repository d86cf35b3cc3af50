import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import {
  type AgentChunkLine,
  type AgentExtraction,
  type AgentExtractionRequest,
  closedStoreStatuses,
  type ExtractionChunk,
  type FilterTree,
  parseAgentChunkLine,
  type SyncRequestStage,
  syncRequestTexts,
} from '@store-console/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { widenCommerceColumns } from '../../platform/data-plane.ts';
import { isUniqueViolation } from '../../platform/lists.ts';
import { storeDatabase, storeRow } from '../stores/index.ts';
import type { AgentClient } from './agent-client.ts';
import { type ChunkOutcome, dropMarks, emptyOnce, ensureMarks, loadChunk, markOf } from './chunk-load.ts';
import { syncRequestChunks, syncRequests, syncRequestTables } from './engine/schema.ts';
import { extractThroughGateway, gatewayTables, type RunStep, saveGatewayPositions } from './gateway-extraction.ts';
import { planOf, sourceTablesOf } from './map-rows.ts';
import { recordFailures, recountRequest } from './request-figures.ts';
import {
  cancelAgentExtraction,
  closedStoreReason,
  failRequest,
  type RequestRow,
  refreshOpenRequest,
  requestMappings,
  syncRequestQueue,
} from './request-service.ts';
import { syncFilters } from './schema.ts';
import { savedAgentOf, sourceOfStore } from './sources-service.ts';
import { describeTargets } from './target-tables.ts';
import { chunkLoadedTrace, chunkReceivedTrace, tableLoadTrace, tablesOfChunks } from './trace/load-trace.ts';
import { publishTrace, type TraceInput } from './trace/trace-hub.ts';

/**
 * One request's job (SYNC.md "Requests"), safe to run again at any point: each step starts from
 * what the tables say. CREATED → REQUESTED (claimed: one running request per store, by the partial
 * unique index) → EXTRACT_PENDING (the agent accepted the extraction) → EXTRACTING (polled; each
 * finished chunk is pulled as it appears) → TRANSFER_PENDING → TRANSFERRING (the chunks left) →
 * SENT (the agent served them all) → RECEIVED (every chunk stored and its SHA-256 verified) →
 * LOADING (chunk by chunk, exactly once: chunk-load.ts) → COMPLETED, or FAILED with the reason.
 */

export type RunHooks = {
  /** Besides the diagnostics channel (`publishTrace`), where tests see stage changes and failed rows. */
  trace?: (storeDbId: number, message: TraceInput) => void;
  /** After each chunk is recorded loaded (tests simulate a crash here). */
  afterChunkLoaded?: (seq: number) => void | Promise<void>;
  /** Between two polls of the agent's extraction. */
  pollMs?: number;
  /** Rows per chunk asked of the agent. */
  chunkRows?: number;
};

/** The run stops here: the request was stopped or restarted by someone else meanwhile. */
class Superseded extends Error {}

const closed: readonly string[] = closedStoreStatuses;
const waitSeconds = 5;

export async function runRequest(ctx: Context, requestId: string, hooks: RunHooks = {}): Promise<void> {
  let row = await rowOf(ctx, requestId);
  if (!row || row.stage === 'COMPLETED' || row.stage === 'FAILED') return;
  const trace = (message: TraceInput) => {
    const storeDbId = row?.storeId ?? 0;
    hooks.trace?.(storeDbId, message);
    void publishTrace(ctx, storeDbId, message);
  };
  const store = await storeRow(ctx.db, row.storeId);
  if (!store || closed.includes(store.statusType)) {
    const current = row;
    await ctx.db.transaction((tx) => failRequest(tx, current, closedStoreReason(store?.statusType)));
    return;
  }
  if (row.stage === 'CREATED') {
    try {
      const [claimed] = await ctx.db
        .update(syncRequests)
        .set({ stage: 'REQUESTED', startedAt: sql`coalesce(${syncRequests.startedAt}, now())`, updatedAt: new Date() })
        .where(and(eq(syncRequests.id, requestId), eq(syncRequests.stage, 'CREATED')))
        .returning();
      if (!claimed) return;
      row = claimed;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another request of the store runs: look again shortly (one job chain per request).
      await ctx.jobs.send(syncRequestQueue, { requestId }, { startAfter: waitSeconds });
      return;
    }
    trace({ type: 'traceStage', stage: 'REQUESTED', requestId });
  }
  const attempts = row.attempts;
  const run = new Run(ctx, row, attempts, hooks, trace);
  try {
    await run.go();
  } catch (error) {
    if (error instanceof Superseded) return;
    const message = error instanceof Error ? error.message : String(error);
    trace({ type: 'traceError', stage: 'FAILED', requestId, error: message });
    await ctx.db.transaction((tx) => failRequest(tx, { id: requestId, storeId: store.id }, message.slice(0, 2000)));
    await cancelAgentExtraction(ctx, (await rowOf(ctx, requestId)) ?? { extractionId: null, storeId: store.id });
  }
}

async function rowOf(ctx: Context, id: string): Promise<RequestRow | undefined> {
  const [row] = await ctx.db.select().from(syncRequests).where(eq(syncRequests.id, id));
  return row;
}

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

class Run {
  private row: RequestRow;

  constructor(
    private readonly ctx: Context,
    row: RequestRow,
    private readonly attempts: number,
    private readonly hooks: RunHooks,
    private readonly trace: (message: TraceInput) => void,
  ) {
    this.row = row;
  }

  /** Re-reads the request; a stop (FAILED) or a restart (attempts moved) ends this run. */
  private async alive(): Promise<RequestRow> {
    const row = await rowOf(this.ctx, this.row.id);
    if (!row || row.stage === 'FAILED' || row.stage === 'COMPLETED' || row.attempts !== this.attempts) {
      throw new Superseded();
    }
    // A store deactivated or deleted meanwhile: its request stops.
    const store = await storeRow(this.ctx.db, row.storeId);
    if (!store || closed.includes(store.statusType)) throw new Error(closedStoreReason(store?.statusType));
    this.row = row;
    return row;
  }

  private async set(values: Partial<typeof syncRequests.$inferInsert>, stage?: SyncRequestStage): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(syncRequests)
        .set({ ...values, ...(stage ? { stage } : {}), ...this.stageStart(values, stage), updatedAt: new Date() })
        .where(
          and(
            eq(syncRequests.id, this.row.id),
            eq(syncRequests.attempts, this.attempts),
            sql`${syncRequests.stage} NOT IN ('COMPLETED', 'FAILED')`,
          ),
        )
        .returning();
      if (!updated) throw new Superseded();
      if (stage && stage !== this.row.stage) await refreshOpenRequest(tx, this.row.storeId);
      this.row = updated;
    });
    if (stage) this.trace({ type: 'traceStage', stage, requestId: this.row.id });
  }

  /** A new stage records when it began and its progress then (the ETA's own rate, `stageEtaSeconds`). */
  private stageStart(values: Partial<typeof syncRequests.$inferInsert>, stage?: SyncRequestStage) {
    if (!stage || stage === this.row.stage) return {};
    const index = typeof values.currentIndex === 'number' ? values.currentIndex : this.row.currentIndex;
    return { stageStartedAt: new Date(), stageStartIndex: index };
  }

  async go(): Promise<void> {
    const { ctx } = this;
    const source = await sourceOfStore(ctx, this.row.storeId);
    if (!source) throw new Error('The store has no sync source');
    if (!source.isActive) throw new Error('The sync source is inactive');
    // A GATEWAY source (Business Central) is read by the server itself: gateway-extraction.ts.
    const agent = source.syncType === 'GATEWAY' ? null : savedAgentOf(ctx, source);
    const { mappings, sentAt } = await requestMappings(ctx, this.row.storeId);
    const mapped = sourceTablesOf(mappings);
    const asked = this.row.tables.length > 0 ? mapped.filter((table) => this.row.tables.includes(table)) : mapped;
    const tables = agent ? asked : await gatewayTables(ctx, source.id, asked);
    if (tables.length === 0) throw new Error('No mapped table to load');
    if (!this.row.mappingSentAt && sentAt) await this.set({ mappingSentAt: sentAt });
    await ctx.db
      .insert(syncRequestTables)
      .values(tables.map((tableName) => ({ requestId: this.row.id, tableName })))
      .onConflictDoNothing();
    const states = await ctx.db.select().from(syncRequestTables).where(eq(syncRequestTables.requestId, this.row.id));
    if (!states.every((state) => state.extracted)) {
      if (agent) await this.extract(agent, tables);
      else await extractThroughGateway(this.step(), tables);
    }
    await this.load(tables, mappings);
  }

  /** What gateway-extraction.ts uses of the run. */
  private step(): RunStep {
    return {
      ctx: this.ctx,
      row: () => this.row,
      alive: () => this.alive(),
      set: (values, stage) => this.set(values, stage),
      trace: this.trace,
    };
  }

  // ─── Extract and transfer ───

  private async extract(agent: { client: AgentClient; dbAlias: string; dbSchema: string }, tables: string[]) {
    const { ctx } = this;
    const { client } = agent;
    let extraction: AgentExtraction | null = null;
    if (this.row.extractionId) {
      // A resumed run: the agent's extraction may still be there (a worker crash), else start again.
      extraction = await client.extraction(this.row.extractionId).catch(() => null);
      if (extraction && (extraction.state === 'FAILED' || extraction.state === 'CANCELLED')) extraction = null;
    }
    if (!extraction) {
      await this.alive();
      const body = await this.extractionBody(agent.dbSchema, tables);
      const id = await client.startExtraction(agent.dbAlias, body);
      const base = await this.dropUncovered();
      await this.set({ extractionId: id, chunkBase: base }, 'EXTRACT_PENDING');
    }
    const extractionId = this.row.extractionId as string;
    const base = this.row.chunkBase;
    // No wait before the first poll; then 20 ms, doubling up to pollMs while nothing new appears,
    // and 20 ms again after a chunk was pulled (the next one is likely close): a small incremental
    // extraction is done within tens of ms, which a fixed 500 ms sleep turned into half a second.
    const pollMs = this.hooks.pollMs ?? 500;
    const firstWaitMs = Math.min(firstPollWaitMs, pollMs);
    let waitMs = firstWaitMs;
    for (;;) {
      await this.alive();
      const state = await client.extraction(extractionId);
      if (state.state === 'FAILED')
        throw new Error(`The agent's extraction failed: ${state.error ?? 'no reason given'}`);
      if (state.state === 'CANCELLED') throw new Error(syncRequestTexts.cancelled);
      const done = state.state === 'DONE';
      if (done && this.row.stage !== 'TRANSFERRING') {
        await this.set(
          { endIndex: state.chunks.length, currentIndex: 0, positionTo: state.endPosition },
          'TRANSFER_PENDING',
        );
      } else if (!done && this.row.stage !== 'EXTRACTING') {
        await this.set({}, 'EXTRACTING');
      }
      const received = new Set(
        (
          await ctx.db
            .select({ seq: syncRequestChunks.seq })
            .from(syncRequestChunks)
            .where(eq(syncRequestChunks.requestId, this.row.id))
        ).map((chunk) => chunk.seq),
      );
      const missing = state.chunks.filter((chunk) => !received.has(base + chunk.index));
      // Chunks pulled while the agent extracted count as progress made before this stage began.
      if (done && missing.length > 0)
        await this.set({ currentIndex: state.chunks.length - missing.length }, 'TRANSFERRING');
      for (const chunk of missing) {
        await this.alive();
        await this.receive(client, extractionId, base, chunk);
        if (done) {
          const got = state.chunks.length - missing.length + missing.indexOf(chunk) + 1;
          await this.set({ currentIndex: got });
        }
      }
      // The checkpoint counts once every chunk listed with it is stored: a resume starts after it,
      // and keeps the chunks up to the last one listed with it (`coveredSeq`), in one transaction.
      const lastListed = state.chunks.at(-1);
      if (state.checkpoint && 'key' in state.checkpoint && lastListed) {
        const { table, key } = state.checkpoint;
        await ctx.db.transaction(async (tx) => {
          await tx
            .update(syncRequestTables)
            .set({ lastKey: key })
            .where(and(eq(syncRequestTables.requestId, this.row.id), eq(syncRequestTables.tableName, table)));
          await tx
            .update(syncRequests)
            .set({ coveredSeq: base + lastListed.index })
            .where(eq(syncRequests.id, this.row.id));
        });
      }
      if (!done) {
        const checkpoint = checkpointText(state.checkpoint);
        if (checkpoint !== this.row.checkpoint) await this.set({ checkpoint });
        await sleep(waitMs);
        waitMs = missing.length > 0 ? firstWaitMs : Math.min(waitMs * 2, pollMs);
        continue;
      }
      await this.set({ currentIndex: state.chunks.length, positionTo: state.endPosition }, 'SENT');
      await ctx.db
        .update(syncRequestTables)
        .set({ extracted: true })
        .where(eq(syncRequestTables.requestId, this.row.id));
      await this.set({}, 'RECEIVED');
      // Every chunk is ours now: the agent may drop its copies.
      await client.cancelExtraction(extractionId).catch(() => {});
      return;
    }
  }

  /**
   * Before a new extraction of a resumed run: the chunks received after the saved checkpoint's last
   * one are read again by the new extraction (it resumes after that checkpoint; a CHANGES one reads
   * its window again), so they go, with their stored copies and their rows in the figures. Answers
   * the new extraction's first seq.
   */
  private async dropUncovered(): Promise<number> {
    const { ctx } = this;
    const id = this.row.id;
    const covered = (await rowOf(ctx, id))?.coveredSeq ?? -1;
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

  private async extractionBody(schema: string, tables: string[]): Promise<AgentExtractionRequest> {
    const filters = await this.ctx.db
      .select({ table: syncFilters.tableName, tree: syncFilters.tree })
      .from(syncFilters)
      .where(eq(syncFilters.storeId, this.row.storeId));
    const treeOf = new Map(filters.map((filter) => [filter.table, filter.tree as FilterTree]));
    const list = tables.map((table) => ({ table, filter: treeOf.get(table) ?? null }));
    const chunkRows = this.hooks.chunkRows ?? this.ctx.config.sync?.chunkRows ?? 5_000;
    if (this.row.type === 'INCREMENTAL' && this.row.positionFrom) {
      return { schema, mode: 'CHANGES', tables: list, since: this.row.positionFrom, chunkRows };
    }
    // A resumed full load continues after the last key of the last table it reached.
    const states = await this.ctx.db
      .select()
      .from(syncRequestTables)
      .where(eq(syncRequestTables.requestId, this.row.id));
    const reached = [...tables].reverse().find((table) => states.find((state) => state.tableName === table)?.lastKey);
    const lastKey = states.find((state) => state.tableName === reached)?.lastKey;
    const resumeAfter =
      reached && lastKey ? { table: reached, key: lastKey as Record<string, string | number> } : undefined;
    return { schema, mode: 'FULL', tables: list, chunkRows, ...(resumeAfter ? { resumeAfter } : {}) };
  }

  /** Pulls one chunk into blob storage (its checksum verified on the way) and records it RECEIVED. */
  private async receive(client: AgentClient, extractionId: string, base: number, chunk: ExtractionChunk) {
    const seq = base + chunk.index;
    const key = `sync/${this.row.storeId}/${this.row.id}/${seq}.ndjson.gz`;
    const download = await client.chunk(extractionId, chunk.index);
    const stored = await this.ctx.blobs.put(key, download.body);
    const received = await this.ctx.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(syncRequestChunks)
        .values({
          requestId: this.row.id,
          seq,
          storeId: this.row.storeId,
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
      await recountRequest(tx, this.row.id);
      return true;
    });
    if (received) {
      this.trace(
        chunkReceivedTrace(this.row.id, this.row.stage, {
          seq,
          table: chunk.table,
          rows: download.rows,
          bytes: stored.size,
        }),
      );
    }
  }

  // ─── Load ───

  private async load(tables: string[], mappings: Awaited<ReturnType<typeof requestMappings>>['mappings']) {
    const { ctx } = this;
    const store = await storeRow(ctx.db, this.row.storeId);
    if (!store) throw new Error('The store is gone');
    const database = await storeDatabase(ctx, store);
    await ensureMarks(database);
    const plans = planOf(mappings.filter((mapping) => tables.includes(mapping.sourceTable)));
    // A store provisioned before prices and quantities held 6 decimals would round them.
    await widenCommerceColumns(database.db, store.id);
    const targets = await describeTargets(database, store.id);
    const [totals] = await ctx.db
      .select({
        rows: sql<number>`coalesce(sum(${syncRequestChunks.rowCount}), 0)::int`,
        loaded: sql<number>`coalesce(sum(${syncRequestChunks.rowCount}) FILTER (WHERE ${syncRequestChunks.loadedAt} IS NOT NULL), 0)::int`,
      })
      .from(syncRequestChunks)
      .where(eq(syncRequestChunks.requestId, this.row.id));
    await this.set({ endIndex: Number(totals?.rows ?? 0), currentIndex: Number(totals?.loaded ?? 0) }, 'LOADING');
    if (this.row.truncate) {
      const targetTables = [...new Set([...plans.values()].flat().map((plan) => plan.targetTable))];
      const emptied = await emptyOnce(
        database,
        store.id,
        this.row.id,
        targetTables.filter((table) => targets.has(table)),
        this.row.deleteMode,
      );
      await ctx.db.transaction(async (tx) => {
        await tx.update(syncRequests).set({ emptied }).where(eq(syncRequests.id, this.row.id));
        await tx.update(syncRequestTables).set({ truncated: true }).where(eq(syncRequestTables.requestId, this.row.id));
        await recountRequest(tx, this.row.id);
      });
      for (const table of emptied)
        this.trace({
          type: 'traceData',
          stage: 'LOADING',
          requestId: this.row.id,
          table: table.table,
          fields: { op: 'EMPTIED', deleted: table.rows },
        });
    }
    const pending = await ctx.db
      .select()
      .from(syncRequestChunks)
      .where(and(eq(syncRequestChunks.requestId, this.row.id), isNull(syncRequestChunks.loadedAt)))
      .orderBy(asc(syncRequestChunks.seq));
    // The next chunk is read and parsed while this one loads (its JS work beside the database's).
    const read = (chunk: (typeof pending)[number]) => {
      const lines = this.linesOf(chunk.blobKey);
      lines.catch(() => {}); // awaited (and thrown) when its turn comes
      return lines;
    };
    let ahead: Promise<AgentChunkLine[]> | undefined;
    const pendingTables = tablesOfChunks(pending);
    for (const [index, chunk] of pending.entries()) {
      await this.alive();
      const table = pendingTables.get(chunk.tableName);
      if (table && pending[index - 1]?.tableName !== chunk.tableName) {
        this.trace(tableLoadTrace(this.row.id, chunk.tableName, table.chunks, table.rows));
      }
      const reading = ahead ?? read(chunk);
      ahead = undefined;
      let outcome = await markOf(database, this.row.id, chunk.seq);
      if (!outcome) {
        const lines = await reading;
        const following = pending[index + 1];
        if (following) ahead = read(following);
        outcome =
          (await loadChunk({
            database,
            storeDbId: store.id,
            requestId: this.row.id,
            seq: chunk.seq,
            lines,
            plans,
            targets,
            onFailure: (failure) =>
              this.trace({
                type: 'traceError',
                stage: 'LOADING',
                requestId: this.row.id,
                table: failure.table,
                error: failure.message,
              }),
            onDeleted: (table, rows) =>
              this.trace({
                type: 'traceData',
                stage: 'LOADING',
                requestId: this.row.id,
                table,
                fields: { op: 'D', deleted: rows },
              }),
          })) ?? (await markOf(database, this.row.id, chunk.seq));
      }
      if (!outcome) throw new Error(`Chunk ${chunk.seq} was neither loaded nor marked`);
      if (await this.recordLoaded(chunk, outcome)) {
        this.trace(
          chunkLoadedTrace(this.row.id, { seq: chunk.seq, table: chunk.tableName, rows: chunk.rowCount }, outcome),
        );
      }
      await this.hooks.afterChunkLoaded?.(chunk.seq);
    }
    await this.complete();
    for (const chunk of await ctx.db
      .select({ key: syncRequestChunks.blobKey })
      .from(syncRequestChunks)
      .where(eq(syncRequestChunks.requestId, this.row.id))) {
      if (chunk.key) await ctx.blobs.delete(chunk.key).catch(() => {});
    }
    await ctx.db.update(syncRequestChunks).set({ blobKey: null }).where(eq(syncRequestChunks.requestId, this.row.id));
    await dropMarks(database, this.row.id);
  }

  private async linesOf(key: string | null): Promise<AgentChunkLine[]> {
    if (!key) throw new Error('A received chunk has no stored copy');
    const read = await this.ctx.blobs.get(key);
    if (!read) throw new Error(`The stored chunk ${key} is missing`);
    const lines: AgentChunkLine[] = [];
    const decoder = new StringDecoder('utf8');
    const add = (text: string) => {
      const line = text.endsWith('\r') ? text.slice(0, -1) : text;
      if (line !== '') lines.push(parseAgentChunkLine(JSON.parse(line)));
    };
    let rest = '';
    for await (const piece of read.stream.pipe(createGunzip())) {
      const text = rest + decoder.write(piece as Buffer);
      let start = 0;
      for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
        add(text.slice(start, end));
        start = end + 1;
      }
      rest = text.slice(start);
    }
    add(rest + decoder.end());
    return lines;
  }

  /** The chunk's mark, its failures and the request's counters on the control side, once. */
  private async recordLoaded(chunk: typeof syncRequestChunks.$inferSelect, outcome: ChunkOutcome): Promise<boolean> {
    return this.ctx.db.transaction(async (tx) => {
      const marked = await tx
        .update(syncRequestChunks)
        .set({
          loadedAt: new Date(),
          inserted: outcome.inserted,
          updated: outcome.updated,
          deleted: outcome.deleted,
          failed: outcome.failed,
        })
        .where(
          and(
            eq(syncRequestChunks.requestId, chunk.requestId),
            eq(syncRequestChunks.seq, chunk.seq),
            isNull(syncRequestChunks.loadedAt),
          ),
        )
        .returning({ seq: syncRequestChunks.seq });
      if (marked.length === 0) return false;
      // The chunk's failed rows are the ones recorded (a row that failed twice in it is one row).
      const added = await recordFailures(tx, this.row, outcome, chunk.seq);
      if (added !== outcome.failed) {
        await tx
          .update(syncRequestChunks)
          .set({ failed: added })
          .where(and(eq(syncRequestChunks.requestId, chunk.requestId), eq(syncRequestChunks.seq, chunk.seq)));
      }
      // A chunk loads once (marked above in this transaction): its zero dates are counted once.
      for (const [table, warnings] of Object.entries(outcome.warnings ?? {})) {
        await tx
          .update(syncRequestTables)
          .set({ warnings: sql`${syncRequestTables.warnings} + ${warnings}` })
          .where(and(eq(syncRequestTables.requestId, chunk.requestId), eq(syncRequestTables.tableName, table)));
      }
      await recountRequest(tx, chunk.requestId);
      if (outcome.inserted + outcome.updated + outcome.deleted > 0) {
        await tx.execute(sql`INSERT INTO sync_store_states (store_id, last_data_at) VALUES (${chunk.storeId}, now())
          ON CONFLICT (store_id) DO UPDATE SET last_data_at = now()`);
      }
      return true;
    });
  }

  private async complete() {
    const row = this.row;
    await this.ctx.db.transaction(async (tx) => {
      const [done] = await tx
        .update(syncRequests)
        .set({ stage: 'COMPLETED', finished: new Date(), updatedAt: new Date() })
        .where(
          and(eq(syncRequests.id, row.id), eq(syncRequests.attempts, this.attempts), eq(syncRequests.stage, 'LOADING')),
        )
        .returning();
      if (!done) throw new Superseded();
      // Any completed full load, of every table or of some, means the store holds loaded data: its
      // status is no longer NOT_LOADED (issue 32: Load tables alone left it NOT_LOADED for good).
      const everLoaded = done.type === 'FULL';
      // The next incremental run starts here only after a run that covered every table: a load of
      // some tables must not skip the others' changes made meanwhile.
      const coveredAll = done.type === 'FULL' && done.tables.length === 0;
      const position = coveredAll || done.type === 'INCREMENTAL' ? done.positionTo : null;
      await tx.execute(sql`INSERT INTO sync_store_states (store_id, last_completed_at, ever_loaded_at, position)
        VALUES (${row.storeId}, now(), ${everLoaded ? sql`now()` : null}, ${position})
        ON CONFLICT (store_id) DO UPDATE SET last_completed_at = now(),
          ever_loaded_at = coalesce(${everLoaded ? sql`now()` : null}, sync_store_states.ever_loaded_at),
          position = coalesce(EXCLUDED.position, sync_store_states.position)`);
      await saveGatewayPositions(tx, done);
      await refreshOpenRequest(tx, row.storeId);
      this.row = done;
    });
    this.trace({ type: 'traceStage', stage: 'COMPLETED', requestId: row.id });
  }
}
