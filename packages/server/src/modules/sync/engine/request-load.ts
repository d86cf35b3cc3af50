import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { type AgentChunkLine, lookupTarget, type Mapping, parseAgentChunkLine } from '@store-console/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { storeForeignKeys, widenCommerceColumns } from '../../../platform/data-plane.ts';
import type { Database } from '../../../platform/db.ts';
import { storeDatabase } from '../../stores/index.ts';
import { describeTargets, type TargetTable } from '../config/target-tables.ts';
import { chunkLoadedTrace, tableLoadTrace } from '../trace/load-trace.ts';
import { type ChunkOutcome, emptyOnce, ensureMarks, loadChunk, markOf } from './chunk-load.ts';
import type { RunStep } from './gateway-extraction.ts';
import { planOf, type TargetPlan } from './map-rows.ts';
import { recordFailures, recountRequest } from './request-figures.ts';
import { syncRequestChunks, syncRequests, syncRequestTables } from './schema.ts';

/**
 * The load of a request's chunks (docs/decisions/0066, 0067), which overlaps the extraction and transfer:
 * a chunk loads once it is covered (every chunk listed with the agent's checkpoint is stored, so a
 * resumed extraction never reads a loaded chunk's rows again) or once the transfer is done. Each
 * chunk loads exactly once (chunk-load.ts); the next chunk of a table is read and parsed while one
 * loads. A full load takes independent tables at once in a small pool: a table waits for every
 * earlier one it depends on (a lookup into its targets, a foreign key between their targets, a
 * target they share) to be final (the extraction went past it) and loaded. Change runs load in
 * chunk order, one at a time (a delete must follow the upsert before it). Memory is a few chunks'.
 */

type ChunkRow = typeof syncRequestChunks.$inferSelect;
export type LoadHooks = {
  afterChunkLoaded?: (seq: number) => void | Promise<void>;
  /** Tables loaded at once in a full load (default 3). */
  loadPool?: number;
};

type Prepared = {
  database: Database;
  storeDbId: number;
  plans: Map<string, TargetPlan[]>;
  targets: Map<string, TargetTable>;
  /** Per source table, the earlier source tables it waits for. */
  waitsFor: Map<string, Set<string>>;
};

export class ChunkLoader {
  private prepared: Prepared | undefined;
  private emptying: Promise<void> | undefined;
  private extracted = false;
  private wake: () => void = () => {};
  private readonly busy = new Set<string>();
  private readonly traced = new Set<string>();
  private stopped = false;

  constructor(
    private readonly step: RunStep,
    private readonly hooks: LoadHooks,
    private readonly tables: readonly string[],
    private readonly mappings: readonly Mapping[],
  ) {}

  /** New chunks are covered: the load may take them. */
  covered(): void {
    this.wake();
  }

  /** Every chunk is stored: the load takes the rest and ends. */
  extractionDone(): void {
    this.extracted = true;
    this.wake();
  }

  /** Ends the load after the chunks being loaded (the run failed elsewhere). */
  stop(): void {
    this.stopped = true;
    this.wake();
  }

  /** The store's database, the plans and targets, the order tables wait in. */
  async prepare(): Promise<Prepared> {
    if (this.prepared) return this.prepared;
    const { ctx } = this.step;
    const store = this.step.store;
    const database = await storeDatabase(ctx, store);
    await ensureMarks(database);
    const plans = planOf(this.mappings.filter((mapping) => this.tables.includes(mapping.sourceTable)));
    // A store provisioned before prices and quantities held 6 decimals would round them.
    await widenCommerceColumns(database.db, store.id);
    const targets = await describeTargets(database, store.id);
    const keys = await storeForeignKeys(database.db, store.id);
    this.prepared = { database, storeDbId: store.id, plans, targets, waitsFor: waitsFor(this.tables, plans, keys) };
    return this.prepared;
  }

