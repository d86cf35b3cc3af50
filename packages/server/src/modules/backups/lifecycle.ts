import type { StoreStatusType } from '@store-console/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueue, hasLiveJob, type Jobs } from '../../platform/jobs.ts';
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

/** Inserts a backup (PENDING) and sends its job in the caller's transaction: both exist or neither. */
export async function queueBackup(tx: Tx, jobs: Jobs, values: typeof backups.$inferInsert) {
  const [row] = await tx.insert(backups).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  await enqueue<BackupJob>(tx, jobs, backupQueue, { backupId: row.id });
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
