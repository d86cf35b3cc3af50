import type { StoreStatusType } from '@store-console/contract';
import { eq, sql } from 'drizzle-orm';
import { type BlobStore, cdnPrefix } from '../../platform/blobs.ts';
import type { Context } from '../../platform/context.ts';
import { measureStoreSchemaMb } from '../../platform/data-plane.ts';
import type { Database, Db, DbOrTx, Tx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { enqueue, type JobLimits, type Jobs } from '../../platform/jobs.ts';
import { logLine } from '../../platform/logs.ts';
import { dataCentreRow } from '../data-centres/index.ts';
import { storeDomains, storeStatuses, stores } from './schema.ts';

export type StoreJobAction = 'CREATE' | 'UPDATE' | 'DEACTIVATE' | 'REACTIVATE' | 'DELETE';

export const storeQueue = 'stores.lifecycle';

/**
 * A job that holds a store in an in-flight status. Every such job, on any queue (the restore's
 * too), names the store as `storeDbId`: that is how the sweeper tells whether one is still alive.
 */
export type StoreJob = {
  storeDbId: number;
  action: StoreJobAction;
  requestedBy: string;
  /** For UPDATE: the settled status to return to when it was DEACTIVATED. */
  previousStatus?: StoreStatusType;
};

/** The status a store shows while each action's job is in flight. */
export const inFlightStatus: Record<StoreJobAction, StoreStatusType> = {
  CREATE: 'CREATING',
  UPDATE: 'UPDATING',
  DEACTIVATE: 'DEACTIVATING',
  REACTIVATE: 'REACTIVATING',
  DELETE: 'DELETING',
};

/** Moves the store to a status, recording it in storeStatuses and logs. */
export async function moveTo(
  db: DbOrTx,
  storeDbId: number,
  statusType: StoreStatusType,
  by: string,
  text: string,
  extra: { failedAction?: string | null; logType?: 'INFO' | 'ERROR' } = {},
) {
  // History first: whoever sees the new status also sees it in storeStatuses.
  await db.insert(storeStatuses).values({ storeId: storeDbId, statusType, createdBy: by });
  await db
    .update(stores)
    .set({
      statusType,
      logs: sql`${stores.logs} || ${JSON.stringify([logLine(text, extra.logType ?? (statusType === 'FAILED' ? 'ERROR' : 'INFO'))])}::jsonb`,
      ...(extra.failedAction !== undefined ? { failedAction: extra.failedAction } : {}),
    })
    .where(eq(stores.id, storeDbId));
}

/**
 * Moves a store into an in-flight status and sends the job that settles it, in the caller's
 * transaction: the status, its history row, its log line and the job commit together or not at all.
 * With `from`, the store must still be in that status (locked meanwhile), else 409.
 */
export async function transitionStore<T extends { storeDbId: number }>(
  tx: Tx,
  jobs: Jobs,
  change: {
    storeDbId: number;
    from?: StoreStatusType;
    to: StoreStatusType;
    by: string;
    text: string;
    job: { queue: string; data: T; limits?: JobLimits };
  },
): Promise<void> {
  if (change.from !== undefined) {
    const [current] = await tx
      .select({ name: stores.name, statusType: stores.statusType })
      .from(stores)
      .where(eq(stores.id, change.storeDbId))
      .for('update');
    if (!current) throw AppError.notFound(`Store ${change.storeDbId} not found`);
    if (current.statusType !== change.from) {
      throw AppError.conflict(`Store ${current.name} changed meanwhile; reload and try again`);
    }
  }
  await moveTo(tx, change.storeDbId, change.to, change.by, change.text);
  await enqueue(tx, jobs, change.job.queue, change.job.data, change.job.limits);
}

export async function appendStoreLog(db: DbOrTx, storeDbId: number, text: string, logType = 'INFO') {
  await db
    .update(stores)
    .set({ logs: sql`${stores.logs} || ${JSON.stringify([logLine(text, logType)])}::jsonb` })
    .where(eq(stores.id, storeDbId));
}

/**
 * LIVE means the store serves on a primary domain of its own (not the staging one); a store that
 * only has its staging domain as primary is CREATED.
 */
export async function settledStatus(db: Db, storeDbId: number): Promise<StoreStatusType> {
  const domains = await db.select().from(storeDomains).where(eq(storeDomains.storeId, storeDbId));
  const primary = domains.find((d) => d.isPrimary);
  return primary && !primary.isStaging ? 'LIVE' : 'CREATED';
}

/** A store's row for the jobs of other modules (backups, CDN), which never read the table themselves. */
export async function storeRow(db: DbOrTx, storeDbId: number) {
  const [row] = await db.select().from(stores).where(eq(stores.id, storeDbId));
  return row ?? null;
}

/** The store's domain names, staging first, in the order the console shows them. */
export async function storeDomainNames(db: DbOrTx, storeDbId: number): Promise<string[]> {
  const rows = await db
    .select({ name: storeDomains.name })
    .from(storeDomains)
    .where(eq(storeDomains.storeId, storeDbId))
    .orderBy(storeDomains.position);
  return rows.map((d) => d.name);
}

/**
 * The database that holds the store's schema: its data centre's (platform/data-planes.ts), the
 * control database unless configured otherwise. Throws, naming it, when it cannot be reached.
 */
export async function storeDatabase(ctx: Context, store: { dataCentreId: number }): Promise<Database> {
  const centre = await dataCentreRow(ctx, store.dataCentreId);
  if (!centre) throw new Error(`data centre ${store.dataCentreId} not found`);
  return ctx.dataPlanes.forDataCentre(centre);
}

/**
 * Measures the store's schema (in `data`, its data centre's database) and CDN folder (in blob
 * storage) and keeps both sizes on the store.
 */
export async function measureStore(db: Db, data: Db, blobs: BlobStore, store: { id: number; storeId: string }) {
  const databaseSize = await measureStoreSchemaMb(data, store.id);
  const cdnSize = await blobs.sizeOf(cdnPrefix(store.storeId));
  await db.update(stores).set({ databaseSize, cdnSize }).where(eq(stores.id, store.id));
}

/** Keeps a CDN folder size on the store (uploads, the daily measurement). */
export async function setStoreCdnSize(db: DbOrTx, storeDbId: number, cdnSize: number | null) {
  await db.update(stores).set({ cdnSize }).where(eq(stores.id, storeDbId));
}