  /** Loads until the extraction is done and every chunk is loaded; throws at the first failure. */
  async run(): Promise<void> {
    const prepared = await this.prepare();
    const pool = this.hooks.loadPool ?? this.step.ctx.config.sync?.loadPool ?? 3;
    const parallel = this.step.row().type === 'FULL' ? Math.max(1, pool) : 1;
    const running = new Map<string, Promise<void>>();
    try {
      for (;;) {
        const woken = new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        if (this.stopped) return;
        const extracted = this.extracted;
        const { chunks, covered } = await this.chunks();
        const loadable = chunks.filter((c) => !c.loadedAt && (extracted || c.seq <= covered));
        if (loadable.length === 0 && running.size === 0 && extracted) break;
        for (const [table, list] of this.ready(loadable, chunks, extracted, parallel)) {
          if (running.size >= parallel) break;
          this.busy.add(table);
          // Alone, a worker reads its next chunk while one loads; in a pool the others fill that gap,
          // and memory stays at one chunk per worker.
          const work = this.loadList(prepared, list, parallel === 1).finally(() => {
            this.busy.delete(table);
            running.delete(table);
          });
          work.catch(() => {}); // raced below, and thrown from there
          running.set(table, work);
        }
        await Promise.race([woken, ...running.values()]);
      }
      // Delete Before Load empties even when nothing was read.
      await this.emptied(prepared);
    } finally {
      this.stopped = true;
      await Promise.allSettled(running.values());
    }
  }

  /** Loadable chunks grouped by what a worker takes: per table (full load), else all in order. */
  private ready(loadable: ChunkRow[], all: ChunkRow[], extracted: boolean, parallel: number): [string, ChunkRow[]][] {
    if (parallel === 1) return this.busy.size === 0 && loadable.length > 0 ? [['*', loadable]] : [];
    const order = (table: string) => this.tables.indexOf(table);
    const furthest = Math.max(-1, ...all.map((c) => order(c.tableName)));
    const final = (table: string) => extracted || order(table) < furthest;
    const waiting = new Set(all.filter((c) => !c.loadedAt).map((c) => c.tableName));
    const groups = new Map<string, ChunkRow[]>();
    for (const chunk of loadable) groups.set(chunk.tableName, [...(groups.get(chunk.tableName) ?? []), chunk]);
    return [...groups].filter(([table]) => {
      if (this.busy.has(table)) return false;
      const parents = this.prepared?.waitsFor.get(table) ?? new Set();
      return [...parents].every((parent) => final(parent) && !waiting.has(parent) && !this.busy.has(parent));
    });
  }

  private async chunks(): Promise<{ chunks: ChunkRow[]; covered: number }> {
    const { ctx } = this.step;
    const id = this.step.row().id;
    const [row] = await ctx.db
      .select({ covered: syncRequests.coveredSeq })
      .from(syncRequests)
      .where(eq(syncRequests.id, id));
    const chunks = await ctx.db
      .select()
      .from(syncRequestChunks)
      .where(eq(syncRequestChunks.requestId, id))
      .orderBy(asc(syncRequestChunks.seq));
    return { chunks, covered: row?.covered ?? -1 };
  }

  private emptied(prepared: Prepared): Promise<void> {
    this.emptying ??= this.empty(prepared);
    return this.emptying;
  }

  /** Delete Before Load, once, before the first chunk loads (chunk-load.ts `emptyOnce`). */
  private async empty({ database, storeDbId, plans, targets }: Prepared): Promise<void> {
    const row = this.step.row();
    if (!row.truncate) return;
    const targetTables = [...new Set([...plans.values()].flat().map((plan) => plan.targetTable))];
    const emptied = await emptyOnce(
      database,
      storeDbId,
      row.id,
      targetTables.filter((table) => targets.has(table)),
      row.deleteMode,
    );
    await this.step.ctx.db.transaction(async (tx) => {
      await tx.update(syncRequests).set({ emptied }).where(eq(syncRequests.id, row.id));
      await tx.update(syncRequestTables).set({ truncated: true }).where(eq(syncRequestTables.requestId, row.id));
      await recountRequest(tx, row.id);
    });
    for (const table of emptied)
      this.step.trace({
        type: 'traceData',
        stage: 'LOADING',
        requestId: row.id,
        table: table.table,
        fields: { op: 'EMPTIED', deleted: table.rows },
      });
  }

