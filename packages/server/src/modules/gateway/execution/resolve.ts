import type { OperationRef } from '@store-console/contract';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Context } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { catalogueOperation, catalogueSettings } from '../catalogue/catalogue-service.ts';
import { type IntegrationRow, partsOf } from '../integrations/integration-rows.ts';
import { gatewaySecretBox, openSecrets } from '../integrations/secrets.ts';
import { gatewayIntegrations, gatewayOperations, gatewayStores } from '../schema.ts';
import type { ResolvedOperation } from '../types.ts';

type StoreOf = ResolvedOperation['store'];

/** Later maps win, but an empty value never replaces one: an empty setting is one left to fill. */
export function mergeSettings(...layers: Record<string, string>[]): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const layer of layers) {
    for (const [name, value] of Object.entries(layer)) {
      if (value !== '' || !(name in merged)) merged[name] = value;
    }
  }
  return merged;
}

/**
 * What `{placeholders}` take (docs/decisions/0045): the catalogue levels' settings (defaults),
 * then the store's gateway, the integration (secret settings opened), the operation override — the
 * most specific wins.
 */
export function placeholderValues(resolved: ResolvedOperation): Record<string, string> {
  return mergeSettings(
    resolved.operation.catalogueSettings,
    resolved.gateway.settings,
    resolved.integration.settings,
    resolved.operation.overrideSettings,
  );
}

type Loaded = {
  integration: IntegrationRow;
  gateway: typeof gatewayStores.$inferSelect | null;
  override: typeof gatewayOperations.$inferSelect | null;
};

/** The integration, the store's gateway and the operation's override: one query (execution's hot path). */
async function load(ctx: Context, store: StoreOf, which: SQL | undefined, operationName: string) {
  const [row] = await ctx.db
    .select({ integration: gatewayIntegrations, gateway: gatewayStores, override: gatewayOperations })
    .from(gatewayIntegrations)
    .leftJoin(gatewayStores, eq(gatewayStores.storeId, gatewayIntegrations.storeId))
    .leftJoin(
      gatewayOperations,
      and(eq(gatewayOperations.integrationId, gatewayIntegrations.id), eq(gatewayOperations.name, operationName)),
    )
    .where(and(eq(gatewayIntegrations.storeId, store.id), which))
    .orderBy(asc(gatewayIntegrations.name))
    .limit(1);
  return row;
}

async function resolveFor(
  ctx: Context,
  store: StoreOf,
  loaded: Loaded,
  operationName: string,
): Promise<ResolvedOperation> {
  const { integration, gateway, override } = loaded;
  const parts = partsOf(integration);
  const ref: OperationRef = { ...parts, operation: operationName };
  const base = override ? undefined : await catalogueOperation(ctx, ref);
  const definition = override?.definition ?? base?.definition;
  if (!definition) {
    throw AppError.notFound(`Operation "${operationName}" not found in integration "${integration.name}"`);
  }
  const secrets = openSecrets(ctx, integration.secrets);
  const fromCatalogue = mergeSettings(...(await catalogueSettings(ctx, ref)));
  const fromOverride = Object.fromEntries((override?.settings ?? []).map(({ name, value }) => [name, value]));
  return {
    store: { id: store.id, storeId: store.storeId, statusType: store.statusType },
    gateway: { enabled: gateway?.enabled ?? true, settings: gateway?.settings ?? {} },
    integration: {
      id: integration.id,
      name: integration.name,
      enabled: integration.enabled,
      parts,
      connection: integration.connection,
      secrets,
      settings: mergeSettings(integration.settings, secrets.settings ?? {}),
      capture: integration.capture,
    },
    operation: {
      name: operationName,
      enabled: override?.enabled ?? true,
      override: override !== null,
      ref,
      definition,
      settings: mergeSettings(fromCatalogue, fromOverride),
      catalogueSettings: fromCatalogue,
      overrideSettings: fromOverride,
    },
  };
}

/** The store's integration `integrationName` and its operation, ready to execute; 404 when missing. */
export async function resolveOperation(
  ctx: Context,
  store: StoreOf,
  integrationName: string,
  operationName: string,
): Promise<ResolvedOperation> {
  const loaded = await load(ctx, store, eq(gatewayIntegrations.name, integrationName), operationName);
  if (!loaded) throw AppError.notFound(`Integration "${integrationName}" not found in store ${store.storeId}`);
  return resolveFor(ctx, store, loaded, operationName);
}

/**
 * An access or refresh operation: run by the store's integration of the referenced interface (the
 * ActiveDirectory integration for Business Central's token operations), the first by name if several.
 */
export async function resolveOperationRef(ctx: Context, store: StoreOf, ref: OperationRef): Promise<ResolvedOperation> {
  const loaded = await load(
    ctx,
    store,
    and(
      eq(gatewayIntegrations.provider, ref.provider),
      eq(gatewayIntegrations.product, ref.product),
      eq(gatewayIntegrations.version, ref.version),
      eq(gatewayIntegrations.interface, ref.interface),
    ),
    ref.operation,
  );
  if (!loaded) {
    const wanted = [ref.provider, ref.product, ref.version, ref.interface].join(' ');
    throw AppError.notFound(`Store ${store.storeId} has no ${wanted} integration for ${ref.operation}`);
  }
  return resolveFor(ctx, store, loaded, ref.operation);
}

/** The access token an integration's access operation obtained, sealed, shared by every replica. */
export async function saveTokenCache(ctx: Context, integrationId: number, token: string, expiresAt: Date) {
  await ctx.db
    .update(gatewayIntegrations)
    .set({ cachedToken: gatewaySecretBox(ctx).seal(token), cachedTokenExpiresAt: expiresAt })
    .where(eq(gatewayIntegrations.id, integrationId));
}

/** The cached token while it has not expired (`marginMs` before its expiry counts as expired), or null. */
export async function readTokenCache(
  ctx: Context,
  integrationId: number,
  marginMs = 30_000,
): Promise<{ token: string; expiresAt: Date } | null> {
  const [row] = await ctx.db
    .select({ token: gatewayIntegrations.cachedToken, expiresAt: gatewayIntegrations.cachedTokenExpiresAt })
    .from(gatewayIntegrations)
    .where(eq(gatewayIntegrations.id, integrationId));
  if (!row?.token || !row.expiresAt || row.expiresAt.getTime() - marginMs <= Date.now()) return null;
  return { token: gatewaySecretBox(ctx).open(row.token), expiresAt: row.expiresAt };
}

/** Drops the cached token (a 401 from the upstream: the next call obtains a new one). */
export async function clearTokenCache(ctx: Context, integrationId: number) {
  await ctx.db
    .update(gatewayIntegrations)
    .set({ cachedToken: null, cachedTokenExpiresAt: null })
    .where(eq(gatewayIntegrations.id, integrationId));
}
