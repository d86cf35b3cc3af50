import { join } from 'node:path';
import type { StoreStatusType } from '@store-console/contract';
import { eq } from 'drizzle-orm';
import { cdnFolder, folderBytes } from '../../platform/blobs.ts';
import type { Context } from '../../platform/context.ts';
import { measureStoreSchemaMb } from '../../platform/data-plane.ts';
import { type QueueTuning, registerLifecycleQueue } from '../../platform/jobs.ts';
import { appendStoreLog, moveTo, settledStatus } from '../stores/lifecycle.ts';
import { storeDomains, stores } from '../stores/schema.ts';
import { loadCdn, loadTables, openArchive, writeArchive } from './archive.ts';
import { backups } from './schema.ts';

export const backupQueue = 'backups.run';
export const restoreQueue = 'backups.restore';

export type BackupJob = { backupId: number };
export type RestoreJob = {
  backupId: number;
  targetStoreDbId: number;
  previousStatus: StoreStatusType;
  requestedBy: string;
};

export function archivePath(dataDir: string, storeId: string, fileName: string): string {
  return join(dataDir, 'blobs', 'backups', storeId, fileName);
}

async function domainsOf(ctx: Context, storeDbId: number): Promise<string[]> {
  const rows = await ctx.db
    .select()
    .from(storeDomains)
    .where(eq(storeDomains.storeId, storeDbId))
    .orderBy(storeDomains.position);
  return rows.map((d) => d.name);
}

/** Tables, then CDN files, then the manifest; the archive appears under its name only when complete. */
export async function runBackup(ctx: Context, job: BackupJob): Promise<void> {
  const [backup] = await ctx.db.select().from(backups).where(eq(backups.id, job.backupId));
  if (!backup || backup.statusType === 'DONE' || backup.statusType === 'ERROR') return;
  const [store] = await ctx.db.select().from(stores).where(eq(stores.id, backup.storeId));
  if (!store) return;
  const set = (values: Partial<typeof backups.$inferInsert>) =>
    ctx.db.update(backups).set(values).where(eq(backups.id, backup.id));
  await set({ statusType: 'IN_PROGRESS', cdnStatusType: 'QUEUED', progress: 10 });
  const { sizeBytes } = await writeArchive(
    ctx.db,
    {
      storeDbId: store.id,
      storeId: store.storeId,
      domains: await domainsOf(ctx, store.id),
      cdnFolder: cdnFolder(ctx.config.dataDir, store.storeId),
    },
    archivePath(ctx.config.dataDir, store.storeId, backup.fileName),
    async (step) => {
      if (step === 'TABLES_DONE') await set({ cdnStatusType: 'IN_PROGRESS', progress: 60 });
      else await set({ cdnStatusType: 'DONE', progress: 90 });
    },
  );
  await set({ statusType: 'DONE', cdnStatusType: 'DONE', progress: 100, sizeBytes });
}

/** Loads a backup into a store (its own, or another: a clone) — all tables in one transaction. */
export async function runRestore(ctx: Context, job: RestoreJob): Promise<void> {
  const [backup] = await ctx.db.select().from(backups).where(eq(backups.id, job.backupId));
  const [target] = await ctx.db.select().from(stores).where(eq(stores.id, job.targetStoreDbId));
  if (!backup || !target || target.statusType !== 'UPDATING') return;
  const [source] = await ctx.db.select().from(stores).where(eq(stores.id, backup.storeId));
  const archive = await openArchive(archivePath(ctx.config.dataDir, source?.storeId ?? '', backup.fileName));
  try {
    // A clone: the archive was made from another store (here, or in another environment).
    const clone = archive.manifest.storeId !== target.storeId;
    let replacements: [string, string][] = [];
    if (clone) {
      await ctx.db.update(backups).set({ statusType: 'TRANSFORMING' }).where(eq(backups.id, backup.id));
      const targetDomains = await domainsOf(ctx, target.id);
      replacements = [
        ...archive.manifest.domains.map((domain, i): [string, string] => [
          domain,
          targetDomains[i] ?? targetDomains[0] ?? domain,
        ]),
        [archive.manifest.storeId, target.storeId],
      ];
      await appendStoreLog(
        ctx.db,
        target.id,
        `Rewriting ${archive.manifest.storeId} identifiers and domains for ${target.storeId}`,
      );
    }
    await loadTables(ctx.db, archive, target.id, replacements);
    await loadCdn(archive, cdnFolder(ctx.config.dataDir, target.storeId));
    await ctx.db
      .update(stores)
      .set({
        databaseSize: await measureStoreSchemaMb(ctx.db, target.id),
        cdnSize: await folderBytes(cdnFolder(ctx.config.dataDir, target.storeId)),
      })
      .where(eq(stores.id, target.id));
    // The backup is itself again before the store settles, so whoever sees the store settled sees it DONE.
    await ctx.db.update(backups).set({ statusType: 'DONE' }).where(eq(backups.id, backup.id));
    const next = job.previousStatus === 'DEACTIVATED' ? 'DEACTIVATED' : await settledStatus(ctx.db, target.id);
    await moveTo(
      ctx.db,
      target.id,
      next,
      job.requestedBy,
      `Backup ${backup.fileName} restored${clone ? ` from ${archive.manifest.storeId}` : ''}`,
    );
  } finally {
    await archive.close();
    await ctx.db.update(backups).set({ statusType: 'DONE' }).where(eq(backups.id, backup.id));
  }
}

export async function registerBackupJobs(ctx: Context, tuning: { work: boolean } & QueueTuning) {
  await registerLifecycleQueue<BackupJob>(ctx.jobs, {
    name: backupQueue,
    expireInSeconds: 900,
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
    expireInSeconds: 900,
    tuning,
    run: (data) => runRestore(ctx, data),
    // Nothing was loaded (one transaction): the store returns to where it was, with the reason.
    failed: (data) =>
      moveTo(
        ctx.db,
        data.targetStoreDbId,
        data.previousStatus,
        'system',
        'Restore failed after retries; the data is unchanged',
      ),
  });
}
