import { posix } from 'node:path';
import { acceptsTraffic, type CdnSizeLog, type CdnUsageLog } from '@store-console/contract';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { assertKey, BlobKeyError, cdnPrefix } from '../../platform/blobs.ts';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type StoreRow, setStoreCdnSize, storeByPublicId, storesWithFiles } from '../stores/index.ts';
import { cdnSizeLogs, cdnUsage } from './schema.ts';

/** The blob key of a file in the store's CDN folder; a path that climbs out of it or is no plain path is refused. */
function fileKey(storeId: string, relative: string): string {
  const cleaned = posix.normalize(relative).replace(/^\/+/, '');
  if (!cleaned || cleaned === '.' || cleaned === '..' || cleaned.startsWith('../')) {
    throw AppError.badRequest('Invalid file path');
  }
  const key = cdnPrefix(storeId) + cleaned;
  try {
    assertKey(key);
  } catch (error) {
    if (error instanceof BlobKeyError) throw AppError.badRequest('Invalid file path');
    throw error;
  }
  return key;
}

/** The blob of a CDN file to serve and the store to meter it on. Deactivated stores serve nothing (404). */
export async function cdnFile(ctx: Context, storeId: string, relative: string) {
  const store = await storeByPublicId(ctx, storeId);
  if (!store || !acceptsTraffic(store.statusType)) throw AppError.notFound('No such file');
  return { storeDbId: store.id, key: fileKey(store.storeId, relative) };
}

/** Adds downloaded bytes to today's (UTC) total in one statement, safe under concurrent downloads. */
export async function meterDownload(ctx: Context, storeDbId: number, bytes: number, at = new Date()) {
  const day = at.toISOString().slice(0, 10);
  await ctx.db
    .insert(cdnUsage)
    .values({ storeId: storeDbId, usageDate: day, bytes })
    .onConflictDoUpdate({
      target: [cdnUsage.storeId, cdnUsage.usageDate],
      set: { bytes: sql`${cdnUsage.bytes} + ${bytes}` },
    });
}

/** Into a store the scope resolved and found open (the route refuses closed stores). */
export async function uploadCdnFile(ctx: Context, store: StoreRow, relative: string, body: Buffer) {
  if (store.statusType.endsWith('ING')) throw AppError.conflict(`Store ${store.storeId} is ${store.statusType}`);
  await ctx.blobs.put(fileKey(store.storeId, relative), body);
  const cdnSize = await ctx.blobs.sizeOf(cdnPrefix(store.storeId));
  await setStoreCdnSize(ctx.db, store.id, cdnSize);
  return { path: relative, size: body.length, cdnSize };
}

function range(from: string, to: string) {
  if (from > to) throw AppError.badRequest('from must not be after to');
  return { from, toExclusive: new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10) };
}

/** Downloaded bytes per UTC day in [from, to], summed in SQL. */
export async function usageLogs(ctx: Context, store: StoreRow, from: string, to: string): Promise<CdnUsageLog[]> {
  const r = range(from, to);
  const rows = await ctx.db
    .select({ day: cdnUsage.usageDate, bytes: sql<string>`sum(${cdnUsage.bytes})` })
    .from(cdnUsage)
    .where(and(eq(cdnUsage.storeId, store.id), gte(cdnUsage.usageDate, r.from), lt(cdnUsage.usageDate, r.toExclusive)))
    .groupBy(cdnUsage.usageDate)
    .orderBy(cdnUsage.usageDate);
  return rows.map((row) => ({ cdnUsageDate: row.day, cdnUsageSize: Number(row.bytes) }));
}

/** The folder size per UTC day in [from, to] (the day's last record), chosen in SQL. */
export async function sizeLogs(ctx: Context, store: StoreRow, from: string, to: string): Promise<CdnSizeLog[]> {
  const r = range(from, to);
  const day = sql<string>`to_char(${cdnSizeLogs.createdDate} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const rows = await ctx.db
    .selectDistinctOn([day], { day, size: cdnSizeLogs.cdnSize })
    .from(cdnSizeLogs)
    .where(
      and(
        eq(cdnSizeLogs.storeId, store.id),
        gte(cdnSizeLogs.createdDate, new Date(`${r.from}T00:00:00Z`)),
        lt(cdnSizeLogs.createdDate, new Date(`${r.toExclusive}T00:00:00Z`)),
      ),
    )
    .orderBy(day, sql`${cdnSizeLogs.createdDate} DESC`);
  return rows.map((row) => ({ createdDate: row.day, cdnSize: Number(row.size) }));
}

/** The daily job: every store's CDN folder size (in either blob storage), recorded and kept on the store. */
export async function recordCdnSizes(ctx: Context): Promise<number> {
  const live = await storesWithFiles(ctx);
  for (const store of live) {
    const bytes = await ctx.blobs.sizeOf(cdnPrefix(store.storeId));
    await ctx.db.insert(cdnSizeLogs).values({ storeId: store.id, cdnSize: bytes });
    await setStoreCdnSize(ctx.db, store.id, bytes);
  }
  return live.length;
}
