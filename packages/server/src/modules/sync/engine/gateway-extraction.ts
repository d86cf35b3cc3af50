import { createHash, randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { AgentChunkLine, FilterNode, SyncRequestStage } from '@store-console/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Context } from '../../../platform/context.ts';
import type { Tx } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { type CallerRequest, executeOperation, gatewayDeps, gatewayRuntime } from '../../gateway/index.ts';
import type { StoreRow } from '../../stores/index.ts';
import { businessCentralTables } from '../config/business-central-tables.ts';
import { syncFilters, syncSchedules } from '../schema.ts';
import type { TraceInput } from '../trace/trace-hub.ts';
import { odataFilter } from './gateway-filter.ts';
import { recountRequest } from './request-figures.ts';
import type { RequestRow } from './schema.ts';
import {
  syncGatewayPositions,
  syncRequestChunks,
  type syncRequests,
  syncRequestTables,
  syncStoreStates,
} from './schema.ts';

/**
 * A GATEWAY (Business Central) source's extraction, through the spec's stages like an agent's
 * (docs/decisions/0071): the server reads each table through the store's
 * BusinessCentral integration (OData pages, `@odata.nextLink`), writes every page as a chunk in
 * the agent's format (gzip'd NDJSON, SHA-256 over the gzip bytes) into blob storage, verifies the
 * stored chunks, and leaves them to the engine's exactly-once load (request-run.ts).
 *
 * EXTRACT_PENDING (tables and positions settled) → EXTRACTING (pages read; checkpoint "items page
 * 3") → TRANSFER_PENDING → TRANSFERRING (each stored chunk read back and its checksum verified) →
 * SENT → RECEIVED. INCREMENTAL runs read `lastModifiedDateTime gt {position}` per table; a table's
 * position moves (saveGatewayPositions) only in the transaction that completes the run.
 */

/**
 * What the engine's run lends its steps: the store it resolved once (passed on, never read again),
 * its request row, its liveness check and its stage writer.
 */
export type RunStep = {
  ctx: Context;
  store: StoreRow;
  row(): RequestRow;
  /** Re-reads the request; throws when it was stopped or restarted, or its store closed. */
  alive(): Promise<RequestRow>;
  set(values: Partial<typeof syncRequests.$inferInsert>, stage?: SyncRequestStage): Promise<void>;
  trace(message: TraceInput): void;
};

/** The integration the engine reads through (Business Central forces it). */
export const gatewaySyncIntegration = 'BusinessCentral';

/** Order lines carry no lastModifiedDateTime: they are read through their orders (a line's change touches its order). */
const linesTable = 'salesOrderLines';
const ordersOperation = 'salesOrders';

/** Where a table's reading stands, kept in `sync_request_tables.last_key` with the page's chunk. */
type Progress = { '@page': number; '@next': [string, string][] | null; '@position': string | null };

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/;

const pageSchema = z.object({
  value: z.array(z.record(z.string(), z.unknown())),
  '@odata.nextLink': z.string().optional(),
});

const upstreamErrorSchema = z.object({ error: z.object({ code: z.string().optional(), message: z.string() }) });

function progressOf(lastKey: Record<string, unknown> | null | undefined): Progress | null {
  if (!lastKey || !('@page' in lastKey)) return null;
  return lastKey as Progress;
}

/** The later of two ISO instants (either may be null). */
function later(a: string | null, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return Date.parse(b) > Date.parse(a) ? b : a;
}

/** The source's Tables Scope (Business Central stores only): the schedule's tables; empty = every mapped table. */
export async function tablesScopeOf(ctx: Context, sourceId: number): Promise<string[]> {
  const [schedule] = await ctx.db
    .select({ tables: syncSchedules.tables })
    .from(syncSchedules)
    .where(eq(syncSchedules.sourceId, sourceId));
  return schedule?.tables ?? [];
}

/** The tables a GATEWAY request reads: those asked for, limited to the source's Tables Scope when set. */
export async function gatewayTables(ctx: Context, sourceId: number, tables: string[]): Promise<string[]> {
  // Only the entities read by a GET operation of the same name: an override naming another
  // operation (createCustomer…) must never make a load write to Business Central.
  const unknown = tables.filter((table) => !businessCentralTables.some((entity) => entity.name === table));
  if (unknown.length > 0) throw new Error(`Not a Business Central entity the sync reads: ${unknown.join(', ')}`);
  const scope = await tablesScopeOf(ctx, sourceId);
  if (scope.length === 0) return tables;
  const scoped = tables.filter((table) => scope.includes(table));
  if (scoped.length === 0) throw new Error(`None of the tables is in the store's Tables Scope (${scope.join(', ')})`);
  return scoped;
}

/** Reads the tables through the gateway into stored, verified chunks (the run's stages up to RECEIVED). */
export async function extractThroughGateway(step: RunStep, tables: string[]): Promise<void> {
  const { ctx } = step;
  const row = step.row();
  const store = step.store;
  const positions = new Map<string, string>();
  if (row.type === 'INCREMENTAL') {
    const saved = await ctx.db.select().from(syncGatewayPositions).where(eq(syncGatewayPositions.storeId, row.storeId));
    for (const position of saved) positions.set(position.tableName, position.position);
  }
  const filters = await filtersOf(ctx, row.storeId, tables);
  await step.set({}, 'EXTRACT_PENDING');
  const reader = new PageReader(step, { id: store.id, storeId: store.storeId, statusType: store.statusType });
  for (const table of tables) {
    const [state] = await ctx.db
      .select()
      .from(syncRequestTables)
      .where(and(eq(syncRequestTables.requestId, row.id), eq(syncRequestTables.tableName, table)));
    if (state?.extracted) continue;
    await reader.readTable(table, progressOf(state?.lastKey), positions.get(table) ?? null, filters.get(table));
  }
  await verifyChunks(step);
}

class PageReader {
  constructor(
    private readonly step: RunStep,
    private readonly store: { id: number; storeId: string; statusType: string },
  ) {}

  /** One table, from where its last stored page left it (a resumed run) or from its first page. */
  async readTable(table: string, progress: Progress | null, since: string | null, filter: string | undefined) {
    const { step } = this;
    const lines = table === linesTable;
    const operation = lines ? ordersOperation : table;
    let page = progress?.['@page'] ?? 0;
    let position = progress?.['@position'] ?? null;
    let parameters: [string, string][] | null = progress
      ? progress['@next']
      : this.firstParameters(lines, since, filter);
    while (parameters) {
      await step.alive();
      const reply = await this.call(table, operation, parameters, page + 1);
      page++;
      const rows = lines ? linesOf(reply.value) : reply.value.map(clean);
      const seen = reply.value.map((entity) => entity.lastModifiedDateTime).filter((v) => typeof v === 'string');
      for (const stamp of seen) if (isoInstant.test(stamp)) position = later(position, stamp);
      const next = reply['@odata.nextLink'] ? nextParameters(reply['@odata.nextLink']) : null;
      const checkpoint = `${table} page ${page}`;
      if (step.row().stage !== 'EXTRACTING') await step.set({ checkpoint }, 'EXTRACTING');
      else await step.set({ checkpoint });
      await this.store_(table, rows, { '@page': page, '@next': next, '@position': position });
      step.trace({
        type: 'traceData',
        stage: 'EXTRACTING',
        table,
        requestId: step.row().id,
        fields: { page, rows: rows.length },
      });
      parameters = next;
    }
    await step.ctx.db
      .update(syncRequestTables)
      .set({ extracted: true })
      .where(and(eq(syncRequestTables.requestId, step.row().id), eq(syncRequestTables.tableName, table)));
  }

  private firstParameters(lines: boolean, since: string | null, filter: string | undefined): [string, string][] {
    const parameters: [string, string][] = [];
    const changed = since && isoInstant.test(since) ? `lastModifiedDateTime gt ${since}` : null;
    const where = [filter ? `(${filter})` : null, changed].filter((part) => part !== null);
    if (where.length > 0) parameters.push(['$filter', where.join(' and ')]);
    if (lines) parameters.push(['$expand', linesTable]);
    return parameters;
  }

  /** One page through the gateway (logged as an exchange); any refusal ends the request with its reason. */
  private async call(table: string, operation: string, parameters: [string, string][], page: number) {
    const { ctx } = this.step;
    const row = this.step.row();
    const caller: CallerRequest = {
      method: 'GET',
      url: `/sync/${row.storeId}/request/${row.id} (${table} page ${page})`,
      headers: {},
      contentType: null,
      body: '',
      parameters,
      correlationId: `sync-${row.id.slice(0, 8)}-${randomUUID().slice(0, 8)}`,
      requestedOn: new Date(),
      started: performance.now(),
    };
    const names = { integration: gatewaySyncIntegration, operation };
    let outcome: Awaited<ReturnType<typeof executeOperation>>;
    try {
      outcome = await executeOperation(ctx, gatewayRuntime(ctx, gatewayDeps), this.store, names, caller);
    } catch (error) {
      if (error instanceof AppError) throw new Error(`The gateway could not read ${table}: ${error.message}`);
      throw error;
    }
    if (!outcome.ok) throw new Error(`The gateway could not read ${table}: ${outcome.error.message}`);
    if (outcome.status < 200 || outcome.status >= 300) {
      throw new Error(`Business Central answered ${outcome.status} reading ${table}: ${upstreamReason(outcome.body)}`);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(outcome.body);
    } catch {
      throw new Error(`Business Central's reply for ${table} page ${page} is not JSON`);
    }
    const reply = pageSchema.safeParse(parsed);
    if (!reply.success)
      throw new Error(`Business Central's reply for ${table} page ${page} is not an OData collection`);
    return reply.data;
  }

  /** A page as one chunk: written to blob storage, then recorded with the table's progress in one transaction. */
  private async store_(table: string, rows: Record<string, unknown>[], progress: Progress) {
    const { ctx } = this.step;
    const row = this.step.row();
    const recordProgress = (tx: Tx) =>
      tx
        .update(syncRequestTables)
        .set({ lastKey: progress })
        .where(and(eq(syncRequestTables.requestId, row.id), eq(syncRequestTables.tableName, table)));
    if (rows.length === 0) {
      await ctx.db.transaction(async (tx) => {
        await recordProgress(tx);
      });
      return;
    }
    const text = rows
      .map((entity) => {
        const line: AgentChunkLine = { t: table, op: 'U', row: entity, key: { id: String(entity.id) } };
        return `${JSON.stringify(line)}\n`;
      })
      .join('');
    const body = gzipSync(text);
    const sha256 = createHash('sha256').update(body).digest('hex');
    const [last] = await ctx.db
      .select({ seq: sql<number>`coalesce(max(${syncRequestChunks.seq}) + 1, 0)::int` })
      .from(syncRequestChunks)
      .where(eq(syncRequestChunks.requestId, row.id));
    const seq = Number(last?.seq ?? 0);
    const key = `sync/${row.storeId}/${row.id}/${seq}.ndjson.gz`;
    const stored = await ctx.blobs.put(key, body);
    await ctx.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(syncRequestChunks)
        .values({
          requestId: row.id,
          seq,
          storeId: row.storeId,
          tableName: table,
          rowCount: rows.length,
          bytes: stored.size,
          sha256,
          blobKey: key,
          receivedAt: new Date(),
        })
        .onConflictDoNothing()
        .returning({ seq: syncRequestChunks.seq });
      if (inserted.length === 0) throw new Error(`Chunk ${seq} of the request was written twice`);
      await tx
        .update(syncRequestTables)
        .set({ lastKey: progress })
        .where(and(eq(syncRequestTables.requestId, row.id), eq(syncRequestTables.tableName, table)));
      // The figures are the chunks' sums, as for an agent's chunks (request-figures.ts).
      await recountRequest(tx, row.id);
    });
  }
}

