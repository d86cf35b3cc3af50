import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  type Backup,
  type backupListQuerySchema,
  isBackupWaiting,
  isRestorable,
  type StoreStatusType,
} from '@store-console/contract';
import { and, count, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SignedIn } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { containsPattern, orderBy, pageOf } from '../../platform/lists.ts';
import { type Peer, peerDownload } from '../environments/peer-client.ts';
import { peerOf } from '../environments/service.ts';
import { moveTo } from '../stores/lifecycle.ts';
import { stores } from '../stores/schema.ts';
import { getStore } from '../stores/service.ts';
import { openArchive } from './archive.ts';
import { archivePath, backupQueue, restoreQueue } from './jobs.ts';
import { backups } from './schema.ts';

type Row = typeof backups.$inferSelect;

function toBackup(row: Row, store: { id: number; storeId: string; name: string }): Backup {
  return {
    id: row.id,
    fileName: row.fileName,
    type: row.type,
    statusType: row.statusType,
    cdnStatusType: row.cdnStatusType,
    progress: row.progress,
    cloneStoreName: row.cloneStoreName,
    sizeBytes: row.sizeBytes,
    error: row.error,
    createdBy: row.createdBy,
    createdDate: row.createdDate.toISOString(),
    storeResponse: store,
  };
}

const settled = (status: string) => !status.endsWith('ING') && status !== 'DELETED' && status !== 'FAILED';

export async function listBackups(
  ctx: Context,
  caller: SignedIn,
  storeDbId: number,
  query: z.output<typeof backupListQuerySchema>,
) {
  const store = await getStore(ctx, caller, storeDbId);
  const fuzzy = query.fuzzyString ?? query.search;
  const where = and(
    eq(backups.storeId, store.id),
    fuzzy ? ilike(sql`(${backups.fileName} || ' ' || ${backups.statusType})`, containsPattern(fuzzy)) : undefined,
  );
  const sort = orderBy(query.sort, { fileName: backups.fileName, statusType: backups.statusType }, backups.id);
  const rows = await ctx.db
    .select()
    .from(backups)
    .where(where)
    .orderBy(...sort.order)
    .limit(query.size)
    .offset(query.page * query.size);
  const [total] = await ctx.db.select({ n: count() }).from(backups).where(where);
  const page = pageOf(
    rows.map((row) => toBackup(row, store)),
    total?.n ?? 0,
    query,
    sort,
  );
  return {
    ...page,
    allCloneable: { backups: page.content.filter(isRestorable) },
    pagination: { totalElements: page.totalElements },
  };
}

