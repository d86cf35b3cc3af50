import type { StoreStatusType } from '@store-console/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueue, hasLiveJob, type JobLimits, type Jobs } from '../../platform/jobs.ts';
import { backups } from './schema.ts';

export const backupQueue = 'backups.run';
export const restoreQueue = 'backups.restore';

export type BackupJob = { backupId: number };
/** `storeDbId` is the store being restored into: the store module's sweeper recognises its jobs by it. */
export type RestoreJob = {
  backupId: number;
  storeDbId: number;
  previousStatus: StoreStatusType;
  requestedBy: string;
};

/** How long a backup or restore job may run before it is taken for dead and retried (its queue's expiry). */
export const queueSeconds = 900;

/** A job's own limit where its size needs longer than its queue's; otherwise the queue's applies. */
const atLeastQueue = (seconds: number): JobLimits => (seconds > queueSeconds ? { expireInSeconds: seconds } : {});

/**
 * A restore's time limit, from its archive's size: a second per 100 kB of archive (≈ 1–2 MB of
 * rows a second, tens of times slower than measured on a small machine) when that exceeds 15 minutes.
 */
export function restoreTimeLimit(archiveBytes: number | null): JobLimits {
  return atLeastQueue(Math.ceil((archiveBytes ?? 0) / 100_000));
}

/** A backup's time limit, from the store's measured database size: a second per MB beyond 15 minutes. */
export function backupTimeLimit(databaseSizeMb: number | null): JobLimits {
  return atLeastQueue(Math.ceil(databaseSizeMb ?? 0));
}

/** Inserts a backup (PENDING) and sends its job in the caller's transaction: both exist or neither. */
export async function queueBackup(tx: Tx, jobs: Jobs, values: typeof backups.$inferInsert, limits: JobLimits = {}) {
  const [row] = await tx.insert(backups).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  await enqueue<BackupJob>(tx, jobs, backupQueue, { backupId: row.id }, limits);
  return row;
}

/**
 * Locks a backup for the rest of the caller's transaction. A restore takes it before it sends its
 * job and a deletion before it looks for one, so the two cannot interleave.
 */
export async function lockBackup(tx: Tx, backupId: number) {
  const [row] = await tx.select().from(backups).where(eq(backups.id, backupId)).for('update');
  if (!row) throw AppError.notFound(`Backup ${backupId} not found`);
  return row;
}

/** A backup that a live job (its own run, or a restore or clone reading it) still needs: 409. */
export async function assertBackupFree(tx: Tx, jobs: Jobs, backupId: number) {
  if (await hasLiveJob(tx, jobs, { backupId })) {
    throw AppError.conflict('This backup is in use by a restore or clone; delete it once that has finished');
  }
}
