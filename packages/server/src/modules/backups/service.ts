import {
  type Backup,
  type backupListQuerySchema,
  isBackupWaiting,
  isRestorable,
  isStoreSettled,
  type StoreStatusType,
} from '@store-console/contract';
import { and, eq, getTableColumns, ilike, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SignedIn } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { containsPattern, pagedRows } from '../../platform/lists.ts';
import { type Peer, peerDownload, peerOf } from '../environments/index.ts';
import { appendStoreLog, findVisibleStore, type StoreRow, transitionStore } from '../stores/index.ts';
import type { Manifest } from './archive-manifest.ts';
import { checkReadLimits, defaultReadIdleSeconds, verifyArchive } from './archive-read.ts';
import { archiveKey, putCheckedArchive } from './archive-storage.ts';
import {
  assertBackupFree,
  backupTimeLimit,
  lockBackup,
  queueBackup,
  type RestoreJob,
  restoreQueue,
  restoreTimeLimit,
} from './lifecycle.ts';
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
    storeResponse: { id: store.id, storeId: store.storeId, name: store.name },
  };
}

/** The store a backup belongs to, for the store scope of routes that name a backup (one query with it). */
export function storeOfBackup(backupId: number): SQL {
  return sql`(SELECT ${backups.storeId} FROM ${backups} WHERE ${backups.id} = ${backupId})`;
}

/** A backup or restore needs a store at rest: settled, and not FAILED (its database may be half made). */
const settled = (status: StoreStatusType) => isStoreSettled(status) && status !== 'FAILED';

export async function listBackups(ctx: Context, store: StoreRow, query: z.output<typeof backupListQuerySchema>) {
  const fuzzy = query.fuzzyString ?? query.search;
  const where = and(
    eq(backups.storeId, store.id),
    fuzzy ? ilike(sql`(${backups.fileName} || ' ' || ${backups.statusType})`, containsPattern(fuzzy)) : undefined,
  );
  const paged = await pagedRows(ctx, {
    table: backups,
    columns: getTableColumns(backups),
    where,
    query,
    sortable: { fileName: backups.fileName, statusType: backups.statusType },
    id: backups.id,
  });
  const page = paged.page(paged.rows.map((row) => toBackup(row, store)));
  return {
    ...page,
    allCloneable: { backups: page.content.filter(isRestorable) },
    pagination: { totalElements: page.totalElements },
  };
}

export async function createBackup(ctx: Context, caller: SignedIn, store: StoreRow): Promise<Backup> {
  if (!settled(store.statusType)) {
    throw AppError.conflict(`Store ${store.name} is ${store.statusType}; back it up once it settles`);
  }
  const fileName = `${store.storeId}-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`;
  const row = await ctx.db.transaction((tx) =>
    queueBackup(
      tx,
      ctx.jobs,
      { storeId: store.id, fileName, statusType: 'PENDING', cdnStatusType: 'PENDING', createdBy: caller.username },
      backupTimeLimit(store.databaseSize),
    ),
  );
  return toBackup(row, store);
}

/** A backup of the store the scope resolved (through the backup itself). */
async function backupOf(ctx: Context, store: StoreRow, backupId: number) {
  const [row] = await ctx.db
    .select()
    .from(backups)
    .where(and(eq(backups.id, backupId), eq(backups.storeId, store.id)));
  if (!row) throw AppError.notFound(`Backup ${backupId} not found`);
  return { row, store };
}

/** The source of a clone: a backup of any store the caller may see. */
async function visibleBackup(ctx: Context, caller: SignedIn, backupId: number) {
  const store = await findVisibleStore(ctx, caller, storeOfBackup(backupId));
  if (!store) throw AppError.notFound(`Backup ${backupId} not found`);
  return backupOf(ctx, store, backupId);
}

export async function deleteBackup(ctx: Context, store: StoreRow, backupId: number): Promise<void> {
  const { row } = await backupOf(ctx, store, backupId);
  await ctx.db.transaction(async (tx) => {
    const locked = await lockBackup(tx, row.id);
    if (isBackupWaiting(locked.statusType)) throw AppError.conflict('This backup is still running');
    await assertBackupFree(tx, ctx.jobs, row.id);
    await tx.delete(backups).where(eq(backups.id, row.id));
  });
  await ctx.blobs.delete(archiveKey(store.storeId, row.fileName));
}

