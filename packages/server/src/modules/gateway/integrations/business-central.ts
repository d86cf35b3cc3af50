import {
  azureInterface,
  businessCentralCode,
  businessCentralInterface,
  capturePolicySchema,
  type InterfaceParts,
  integrationNameFor,
} from '@store-console/contract';
import type { Context } from '../../../platform/context.ts';
import type { StoreProvisioned } from '../../../platform/hooks.ts';
import { erpTypeCode } from '../../erp-types/index.ts';
import { gatewayIntegrations, type StoredConnection } from '../schema.ts';
import { gatewayChanged } from './gateway-changed.ts';
import { ensureGatewayStore } from './gateway-store-row.ts';

export const defaultAzureAdUrl = 'https://login.microsoftonline.com';
export const defaultBusinessCentralUrl = 'https://api.businesscentral.dynamics.com';

/** The names the spec's naming rule gives them: ActiveDirectory and BusinessCentral. */
export const activeDirectoryIntegration = integrationNameFor(azureInterface);
export const businessCentralIntegration = integrationNameFor(businessCentralInterface);

const tokenOperation = (operation: 'token' | 'refresh') => ({ ...azureInterface, operation });

function connection(uri: string, access: boolean): StoredConnection {
  return {
    type: 'HTTP',
    uri,
    // ActiveDirectory is BEARER as every Azure integration, with no access operation of its
    // own: its token and refresh operations authenticate by their form body (client id and secret).
    authType: 'BEARER',
    username: null,
    accessOperation: access ? tokenOperation('token') : null,
    refreshOperation: access ? tokenOperation('refresh') : null,
    clientCertificate: null,
    trustCertificate: null,
  };
}

/**
 * A Business Central store's two integrations, added when missing (on the store's creation and
 * whenever its gateway is read); existing ones are left as the operator set them. Their settings
 * start empty for the operator (or the demo seed) to fill: an empty setting counts as unset, so the
 * catalogue's defaults (scope, environment) apply until then.
 */
export async function ensureBusinessCentralIntegrations(ctx: Context, store: { id: number }, by: string) {
  const { config } = ctx;
  const entries: {
    name: string;
    parts: InterfaceParts;
    connection: StoredConnection;
    settings: Record<string, string>;
  }[] = [
    {
      name: activeDirectoryIntegration,
      parts: azureInterface,
      connection: connection(config.gatewayAzureAdUrl ?? defaultAzureAdUrl, false),
      settings: { tenantId: '', clientId: '', clientSecret: '', scope: '' },
    },
    {
      name: businessCentralIntegration,
      parts: businessCentralInterface,
      connection: connection(config.gatewayBusinessCentralUrl ?? defaultBusinessCentralUrl, true),
      settings: { tenantId: '', environment: '', companyId: '' },
    },
  ];
  await ensureGatewayStore(ctx.db, store.id, by);
  const added = await ctx.db
    .insert(gatewayIntegrations)
    .values(
      entries.map((entry) => ({
        storeId: store.id,
        name: entry.name,
        ...entry.parts,
        connection: entry.connection,
        settings: entry.settings,
        capture: capturePolicySchema.parse({}),
        createdBy: by,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: gatewayIntegrations.id });
  // Announced only when an integration was added: this runs on every read of the store's gateway.
  if (added.length > 0) await gatewayChanged(ctx, gatewayIntegrations);
}

/**
 * The gateway's part of a new store (platform/hooks.ts storeProvisioned): a Business Central store
 * gets its two integrations; the line is for the store's log.
 */
export async function onStoreProvisioned(ctx: Context, store: StoreProvisioned, by: string) {
  if ((await erpTypeCode(ctx, store.erpTypeId)) !== businessCentralCode) return undefined;
  await ensureBusinessCentralIntegrations(ctx, store, by);
  return 'Business Central follow-up: order integration VERSION_2 set up; gateway integrations ActiveDirectory and BusinessCentral added (their settings are to be filled)';
}