export async function createBackup(ctx: Context, caller: SignedIn, storeDbId: number): Promise<Backup> {
  const store = await getStore(ctx, caller, storeDbId);
  if (!settled(store.storeStatus.statusType)) {
    throw AppError.conflict(`Store ${store.name} is ${store.storeStatus.statusType}; back it up once it settles`);
  }
  const fileName = `${store.storeId}-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
  const [row] = await ctx.db
    .insert(backups)
    .values({
      storeId: store.id,
      fileName,
      statusType: 'PENDING',
      cdnStatusType: 'PENDING',
      createdBy: caller.username,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await ctx.jobs.send(backupQueue, { backupId: row.id });
  return toBackup(row, store);
}

async function visibleBackup(ctx: Context, caller: SignedIn, backupId: number) {
  const [row] = await ctx.db.select().from(backups).where(eq(backups.id, backupId));
  if (!row) throw AppError.notFound(`Backup ${backupId} not found`);
  const store = await getStore(ctx, caller, row.storeId).catch(() => {
    throw AppError.notFound(`Backup ${backupId} not found`);
  });
  return { row, store };
}

export async function deleteBackup(ctx: Context, caller: SignedIn, backupId: number): Promise<void> {
  const { row, store } = await visibleBackup(ctx, caller, backupId);
  if (isBackupWaiting(row.statusType)) throw AppError.conflict('This backup is still running');
  await ctx.db.delete(backups).where(eq(backups.id, row.id));
  await rm(archivePath(ctx.config.dataDir, store.storeId, row.fileName), { force: true });
}

/**
 * Restores a DONE backup (CDN part DONE or absent) into a settled store: its own backup, or a
 * clone of another store's. The store shows UPDATING while the job loads the archive.
 */
export async function restoreBackup(
  ctx: Context,
  caller: SignedIn,
  targetStoreDbId: number,
  request: { id: number; store: { id: number }; environment?: string | undefined },
): Promise<Backup> {
  if (request.store.id !== targetStoreDbId)
    throw AppError.badRequest('The store in the body must be the store of the path');
  const target = await getStore(ctx, caller, targetStoreDbId);
  if (!settled(target.storeStatus.statusType)) {
    throw AppError.conflict(`Store ${target.name} is ${target.storeStatus.statusType}; restore once it settles`);
  }
  const peer = await peerOf(ctx, request.environment);
  const { row, store: source } = peer
    ? { row: await fetchPeerBackup(ctx, caller, peer, request.id, target), store: target }
    : await visibleBackup(ctx, caller, request.id);
  if (!isRestorable(row))
    throw AppError.conflict('Only a finished backup (DONE, with its CDN files DONE) can be restored');
  const previousStatus = target.storeStatus.statusType as StoreStatusType;
  if (!settled(previousStatus))
    throw AppError.conflict(`Store ${target.name} is ${previousStatus}; restore once it settles`);
  const moved = await ctx.db
    .update(stores)
    .set({ statusType: 'UPDATING' })
    .where(and(eq(stores.id, target.id), eq(stores.statusType, previousStatus)))
    .returning({ id: stores.id });
  if (moved.length === 0) throw AppError.conflict(`Store ${target.name} changed meanwhile; reload and try again`);
  await moveTo(
    ctx.db,
    target.id,
    'UPDATING',
    caller.username,
    `Restore of ${row.fileName} requested by ${caller.username}`,
  );
  if (source.id !== target.id) {
    await ctx.db.update(backups).set({ cloneStoreName: target.name }).where(eq(backups.id, row.id));
  }
  await ctx.jobs.send(restoreQueue, {
    backupId: row.id,
    targetStoreDbId: target.id,
    previousStatus,
    requestedBy: caller.username,
  });
  return toBackup(row, source);
}

export async function openBackupArchive(ctx: Context, caller: SignedIn, backupId: number) {
  const { row, store } = await visibleBackup(ctx, caller, backupId);
  if (!isRestorable(row)) throw AppError.conflict('Only a finished backup can be downloaded');
  const path = archivePath(ctx.config.dataDir, store.storeId, row.fileName);
  const info = await stat(path).catch(() => null);
  if (!info) throw AppError.notFound(`The archive of backup ${backupId} is missing`);
  return { fileName: row.fileName, size: info.size, stream: createReadStream(path) };
}

/**
 * Clone from another environment: the peer's archive is downloaded next to this store's backups,
 * verified against its manifest, and kept as a CLONE backup of this store, which is then restored.
 */
async function fetchPeerBackup(
  ctx: Context,
  caller: SignedIn,
  peer: Peer,
  peerBackupId: number,
  target: { id: number; storeId: string },
) {
  const fileName = `${peer.name}-${peerBackupId}-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
  const path = archivePath(ctx.config.dataDir, target.storeId, fileName);
  await mkdir(dirname(path), { recursive: true });
  await peerDownload(peer, `/api/v1/backups/${peerBackupId}/archive`, path);
  let source: string;
  try {
    const archive = await openArchive(path);
    source = archive.manifest.storeId;
    await archive.close();
  } catch (error) {
    await rm(path, { force: true });
    throw AppError.badRequest(
      `The archive from ${peer.name} failed verification: ${error instanceof Error ? error.message : 'unreadable'}`,
    );
  }
  const [row] = await ctx.db
    .insert(backups)
    .values({
      storeId: target.id,
      fileName,
      type: 'CLONE',
      statusType: 'DONE',
      cdnStatusType: 'DONE',
      progress: 100,
      cloneStoreName: `${peer.name}/${source}`,
      sizeBytes: (await stat(path)).size,
      createdBy: caller.username,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
