import type { StoreStatusType } from '@store-console/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { logLine } from '../../platform/logs.ts';
import { storeDomains, storeStatuses, stores } from './schema.ts';

export type StoreJobAction = 'CREATE' | 'UPDATE' | 'DEACTIVATE' | 'REACTIVATE' | 'DELETE';

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
  extra: { failedAction?: string | null } = {},
) {
  // History first: whoever sees the new status also sees it in storeStatuses.
  await db.insert(storeStatuses).values({ storeId: storeDbId, statusType, createdBy: by });
  await db
    .update(stores)
    .set({
      statusType,
      logs: sql`${stores.logs} || ${JSON.stringify([logLine(text, statusType === 'FAILED' ? 'ERROR' : 'INFO')])}::jsonb`,
      ...(extra.failedAction !== undefined ? { failedAction: extra.failedAction } : {}),
    })
    .where(eq(stores.id, storeDbId));
}

export async function appendStoreLog(db: DbOrTx, storeDbId: number, text: string) {
  await db
    .update(stores)
    .set({ logs: sql`${stores.logs} || ${JSON.stringify([logLine(text)])}::jsonb` })
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
