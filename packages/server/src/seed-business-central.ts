import {
  activeDirectoryIntegration,
  businessCentralIntegration,
  readIntegration,
  saveIntegration,
} from './modules/gateway/index.ts';
import type { Context } from './platform/context.ts';

/**
 * Demo data: a demo Business Central store's automatic ActiveDirectory and BusinessCentral
 * integrations get the settings of the Business Central simulator the demo start runs (tenant,
 * environment, company, client credentials, scope), so their operations work on a fresh start.
 * Without the simulator (config.demoBusinessCentral unset) their settings stay empty.
 */
export async function fillDemoBusinessCentralIntegrations(ctx: Context, store: { id: number; storeId: string }) {
  const demo = ctx.config.demoBusinessCentral;
  if (!demo) return;
  const wanted: Record<string, Record<string, string>> = {
    [activeDirectoryIntegration]: {
      tenantId: demo.tenantId,
      clientId: demo.clientId,
      clientSecret: demo.clientSecret,
      scope: demo.scope,
    },
    [businessCentralIntegration]: {
      tenantId: demo.tenantId,
      environment: demo.environment,
      companyId: demo.companyId,
    },
  };
  for (const [name, settings] of Object.entries(wanted)) {
    const current = await readIntegration(ctx, store, name);
    const { passwordSet, accessTokenSet, refreshTokenSet, clientKeySet, ...connection } = current.connection;
    await saveIntegration(ctx, 'system', store, {
      storeId: store.id,
      integration: name,
      enabled: current.enabled,
      provider: current.provider,
      product: current.product,
      version: current.version,
      interface: current.interface,
      connection,
      // Secret settings read back masked; the mask keeps what is stored.
      settings: { ...current.settings, ...settings },
      capture: current.capture,
    });
  }
}
