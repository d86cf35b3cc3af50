import { sql } from 'drizzle-orm';
import type { Context } from '../../../platform/context.ts';
import { rowsOf } from '../../../platform/data-plane.ts';

/** Days a finished request's chunk blobs are kept (`SYNC_CHUNK_RETENTION_DAYS`). */
export const defaultChunkRetentionDays = 7;
const batch = 500;

/**
 * Removes from blob storage the chunks of requests finished more than `days` ago (the daily
 * housekeeping job). A COMPLETED request's blobs normally went when it completed; what is left here
 * is a FAILED request's (kept for its restart) or a removal that failed. The chunk rows stay (the
 * graph reads them) and so do the failures, whose rows live in `sync_failures`, not in blobs.
 * A FAILED request whose unloaded chunks lose their blob forgets them (rows read and bytes taken
 * back) and its extraction, so a later restart extracts again instead of finding a chunk missing.
 * Safe to run twice and concurrently: each chunk is taken with `blob_key = its key`.
 */
export async function purgeChunkBlobs(ctx: Context, options: { days?: number; now?: Date } = {}): Promise<number> {
  const days = options.days ?? ctx.config.sync?.chunkRetentionDays ?? defaultChunkRetentionDays;
  const before = new Date((options.now ?? new Date()).getTime() - days * 86_400_000);
  let removed = 0;
  for (;;) {
    const chunks = rowsOf(
      await ctx.db.execute(sql`SELECT c.request_id, c.seq, c.blob_key, c.loaded_at IS NOT NULL AS loaded
        FROM sync_request_chunks c JOIN sync_requests r ON r.id = c.request_id
        WHERE c.blob_key IS NOT NULL AND r.stage IN ('COMPLETED', 'FAILED') AND r.finished < ${before.toISOString()}
        ORDER BY c.request_id, c.seq LIMIT ${batch}`),
    ) as { request_id: string; seq: number; blob_key: string; loaded: boolean }[];
    if (chunks.length === 0) return removed;
    for (const chunk of chunks) {
      await ctx.blobs.delete(chunk.blob_key);
      await ctx.db.transaction(async (tx) => {
        if (chunk.loaded) {
          await tx.execute(sql`UPDATE sync_request_chunks SET blob_key = NULL
            WHERE request_id = ${chunk.request_id} AND seq = ${chunk.seq} AND blob_key = ${chunk.blob_key}`);
          return;
        }
        const gone = rowsOf(
          await tx.execute(sql`DELETE FROM sync_request_chunks
            WHERE request_id = ${chunk.request_id} AND seq = ${chunk.seq} AND blob_key = ${chunk.blob_key}
            RETURNING table_name, row_count, bytes`),
        )[0] as { table_name: string; row_count: number; bytes: number | string } | undefined;
        if (!gone) return;
        await tx.execute(sql`UPDATE sync_requests SET extraction_id = NULL,
            rows_read = greatest(rows_read - ${gone.row_count}, 0), bytes = greatest(bytes - ${Number(gone.bytes)}, 0)
          WHERE id = ${chunk.request_id}`);
        await tx.execute(sql`UPDATE sync_request_tables SET extracted = false, last_key = NULL,
            rows_read = greatest(rows_read - ${gone.row_count}, 0), chunks = greatest(chunks - 1, 0)
          WHERE request_id = ${chunk.request_id}`);
      });
      removed++;
    }
  }
}
