import {
  checkRequestAction,
  closedStoreStatuses,
  type DeleteMode,
  isRequestFinished,
  type RequestWarning,
  requestDescription,
  requestPercentage,
  type SyncRequest,
  type SyncRequestList,
  type SyncRequestListScope,
  type SyncRequestType,
  stageEtaSeconds,
  syncRequestTexts,
} from '@store-console/contract';
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { SignedIn } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { rowsOf } from '../../../platform/data-plane.ts';
import type { Tx } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { enqueue } from '../../../platform/jobs.ts';
import { type StoreRow, storeRow as storeRowOfDb } from '../../stores/index.ts';
import { requestMappings } from '../config/mappings-service.ts';
import { savedAgentOf, sourceOfStore } from '../config/sources-service.ts';
import { checkDeleteMode } from './delete-plan.ts';
import { tablesScopeOf } from './gateway-extraction.ts';
import { type RequestRow, syncFailureGroups, syncRequests, syncRequestTables, syncStoreStates } from './schema.ts';

/** The queue of request jobs: one job per request, run through its stages (request-run.ts). */
export const syncRequestQueue = 'sync.request';
export type SyncRequestJob = { requestId: string };

export type { RequestRow };

/** A request row as every call answers it; percentage and description from the contract. */
export function requestOut(row: RequestRow, warnings: RequestWarning[] = []): SyncRequest {
  const stageProgress = { currentIndex: row.currentIndex, endIndex: row.endIndex, checkpoint: row.checkpoint };
  return {
    id: row.id,
    created: row.created.toISOString(),
    requestType: row.requestType,
    type: row.type,
    stage: row.stage,
    percentage: requestPercentage(stageProgress),
    description: requestDescription({ stage: row.stage, stageProgress }),
    stageProgress,
    etaSeconds: stageEtaSeconds(
      {
        stage: row.stage,
        currentIndex: row.currentIndex,
        endIndex: row.endIndex,
        stageStartedAt: row.stageStartedAt,
        stageStartIndex: row.stageStartIndex,
      },
      new Date(),
    ),
    summary: {
      tables: row.tableCount,
      rowsRead: row.rowsRead,
      inserted: row.inserted,
      updated: row.updated,
      deleted: row.deleted,
      failed: row.failed,
      bytes: row.bytes,
      emptied: row.emptied,
      warnings,
    },
    error: row.error,
    tables: row.tables,
    truncate: row.truncate,
    deleteMode: row.deleteMode,
    finished: row.finished?.toISOString() ?? null,
  };
}

const closed: readonly string[] = closedStoreStatuses;

/** Why a request of a closed (deactivated, deleted…) or missing store stops: its FAILED error. */
export function closedStoreReason(status: string | undefined): string {
  return status === undefined || status === 'DELETING' || status === 'DELETED'
    ? 'The store was deleted: its requests stop'
    : 'The store is not active: its requests stop';
}

