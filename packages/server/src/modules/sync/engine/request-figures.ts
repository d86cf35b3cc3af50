import { failureCategory } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db.ts';
import type { ChunkOutcome } from './chunk-load.ts';
import type { RequestRow } from './schema.ts';
import { syncFailureGroups, syncFailures } from './schema.ts';

/**
 * A request's figures as true after any fault (issue 32): rows read, bytes, inserted, updated,
 * deleted and failed are the sums of its chunks' own figures (each chunk row written once when
 * received, its load figures once when loaded, `WHERE loaded_at IS NULL`), plus Delete Before Load's
 * emptied rows in `deleted`. Recounting in the transaction that changes a chunk means a chunk
 * received or loaded again replaces its figures instead of adding to them, and a chunk dropped
 * (a resumed extraction reads its rows again) takes its rows out.
 */
export async function recountRequest(tx: Tx, requestId: string): Promise<void> {
  await tx.execute(sql`UPDATE sync_requests r SET rows_read = c.rows, bytes = c.bytes, inserted = c.inserted,
      updated = c.updated, failed = c.failed,
      deleted = c.deleted + coalesce((SELECT sum((e->>'rows')::bigint) FROM jsonb_array_elements(r.emptied) e), 0),
      current_index = CASE WHEN r.stage = 'LOADING' THEN c.loaded ELSE r.current_index END,
      updated_at = now()
    FROM (SELECT coalesce(sum(row_count), 0) AS rows, coalesce(sum(bytes), 0) AS bytes,
        coalesce(sum(inserted), 0) AS inserted, coalesce(sum(updated), 0) AS updated,
        coalesce(sum(deleted), 0) AS deleted, coalesce(sum(failed), 0) AS failed,
        coalesce(sum(row_count) FILTER (WHERE loaded_at IS NOT NULL), 0) AS loaded
      FROM sync_request_chunks WHERE request_id = ${requestId}) c
    WHERE r.id = ${requestId}`);
  await tx.execute(sql`UPDATE sync_request_tables t SET
      rows_read = (SELECT coalesce(sum(c.row_count), 0) FROM sync_request_chunks c
        WHERE c.request_id = t.request_id AND c.table_name = t.table_name),
      chunks = (SELECT count(*) FROM sync_request_chunks c WHERE c.request_id = t.request_id AND c.table_name = t.table_name)
    WHERE t.request_id = ${requestId}`);
}

/**
 * A chunk's failed rows into their groups, in the caller's transaction: each row once per (request,
 * chunk, group, row key) — recording a chunk's failures again adds nothing — and each group's count
 * raised by the rows actually added. `chunkSeq` null: a retry's failures (the old ones were removed
 * in the same transaction). Answers how many rows were added.
 */
export async function recordFailures(
  tx: Tx,
  row: Pick<RequestRow, 'id' | 'storeId'>,
  outcome: ChunkOutcome,
  chunkSeq: number | null,
): Promise<number> {
  const groups = new Map<string, { table: string; category: string; failures: ChunkOutcome['failures'] }>();
  for (const failure of outcome.failures) {
    const category = failureCategory({
      phase: failure.phase,
      message: failure.message,
      constraint: failure.constraint,
    });
    const key = JSON.stringify([failure.table, category]);
    const group = groups.get(key) ?? { table: failure.table, category, failures: [] };
    group.failures.push(failure);
    groups.set(key, group);
  }
  let added = 0;
  for (const group of groups.values()) {
    const [saved] = await tx
      .insert(syncFailureGroups)
      .values({ requestId: row.id, storeId: row.storeId, tableName: group.table, category: group.category, count: 0 })
      .onConflictDoUpdate({
        target: [syncFailureGroups.requestId, syncFailureGroups.tableName, syncFailureGroups.category],
        set: { count: sql`${syncFailureGroups.count}` },
      })
      .returning({ id: syncFailureGroups.id });
    if (!saved) continue;
    const inserted = await tx
      .insert(syncFailures)
      .values(
        group.failures.map((failure) => ({
          groupId: saved.id,
          requestId: row.id,
          storeId: row.storeId,
          phase: failure.phase,
          detail: failure.message,
          data: failure.data,
          rowKey: failure.key,
          chunkSeq,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: syncFailures.id });
    added += inserted.length;
    await tx.execute(sql`UPDATE sync_failure_groups SET count = count + ${inserted.length} WHERE id = ${saved.id}`);
  }
  // A group none of whose rows was added (all recorded already, or none) is not left empty behind.
  await tx.execute(sql`DELETE FROM sync_failure_groups WHERE request_id = ${row.id} AND count <= 0`);
  return added;
}
