import { graphBuckets, graphTotals, type SyncGraph, type SyncGraphPeriod } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import type { Context } from '../../../platform/context.ts';
import { rowsOf } from '../../../platform/data-plane.ts';
import { dataCentreRow } from '../../data-centres/index.ts';
import type { StoreRow } from '../../stores/index.ts';

/**
 * GET /{storeId}/graph/{period} (contract sync-graph.ts): the store's
 * buckets in its data centre's zone, summed in one query over two index ranges: `upload` requests
 * finished in a bucket, `row`/`byte`/`error` of the chunks loaded in it (errors counted at load
 * time: a later retry does not rewrite the chart).
 */
export async function syncGraph(
  ctx: Context,
  store: StoreRow,
  period: SyncGraphPeriod,
  now = new Date(),
): Promise<SyncGraph> {
  const timeZone = (await dataCentreRow(ctx, store.dataCentreId))?.timeZone ?? 'UTC';
  const { from, to, buckets } = graphBuckets(period, now, timeZone);
  const bounds = `{${buckets.map((bucket) => bucket.start.toISOString()).join(',')},${to.toISOString()}}`;
  const result = rowsOf(
    await ctx.db.execute(sql`
      WITH b AS (SELECT ${bounds}::timestamptz[] AS bounds)
      SELECT bucket, sum(upload)::bigint AS upload, sum(row)::bigint AS row, sum(byte)::bigint AS byte,
        sum(error)::bigint AS error FROM (
        SELECT width_bucket(r.finished, b.bounds) AS bucket, 1 AS upload, 0 AS row, 0 AS byte, 0 AS error
        FROM sync_requests r, b WHERE r.store_id = ${store.id} AND r.finished >= ${from.toISOString()}::timestamptz
          AND r.finished < ${to.toISOString()}::timestamptz
        UNION ALL
        SELECT width_bucket(c.loaded_at, b.bounds), 0, c.inserted + c.updated + c.deleted, c.bytes, c.failed
        FROM sync_request_chunks c, b WHERE c.store_id = ${store.id} AND c.loaded_at >= ${from.toISOString()}::timestamptz
          AND c.loaded_at < ${to.toISOString()}::timestamptz
      ) x GROUP BY bucket`),
  );
  const byBucket = new Map(result.map((row) => [Number(row.bucket), row]));
  const points = buckets.map((bucket, i) => {
    const row = byBucket.get(i + 1);
    return {
      name: bucket.label,
      upload: Number(row?.upload ?? 0),
      row: Number(row?.row ?? 0),
      byte: Number(row?.byte ?? 0),
      error: Number(row?.error ?? 0),
    };
  });
  return {
    labels: buckets.map((bucket) => bucket.label),
    points,
    totals: graphTotals(points),
    from: from.toISOString(),
    to: to.toISOString(),
    timeZone,
  };
}
