import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { acceptsTraffic, type CdnSizeLog, type CdnUsageLog } from '@store-console/contract';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { cdnFolder, folderBytes } from '../../platform/blobs.ts';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { setStoreCdnSize } from '../stores/lifecycle.ts';
import { type StoreRow, storeByPublicId, storesWithFiles } from '../stores/queries.ts';
import { cdnSizeLogs, cdnUsage } from './schema.ts';

/** A path inside the store's CDN folder; anything that climbs out of it is refused. */
function fileIn(folder: string, relative: string): string {
  const cleaned = normalize(relative).replace(/^([/\\])+/, '');
  const full = join(folder, cleaned);
  if (!cleaned || cleaned.startsWith('..') || !full.startsWith(folder + sep))
    throw AppError.badRequest('Invalid file path');
  return full;
}

/** Opens a CDN file for download and the byte count to meter, or 404. Deactivated stores serve nothing. */
export async function openCdnFile(ctx: Context, storeId: string, relative: string) {
  const store = await storeByPublicId(ctx, storeId);
  if (!store || !acceptsTraffic(store.statusType)) throw AppError.notFound('No such file');
  const path = fileIn(cdnFolder(ctx.config.dataDir, store.storeId), relative);
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw AppError.notFound('No such file');
  return { storeDbId: store.id, size: info.size, stream: createReadStream(path) };
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
  const folder = cdnFolder(ctx.config.dataDir, store.storeId);
  const path = fileIn(folder, relative);
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.uploading-${process.pid}-${Date.now()}`;
  await writeFile(temp, body);
  await rename(temp, path);
  const cdnSize = await folderBytes(folder);
  await setStoreCdnSize(ctx.db, store.id, cdnSize);
  return { path: relative, size: body.length, cdnSize: cdnSize ?? 0 };
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

/** The daily job: every store's CDN folder size, recorded and kept on the store. */
export async function recordCdnSizes(ctx: Context): Promise<number> {
  const live = await storesWithFiles(ctx);
  for (const store of live) {
    const bytes = (await folderBytes(cdnFolder(ctx.config.dataDir, store.storeId))) ?? 0;
    await ctx.db.insert(cdnSizeLogs).values({ storeId: store.id, cdnSize: bytes });
    await setStoreCdnSize(ctx.db, store.id, bytes);
  }
  return live.length;
}
