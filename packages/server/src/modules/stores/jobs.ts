import { isWaiting, type StoreStatusType, storeStatusTypes } from '@store-console/contract';
import { desc, eq, inArray } from 'drizzle-orm';
import { cdnPrefix } from '../../platform/blobs.ts';
import type { Context } from '../../platform/context.ts';
import { dropStoreSchema, provisionStoreSchema, storeSchemaName } from '../../platform/data-plane.ts';
import type { Database } from '../../platform/db.ts';
import { runHooks } from '../../platform/hooks.ts';
import { enqueue, hasLiveJob, type QueueTuning, registerLifecycleQueue } from '../../platform/jobs.ts';
import {
  appendStoreLog,
  inFlightStatus,
  measureStore,
  moveTo,
  type StoreJob,
  type StoreJobAction,
  settledStatus,
  storeDatabase,
  storeQueue,
} from './lifecycle.ts';
import { storeStatuses, stores } from './schema.ts';

export async function registerStoreJobs(ctx: Context, tuning: { work: boolean } & QueueTuning) {
  await registerLifecycleQueue<StoreJob>(ctx.jobs, {
    name: storeQueue,
    expireInSeconds: 300,
    tuning,
    run: (data) => runStoreJob(ctx, data),
    failed: (data) =>
      moveTo(ctx.db, data.storeDbId, 'FAILED', 'system', `${data.action} failed after retries; use RETRY`, {
        failedAction: data.action,
      }),
  });
}

function measure(ctx: Context, data: Database, store: StoreRow) {
  return measureStore(ctx.db, data.db, ctx.blobs, store);
}

/**
 * One step of a store's lifecycle. Every step is idempotent (IF NOT EXISTS, deleting a blob prefix),
 * and a job only acts while the store still shows that job's in-flight status, so a retry after a
 * crash finishes the work and a stale duplicate does nothing. A step that fails says why in the
 * store's logs (a data centre's database that cannot be reached, say) before it is retried.
 */
export async function runStoreJob(ctx: Context, job: StoreJob): Promise<void> {
  const [store] = await ctx.db.select().from(stores).where(eq(stores.id, job.storeDbId));
  if (!store) return;
  try {
    await runStep(ctx, job, store);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await appendStoreLog(ctx.db, store.id, `${job.action} failed: ${reason}`, 'ERROR');
    throw error;
  }
}

type StoreRow = typeof stores.$inferSelect;

async function runStep(ctx: Context, job: StoreJob, store: StoreRow): Promise<void> {
  const by = job.requestedBy;
  switch (job.action) {
    case 'CREATE': {
      if (store.statusType !== 'CREATING') return;
      const data = await storeDatabase(ctx, store);
      await provisionStoreSchema(data.db, store.id);
      await appendStoreLog(
        ctx.db,
        store.id,
        `Database schema ${storeSchemaName(store.id)} provisioned with the commerce tables`,
      );
      // Blob storage has no folders to make: measuring reads the store's prefix, so storage that
      // cannot be reached fails the step (and the job is retried).
      await measure(ctx, data, store);
      await appendStoreLog(ctx.db, store.id, `CDN folder cdn/${store.storeId} ready`);
      // What other modules add to a new store (the gateway: a Business Central store's integrations).
      for (const line of await runHooks(ctx, 'storeProvisioned', ctx, store, by)) {
        if (line) await appendStoreLog(ctx.db, store.id, line);
      }
      await moveTo(ctx.db, store.id, await settledStatus(ctx.db, store.id), by, 'Store created', {
        failedAction: null,
      });
      return;
    }
    case 'UPDATE': {
      if (store.statusType !== 'UPDATING') return;
      await measure(ctx, await storeDatabase(ctx, store), store);
      const next = job.previousStatus === 'DEACTIVATED' ? 'DEACTIVATED' : await settledStatus(ctx.db, store.id);
      await moveTo(ctx.db, store.id, next, by, 'Store updated', { failedAction: null });
      return;
    }
    case 'DEACTIVATE': {
      if (store.statusType !== 'DEACTIVATING') return;
      await moveTo(ctx.db, store.id, 'DEACTIVATED', by, 'Store deactivated: its API and gateway traffic is refused', {
        failedAction: null,
      });
      return;
    }
    case 'REACTIVATE': {
      if (store.statusType !== 'REACTIVATING') return;
      await provisionStoreSchema((await storeDatabase(ctx, store)).db, store.id);
      await moveTo(ctx.db, store.id, 'REACTIVATED', by, 'Store reactivated: traffic is served again', {
        failedAction: null,
      });
      return;
    }
    case 'DELETE': {
      if (store.statusType !== 'DELETING') return;
      await dropStoreSchema((await storeDatabase(ctx, store)).db, store.id);
      await appendStoreLog(ctx.db, store.id, `Database schema ${storeSchemaName(store.id)} dropped`);
      await ctx.blobs.deletePrefix(cdnPrefix(store.storeId));
      await appendStoreLog(ctx.db, store.id, `CDN folder cdn/${store.storeId} removed`);
      await ctx.db.update(stores).set({ databaseSize: null, cdnSize: null }).where(eq(stores.id, store.id));
      await moveTo(ctx.db, store.id, 'DELETED', by, 'Store deleted', { failedAction: null });
      return;
    }
  }
}

const actionOf = Object.fromEntries(
  Object.entries(inFlightStatus).map(([action, status]) => [status, action]),
) as Partial<Record<StoreStatusType, StoreJobAction>>;

/**
 * The sweeper's share for stores: a store in an in-flight status with no live job on any queue
 * (its job was lost: deleted, or completed without settling it) gets its action's job again, with
 * a log line. Every action is idempotent, so resuming is always safe. Returns how many it resumed.
 */
export async function sweepStores(ctx: Context): Promise<number> {
  const waiting = await ctx.db
    .select({ id: stores.id })
    .from(stores)
    .where(inArray(stores.statusType, storeStatusTypes.filter(isWaiting)));
  let resumed = 0;
  for (const { id } of waiting) {
    const done = await ctx.db.transaction(async (tx) => {
      const [store] = await tx.select().from(stores).where(eq(stores.id, id)).for('update');
      const action = store ? actionOf[store.statusType] : undefined;
      if (!store || !action || (await hasLiveJob(tx, ctx.jobs, { storeDbId: store.id }))) return false;
      // Who asked, and (for an update) where the store came from, are in its history.
      const history = await tx
        .select()
        .from(storeStatuses)
        .where(eq(storeStatuses.storeId, store.id))
        .orderBy(desc(storeStatuses.id))
        .limit(10);
      const before = history.find((h) => !isWaiting(h.statusType))?.statusType;
      const job: StoreJob = {
        storeDbId: store.id,
        action,
        requestedBy: history[0]?.createdBy ?? 'system',
        ...(action === 'UPDATE' && before ? { previousStatus: before } : {}),
      };
      await appendStoreLog(tx, store.id, `${store.statusType} had no job in flight (lost); ${action} resumed`);
      await enqueue(tx, ctx.jobs, storeQueue, job);
      return true;
    });
    if (done) resumed++;
  }
  return resumed;
}
