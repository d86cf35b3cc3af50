import type {
  AgentChunkLine,
  FailureActionReply,
  FailureDetailList,
  FailureGroupList,
  SyncRequest,
} from '@store-console/contract';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Context } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { type StoreRow, storeDatabase } from '../../stores/index.ts';
import { describeTargets } from '../config/target-tables.ts';
import { type ChunkOutcome, loadChunk } from './chunk-load.ts';
import { planOf } from './map-rows.ts';
import { recordFailures } from './request-figures.ts';
import { getRequest, requestMappings, requestRow, restartRequest } from './request-service.ts';
import { syncFailureGroups, syncFailures, syncRequests } from './schema.ts';

/**
 * The failures tab (docs/decisions/0070): a request's groups, a group's rows in keyset
 * pages, and delete or retry of one failure or a whole group. Retry re-maps the stored source rows
 * with the store's current mapping (the one Send Mappings made current) and merges what now passes,
 * in pages of 1,000; the merge is by natural key, so a retry interrupted half-way can run again.
 */

const page = 1000;

export async function failureGroups(ctx: Context, store: StoreRow, requestId: string): Promise<FailureGroupList> {
  await requestRow(ctx, store.id, requestId);
  const rows = await ctx.db
    .select()
    .from(syncFailureGroups)
    .where(and(eq(syncFailureGroups.requestId, requestId), eq(syncFailureGroups.storeId, store.id)))
    .orderBy(asc(syncFailureGroups.id));
  return Object.fromEntries(
    rows.map((row) => [String(row.id), { id: row.id, table: row.tableName, category: row.category, count: row.count }]),
  );
}

async function groupRow(ctx: Context, store: StoreRow, requestId: string, groupId: number) {
  const [group] = await ctx.db
    .select()
    .from(syncFailureGroups)
    .where(
      and(
        eq(syncFailureGroups.id, groupId),
        eq(syncFailureGroups.requestId, requestId),
        eq(syncFailureGroups.storeId, store.id),
      ),
    );
  if (!group) throw AppError.notFound(`Failure group ${groupId} not found`);
  return group;
}

export async function failureDetails(
  ctx: Context,
  store: StoreRow,
  requestId: string,
  groupId: number,
  query: { n: number; after?: number | undefined },
): Promise<FailureDetailList> {
  const group = await groupRow(ctx, store, requestId, groupId);
  const rows = await ctx.db
    .select()
    .from(syncFailures)
    .where(and(eq(syncFailures.groupId, group.id), query.after ? gt(syncFailures.id, query.after) : undefined))
    .orderBy(asc(syncFailures.id))
    .limit(query.n + 1);
  const items = rows.slice(0, query.n).map((row) => ({
    id: row.id,
    detail: row.detail,
    stage: row.phase,
    data: row.data ?? null,
    created: row.created.toISOString(),
  }));
  const more = rows.length > query.n;
  return { items, total: group.count, nextAfter: more ? (items.at(-1)?.id ?? null) : null };
}

type FailureRow = typeof syncFailures.$inferSelect;

/** Removes processed failures, lowering their groups' and request's counts (empty groups go), in one transaction. */
async function dropFailures(
  ctx: Context,
  rows: FailureRow[],
  retried: ChunkOutcome | null,
  request: { id: string; storeId: number },
) {
  if (rows.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    const ids = rows.map((row) => row.id);
    const gone = await tx.delete(syncFailures).where(inArray(syncFailures.id, ids)).returning();
    const byGroup = new Map<number, number>();
    for (const row of gone) byGroup.set(row.groupId, (byGroup.get(row.groupId) ?? 0) + 1);
    for (const [groupId, n] of byGroup) {
      await tx
        .update(syncFailureGroups)
        .set({ count: sql`${syncFailureGroups.count} - ${n}` })
        .where(eq(syncFailureGroups.id, groupId));
    }
    await tx.delete(syncFailureGroups).where(and(eq(syncFailureGroups.requestId, request.id), sql`count <= 0`));
    const again = retried?.failures.length ?? 0;
    if (retried) await recordFailures(tx, request, retried, null);
    await tx
      .update(syncRequests)
      .set({
        failed: sql`greatest(${syncRequests.failed} - ${gone.length} + ${again}, 0)`,
        inserted: sql`${syncRequests.inserted} + ${retried?.inserted ?? 0}`,
        updated: sql`${syncRequests.updated} + ${retried?.updated ?? 0}`,
        updatedAt: new Date(),
      })
      .where(eq(syncRequests.id, request.id));
  });
}

