import type { DbOrTx } from '../../../platform/db.ts';
import { gatewayStores } from '../schema.ts';

/**
 * Creates the store's gateway row when missing (a missing gateway is created on first read). Not
 * announced to the resolved operations' caches: the row it adds holds the defaults (enabled, no
 * settings), which is what a store without the row resolves to.
 */
export async function ensureGatewayStore(db: DbOrTx, storeDbId: number, by: string): Promise<void> {
  await db.insert(gatewayStores).values({ storeId: storeDbId, createdBy: by }).onConflictDoNothing();
}