  /** One worker: these chunks in order (with `readAhead`, the next one read while one loads). */
  private async loadList(prepared: Prepared, list: ChunkRow[], readAhead: boolean): Promise<void> {
    const read = (chunk: ChunkRow) => {
      const lines = linesOf(this.step, chunk.blobKey);
      lines.catch(() => {}); // awaited (and thrown) when its turn comes
      return lines;
    };
    let ahead: Promise<AgentChunkLine[]> | undefined;
    for (const [index, chunk] of list.entries()) {
      if (this.stopped) return;
      await this.step.alive();
      if (!this.traced.has(chunk.tableName)) {
        this.traced.add(chunk.tableName);
        const rows = list.filter((c) => c.tableName === chunk.tableName);
        const count = rows.reduce((sum, c) => sum + c.rowCount, 0);
        this.step.trace(tableLoadTrace(chunk.requestId, chunk.tableName, rows.length, count));
      }
      const reading = ahead ?? read(chunk);
      ahead = undefined;
      let outcome = await markOf(prepared.database, chunk.requestId, chunk.seq);
      if (!outcome) {
        await this.emptied(prepared);
        const lines = await reading;
        const following = list[index + 1];
        if (following && readAhead) ahead = read(following);
        outcome =
          (await this.loadOne(prepared, chunk, lines)) ?? (await markOf(prepared.database, chunk.requestId, chunk.seq));
      }
      if (!outcome) throw new Error(`Chunk ${chunk.seq} was neither loaded nor marked`);
      if (await recordLoaded(this.step, chunk, outcome)) {
        this.step.trace(
          chunkLoadedTrace(chunk.requestId, { seq: chunk.seq, table: chunk.tableName, rows: chunk.rowCount }, outcome),
        );
      }
      await this.hooks.afterChunkLoaded?.(chunk.seq);
    }
  }

  private loadOne(prepared: Prepared, chunk: ChunkRow, lines: AgentChunkLine[]) {
    const requestId = chunk.requestId;
    return loadChunk({
      database: prepared.database,
      storeDbId: prepared.storeDbId,
      requestId,
      seq: chunk.seq,
      lines,
      plans: prepared.plans,
      targets: prepared.targets,
      onFailure: (failure) =>
        this.step.trace({
          type: 'traceError',
          stage: 'LOADING',
          requestId,
          table: failure.table,
          error: failure.message,
        }),
      onDeleted: (table, rows) =>
        this.step.trace({ type: 'traceData', stage: 'LOADING', requestId, table, fields: { op: 'D', deleted: rows } }),
    });
  }
}

/**
 * Per source table, the earlier ones it must wait for: a lookup of its plans into their targets, a
 * foreign key between a target of each (either way), or a target both fill.
 */
function waitsFor(
  tables: readonly string[],
  plans: Map<string, TargetPlan[]>,
  keys: readonly { table: string; refersTo: string }[],
): Map<string, Set<string>> {
  const targetsOf = (table: string) => new Set((plans.get(table) ?? []).map((plan) => plan.targetTable));
  const lookupsOf = (table: string) =>
    new Set(
      (plans.get(table) ?? []).flatMap((plan) =>
        plan.mappings.flatMap((mapping) => lookupTarget(mapping.converter)?.table ?? []),
      ),
    );
  const out = new Map<string, Set<string>>();
  for (const [i, table] of tables.entries()) {
    const mine = targetsOf(table);
    const looked = lookupsOf(table);
    const parents = new Set<string>();
    for (const earlier of tables.slice(0, i)) {
      const theirs = targetsOf(earlier);
      const related =
        [...theirs].some((target) => mine.has(target) || looked.has(target)) ||
        keys.some(
          (key) =>
            (mine.has(key.table) && theirs.has(key.refersTo)) || (theirs.has(key.table) && mine.has(key.refersTo)),
        );
      if (related) parents.add(earlier);
    }
    out.set(table, parents);
  }
  return out;
}

/** A stored chunk's lines, parsed as they are unzipped. */
async function linesOf(step: RunStep, key: string | null): Promise<AgentChunkLine[]> {
  if (!key) throw new Error('A received chunk has no stored copy');
  const read = await step.ctx.blobs.get(key);
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
async function recordLoaded(step: RunStep, chunk: ChunkRow, outcome: ChunkOutcome): Promise<boolean> {
  return step.ctx.db.transaction(async (tx) => {
    // The request's row first, as every transaction of a run that writes it and its tables' rows:
    // two chunks recorded at once, or one beside the transfer, never deadlock.
    await tx.execute(sql`SELECT 1 FROM sync_requests WHERE id = ${chunk.requestId} FOR UPDATE`);
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
    const added = await recordFailures(tx, step.row(), outcome, chunk.seq);
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