/**
 * The Filters tab's trees as `$filter` per table. Order lines are read through their orders, so
 * they follow the orders' filter; a filter of their own cannot be sent and fails the request.
 */
async function filtersOf(ctx: Context, storeDbId: number, tables: string[]): Promise<Map<string, string>> {
  const saved = await ctx.db
    .select({ table: syncFilters.tableName, tree: syncFilters.tree })
    .from(syncFilters)
    .where(eq(syncFilters.storeId, storeDbId));
  const filters = new Map<string, string>();
  for (const { table, tree } of saved) {
    if (!tables.includes(table) && !(table === ordersOperation && tables.includes(linesTable))) continue;
    if (table === linesTable) {
      throw new Error(`The filter of ${linesTable} cannot be applied: lines are read through their orders`);
    }
    filters.set(table, odataFilter(table, tree as FilterNode));
  }
  const orders = filters.get(ordersOperation);
  if (orders) filters.set(linesTable, orders);
  return filters;
}

/** An entity as a row: its own fields, without OData annotations or expanded navigation. */
function clean(entity: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(entity).filter(([name, value]) => !name.startsWith('@') && !Array.isArray(value)),
  );
}

/**
 * Order lines read through their orders: `documentId` becomes the order's number, the natural key
 * the default mapping looks the order up by (`lookup:orders.number`).
 */
