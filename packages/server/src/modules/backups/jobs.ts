import { eq, inArray } from 'drizzle-orm';
import type { Context } from '../../platform/context.ts';
import { enqueue, hasLiveJob, type QueueTuning, registerLifecycleQueue } from '../../platform/jobs.ts';
import {
  appendStoreLog,
  measureStore,
  moveTo,
  settledStatus,
  storeDatabase,
  storeDomainNames,
  storeRow,
} from '../stores/index.ts';
import { writeArchive } from './archive.ts';
import { loadArchive } from './archive-load.ts';
import { checkReadLimits, defaultReadIdleSeconds, loadReadLimits, verifyArchive } from './archive-read.ts';
import { archiveKey, createArchiveBlob, openArchiveBlob } from './archive-storage.ts';
import { type BackupJob, backupQueue, queueSeconds, type RestoreJob, restoreQueue } from './lifecycle.ts';
import { backups } from './schema.ts';
import { type ArchiveDamagedError, isArchiveDamaged } from './tar-stream.ts';

/** Tables, then CDN files, then the manifest; the archive appears under its name only when complete. */
export async function runBackup(ctx: Context, job: BackupJob): Promise<void> {
  const [backup] = await ctx.db.select().from(backups).where(eq(backups.id, job.backupId));
  if (!backup || backup.statusType === 'DONE' || backup.statusType === 'ERROR') return;
  const store = await storeRow(ctx.db, backup.storeId);
  if (!store) return;
  const set = (values: Partial<typeof backups.$inferInsert>) =>
    ctx.db.update(backups).set(values).where(eq(backups.id, backup.id));
  await set({ statusType: 'IN_PROGRESS', cdnStatusType: 'QUEUED', progress: 10 });
  const archive = createArchiveBlob(ctx.blobs, archiveKey(store.storeId, backup.fileName));
  let sizeBytes: number;
  try {
    // From the store's data centre's database.
    await writeArchive(
      await storeDatabase(ctx, store),
      {
        storeDbId: store.id,
        storeId: store.storeId,
        domains: await storeDomainNames(ctx.db, store.id),
        blobs: ctx.blobs,
      },
      archive.stream,
      async (step) => {
        if (step === 'TABLES_DONE') await set({ cdnStatusType: 'IN_PROGRESS', progress: 60 });
        else await set({ cdnStatusType: 'DONE', progress: 90 });
      },
    );
    sizeBytes = await archive.commit();
  } catch (error) {
    await archive.discard();
    await appendStoreLog(ctx.db, store.id, `Backup ${backup.fileName} failed: ${reason(error)}`, 'ERROR');
    throw error;
  }
  await set({ statusType: 'DONE', cdnStatusType: 'DONE', progress: 100, sizeBytes });
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Loads a backup into a store (its own, or another: a clone) — all tables in one transaction. A
 * failed attempt says why in the store's logs before it is retried; a backup that is gone
 * returns the store to where it was, and so does a damaged archive (not retried: it reads the
 * same every time), which also marks the backup damaged.
 */
export async function runRestore(ctx: Context, job: RestoreJob): Promise<void> {
  const target = await storeRow(ctx.db, job.storeDbId);
  if (target?.statusType !== 'UPDATING') return;
  const [backup] = await ctx.db.select().from(backups).where(eq(backups.id, job.backupId));
  if (!backup) {
    await moveTo(
      ctx.db,
      target.id,
      job.previousStatus,
      'system',
      `Restore abandoned: backup ${job.backupId} no longer exists; the data is unchanged`,
      { logType: 'ERROR' },
    );
    return;
  }
  const source = await storeRow(ctx.db, backup.storeId);
  const key = archiveKey(source?.storeId ?? '', backup.fileName);
  let damaged = false;
  try {
    // Read twice: once to check it whole before the store's data is touched, once to load it.
    const idleSeconds = ctx.config.backups?.readIdleSeconds ?? defaultReadIdleSeconds;
    const manifest = await verifyArchive(
      openArchiveBlob(ctx.blobs, key),
      checkReadLimits(backup.sizeBytes, idleSeconds),
    );
    // A clone: the archive was made from another store (here, or in another environment).
    const clone = manifest.storeId !== target.storeId;
    let replacements: [string, string][] = [];
    if (clone) {
      await ctx.db.update(backups).set({ statusType: 'TRANSFORMING' }).where(eq(backups.id, backup.id));
      const targetDomains = await storeDomainNames(ctx.db, target.id);
      replacements = [
        ...manifest.domains.map((domain, i): [string, string] => [
          domain,
          targetDomains[i] ?? targetDomains[0] ?? domain,
        ]),
        [manifest.storeId, target.storeId],
      ];
      await appendStoreLog(
        ctx.db,
        target.id,
        `Rewriting ${manifest.storeId} identifiers and domains for ${target.storeId}`,
      );
    }
    // Into the target's data centre's database, wherever the archive was made (a clone across data centres).
    const data = await storeDatabase(ctx, target);
    await loadArchive(
      data,
      openArchiveBlob(ctx.blobs, key),
      manifest,
      { storeDbId: target.id, storeId: target.storeId, blobs: ctx.blobs },
      replacements,
      loadReadLimits(backup.sizeBytes),
    );
    await measureStore(ctx.db, data.db, ctx.blobs, target);
    // The backup is itself again before the store settles, so whoever sees the store settled sees it DONE.
    await ctx.db.update(backups).set({ statusType: 'DONE' }).where(eq(backups.id, backup.id));
    const next = job.previousStatus === 'DEACTIVATED' ? 'DEACTIVATED' : await settledStatus(ctx.db, target.id);
    await moveTo(
      ctx.db,
      target.id,
      next,
      job.requestedBy,
      `Backup ${backup.fileName} restored${clone ? ` from ${manifest.storeId}` : ''}`,
    );
  } catch (error) {
    if (isArchiveDamaged(error)) {
      damaged = true;
      await abandonDamaged(ctx, job, backup, error);
      return;
    }
    await appendStoreLog(ctx.db, target.id, `Restore of ${backup.fileName} failed: ${reason(error)}`, 'ERROR');
    throw error;
  } finally {
    if (!damaged) await ctx.db.update(backups).set({ statusType: 'DONE' }).where(eq(backups.id, backup.id));
  }
}

/** Text of a damaged backup's `error` (shown in the backups list): restoring it is refused with it. */
export const damagedArchivePrefix = 'The backup archive is damaged: ';

/**
 * A damaged archive ends its restore at once: nothing was loaded (one transaction), the store
 * returns to where it was with the reason in its logs, and the backup is marked damaged (ERROR,
 * its reason in `error`) so the console shows it and offers no restore from it.
 */
async function abandonDamaged(
  ctx: Context,
  job: RestoreJob,
  backup: typeof backups.$inferSelect,
  error: ArchiveDamagedError,
): Promise<void> {
  const damage = `${damagedArchivePrefix}${error.message}`;
  await ctx.db.transaction(async (tx) => {
    await tx.update(backups).set({ statusType: 'ERROR', error: damage }).where(eq(backups.id, backup.id));
    await moveTo(
      tx,
      job.storeDbId,
      job.previousStatus,
      'system',
      `${damage}. Restore of ${backup.fileName} abandoned; the data is unchanged`,
      { logType: 'ERROR' },
    );
  });
}

export async function registerBackupJobs(ctx: Context, tuning: { work: boolean } & QueueTuning) {
  await registerLifecycleQueue<BackupJob>(ctx.jobs, {
    name: backupQueue,
    expireInSeconds: queueSeconds,
    tuning,
    run: (data) => runBackup(ctx, data),
    failed: async (data) => {
      await ctx.db
        .update(backups)
        .set({ statusType: 'ERROR', cdnStatusType: null, error: 'The backup failed after retries' })
        .where(eq(backups.id, data.backupId));
    },
  });
  await registerLifecycleQueue<RestoreJob>(ctx.jobs, {
    name: restoreQueue,
    expireInSeconds: queueSeconds,
    tuning,
    run: (data) => runRestore(ctx, data),
    // Nothing was loaded (one transaction): the store returns to where it was, with the reason.
    failed: (data) =>
      moveTo(
        ctx.db,
        data.storeDbId,
        data.previousStatus,
        'system',
        'Restore failed after retries; the data is unchanged',
        { logType: 'ERROR' },
      ),
  });
}

/**
 * The sweeper's share for backups: a running backup with no live job is run again (the archive
 * appears only when complete, so that is safe); a backup left TRANSFORMING by a clone whose job is
 * gone is DONE again (the archive was only read). Each says so in its store's logs.
 */
export async function sweepBackups(ctx: Context): Promise<number> {
  const waiting = await ctx.db
    .select({ id: backups.id })
    .from(backups)
    .where(inArray(backups.statusType, ['PENDING', 'QUEUED', 'IN_PROGRESS', 'TRANSFORMING']));
  let settled = 0;
  for (const { id } of waiting) {
    const done = await ctx.db.transaction(async (tx) => {
      const [backup] = await tx.select().from(backups).where(eq(backups.id, id)).for('update');
      if (!backup || (await hasLiveJob(tx, ctx.jobs, { backupId: backup.id }))) return false;
      if (backup.statusType === 'TRANSFORMING') {
        await tx.update(backups).set({ statusType: 'DONE' }).where(eq(backups.id, backup.id));
        await appendStoreLog(tx, backup.storeId, `Backup ${backup.fileName}: its clone's job was lost; DONE again`);
        return true;
      }
      if (backup.statusType === 'DONE' || backup.statusType === 'ERROR') return false;
      await appendStoreLog(tx, backup.storeId, `Backup ${backup.fileName} had no job in flight (lost); resumed`);
      await enqueue<BackupJob>(tx, ctx.jobs, backupQueue, { backupId: backup.id });
      return true;
    });
    if (done) settled++;
  }
  return settled;
}
