import {
  errorResponseSchema,
  failureGroupListSchema,
  mappingListSchema,
  schedulerReplySchema,
  syncRequestListSchema,
  syncRequestReplySchema,
  syncSourceSchema,
  tableFilterSchema,
  webhookSubscriptionListSchema,
  webhookSubscriptionSchema,
} from '@store-console/contract';
import { type BcSimulator, createBcSimulator } from '@store-console/demo';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, empty } from '../../../../test/api.ts';
import { json, startUpstream } from '../../../../test/gateway.ts';
import { bearer, erpTypeFields, postStore, testApp, until } from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';
import { rowsOf } from '../../../platform/data-plane.ts';
import { fillDemoBusinessCentralIntegrations } from '../../../seed-business-central.ts';
import { readIntegration, saveIntegration } from '../../gateway/index.ts';
import { storeRow } from '../../stores/index.ts';
import { createRequest } from './request-service.ts';

type Headers = { authorization: string };

/** A Business Central store read through its gateway integrations from the simulator's demo company. */
describe('sync engine: Business Central through the gateway', () => {
  let sim: BcSimulator;
  let app: App;
  let partner: Headers;
  let store: { id: number; storeId: string };
  let sourceId = 0;
  /** How far the simulator's clock runs ahead (its tokens expire when it moves). */
  let skewMs = 0;

  const company = () => {
    const found = sim.store.companies[0];
    if (!found) throw new Error('the simulator has no company');
    return found;
  };
  const count = async (table: string) =>
    Number(
      rowsOf(await app.ctx.db.execute(sql.raw(`SELECT count(*)::int AS n FROM store_${store.id}.${table}`)))[0]?.n,
    );
  const request = (id: string) => api(app, partner).get(`/sync/${store.id}/request/${id}`, syncRequestReplySchema);
  const finished = (id: string) =>
    until(
      () => request(id),
      (r) => r.stage === 'COMPLETED' || r.stage === 'FAILED',
      { timeout: 120_000 },
    );
  const failedRows = async (id: string) =>
    Object.values(await api(app, partner).get(`/sync/${store.id}/request/${id}/failure`, failureGroupListSchema)).map(
      (group) => `${group.table} ${group.category} (${group.count})`,
    );

  beforeAll(async () => {
    sim = await createBcSimulator({ clientSecret: 'gateway-sync-test-secret', now: () => Date.now() + skewMs });
    app = await testApp({
      runWorkers: true,
      gatewayAzureAdUrl: sim.url,
      gatewayBusinessCentralUrl: sim.url,
      gateway: { allowPrivateUpstreams: true },
      demoBusinessCentral: {
        tenantId: sim.tenantId,
        environment: sim.environment,
        companyId: sim.companyId,
        clientId: sim.clientId,
        clientSecret: sim.clientSecret,
        scope: sim.scope,
      },
    });
    // Business Central's webhook notifications call this server back: it listens on a real port.
    app.ctx.config.webhookPublicUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    partner = await bearer(app, 'partner');
    const created = await postStore(app, partner, 'Gateway Shop', await erpTypeFields(app, partner, 'MS_Dynamics_BC'));
    store = created.json();
    await until(
      async () =>
        (await app.inject({ url: `/api/v1/stores/${store.id}`, headers: partner })).json().storeStatus
          .statusType as string,
      (status) => status === 'CREATED' || status === 'LIVE',
    );
    // The demo seed's wiring of a Business Central store to the simulator (tenant, company, client).
    await fillDemoBusinessCentralIntegrations(app.ctx, store);
    const [source] = await api(app, partner).get(`/sync/source?storeId=${store.id}`, syncSourceSchema.array());
    expect(source).toMatchObject({ syncType: 'GATEWAY', integrationName: 'BusinessCentral' });
    sourceId = source?.id ?? 0;
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await sim?.close();
  });

  it('loads all: every page of every entity through the gateway, mapped into the store with the right counts', async () => {
    const created = await api(app, partner).get(`/sync/${store.id}/uploadData`, syncRequestReplySchema, {
      status: 202,
    });
    expect(created).toMatchObject({ stage: 'CREATED', requestType: 'LOAD_ALL', type: 'FULL' });
    const done = await finished(created.id);
    expect(done).toMatchObject({ stage: 'COMPLETED', error: null, percentage: 100 });
    expect(await failedRows(created.id)).toEqual([]);

    const sets = company().sets;
    const [categories, items, customers, orders, lines] = [
      sets.itemCategories.length,
      sets.items.length,
      sets.customers.length,
      sets.salesOrders.length,
      sets.salesOrderLines.length,
    ];
    expect({ items, customers, orders }).toEqual({ items: 200, customers: 50, orders: 30 });
    expect(await count('categories')).toBe(categories);
    expect(await count('products')).toBe(items);
    expect(await count('stock')).toBe(items);
    expect(await count('customers')).toBe(customers);
    expect(await count('addresses')).toBe(customers);
    expect(await count('orders')).toBe(orders);
    expect(await count('order_lines')).toBe(lines);
    // 50 a page: items and lines (through their orders) took several pages, each its own chunk.
    expect(done.summary).toMatchObject({ tables: 5, rowsRead: categories + items + customers + orders + lines });
    const chunks = rowsOf(
      await app.ctx.db.execute(
        sql`SELECT table_name, count(*)::int AS n FROM sync_request_chunks WHERE request_id = ${created.id} GROUP BY table_name`,
      ),
    );
    expect(chunks).toEqual(expect.arrayContaining([{ table_name: 'items', n: 4 }]));

    // Mapped values: an item's name and category, an order line's order (documentId → the order's number).
    const item = sets.items[0]?.data;
    const product = rowsOf(
      await app.ctx.db.execute(
        sql.raw(`SELECT p.name, c.code FROM store_${store.id}.products p
          JOIN store_${store.id}.categories c ON c.id = p.category_id WHERE p.sku = '${item?.number}'`),
      ),
    )[0];
    expect(product).toEqual({ name: item?.displayName, code: item?.itemCategoryCode });
    const positions = rowsOf(
      await app.ctx.db.execute(
        sql`SELECT table_name FROM sync_gateway_positions WHERE store_id = ${store.id} ORDER BY table_name`,
      ),
    ).map((row) => row.table_name);
    expect(positions).toEqual(['customers', 'itemCategories', 'items', 'salesOrderLines', 'salesOrders']);
  }, 180_000);

  it('runs incrementally: only the rows changed since the last run are read', async () => {
    const data = company();
    const [first, second] = data.sets.items;
    if (!first || !second) throw new Error('no items');
    sim.store.update(data, 'items', first, { displayName: 'Renamed Chair' });
    sim.store.update(data, 'items', second, { inventory: 4242 });
    const customer = data.sets.customers[0]?.data;
    sim.store.insert(data, 'customers', {
      ...customer,
      id: undefined,
      number: 'C-NEW-1',
      displayName: 'Newcomer Ltd',
      email: 'hello@newcomer.example',
    });
    const storeRowNow = await storeRow(app.ctx.db, store.id);
    if (!storeRowNow) throw new Error('store gone');
    const created = await createRequest(app.ctx, null, storeRowNow, {
      requestType: 'SCHEDULED',
      tables: [],
      truncate: false,
    });
    expect(created.type).toBe('INCREMENTAL');
    const done = await finished(created.id);
    expect(done).toMatchObject({ stage: 'COMPLETED', error: null });
    expect(done.summary.rowsRead).toBe(3);
    expect(done.summary.failed).toBe(0);
    const renamed = rowsOf(
      await app.ctx.db.execute(
        sql.raw(`SELECT name FROM store_${store.id}.products WHERE sku = '${first.data.number}'`),
      ),
    )[0];
    expect(renamed).toEqual({ name: 'Renamed Chair' });
    expect(await count('customers')).toBe(51);

    // Nothing changed since: the next run reads nothing.
    const again = await createRequest(app.ctx, null, storeRowNow, {
      requestType: 'SCHEDULED',
      tables: [],
      truncate: false,
    });
    expect(await finished(again.id)).toMatchObject({ stage: 'COMPLETED', summary: { rowsRead: 0 } });
  }, 180_000);

  it('runs a webhook notification: a changed item at Business Central is read alone through the gateway into the store', async () => {
    const subscriptionQuery = { erpType: 'MS_Dynamics_BC', storeId: store.id };
    const subscription = await api(app, partner).post('/sync/subscriptions', webhookSubscriptionSchema, {
      status: 200,
      query: { ...subscriptionQuery, webhookType: 'items' },
    });
    // Business Central keeps a subscription only once this server answered its validation handshake.
    expect(sim.subscriptions.live().map((s) => s.subscriptionId)).toEqual([subscription.id]);
    try {
      const data = company();
      const item = data.sets.items[7];
      if (!item) throw new Error('no items');
      const before = Object.keys(
        await api(app, partner).get(`/sync/${store.id}/request`, syncRequestListSchema, { query: { q: 'all', n: 50 } }),
      );
      const delivered = sim.subscriptions.deliveries.length;
      sim.store.update(data, 'items', item, { displayName: 'Webhook Lamp' });

      // The simulator's notification reaches the server, which answers 202 with one request.
      await expect.poll(() => sim.subscriptions.deliveries.length, { timeout: 30_000 }).toBe(delivered + 1);
      expect(sim.subscriptions.deliveries.at(-1)).toMatchObject({ subscriptionId: subscription.id, status: 202 });
      const requests = await api(app, partner).get(`/sync/${store.id}/request`, syncRequestListSchema, {
        query: { q: 'all', n: 50 },
      });
      const fresh = Object.values(requests).filter((r) => !before.includes(r.id));
      expect(fresh.map((r) => [r.requestType, r.type, r.tables])).toEqual([['WEBHOOK', 'INCREMENTAL', ['items']]]);
      const [webhookRequest] = fresh;
      if (!webhookRequest) throw new Error('no webhook request');

      // It runs through the gateway to the end, reading only the changed item.
      const done = await finished(webhookRequest.id);
      expect(done).toMatchObject({ stage: 'COMPLETED', error: null, percentage: 100 });
      expect(done.summary).toMatchObject({ tables: 1, rowsRead: 1, failed: 0 });
      const product = rowsOf(
        await app.ctx.db.execute(
          sql.raw(`SELECT name FROM store_${store.id}.products WHERE sku = '${item.data.number}'`),
        ),
      )[0];
      expect(product).toEqual({ name: 'Webhook Lamp' });
      expect(await count('products')).toBe(data.sets.items.length);
    } finally {
      await api(app, partner).delete('/sync/subscriptions', empty, {
        status: 204,
        query: { ...subscriptionQuery, subscriptionId: subscription.id },
      });
    }
    expect(
      await api(app, partner).get('/sync/subscriptions', webhookSubscriptionListSchema, { query: subscriptionQuery }),
    ).toEqual([]);
  }, 180_000);

  it('limits loads to the Tables Scope saved on the Activities tab', async () => {
    const schedule = await api(app, partner).get(`/sync/source/${sourceId}/schedule`, schedulerReplySchema);
    const { timeZone, nextDueAt, ...scheduler } = schedule;
    const saved = await api(app, partner).put(`/sync/source/${sourceId}/schedule`, schedulerReplySchema, {
      body: { ...scheduler, tables: ['itemCategories', 'items'] },
    });
    expect(saved.tables).toEqual(['itemCategories', 'items']);
    expect((await api(app, partner).get(`/sync/source/${sourceId}/schedule`, schedulerReplySchema)).tables).toEqual([
      'itemCategories',
      'items',
    ]);

    const created = await api(app, partner).get(`/sync/${store.id}/uploadData`, syncRequestReplySchema, {
      status: 202,
    });
    expect(created.summary.tables).toBe(2);
    const done = await finished(created.id);
    expect(done).toMatchObject({ stage: 'COMPLETED', error: null });
    const sets = company().sets;
    expect(done.summary.rowsRead).toBe(sets.itemCategories.length + sets.items.length);

    // Load tables outside the scope is refused up front.
    const refused = await api(app, partner).post(`/sync/${store.id}/uploadData`, errorResponseSchema, {
      status: 400,
      body: { tables: ['customers'] },
    });
    expect(refused.message).toBe('None of the tables is in the Tables Scope: itemCategories, items');
    await api(app, partner).put(`/sync/source/${sourceId}/schedule`, schedulerReplySchema, {
      body: { ...scheduler, tables: [] },
    });
  }, 180_000);

  it("applies a table's filter as Business Central's $filter", async () => {
    await api(app, partner).post(`/sync/${store.id}/filter/items`, tableFilterSchema, {
      body: { expr: "displayName LIKE 'Antwerp%' AND unitPrice > 0" },
    });
    try {
      const created = await api(app, partner).post(`/sync/${store.id}/uploadData`, syncRequestReplySchema, {
        status: 202,
        body: { tables: ['items'] },
      });
      const done = await finished(created.id);
      expect(done).toMatchObject({ stage: 'COMPLETED', error: null });
      const wanted = company().sets.items.filter(
        (item) => String(item.data.displayName).toLowerCase().startsWith('antwerp') && Number(item.data.unitPrice) > 0,
      );
      expect(wanted.length).toBeGreaterThan(0);
      expect(wanted.length).toBeLessThan(200);
      expect(done.summary.rowsRead).toBe(wanted.length);
    } finally {
      await api(app, partner).delete(`/sync/${store.id}/filter/items`, empty, { status: 202 });
    }
  }, 180_000);

  it('stops and restarts a load', async () => {
    const created = await api(app, partner).get(`/sync/${store.id}/uploadData`, syncRequestReplySchema, {
      status: 202,
    });
    const stopped = await api(app, partner).get(
      `/sync/${store.id}/request/${created.id}/stop`,
      syncRequestReplySchema,
      { status: 202 },
    );
    expect(stopped).toMatchObject({ stage: 'FAILED', error: 'cancelled' });
    const restarted = await api(app, partner).get(
      `/sync/${store.id}/request/${created.id}/restart`,
      syncRequestReplySchema,
      { status: 202 },
    );
    expect(restarted.stage).toBe('CREATED');
    const done = await finished(created.id);
    expect(done).toMatchObject({ stage: 'COMPLETED', error: null });
    expect(await count('products')).toBe(200);
  }, 180_000);

  it('resumes a failed load at the page after the last one stored, reading nothing twice', async () => {
    // Business Central behind a proxy that refuses the third page of items while `down` is set.
    let down = true;
    const proxy = await startUpstream(async (seen, response) => {
      if (down && seen.url.includes('/items') && decodeURIComponent(seen.url).includes('$skip=100')) {
        json(response, 503, { error: { code: 'ServiceUnavailable', message: 'Try again later.' } });
        return;
      }
      const reply = await fetch(`${sim.url}${seen.url}`, {
        headers: { authorization: String(seen.headers.authorization ?? '') },
      });
      json(response, reply.status, await reply.json());
    });
    const moveTo = async (uri: string) => {
      const current = await readIntegration(app.ctx, store, 'BusinessCentral');
      const { passwordSet, accessTokenSet, refreshTokenSet, clientKeySet, ...connection } = current.connection;
      await saveIntegration(app.ctx, 'test', store, {
        storeId: store.id,
        integration: 'BusinessCentral',
        enabled: current.enabled,
        provider: current.provider,
        product: current.product,
        version: current.version,
        interface: current.interface,
        connection: { ...connection, uri },
        settings: current.settings,
        capture: current.capture,
      });
    };
    await moveTo(proxy.url);
    try {
      const created = await api(app, partner).get(`/sync/${store.id}/uploadData`, syncRequestReplySchema, {
        status: 202,
      });
      const failed = await finished(created.id);
      expect(failed).toMatchObject({
        stage: 'FAILED',
        error: 'Business Central answered 503 reading items: ServiceUnavailable: Try again later.',
      });
      const sets = company().sets;
      // Two pages of 50 items stored before the refusal.
      expect(failed.summary.rowsRead).toBe(sets.itemCategories.length + 100);
      const itemCalls = () => proxy.seen.filter((call) => call.url.includes('/items')).length;
      expect(itemCalls()).toBe(3);

      down = false;
      await api(app, partner).get(`/sync/${store.id}/request/${created.id}/restart`, syncRequestReplySchema, {
        status: 202,
      });
      const done = await finished(created.id);
      expect(done).toMatchObject({ stage: 'COMPLETED', error: null });
      const all = ['itemCategories', 'items', 'customers', 'salesOrders', 'salesOrderLines'] as const;
      expect(done.summary.rowsRead).toBe(all.reduce((n, set) => n + sets[set].length, 0));
      // Items went on at their third page: pages 1 and 2 were not read again.
      expect(itemCalls()).toBe(5);
      expect(await count('products')).toBe(sets.items.length);
    } finally {
      await moveTo(sim.url);
      await proxy.close();
    }
  }, 180_000);

  it('never reads through an operation that is not an entity the sync reads (a mapping override naming createCustomer)', async () => {
    const customersBefore = company().sets.customers.length;
    const [override] = await api(app, partner).post(`/sync/${store.id}/mapping`, mappingListSchema, {
      status: 201,
      body: [{ sourceTable: 'createCustomer', sourceColumn: 'number', targetTable: 'customers', targetColumn: 'code' }],
    });
    const created = await api(app, partner).post(`/sync/${store.id}/uploadData`, syncRequestReplySchema, {
      status: 202,
      body: { tables: ['createCustomer'] },
    });
    const done = await finished(created.id);
    expect(done).toMatchObject({
      stage: 'FAILED',
      error: 'Not a Business Central entity the sync reads: createCustomer',
    });
    expect(company().sets.customers.length).toBe(customersBefore);
    await api(app, partner).delete(
      `/sync/${store.id}/mapping/${override?.id}`,
      mappingListSchema.element.pick({ id: true }),
    );
  }, 180_000);

  it('ends FAILED with the reason when Business Central refuses the token (401) and no new one can be had', async () => {
    // The simulator's clock jumps past the cached token's life, and the client secret is now wrong.
    skewMs = 2 * 3600_000;
    const current = await readIntegration(app.ctx, store, 'ActiveDirectory');
    const { passwordSet, accessTokenSet, refreshTokenSet, clientKeySet, ...connection } = current.connection;
    await saveIntegration(app.ctx, 'test', store, {
      storeId: store.id,
      integration: 'ActiveDirectory',
      enabled: current.enabled,
      provider: current.provider,
      product: current.product,
      version: current.version,
      interface: current.interface,
      connection,
      settings: { ...current.settings, clientSecret: 'not-the-secret' },
      capture: current.capture,
    });
    const created = await api(app, partner).get(`/sync/${store.id}/uploadData`, syncRequestReplySchema, {
      status: 202,
    });
    const done = await finished(created.id);
    expect(done.stage).toBe('FAILED');
    expect(done.error).toBe(
      'The gateway could not read itemCategories: Integration "BusinessCentral" could not obtain an access token: the access operation answered 401',
    );
  }, 180_000);

  it('ends FAILED with the reason when Business Central cannot be reached', async () => {
    await sim.close();
    const created = await api(app, partner).get(`/sync/${store.id}/uploadData`, syncRequestReplySchema, {
      status: 202,
    });
    const done = await finished(created.id);
    expect(done.stage).toBe('FAILED');
    expect(done.error).toMatch(/^The gateway could not read itemCategories: .*could not be reached/);
  }, 180_000);
});
