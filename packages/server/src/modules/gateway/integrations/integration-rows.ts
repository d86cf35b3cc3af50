import { azureInterface, type InterfaceParts } from '@store-console/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import { gatewayIntegrations } from '../schema.ts';

export type IntegrationRow = typeof gatewayIntegrations.$inferSelect;
export type StoreKey = { id: number; storeId: string };

export const partsOf = (row: IntegrationRow): InterfaceParts => ({
  provider: row.provider,
  product: row.product,
  version: row.version,
  interface: row.interface,
});

export const sameParts = (a: InterfaceParts, b: InterfaceParts) =>
  a.provider === b.provider && a.product === b.product && a.version === b.version && a.interface === b.interface;

/** The Azure interface's integrations authenticate with bearer tokens (forced and locked). */
export const isAzure = (parts: InterfaceParts) => sameParts(parts, azureInterface);

export async function findIntegration(
  db: DbOrTx,
  storeDbId: number,
  name: string,
): Promise<IntegrationRow | undefined> {
  const [row] = await db
    .select()
    .from(gatewayIntegrations)
    .where(and(eq(gatewayIntegrations.storeId, storeDbId), eq(gatewayIntegrations.name, name)));
  return row;
}

export const integrationNotFound = (store: StoreKey, name: string) =>
  AppError.notFound(`Integration "${name}" not found in store ${store.storeId}`);
