import { azureInterface, businessCentralInterface } from '@store-console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSettledStore, testApp } from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';
import { AppError } from '../../../platform/errors.ts';
import { storeRow } from '../../stores/index.ts';
import { registerStoreJobs } from '../../stores/jobs.ts';
import { ensureBusinessCentralIntegrations } from '../integrations/business-central.ts';
import { saveGatewayStore } from '../integrations/gateway-stores-service.ts';
import { deleteIntegration, saveIntegration } from '../integrations/integrations-service.ts';
import { saveOperation } from '../integrations/operations-service.ts';
import { mergeSettings, placeholderValues, resolveOperation, resolveOperationRef } from './resolve.ts';
import { resolveOperationCached } from './resolved-cache.ts';

describe('resolving an operation for execution', () => {
  let app: App;
  let store: { id: number; storeId: string; statusType: string; erpTypeId: number };
  const caller = {
    id: 1,
    username: 'admin@example.com',
    role: 'SUPER_ADMIN' as const,
    dataCentreId: null,
    authTime: 0,
  };

  beforeAll(async () => {
    app = await testApp();
    await registerStoreJobs(app.ctx, { work: true });
    const created = await createSettledStore(app, await bearer(app, 'admin'), 'Resolve Store');
    const row = await storeRow(app.ctx.db, created.id);
    if (!row) throw new Error('store missing');
    store = row;
    // As the demo seed fills a Business Central store's integrations: through the service, no HTTP.
    await ensureBusinessCentralIntegrations(app.ctx, store, 'seed');
    await saveIntegration(app.ctx, 'seed', store, {
      storeId: store.id,
      integration: 'ActiveDirectory',
      ...azureInterface,
      connection: { uri: 'http://127.0.0.1:9/ad', authType: 'BEARER' },
      settings: { tenantId: 'tenant-1', clientId: 'client-1', clientSecret: 'very-secret', scope: '' },
    });
    await saveIntegration(app.ctx, 'seed', store, {
      storeId: store.id,
      integration: 'BusinessCentral',
      ...businessCentralInterface,
      connection: {
        uri: 'http://127.0.0.1:9/bc',
        authType: 'BEARER',
        accessOperation: { ...azureInterface, operation: 'token' },
        refreshOperation: { ...azureInterface, operation: 'refresh' },
      },
      settings: { tenantId: 'tenant-1', environment: '', companyId: 'company-1' },
    });
    await saveGatewayStore(app.ctx, caller, store, { storeId: store.id, enabled: true, settings: { companyId: 'x' } });
  }, 60_000);
  afterAll(() => app.close());

  it('merges settings: catalogue defaults < store < integration < override, empty values left unset', async () => {
    const items = await resolveOperation(app.ctx, store, 'BusinessCentral', 'items');
    expect(items.operation).toMatchObject({ name: 'items', override: false, enabled: true });
    expect(items.operation.definition.request.path).toBe(
      'v2.0/{tenantId}/{environment}/api/v2.0/companies({companyId})/items',
    );
    expect(items.integration.connection.accessOperation?.operation).toBe('token');
    // environment: the catalogue's default, the integration's being empty; companyId: the integration's over the store's.
    expect(placeholderValues(items)).toMatchObject({
      tenantId: 'tenant-1',
      environment: 'production',
      companyId: 'company-1',
    });

    await saveOperation(app.ctx, 'seed', store, 'BusinessCentral', 'items', {
      ...items.operation.definition,
      enabled: false,
      storeId: store.id,
      integration: 'BusinessCentral',
      ...businessCentralInterface,
      operation: 'items',
      override: true,
      settings: [{ name: 'companyId', value: 'company-2' }],
    });
    const overridden = await resolveOperation(app.ctx, store, 'BusinessCentral', 'items');
    expect(overridden.operation).toMatchObject({ override: true, enabled: false });
    expect(placeholderValues(overridden).companyId).toBe('company-2');
  });

  it("resolves an access operation through the store's integration of its interface, secrets opened", async () => {
    const bc = await resolveOperation(app.ctx, store, 'BusinessCentral', 'companies');
    const ref = bc.integration.connection.accessOperation;
    if (!ref) throw new Error('no access operation');
    const token = await resolveOperationRef(app.ctx, store, ref);
    expect(token.integration.name).toBe('ActiveDirectory');
    expect(token.operation.definition.request).toMatchObject({ method: 'POST', path: '{tenantId}/oauth2/v2.0/token' });
    expect(placeholderValues(token)).toMatchObject({
      clientId: 'client-1',
      clientSecret: 'very-secret',
      scope: 'https://api.businesscentral.dynamics.com/.default',
    });
  });

  it('answers 404 with a clear message for what is missing', async () => {
    // Called one at a time: a rejection is never left unawaited.
    const missing = [
      () => resolveOperation(app.ctx, store, 'Nope', 'items'),
      () => resolveOperation(app.ctx, store, 'BusinessCentral', 'nope'),
      () =>
        resolveOperationRef(app.ctx, store, {
          provider: 'Sage',
          product: 'X3',
          version: 'V12',
          interface: 'x',
          operation: 'read',
        }),
    ];
    for (const attempt of missing) {
      const error = await attempt().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 404 });
    }
    await expect(resolveOperation(app.ctx, store, 'Nope', 'items')).rejects.toThrow(
      `Integration "Nope" not found in store ${store.storeId}`,
    );
  });

  it('keeps a resolved operation in memory until a gateway write announces a change', async () => {
    const first = await resolveOperationCached(app.ctx, store, 'BusinessCentral', 'companies');
    const again = await resolveOperationCached(
      app.ctx,
      { ...store, statusType: 'DEACTIVATED' },
      'BusinessCentral',
      'companies',
    );
    // The same copy, with the store's row as the caller read it now.
    expect(again.integration).toBe(first.integration);
    expect(again.store.statusType).toBe('DEACTIVATED');

    await saveGatewayStore(app.ctx, caller, store, { storeId: store.id, enabled: false, settings: { companyId: 'x' } });
    const disabled = await resolveOperationCached(app.ctx, store, 'BusinessCentral', 'companies');
    expect(disabled.gateway.enabled).toBe(false);
    await saveGatewayStore(app.ctx, caller, store, { storeId: store.id, enabled: true, settings: { companyId: 'x' } });
    expect((await resolveOperationCached(app.ctx, store, 'BusinessCentral', 'companies')).gateway.enabled).toBe(true);

    await saveIntegration(app.ctx, 'seed', store, {
      storeId: store.id,
      integration: 'Extra',
      ...azureInterface,
      connection: { uri: 'http://127.0.0.1:9/one', authType: 'NONE' },
    });
    const extra = await resolveOperationCached(app.ctx, store, 'Extra', 'token');
    expect(extra.integration.connection.uri).toBe('http://127.0.0.1:9/one');
    await saveIntegration(app.ctx, 'seed', store, {
      storeId: store.id,
      integration: 'Extra',
      ...azureInterface,
      connection: { uri: 'http://127.0.0.1:9/two', authType: 'NONE' },
    });
    expect((await resolveOperationCached(app.ctx, store, 'Extra', 'token')).integration.connection.uri).toBe(
      'http://127.0.0.1:9/two',
    );
    await deleteIntegration(app.ctx, store, 'Extra');
    await expect(resolveOperationCached(app.ctx, store, 'Extra', 'token')).rejects.toMatchObject({ status: 404 });
  });

  it('merges with later layers winning and empty values never replacing', () => {
    expect(mergeSettings({ a: '1', b: '2' }, { a: '', b: '3', c: '' })).toEqual({ a: '1', b: '3', c: '' });
  });
});
