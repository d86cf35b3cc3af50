import { closedStoreStatuses, type SyncRequestStage } from '@store-console/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from '../../../platform/context.ts';
import { isUniqueViolation } from '../../../platform/lists.ts';
import { type StoreRow, storeRow } from '../../stores/index.ts';
import { savedAgentOf, sourceOfStore } from '../config/sources-service.ts';
import { publishTrace, type TraceInput } from '../trace/trace-hub.ts';
import { dropMarks } from './chunk-load.ts';
import { extractThroughGateway, gatewayTables, type RunStep, saveGatewayPositions } from './gateway-extraction.ts';
import { sourceTablesOf } from './map-rows.ts';
import { extractThroughAgent } from './request-extract.ts';
import { ChunkLoader } from './request-load.ts';
import {
  cancelAgentExtraction,
  closedStoreReason,
  failRequest,
  type RequestRow,
  refreshOpenRequest,
  requestMappings,
  syncRequestQueue,
} from './request-service.ts';
import { syncRequestChunks, syncRequests, syncRequestTables } from './schema.ts';

/**
 * One request's job (docs/decisions/0066), safe to run again at any point: each step starts from
 * what the tables say. CREATED → REQUESTED (claimed: one running request per store, by the partial
 * unique index) → EXTRACT_PENDING (the agent accepted the extraction) → EXTRACTING (polled; each
 * finished chunk is pulled as it appears) → TRANSFER_PENDING → TRANSFERRING (the chunks left) →
 * SENT (the agent served them all) → RECEIVED (every chunk stored and its SHA-256 verified) →
 * LOADING (the chunks left, each exactly once: chunk-load.ts) → COMPLETED, or FAILED with the
 * reason. The extraction and transfer are request-extract.ts; the load (request-load.ts) runs
 * beside them from the first covered chunk on, so LOADING is what remains once all are stored.
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
  /** Tables a full load loads at once (request-load.ts). */
  loadPool?: number;
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
  const run = new Run(ctx, store, row, attempts, hooks, trace);
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

class Run {
  private row: RequestRow;

  constructor(
    private readonly ctx: Context,
    /** The store as the run found it open; `alive` checks it is still open before each step. */
    private readonly store: StoreRow,
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
    const { mappings, sentAt } = await requestMappings(ctx, this.store);
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
    const loader = new ChunkLoader(this.step(), this.hooks, tables, mappings);
    await loader.prepare();
    // The load runs beside the extraction and transfer, taking each chunk once it is covered.
    const loading = loader.run();
    loading.catch(() => {}); // raced and awaited below
    const abort = new AbortController();
    let extracting: Promise<void> = Promise.resolve();
    try {
      if (!states.every((state) => state.extracted)) {
        extracting = agent
          ? extractThroughAgent(
              {
                ...this.step(),
                pollMs: this.hooks.pollMs ?? 500,
                chunkRows: this.hooks.chunkRows,
                onCovered: () => loader.covered(),
                signal: abort.signal,
              },
              agent,
              tables,
            )
          : extractThroughGateway(this.step(), tables);
        extracting.catch(() => {}); // raced and awaited below
        // The first failure of either ends the run.
        await Promise.race([extracting, loading]);
        await extracting;
      }
      await this.loading();
      loader.extractionDone();
      await loading;
    } catch (error) {
      // Neither goes on once the run ends: a restart must find nothing of this one still running.
      loader.stop();
      abort.abort(error);
      await Promise.allSettled([extracting, loading]);
      throw error;
    }
    await this.complete();
    await this.dropCopies(loader);
  }

  /** Every chunk is stored: LOADING, with the rows to load and those loaded while transferring. */
  private async loading(): Promise<void> {
    const [totals] = await this.ctx.db
      .select({
        rows: sql<number>`coalesce(sum(${syncRequestChunks.rowCount}), 0)::int`,
        loaded: sql<number>`coalesce(sum(${syncRequestChunks.rowCount}) FILTER (WHERE ${syncRequestChunks.loadedAt} IS NOT NULL), 0)::int`,
      })
      .from(syncRequestChunks)
      .where(eq(syncRequestChunks.requestId, this.row.id));
    await this.set({ endIndex: Number(totals?.rows ?? 0), currentIndex: Number(totals?.loaded ?? 0) }, 'LOADING');
  }

  /** The request's stored chunks and marks go once it completed. */
  private async dropCopies(loader: ChunkLoader): Promise<void> {
    const { ctx } = this;
    for (const chunk of await ctx.db
      .select({ key: syncRequestChunks.blobKey })
      .from(syncRequestChunks)
      .where(eq(syncRequestChunks.requestId, this.row.id))) {
      if (chunk.key) await ctx.blobs.delete(chunk.key).catch(() => {});
    }
    await ctx.db.update(syncRequestChunks).set({ blobKey: null }).where(eq(syncRequestChunks.requestId, this.row.id));
    await dropMarks((await loader.prepare()).database, this.row.id);
  }

  /** What gateway-extraction.ts uses of the run. */
  private step(): RunStep {
    return {
      ctx: this.ctx,
      store: this.store,
      row: () => this.row,
      alive: () => this.alive(),
      set: (values, stage) => this.set(values, stage),
      trace: this.trace,
    };
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
