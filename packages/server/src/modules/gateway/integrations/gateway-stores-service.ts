import { businessCentralCode, type GatewayStore, type saveGatewayStoreSchema } from '@store-console/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SignedIn } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import type { DbOrTx } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { subqueryField } from '../../../platform/lists.ts';
import { erpTypeCode } from '../../erp-types/index.ts';
import { visibleLiveStoresAmong } from '../../stores/index.ts';
import { gatewayIntegrations, gatewayStores } from '../schema.ts';
import { ensureBusinessCentralIntegrations } from './business-central.ts';
import { gatewayChanged } from './gateway-changed.ts';
import { ensureGatewayStore } from './gateway-store-row.ts';

/** What the gateway needs of a store: the scope's row has it all. */
export type GatewayStoreRef = { id: number; storeId: string; statusType: string; erpTypeId: number };

export async function isBusinessCentralStore(ctx: Context, store: Pick<GatewayStoreRef, 'erpTypeId'>) {
  return (await erpTypeCode(ctx, store.erpTypeId)) === businessCentralCode;
}

async function integrationNames(db: DbOrTx, storeDbId: number): Promise<string[]> {
  const rows = await db
    .select({ name: gatewayIntegrations.name })
    .from(gatewayIntegrations)
    .where(eq(gatewayIntegrations.storeId, storeDbId))
    .orderBy(asc(gatewayIntegrations.name));
  return rows.map((row) => row.name);
}

/** The store's gateway, created when missing; a Business Central store gets its integrations when missing. */
export async function readGatewayStore(ctx: Context, caller: SignedIn, store: GatewayStoreRef): Promise<GatewayStore> {
  await ensureGatewayStore(ctx.db, store.id, caller.username);
  if (await isBusinessCentralStore(ctx, store)) await ensureBusinessCentralIntegrations(ctx, store, caller.username);
  const [[row], names] = await Promise.all([
    ctx.db.select().from(gatewayStores).where(eq(gatewayStores.storeId, store.id)),
    integrationNames(ctx.db, store.id),
  ]);
  if (!row) throw AppError.notFound(`The gateway of store ${store.storeId} not found`);
  return { storeId: store.id, enabled: row.enabled, settings: row.settings, integrations: names };
}

export async function saveGatewayStore(
  ctx: Context,
  caller: SignedIn,
  store: GatewayStoreRef,
  input: z.output<typeof saveGatewayStoreSchema>,
): Promise<GatewayStore> {
  if (input.storeId !== store.id) {
    throw AppError.badRequest('The body names another store than the path', [
      { path: 'storeId', message: `Expected ${store.id}` },
    ]);
  }
  await ctx.db
    .insert(gatewayStores)
    .values({ storeId: store.id, enabled: input.enabled, settings: input.settings, createdBy: caller.username })
    .onConflictDoUpdate({
      target: gatewayStores.storeId,
      set: { enabled: input.enabled, settings: input.settings, modifiedBy: caller.username, modifiedDate: new Date() },
    });
  await gatewayChanged(ctx, gatewayStores);
  return readGatewayStore(ctx, caller, store);
}

/** Resets the store's gateway: its row, integrations and overrides go (404 when there is none). */
export async function deleteGatewayStore(ctx: Context, store: GatewayStoreRef): Promise<void> {
  const deleted = await ctx.db
    .delete(gatewayStores)
    .where(eq(gatewayStores.storeId, store.id))
    .returning({ id: gatewayStores.storeId });
  if (deleted.length === 0) throw AppError.notFound(`Store ${store.storeId} has no gateway`);
  // Its integrations and overrides went with it (cascade).
  await gatewayChanged(ctx, gatewayStores);
}

/** The gateways of the stores the caller sees (a PARTNER: their stores), deleted stores left out. */
export async function listGatewayStores(ctx: Context, caller: SignedIn) {
  const names = subqueryField(
    sql<
      string[]
    >`(SELECT coalesce(json_agg(${gatewayIntegrations.name} ORDER BY ${gatewayIntegrations.name}), '[]'::json)
    FROM ${gatewayIntegrations} WHERE ${gatewayIntegrations.storeId} = ${gatewayStores.storeId})`,
  );
  const rows = await ctx.db
    .select({
      storeId: gatewayStores.storeId,
      enabled: gatewayStores.enabled,
      settings: gatewayStores.settings,
      integrations: names,
    })
    .from(gatewayStores);
  const byId = new Map(rows.map((row) => [row.storeId, row]));
  const visible = await visibleLiveStoresAmong(ctx, caller, [...byId.keys()]);
  return visible.flatMap((store) => {
    const row = byId.get(store.id);
    return row ? [{ ...row, storeName: store.name, storeCode: store.storeId }] : [];
  });
}