/** Keeps the store's health row's open request in step (the oldest unfinished request). */
export async function refreshOpenRequest(tx: Tx, storeDbId: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO sync_store_states (store_id, open_request_id, open_stage)
    SELECT ${storeDbId}, r.id, r.stage FROM (SELECT 1) one
      LEFT JOIN LATERAL (SELECT id, stage FROM sync_requests WHERE store_id = ${storeDbId}
        AND stage NOT IN ('COMPLETED', 'FAILED') ORDER BY created, id LIMIT 1) r ON true
    ON CONFLICT (store_id) DO UPDATE SET open_request_id = EXCLUDED.open_request_id, open_stage = EXCLUDED.open_stage`);
}

/**
 * uploadData (load all, load tables) and the scheduler's runs: a new request in CREATED and its
 * job, in one transaction. It waits while another request of the store runs.
 */
export async function createRequest(
  ctx: Context,
  caller: SignedIn | null,
  store: StoreRow,
  input: {
    requestType: SyncRequestType;
    tables: string[];
    truncate: boolean;
    deleteMode?: DeleteMode;
    scheduledRunId?: number;
    subscriptionId?: string;
  },
): Promise<SyncRequest> {
  if (closed.includes(store.statusType)) throw AppError.conflict('The store is not active: nothing is synchronised');
  const source = await sourceOfStore(ctx, store.id);
  if (!source) throw AppError.notFound('The store has no sync source');
  if (!source.isActive) throw AppError.conflict('The sync source is inactive');
  const { mappings } = await requestMappings(ctx, store);
  const mapped = new Set(mappings.map((mapping) => mapping.sourceTable));
  if (mapped.size === 0) throw AppError.conflict('The store has no mapping to load with');
  const unknown = input.tables.filter((table) => !mapped.has(table));
  if (unknown.length > 0) throw AppError.badRequest(`Not a mapped table: ${unknown.slice(0, 5).join(', ')}`);
  // A GATEWAY source reads only its Tables Scope when one is set (gateway-extraction.ts).
  const scope = source.syncType === 'GATEWAY' ? await tablesScopeOf(ctx, source.id) : [];
  const read = (input.tables.length > 0 ? input.tables : [...mapped]).filter(
    (table) => scope.length === 0 || scope.includes(table),
  );
  if (read.length === 0) throw AppError.badRequest(`None of the tables is in the Tables Scope: ${scope.join(', ')}`);
  const tableCount = read.length;
  const [state] = await ctx.db.select().from(syncStoreStates).where(eq(syncStoreStates.storeId, store.id));
  // Loads read everything; scheduled runs read the changes since the store's position when it has one.
  const incremental =
    input.requestType === 'SCHEDULED' || input.requestType === 'WEBHOOK' || input.requestType === 'LOAD_CHANGES';
  const deleteMode = input.deleteMode ?? 'WITH_DEPENDENTS';
  // Only the chosen tables emptied: refused before the request exists when other rows refer to them.
  if (input.truncate) await checkDeleteMode(ctx, store, input.tables, deleteMode);
  const type = incremental && state?.position ? 'INCREMENTAL' : 'FULL';
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(syncRequests)
      .values({
        storeId: store.id,
        sourceId: source.id,
        requestType: input.requestType,
        type,
        tables: input.tables,
        truncate: input.truncate,
        deleteMode,
        tableCount,
        positionFrom: type === 'INCREMENTAL' ? (state?.position ?? null) : null,
        scheduledRunId: input.scheduledRunId ?? null,
        subscriptionId: input.subscriptionId ?? null,
        createdBy: caller?.username ?? null,
      })
      .returning();
    if (!created) throw new Error('the request was not created');
    if (input.scheduledRunId !== undefined) {
      // The due run is taken by this request, once (two replicas' ticks: the second finds it taken).
      const taken = rowsOf(
        await tx.execute(sql`UPDATE sync_scheduled_runs SET started_at = now()
          WHERE id = ${input.scheduledRunId} AND started_at IS NULL RETURNING id`),
      );
      if (taken.length === 0) throw AppError.conflict('The scheduled run has started already');
    }
    await refreshOpenRequest(tx, store.id);
    await enqueue(tx, ctx.jobs, syncRequestQueue, { requestId: created.id } satisfies SyncRequestJob);
    return created;
  });
  return requestOut(row);
}

export async function requestRow(ctx: Context, storeDbId: number, id: string): Promise<RequestRow> {
  const [row] = await ctx.db
    .select()
    .from(syncRequests)
    .where(and(eq(syncRequests.storeId, storeDbId), eq(syncRequests.id, id)));
  if (!row) throw AppError.notFound(`Request ${id} not found`);
  return row;
}

export async function getRequest(ctx: Context, store: StoreRow, id: string): Promise<SyncRequest> {
  return (await withWarnings(ctx, [await requestRow(ctx, store.id, id)]))[0] as SyncRequest;
}

/** The requests as answered, with their tables' warnings (`summary.warnings`), in one query. */
export async function withWarnings(ctx: Context, rows: readonly RequestRow[]): Promise<SyncRequest[]> {
  if (rows.length === 0) return [];
  const found = await ctx.db
    .select({
      requestId: syncRequestTables.requestId,
      table: syncRequestTables.tableName,
      rows: syncRequestTables.warnings,
    })
    .from(syncRequestTables)
    .where(
      and(
        inArray(
          syncRequestTables.requestId,
          rows.map((row) => row.id),
        ),
        gt(syncRequestTables.warnings, 0),
      ),
    )
    .orderBy(asc(syncRequestTables.tableName));
  const byRequest = new Map<string, RequestWarning[]>();
  for (const warning of found) {
    const list = byRequest.get(warning.requestId) ?? [];
    list.push({ table: warning.table, rows: Number(warning.rows) });
    byRequest.set(warning.requestId, list);
  }
  return rows.map((row) => requestOut(row, byRequest.get(row.id)));
}

/** GET /{storeId}/request?n&q&s: the store's newest `n` requests of the scope, keyed by id, newest first. */
export async function listRequests(
  ctx: Context,
  store: StoreRow,
  query: { n: number; q: SyncRequestListScope; s?: string | undefined },
): Promise<SyncRequestList> {
  const where: SQL[] = [eq(syncRequests.storeId, store.id)];
  if (query.q === 'open') where.push(sql`${syncRequests.stage} NOT IN ('COMPLETED', 'FAILED')`);
  if (query.q === 'failed') {
    where.push(
      sql`(${syncRequests.stage} = 'FAILED' OR (${syncRequests.stage} = 'COMPLETED' AND ${syncRequests.failed} > 0))`,
    );
  }
  if (query.s) {
    const escaped = query.s.replace(/[\\%_]/g, (c) => `\\${c}`);
    const anywhere = `%${escaped}%`;
    // A load of every table names none (tables = []): its tables are those it read and those it failed in.
    where.push(sql`(${syncRequests.id}::text LIKE ${`${escaped.toLowerCase()}%`}
      OR ${syncRequests.tables}::text ILIKE ${anywhere} OR ${syncRequests.error} ILIKE ${anywhere}
      OR EXISTS (SELECT 1 FROM ${syncFailureGroups} g WHERE g.request_id = ${syncRequests.id}
        AND g.store_id = ${store.id} AND g.table_name ILIKE ${anywhere})
      OR EXISTS (SELECT 1 FROM ${syncRequestTables} t WHERE t.request_id = ${syncRequests.id}
        AND t.table_name ILIKE ${anywhere}))`);
  }
  const rows = await ctx.db
    .select()
    .from(syncRequests)
    .where(and(...where))
    .orderBy(desc(syncRequests.created), desc(syncRequests.id))
    .limit(query.n);
  return Object.fromEntries((await withWarnings(ctx, rows)).map((request) => [request.id, request]));
}

/** Ends a request FAILED with `error` (a stop, a deleted store), unless it has finished already. */
export async function failRequest(tx: Tx, row: Pick<RequestRow, 'id' | 'storeId'>, error: string): Promise<boolean> {
  const ended = await tx
    .update(syncRequests)
    .set({ stage: 'FAILED', error, finished: new Date(), updatedAt: new Date() })
    .where(and(eq(syncRequests.id, row.id), sql`${syncRequests.stage} NOT IN ('COMPLETED', 'FAILED')`))
    .returning({ id: syncRequests.id });
  await refreshOpenRequest(tx, row.storeId);
  return ended.length > 0;
}

/**
 * GET /request/{code}/stop: FAILED 'cancelled' at once; the running job sees it at its next step
 * and cancels the agent's extraction (an agent that cannot be reached does not keep it running).
 */
export async function stopRequest(ctx: Context, store: StoreRow, id: string): Promise<SyncRequest> {
  const row = await requestRow(ctx, store.id, id);
  const check = checkRequestAction('cancel', requestOut(row));
  if (!check.ok) throw AppError.conflict(check.message);
  await ctx.db.transaction((tx) => failRequest(tx, row, syncRequestTexts.cancelled));
  await cancelAgentExtraction(ctx, row);
  return (await withWarnings(ctx, [await requestRow(ctx, store.id, id)]))[0] as SyncRequest;
}

/** Cancels the request's extraction on its agent, best effort (the agent drops its chunks). */
export async function cancelAgentExtraction(ctx: Context, row: Pick<RequestRow, 'extractionId' | 'storeId'>) {
  if (!row.extractionId) return;
  const source = await sourceOfStore(ctx, row.storeId);
  if (!source) return;
  try {
    await savedAgentOf(ctx, source).client.cancelExtraction(row.extractionId);
  } catch {
    // Gone already, or unreachable: its chunks are the agent's to expire.
  }
}

/**
 * GET /request/{code}/restart: a FAILED request goes back to CREATED under the same id and resumes
 * from its last loaded chunk (chunks received stay; the extraction resumes after its checkpoint).
 * A COMPLETED one with failed rows retries its failures instead (failures-service.ts `restartOrRetry`).
 */
export async function restartRequest(ctx: Context, store: StoreRow, id: string): Promise<SyncRequest> {
  if (closed.includes(store.statusType)) throw AppError.conflict('The store is not active: nothing is synchronised');
  const row = await requestRow(ctx, store.id, id);
  const check = checkRequestAction('restart', requestOut(row));
  if (!check.ok) throw AppError.conflict(check.message);
  if (row.stage !== 'FAILED') {
    throw new AppError(
      501,
      'NOT_IMPLEMENTED',
      'Restarting a completed request retries its failures: not implemented yet',
    );
  }
  const restarted = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(syncRequests)
      .set({
        stage: 'CREATED',
        error: null,
        finished: null,
        updatedAt: new Date(),
        attempts: sql`${syncRequests.attempts} + 1`,
      })
      .where(and(eq(syncRequests.id, id), eq(syncRequests.stage, 'FAILED')))
      .returning();
    if (!updated) throw AppError.conflict(syncRequestTexts.onlyFailedRestart);
    await refreshOpenRequest(tx, store.id);
    await enqueue(tx, ctx.jobs, syncRequestQueue, { requestId: id } satisfies SyncRequestJob);
    return updated;
  });
  return (await withWarnings(ctx, [restarted]))[0] as SyncRequest;
}

// Where the run and the other services have always found it (it lives with the mappings).
export { isRequestFinished, requestMappings };

async function storeRowOf(ctx: Context, storeDbId: number): Promise<StoreRow | undefined> {
  return (await storeRowOfDb(ctx.db, storeDbId)) ?? undefined;
}

/**
 * The scheduler's recorded due runs (jobs.ts `runSchedulerTick`) turned into SCHEDULED requests:
 * each run not started yet becomes a request of the schedule's tables (the mapped ones; [] = all),
 * taken in the request's own transaction. A store whose scheduled request still waits to start
 * gets no second one: that request reads the changes up to when it runs. Runs of stores that
 * cannot sync now (closed, no active agent source) are marked started without a request.
 */
export async function startScheduledRuns(ctx: Context, batch = 100): Promise<number> {
  const runs = rowsOf(
    await ctx.db.execute(sql`SELECT r.id, r.store_id, s.tables FROM sync_scheduled_runs r
      JOIN sync_schedules s ON s.source_id = r.source_id
      WHERE r.started_at IS NULL ORDER BY r.due_at LIMIT ${batch}`),
  );
  let started = 0;
  for (const run of runs) {
    const runId = Number(run.id);
    const storeDbId = Number(run.store_id);
    const skip = () =>
      ctx.db.execute(sql`UPDATE sync_scheduled_runs SET started_at = now() WHERE id = ${runId} AND started_at IS NULL`);
    const waiting = await ctx.db
      .select({ id: syncRequests.id })
      .from(syncRequests)
      .where(
        and(
          eq(syncRequests.storeId, storeDbId),
          eq(syncRequests.stage, 'CREATED'),
          eq(syncRequests.requestType, 'SCHEDULED'),
        ),
      )
      .limit(1);
    const store = await storeRowOf(ctx, storeDbId);
    if (waiting.length > 0 || !store) {
      await skip();
      continue;
    }
    const { mappings } = await requestMappings(ctx, store);
    const mapped = new Set(mappings.map((mapping) => mapping.sourceTable));
    const tables = (Array.isArray(run.tables) ? run.tables.map(String) : []).filter((table) => mapped.has(table));
    try {
      await createRequest(ctx, null, store, {
        requestType: 'SCHEDULED',
        tables,
        truncate: false,
        scheduledRunId: runId,
      });
      started++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Closed store, no active agent source, taken by another replica: nothing to run for it.
      await skip();
    }
  }
  return started;
}