async function retryRows(ctx: Context, store: StoreRow, request: { id: string; storeId: number }, rows: FailureRow[]) {
  const groups = await ctx.db
    .select({ id: syncFailureGroups.id, table: syncFailureGroups.tableName })
    .from(syncFailureGroups)
    .where(eq(syncFailureGroups.requestId, request.id));
  const tableOf = new Map(groups.map((group) => [group.id, group.table]));
  const lines: AgentChunkLine[] = rows.flatMap((row) => {
    const table = tableOf.get(row.groupId);
    if (!table || !row.data) return [];
    return [{ t: table, op: 'U' as const, row: row.data, key: (row.rowKey ?? {}) as AgentChunkLine['key'] }];
  });
  const { mappings } = await requestMappings(ctx, store);
  const database = await storeDatabase(ctx, store);
  const outcome = await loadChunk({
    database,
    storeDbId: store.id,
    requestId: request.id,
    seq: 0,
    lines,
    plans: planOf(mappings),
    targets: await describeTargets(database, store.id),
    mark: false,
  });
  return outcome as ChunkOutcome;
}

async function act(
  ctx: Context,
  store: StoreRow,
  request: { id: string; storeId: number },
  rows: FailureRow[],
  action: 'delete' | 'retry',
): Promise<FailureActionReply> {
  if (action === 'delete') {
    await dropFailures(ctx, rows, null, request);
    return { processed: rows.length, succeeded: rows.length, failed: 0 };
  }
  const outcome = await retryRows(ctx, store, request, rows);
  await dropFailures(ctx, rows, outcome, request);
  return { processed: rows.length, succeeded: rows.length - outcome.failed, failed: outcome.failed };
}

/** A whole group: in pages of 1,000 rows, each page its own transactions. */
export async function actOnGroup(
  ctx: Context,
  store: StoreRow,
  requestId: string,
  groupId: number,
  action: 'delete' | 'retry',
): Promise<FailureActionReply> {
  const request = await requestRow(ctx, store.id, requestId);
  const group = await groupRow(ctx, store, requestId, groupId);
  const total: FailureActionReply = { processed: 0, succeeded: 0, failed: 0 };
  let after = 0;
  // Rows failing again are recorded anew (higher ids): only the rows there at the start are processed.
  const [last] = await ctx.db
    .select({ id: sql<number>`coalesce(max(${syncFailures.id}), 0)` })
    .from(syncFailures)
    .where(eq(syncFailures.requestId, requestId));
  const upTo = Number(last?.id ?? 0);
  for (;;) {
    const rows = await ctx.db
      .select()
      .from(syncFailures)
      .where(and(eq(syncFailures.groupId, group.id), gt(syncFailures.id, after), lte(syncFailures.id, upTo)))
      .orderBy(asc(syncFailures.id))
      .limit(page);
    if (rows.length === 0) break;
    const reply = await act(ctx, store, request, rows, action);
    total.processed += reply.processed;
    total.succeeded += reply.succeeded;
    total.failed += reply.failed;
    after = rows.at(-1)?.id ?? after;
    if (rows.length < page) break;
  }
  return total;
}

/** One failure (DELETE failure/{code}, GET failure/{code}/retry), within the store. */
export async function actOnFailure(
  ctx: Context,
  store: StoreRow,
  failureId: number,
  action: 'delete' | 'retry',
): Promise<FailureActionReply> {
  const [row] = await ctx.db
    .select()
    .from(syncFailures)
    .where(and(eq(syncFailures.id, failureId), eq(syncFailures.storeId, store.id)));
  if (!row) throw AppError.notFound(`Failure ${failureId} not found`);
  return act(ctx, store, { id: row.requestId, storeId: store.id }, [row], action);
}

/**
 * GET /request/{code}/restart: a FAILED request resumes (request-service.ts); a COMPLETED one with
 * failed rows retries every failure group with the current mapping, as the failures tab would.
 */
export async function restartOrRetry(ctx: Context, store: StoreRow, requestId: string): Promise<SyncRequest> {
  const row = await requestRow(ctx, store.id, requestId);
  if (row.stage !== 'COMPLETED' || row.failed === 0) return restartRequest(ctx, store, requestId);
  const groups = await ctx.db
    .select({ id: syncFailureGroups.id })
    .from(syncFailureGroups)
    .where(eq(syncFailureGroups.requestId, requestId))
    .orderBy(asc(syncFailureGroups.id));
  for (const group of groups) await actOnGroup(ctx, store, requestId, group.id, 'retry');
  return getRequest(ctx, store, requestId);
}