function linesOf(orders: Record<string, unknown>[]): Record<string, unknown>[] {
  return orders.flatMap((order) => {
    const lines = Array.isArray(order[linesTable]) ? (order[linesTable] as unknown[]) : [];
    return lines
      .filter((line): line is Record<string, unknown> => typeof line === 'object' && line !== null)
      .map((line) => ({ ...clean(line), documentId: order.number ?? null }));
  });
}

/** The next page's query parameters (only they are taken: the call stays on the operation's own path). */
function nextParameters(link: string): [string, string][] {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw new Error(`Business Central's @odata.nextLink is not a URL: ${link.slice(0, 200)}`);
  }
  return [...url.searchParams.entries()];
}

function upstreamReason(body: string): string {
  try {
    const parsed = upstreamErrorSchema.safeParse(JSON.parse(body));
    if (parsed.success) {
      const { code, message } = parsed.data.error;
      return (code ? `${code}: ${message}` : message).slice(0, 500);
    }
  } catch {
    // not JSON: the text itself
  }
  return body.slice(0, 200) || 'no reason given';
}

/** TRANSFER_PENDING → TRANSFERRING (each stored chunk read back, its SHA-256 checked) → SENT → RECEIVED. */
async function verifyChunks(step: RunStep) {
  const { ctx } = step;
  const row = step.row();
  const chunks = await ctx.db
    .select()
    .from(syncRequestChunks)
    .where(and(eq(syncRequestChunks.requestId, row.id), isNull(syncRequestChunks.loadedAt)))
    .orderBy(asc(syncRequestChunks.seq));
  await step.set({ endIndex: chunks.length, currentIndex: 0, checkpoint: null }, 'TRANSFER_PENDING');
  await step.set({}, 'TRANSFERRING');
  for (const [index, chunk] of chunks.entries()) {
    await step.alive();
    if (!chunk.blobKey) throw new Error(`Chunk ${chunk.seq} has no stored copy`);
    const read = await ctx.blobs.get(chunk.blobKey);
    if (!read) throw new Error(`The stored chunk ${chunk.blobKey} is missing`);
    const hash = createHash('sha256');
    for await (const part of read.stream) hash.update(part as Buffer);
    if (hash.digest('hex') !== chunk.sha256)
      throw new Error(`The stored chunk ${chunk.seq} does not match its checksum`);
    await step.set({ currentIndex: index + 1 });
  }
  const states = await ctx.db.select().from(syncRequestTables).where(eq(syncRequestTables.requestId, row.id));
  let positionTo: string | null = null;
  for (const state of states) positionTo = later(positionTo, progressOf(state.lastKey)?.['@position'] ?? null);
  if (!positionTo) {
    const [store] = await ctx.db.select().from(syncStoreStates).where(eq(syncStoreStates.storeId, row.storeId));
    positionTo = store?.position ?? null;
  }
  await step.set({ positionTo }, 'SENT');
  await step.set({}, 'RECEIVED');
}

/**
 * In the transaction that completes a request: each table it read moves to the newest
 * `lastModifiedDateTime` read (a table with no row read keeps its position). Nothing for an
 * agent's request (its tables carry no gateway progress).
 */
export async function saveGatewayPositions(tx: Tx, request: Pick<RequestRow, 'id' | 'storeId'>): Promise<void> {
  const states = await tx.select().from(syncRequestTables).where(eq(syncRequestTables.requestId, request.id));
  for (const state of states) {
    const position = progressOf(state.lastKey)?.['@position'];
    if (!position) continue;
    await tx
      .insert(syncGatewayPositions)
      .values({ storeId: request.storeId, tableName: state.tableName, position, requestId: request.id })
      .onConflictDoUpdate({
        target: [syncGatewayPositions.storeId, syncGatewayPositions.tableName],
        set: { position, requestId: request.id, updatedAt: new Date() },
      });
  }
}