/**
 * Restores a DONE backup (CDN part DONE or absent) into a settled store: its own backup, or a
 * clone of another store's. The store shows UPDATING while the job loads the archive.
 */
export async function restoreBackup(
  ctx: Context,
  caller: SignedIn,
  target: StoreRow,
  request: { id: number; store: { id: number }; environment?: string | undefined },
): Promise<Backup> {
  if (request.store.id !== target.id) throw AppError.badRequest('The store in the body must be the store of the path');
  if (!settled(target.statusType)) {
    throw AppError.conflict(`Store ${target.name} is ${target.statusType}; restore once it settles`);
  }
  const peer = await peerOf(ctx, caller, request.environment);
  const { row, store: source } = peer
    ? { row: await clonedFromPeer(ctx, caller, peer, request.id, target), store: target }
    : await visibleBackup(ctx, caller, request.id);
  // A backup found damaged by an earlier restore says so (its error) rather than being tried again.
  if (row.statusType === 'ERROR' && row.error)
    throw AppError.conflict(`Backup ${row.fileName} cannot be restored: ${row.error}`);
  if (!isRestorable(row))
    throw AppError.conflict('Only a finished backup (DONE, with its CDN files DONE) can be restored');
  const previousStatus = target.statusType;
  if (!settled(previousStatus))
    throw AppError.conflict(`Store ${target.name} is ${previousStatus}; restore once it settles`);
  // A clone says in the target's logs where its data came from (another store here, or another environment).
  const origin = peer
    ? `, a clone from environment ${peer.name} (store ${row.cloneStoreName})`
    : source.id !== target.id
      ? `, a clone of store ${source.name} (${source.storeId})`
      : '';
  await ctx.db.transaction(async (tx) => {
    // Deleting the backup now waits for this transaction, then finds the restore's job: 409.
    await lockBackup(tx, row.id);
    if (source.id !== target.id) {
      await tx.update(backups).set({ cloneStoreName: target.name }).where(eq(backups.id, row.id));
    }
    const job: RestoreJob = { backupId: row.id, storeDbId: target.id, previousStatus, requestedBy: caller.username };
    await transitionStore(tx, ctx.jobs, {
      storeDbId: target.id,
      from: previousStatus,
      to: 'UPDATING',
      by: caller.username,
      text: `Restore of ${row.fileName}${origin} requested by ${caller.username}`,
      job: { queue: restoreQueue, data: job, limits: restoreTimeLimit(row.sizeBytes) },
    });
  });
  return toBackup(row, source);
}

export async function openBackupArchive(ctx: Context, store: StoreRow, backupId: number) {
  const { row } = await backupOf(ctx, store, backupId);
  if (!isRestorable(row)) throw AppError.conflict('Only a finished backup can be downloaded');
  const archive = await ctx.blobs.get(archiveKey(store.storeId, row.fileName));
  if (!archive) throw AppError.notFound(`The archive of backup ${backupId} is missing`);
  return { fileName: row.fileName, size: archive.info.size, stream: archive.stream };
}

/** A peer's archive, fetched; a failure is also written in the target's logs, with the reason answered. */
async function clonedFromPeer(ctx: Context, caller: SignedIn, peer: Peer, peerBackupId: number, target: StoreRow) {
  try {
    return await fetchPeerBackup(ctx, caller, peer, peerBackupId, target);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await appendStoreLog(ctx.db, target.id, `Clone from environment ${peer.name} failed: ${reason}`, 'ERROR');
    throw error;
  }
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
  const key = archiveKey(target.storeId, fileName);
  const idleSeconds = ctx.config.backups?.readIdleSeconds ?? defaultReadIdleSeconds;
  const download = await peerDownload(peer, `/api/v1/backups/${peerBackupId}/archive`);
  // Held to the size the peer declared and to the time that size allows, and checked as it
  // arrives: damage, an endless or a stalled download fails at once, and nothing of it is kept.
  const limits = checkReadLimits(download.size, idleSeconds);
  let stored: { info: { size: number }; checked: Manifest };
  try {
    stored = await putCheckedArchive(ctx.blobs, key, download.body, limits, (copy) =>
      verifyArchive(copy, { totalMs: limits.totalMs }),
    );
  } catch (error) {
    throw AppError.badRequest(
      `The archive from ${peer.name} failed verification: ${error instanceof Error ? error.message : 'unreadable'}`,
    );
  }
  const source = stored.checked.storeId;
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
      sizeBytes: stored.info.size,
      createdBy: caller.username,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
