import {
  availableInterfacesSchema,
  catalogueInterfaceSchema,
  catalogueOperationSchema,
  catalogueProductSchema,
  catalogueSchema,
  errorResponseSchema,
} from '@store-console/contract';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, empty } from '../../../../test/api.ts';
import { bearer, testApp } from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';
import { gatewayCatalogue } from '../schema.ts';
import { ensureGatewayCatalogue, seedRows } from './catalogue-seed.ts';

type Headers = { authorization: string };

const definition = {
  interfaceType: 'HTTP',
  request: { method: 'GET', path: 'v1/{tenant}/things' },
  response: {},
};

describe('gateway catalogue', () => {
  let app: App;
  let admin: Headers;
  let partner: Headers;
  const rows = async () => (await app.ctx.db.select({ n: count() }).from(gatewayCatalogue))[0]?.n ?? 0;

  beforeAll(async () => {
    app = await testApp();
    admin = await bearer(app, 'admin');
    partner = await bearer(app, 'partner');
  });
  afterAll(() => app.close());

  it('is seeded with real operation definitions, and any operator reads it', async () => {
    const tree = await api(app, partner).get('/gateway/interfaces', catalogueSchema);
    expect(tree.map((p) => p.provider)).toEqual(['Microsoft', 'Sage']);
    const microsoft = tree[0];
    const azure = microsoft?.products.find((p) => p.product === 'Azure')?.versions[0]?.interfaces[0];
    expect(azure?.interface).toBe('ActiveDirectory');
    const token = azure?.operations.find((o) => o.operation === 'token')?.definition;
    expect(token?.request).toMatchObject({ method: 'POST', path: '{tenantId}/oauth2/v2.0/token' });
    expect(token?.request.parameters).toContainEqual({ name: 'grant_type', value: 'client_credentials' });
    expect(token?.request.parameters).toContainEqual({ name: 'client_secret', value: '{clientSecret}' });
    const refresh = azure?.operations.find((o) => o.operation === 'refresh')?.definition;
    expect(refresh?.request.parameters).toContainEqual({ name: 'grant_type', value: 'refresh_token' });

    const bc = await api(app, partner).get(
      `/gateway/interfaces/Microsoft/BusinessCentral/18.5/${encodeURIComponent('API v2')}`,
      catalogueInterfaceSchema,
    );
    const items = bc.operations.find((o) => o.operation === 'items')?.definition.request;
    expect(items).toMatchObject({
      method: 'GET',
      path: 'v2.0/{tenantId}/{environment}/api/v2.0/companies({companyId})/items',
    });
    expect(bc.operations.map((o) => o.operation)).toEqual(
      expect.arrayContaining(['companies', 'customers', 'createSalesOrder', 'salesOrderLines', 'deleteSubscription']),
    );
    const x3 = await api(app, partner).get(
      `/gateway/interfaces/Sage/X3/V12/${encodeURIComponent('web services')}/query`,
      catalogueOperationSchema,
    );
    expect(x3.definition).toMatchObject({ interfaceType: 'SOAP', request: { method: 'POST', soapAction: 'query' } });
    expect(x3.definition.request.path).toContain('CAdxWebServiceXmlCC');
  });

  it('flattens to the pickable interfaces with ?detailed=true', async () => {
    const flat = await api(app, partner).get('/gateway/interfaces', availableInterfacesSchema, {
      query: { detailed: 'true' },
    });
    const azure = flat.find((i) => i.value === 'Microsoft-Azure-365-ActiveDirectory');
    expect(azure?.title).toBe('Microsoft Azure 365 ActiveDirectory');
    expect(azure?.operations.map((o) => o.value)).toContain('Microsoft-Azure-365-ActiveDirectory-token');
    expect(flat.map((i) => i.value)).toEqual(
      expect.arrayContaining([
        'Microsoft-BusinessCentral-18.5-API v2',
        'Sage-X3-V12-web services',
        'Sage-300-2023-Web API',
      ]),
    );
    await api(app, partner).get('/gateway/interfaces', errorResponseSchema, {
      query: { detailed: 'yes' },
      status: 400,
    });
  });

  it('lets only a SUPER_ADMIN write, creating missing parents; a new operation needs a definition', async () => {
    const before = await rows();
    const path = '/gateway/interfaces/Acme/Shop/1.0/REST/things';
    await api(app, partner).post(path, errorResponseSchema, { body: { settings: {}, definition }, status: 403 });
    await api(app, partner).delete('/gateway/interfaces/Sage', errorResponseSchema, { status: 403 });
    await api(app, admin).post(path, errorResponseSchema, { body: { settings: { a: '1' } }, status: 400 });
    await api(app, admin).post('/gateway/interfaces/Acme/Shop', errorResponseSchema, {
      body: { settings: {}, definition },
      status: 400,
    });
    expect(await rows()).toBe(before);

    const saved = await api(app, admin).post(path, catalogueOperationSchema, {
      body: { settings: { tenant: 't1' }, definition },
    });
    expect(saved).toMatchObject({ operation: 'things', settings: { tenant: 't1' } });
    expect(await rows()).toBe(before + 5);
    // Settings alone update an operation and keep its definition.
    const updated = await api(app, admin).post(path, catalogueOperationSchema, {
      body: { settings: { tenant: 't2' } },
    });
    expect(updated.definition.request.path).toBe('v1/{tenant}/things');
    expect(updated.settings).toEqual({ tenant: 't2' });
    const product = await api(app, admin).post('/gateway/interfaces/Acme/Shop', catalogueProductSchema, {
      body: { settings: { region: 'eu' } },
    });
    expect(product.settings).toEqual({ region: 'eu' });
    expect(product.versions[0]?.interfaces[0]?.operations[0]?.operation).toBe('things');
  });

  it('deletes a level with everything under it, and answers 404 for a missing one', async () => {
    await api(app, admin).post('/gateway/interfaces/Gone/P/1/I/op', catalogueOperationSchema, {
      body: { definition },
    });
    await api(app, admin).delete('/gateway/interfaces/Gone/P', empty, { status: 204 });
    await api(app, admin).get('/gateway/interfaces/Gone/P/1/I/op', errorResponseSchema, { status: 404 });
    const gone = await api(app, admin).get('/gateway/interfaces/Gone', errorResponseSchema.or(catalogueSchema.element));
    expect(gone).toMatchObject({ provider: 'Gone', products: [] });
    await api(app, admin).delete('/gateway/interfaces/Gone/P', errorResponseSchema, { status: 404 });
    await api(app, admin).delete('/gateway/interfaces/Gone', empty, { status: 204 });
    await api(app, partner).get('/gateway/interfaces/Nobody', errorResponseSchema, { status: 404 });
  });

  it('seeds idempotently, keeping what a SUPER_ADMIN changed', async () => {
    await api(app, admin).post('/gateway/interfaces/Sage/300', catalogueProductSchema, {
      body: { settings: { changed: 'yes' } },
    });
    const seeded = seedRows().length;
    const present = async () =>
      (
        await app.ctx.db
          .select({ n: count() })
          .from(gatewayCatalogue)
          .where(sql`${gatewayCatalogue.createdBy} = 'system'`)
      )[0]?.n;
    expect(await present()).toBe(seeded);
    await ensureGatewayCatalogue(app.ctx);
    await ensureGatewayCatalogue(app.ctx);
    expect(await present()).toBe(seeded);
    const sage300 = await api(app, partner).get('/gateway/interfaces/Sage/300', catalogueProductSchema);
    expect(sage300.settings).toEqual({ changed: 'yes' });
  });

  it('refuses bad input with 400 in the one shape, writing nothing', async () => {
    const before = await rows();
    const bad = ['/gateway/interfaces/A%2FB', '/gateway/interfaces/A%00B', '/gateway/interfaces/A/thing.log'];
    for (const path of bad) {
      const error = await api(app, admin).post(path, errorResponseSchema, { body: { settings: {} }, status: 400 });
      expect(error.status).toBe(400);
    }
    // A path segment longer than a name may be is refused by the router itself, in the same shape.
    await api(app, admin).post(`/gateway/interfaces/${'x'.repeat(12_001)}`, errorResponseSchema, {
      body: { settings: {} },
      status: 414,
    });
    for (const body of [
      { settings: { 'a\u0000': 'b' } },
      { settings: { a: 'b\u0000' } },
      { settings: {}, unknown: 1 },
      { settings: { a: 1 } },
    ]) {
      await api(app, admin).post('/gateway/interfaces/Fine', errorResponseSchema, { body, status: 400 });
    }
    expect(await rows()).toBe(before);
  });
});
