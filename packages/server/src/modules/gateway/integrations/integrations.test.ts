import {
  errorResponseSchema,
  gatewaySecretMask,
  gatewayStoreListSchema,
  gatewayStoreSchema,
  gatewayTexts,
  integrationOperationSchema,
  integrationSchema,
  type SaveIntegration,
} from '@store-console/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, empty } from '../../../../test/api.ts';
import { anotherPartner, bearer, createSettledStore, postStore, testApp, until } from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';
import { registerStoreJobs } from '../../stores/jobs.ts';
import { readTokenCache, saveTokenCache } from '../execution/resolve.ts';
import { gatewayIntegrations, gatewayOperations, gatewayStores } from '../schema.ts';

type Headers = { authorization: string };
type StoreIds = { id: number; storeId: string };

const secrets = ['pa55-word-secret', 'access-token-secret', 'refresh-token-secret', 'client-secret-value'] as const;

describe('store gateways and integrations', () => {
  let app: App;
  let admin: Headers;
  let partner: Headers;
  let other: Headers;
  let mine: StoreIds;
  let theirs: StoreIds;
  /** Every reply body of the tests, to show no secret ever comes back. */
  const replies: string[] = [];

  const call = (headers: Headers) => {
    const client = api(app, headers);
    const record =
      <A extends unknown[], T>(fn: (...args: A) => Promise<T>) =>
      async (...args: A) => {
        const value = await fn(...args);
        replies.push(JSON.stringify(value ?? null));
        return value;
      };
    return { get: record(client.get), post: record(client.post), delete: record(client.delete) };
  };
  const tableSizes = async () =>
    Promise.all(
      [gatewayStores, gatewayIntegrations, gatewayOperations].map(
        async (table) => (await app.ctx.db.select({ n: count() }).from(table))[0]?.n,
      ),
    );

  const payload = (storeId: number, overrides: Partial<SaveIntegration> = {}): SaveIntegration => ({
    storeId,
    integration: 'SageX3',
    provider: 'Sage',
    product: 'X3',
    version: 'V12',
    interface: 'web services',
    connection: { uri: 'https://x3.example.com:8124', authType: 'BASIC', username: 'admin', password: secrets[0] },
    settings: { poolAlias: 'SEED', clientSecret: secrets[3] },
    ...overrides,
  });

  beforeAll(async () => {
    app = await testApp();
    await registerStoreJobs(app.ctx, { work: true });
    admin = await bearer(app, 'admin');
    partner = await bearer(app, 'partner');
    other = await anotherPartner(app, partner, 'other-partner@example.com', 'Other Partner');
    mine = await createSettledStore(app, partner, 'Gateway Mine');
    theirs = await createSettledStore(app, other, 'Gateway Theirs');
  }, 60_000);
  afterAll(() => app.close());

  it("creates a store's gateway on first read, saves its settings, and lists only the caller's stores", async () => {
    const read = await call(partner).get(`/gateway/integrations/${mine.id}`, gatewayStoreSchema);
    expect(read).toEqual({ storeId: mine.id, enabled: true, settings: {}, integrations: [] });
    await call(other).get(`/gateway/integrations/${theirs.id}`, gatewayStoreSchema);
    const saved = await call(partner).post(`/gateway/integrations/${mine.id}`, gatewayStoreSchema, {
      body: { storeId: mine.id, settings: { tenantId: 'store-tenant' }, enabled: false },
    });
    expect(saved).toMatchObject({ enabled: false, settings: { tenantId: 'store-tenant' } });
    await call(partner).post(`/gateway/integrations/${mine.id}`, errorResponseSchema, {
      body: { storeId: theirs.id, settings: {}, enabled: true },
      status: 400,
    });
    const listed = await call(partner).get('/gateway/integrations', gatewayStoreListSchema);
    expect(listed.map((g) => g.storeId)).toEqual([mine.id]);
    expect(listed[0]).toMatchObject({ storeName: 'Gateway Mine', storeCode: mine.storeId });
    const all = await call(admin).get('/gateway/integrations', gatewayStoreListSchema);
    expect(all.map((g) => g.storeId).sort()).toEqual([mine.id, theirs.id].sort());
  });

  it('creates, updates and deletes integrations; a duplicate name on create is refused with the exact message', async () => {
    const path = `/gateway/integrations/${mine.id}/SageX3`;
    const created = await call(partner).post(path, integrationSchema, {
      body: payload(mine.id),
      query: { mode: 'create' },
      status: 201,
    });
    expect(created.connection).toMatchObject({ authType: 'BASIC', username: 'admin', passwordSet: true });
    expect(created.settings).toEqual({ poolAlias: 'SEED', clientSecret: gatewaySecretMask });
    const duplicate = await call(partner).post(path, errorResponseSchema, {
      body: payload(mine.id),
      query: { mode: 'create' },
      status: 409,
    });
    expect(duplicate.message).toBe(gatewayTexts.duplicateIntegration('SageX3'));
    expect(duplicate.message).toBe('Integration "SageX3" has already existed in the store.');

    // Blank keeps a secret (and the mask keeps a secret setting); null clears.
    const kept = await call(partner).post(path, integrationSchema, {
      body: payload(mine.id, {
        connection: { uri: 'https://x3.example.com:8124', authType: 'BASIC', username: 'admin', password: '' },
        settings: { poolAlias: 'LIVE', clientSecret: gatewaySecretMask },
      }),
      status: 200,
    });
    expect(kept.connection.passwordSet).toBe(true);
    expect(kept.settings).toEqual({ poolAlias: 'LIVE', clientSecret: gatewaySecretMask });
    const row = (await app.ctx.db.select().from(gatewayIntegrations)).find((r) => r.name === 'SageX3');
    expect(row?.secrets).not.toContain(secrets[0]);
    expect(JSON.stringify(row)).not.toContain(secrets[3]);
    const cleared = await call(partner).post(path, integrationSchema, {
      body: payload(mine.id, {
        connection: { uri: 'https://x3.example.com:8124', authType: 'NONE', password: null },
        settings: { poolAlias: 'LIVE', clientSecret: '' },
      }),
    });
    expect(cleared.connection).toMatchObject({ authType: 'NONE', passwordSet: false, username: null });
    expect(cleared.settings).toEqual({ poolAlias: 'LIVE', clientSecret: '' });

    const read = await call(partner).get(path, integrationSchema);
    expect(read.integration).toBe('SageX3');
    expect((await call(partner).get(`/gateway/integrations/${mine.id}`, gatewayStoreSchema)).integrations).toEqual([
      'SageX3',
    ]);
    await call(partner).delete(path, empty, { status: 204 });
    await call(partner).delete(path, errorResponseSchema, { status: 404 });
    await call(partner).get(path, errorResponseSchema, { status: 404 });
  });

  it('forces an Azure integration to BEARER, needs a username for BASIC, and an interface of the catalogue', async () => {
    const before = await tableSizes();
    const base = `/gateway/integrations/${mine.id}`;
    const basicWithoutUser = await call(partner).post(`${base}/SageX3`, errorResponseSchema, {
      body: payload(mine.id, { connection: { uri: 'https://x3.example.com', authType: 'BASIC', username: ' ' } }),
      status: 400,
    });
    expect(basicWithoutUser.details).toEqual([{ path: 'connection.username', message: gatewayTexts.fieldRequired }]);
    await call(partner).post(`${base}/Nope`, errorResponseSchema, {
      body: payload(mine.id, { integration: 'Nope', product: 'Nope' }),
      status: 400,
    });
    await call(partner).post(`${base}/Other`, errorResponseSchema, { body: payload(mine.id), status: 400 });
    await call(partner).post(`${base}/SageX3`, errorResponseSchema, {
      body: payload(mine.id, {
        connection: {
          uri: 'https://x3.example.com',
          authType: 'NONE',
          accessOperation: {
            provider: 'Sage',
            product: 'X3',
            version: 'V12',
            interface: 'web services',
            operation: 'x',
          },
        },
      }),
      status: 400,
    });
    expect(await tableSizes()).toEqual(before);

    const azure = await call(partner).post(`${base}/ActiveDirectory`, integrationSchema, {
      body: {
        storeId: mine.id,
        integration: 'ActiveDirectory',
        provider: 'Microsoft',
        product: 'Azure',
        version: '365',
        interface: 'ActiveDirectory',
        connection: {
          uri: 'https://login.example.com',
          authType: 'NONE',
          accessToken: secrets[1],
          refreshToken: secrets[2],
        },
      },
      query: { mode: 'create' },
      status: 201,
    });
    expect(azure.connection).toMatchObject({ authType: 'BEARER', accessTokenSet: true, refreshTokenSet: true });
  });

  it('drops the cached token when the address or authentication changes', async () => {
    const ad = (await app.ctx.db.select().from(gatewayIntegrations)).find(
      (r) => r.name === 'ActiveDirectory' && r.storeId === mine.id,
    );
    if (!ad) throw new Error('ActiveDirectory missing');
    await saveTokenCache(app.ctx, ad.id, 'cached-token', new Date(Date.now() + 3_600_000));
    expect((await readTokenCache(app.ctx, ad.id))?.token).toBe('cached-token');
    const body = (uri: string) => ({
      storeId: mine.id,
      integration: 'ActiveDirectory',
      provider: 'Microsoft',
      product: 'Azure',
      version: '365',
      interface: 'ActiveDirectory',
      connection: { uri, authType: 'BEARER' },
    });
    const path = `/gateway/integrations/${mine.id}/ActiveDirectory`;
    await call(partner).post(path, integrationSchema, { body: body('https://login.example.com') });
    expect((await readTokenCache(app.ctx, ad.id))?.token).toBe('cached-token');
    await call(partner).post(path, integrationSchema, { body: body('https://login2.example.com') });
    expect(await readTokenCache(app.ctx, ad.id)).toBeNull();
  });

  it('reads, overrides and deletes operation overrides', async () => {
    const base = `/gateway/integrations/${mine.id}/SageX3`;
    await call(partner).post(base, integrationSchema, { body: payload(mine.id) });
    const fromCatalogue = await call(partner).get(`${base}/read`, integrationOperationSchema);
    expect(fromCatalogue).toMatchObject({ override: false, interfaceType: 'SOAP', request: { soapAction: 'read' } });
    await call(partner).get(`${base}/unknown`, errorResponseSchema, { status: 404 });
    const override = {
      ...fromCatalogue,
      override: true,
      settings: [{ name: 'publicName', value: 'ITMDET' }],
    };
    const saved = await call(partner).post(`${base}/read`, integrationOperationSchema, { body: override });
    expect(saved).toMatchObject({ override: true, settings: [{ name: 'publicName', value: 'ITMDET' }] });
    // A new operation with a whole definition (the operations-add page).
    await call(partner).post(`${base}/custom`, integrationOperationSchema, {
      body: { ...override, operation: 'custom', request: { ...override.request, path: 'custom' } },
    });
    const integration = await call(partner).get(base, integrationSchema);
    expect(Object.keys(integration.operations)).toEqual(['custom', 'read']);
    for (const [field, value] of [
      ['operation', 'other'],
      ['integration', 'Other'],
      ['product', '300'],
      ['storeId', theirs.id],
    ] as const) {
      await call(partner).post(`${base}/read`, errorResponseSchema, {
        body: { ...override, [field]: value },
        status: 400,
      });
    }
    await call(partner).delete(`${base}/read`, empty, { status: 204 });
    await call(partner).delete(`${base}/read`, errorResponseSchema, { status: 404 });
    expect((await call(partner).get(`${base}/read`, integrationOperationSchema)).override).toBe(false);
  });

  it("answers 404 for another partner's store and writes nothing", async () => {
    const before = await tableSizes();
    const base = `/gateway/integrations/${theirs.id}`;
    await call(partner).get(base, errorResponseSchema, { status: 404 });
    await call(partner).post(base, errorResponseSchema, {
      body: { storeId: theirs.id, settings: {}, enabled: true },
      status: 404,
    });
    await call(partner).delete(base, errorResponseSchema, { status: 404 });
    await call(partner).post(`${base}/SageX3`, errorResponseSchema, { body: payload(theirs.id), status: 404 });
    await call(partner).get(`${base}/SageX3/read`, errorResponseSchema, { status: 404 });
    expect(await tableSizes()).toEqual(before);
  });

  it('refuses bad input with 400 in the one shape, writing nothing', async () => {
    const before = await tableSizes();
    const base = `/gateway/integrations/${mine.id}`;
    for (const path of [
      `/gateway/integrations/99999999999/SageX3`,
      `/gateway/integrations/abc`,
      `${base}/Sage%2FX3`,
      `${base}/Sage%00X3`,
      `${base}/SageX3.log`,
    ]) {
      const error = await call(partner).post(path, errorResponseSchema, { body: payload(mine.id), status: 400 });
      expect(error.status).toBe(400);
    }
    for (const body of [
      payload(mine.id, { integration: 'Sage/X3' }),
      payload(mine.id, { settings: { a: 'b\u0000' } }),
      payload(mine.id, { connection: { uri: 'ftp://x3', authType: 'NONE' } }),
      { ...payload(mine.id), extra: true },
    ]) {
      await call(partner).post(`${base}/SageX3`, errorResponseSchema, { body, status: 400 });
    }
    await call(partner).post(`${base}/SageX3`, errorResponseSchema, {
      body: payload(mine.id),
      query: { mode: 'replace' },
      status: 400,
    });
    expect(await tableSizes()).toEqual(before);
  });

  it('resets a gateway, and 404 when there is none', async () => {
    await call(partner).delete(`/gateway/integrations/${mine.id}`, empty, { status: 204 });
    await call(partner).delete(`/gateway/integrations/${mine.id}`, errorResponseSchema, { status: 404 });
    const fresh = await call(partner).get(`/gateway/integrations/${mine.id}`, gatewayStoreSchema);
    expect(fresh).toEqual({ storeId: mine.id, enabled: true, settings: {}, integrations: [] });
  });

  it('gives a Business Central store its ActiveDirectory and BusinessCentral integrations on creation and when missing', async () => {
    const erps = (await app.inject({ url: '/api/v1/erp_types', headers: partner })).json().content;
    const bc = erps.find((e: { code: string }) => e.code === 'MS_Dynamics_BC');
    const created = await postStore(app, partner, 'Gateway BC', {
      erpType: { id: bc.id },
      erpTypeVersion: { id: bc.erpTypeVersions[0].id },
    });
    const store: StoreIds = created.json();
    await until(
      async () =>
        (await app.inject({ url: `/api/v1/stores/${store.id}`, headers: partner })).json().storeStatus.statusType,
      (status) => status === 'CREATED' || status === 'LIVE',
    );
    const names = async () =>
      (await app.ctx.db.select().from(gatewayIntegrations))
        .filter((r) => r.storeId === store.id)
        .map((r) => r.name)
        .sort();
    // Made by the store's creation step, before anyone read the gateway.
    expect(await names()).toEqual(['ActiveDirectory', 'BusinessCentral']);
    const bcIntegration = await call(partner).get(
      `/gateway/integrations/${store.id}/BusinessCentral`,
      integrationSchema,
    );
    expect(bcIntegration).toMatchObject({
      version: '18.5',
      interface: 'API v2',
      connection: {
        uri: 'https://api.businesscentral.dynamics.com',
        authType: 'BEARER',
        accessOperation: { product: 'Azure', operation: 'token' },
        refreshOperation: { product: 'Azure', operation: 'refresh' },
      },
      settings: { tenantId: '', environment: '', companyId: '' },
    });
    await call(partner).delete(`/gateway/integrations/${store.id}/BusinessCentral`, empty, { status: 204 });
    const read = await call(partner).get(`/gateway/integrations/${store.id}`, gatewayStoreSchema);
    expect(read.integrations).toEqual(['ActiveDirectory', 'BusinessCentral']);
  });

  it('takes a gateway and an integration back as read (their read-only parts ignored, secrets kept)', async () => {
    const gateway = await call(partner).get(`/gateway/integrations/${mine.id}`, gatewayStoreSchema);
    const savedGateway = await call(partner).post(`/gateway/integrations/${mine.id}`, gatewayStoreSchema, {
      body: { ...gateway, storeName: 'ignored', storeCode: 'ignored' },
    });
    expect(savedGateway).toEqual(gateway);
    const path = `/gateway/integrations/${mine.id}/RoundTrip`;
    await call(partner).post(path, integrationSchema, {
      body: payload(mine.id, { integration: 'RoundTrip' }),
      query: { mode: 'create' },
      status: 201,
    });
    const read = await call(partner).get(path, integrationSchema);
    expect(read.connection.passwordSet).toBe(true);
    const back = await call(partner).post(path, integrationSchema, { body: { ...read, enabled: false } });
    expect(back).toEqual({ ...read, enabled: false });
    // A key neither read nor written is still refused.
    await call(partner).post(path, errorResponseSchema, { body: { ...read, notAField: 1 }, status: 400 });
    await call(partner).delete(path, empty, { status: 204 });
  });

  it('never returns a secret', () => {
    expect(replies.length).toBeGreaterThan(20);
    for (const secret of secrets) expect(replies.filter((reply) => reply.includes(secret))).toEqual([]);
  });
});
