import {
  errorCodes,
  errorResponseSchema,
  syncRequestListSchema,
  webhookSubscriptionListSchema,
  webhookSubscriptionSchema,
  webhookTypesReplySchema,
} from '@store-console/contract';
import { type BcSimulator, createBcSimulator } from '@store-console/demo';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, empty } from '../../../../test/api.ts';
import { erpTypeFields, postStore, signedInOperators, testApp } from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';
import { fillDemoBusinessCentralIntegrations } from '../../../seed-business-central.ts';
import { notificationLimit } from './routes.ts';
import { renewSubscriptions } from './service.ts';

type Headers = { authorization: string };
type Store = { id: number; storeId: string };
const bc = 'MS_Dynamics_BC';
const day = 86_400_000;

/**
 * Webhook subscriptions through the Business Central simulator: it calls this server back (the
 * validation handshake, then notifications), so the app listens on a real port.
 */
describe('webhook subscriptions', () => {
  let app: App;
  let sim: BcSimulator;
  let partner: Headers;
  let otherPartner: Headers;
  let store: Store;
  let sageStore: Store;
  let notifyUrl: string;
  // The simulator's clock: renewal is tested by moving it on.
  let offset = 0;

  const subscriptions = (query: Record<string, string | number>, headers = partner) =>
    api(app, headers).get('/sync/subscriptions', webhookSubscriptionListSchema, { query });
  const openRequests = () =>
    api(app, partner).get(`/sync/${store.id}/request`, syncRequestListSchema, { query: { q: 'open', n: 10 } });
  const changeAnItem = (name: string) => {
    const company = sim.store.company(sim.companyId);
    const row = company?.sets.items[0];
    if (!company || !row) throw new Error('the simulator has no item');
    sim.store.update(company, 'items', row, { displayName: name });
  };

  beforeAll(async () => {
    sim = await createBcSimulator({
      clientSecret: 'webhooks-test-secret',
      notificationDelayMs: 20,
      dataFile: null,
      now: () => Date.now() + offset,
    });
    app = await testApp({
      gatewayAzureAdUrl: sim.url,
      gatewayBusinessCentralUrl: sim.url,
      demoBusinessCentral: {
        tenantId: sim.tenantId,
        environment: sim.environment,
        companyId: sim.companyId,
        clientId: sim.clientId,
        clientSecret: sim.clientSecret,
        scope: sim.scope,
      },
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    app.ctx.config.webhookPublicUrl = address;
    notifyUrl = `${address}/api/v1/sync/subscriptions/notifications`;
    ({ partner, other: otherPartner } = await signedInOperators(app, { username: 'other-webhooks@example.com' }));
    store = (await postStore(app, partner, 'Webhook BC Shop', await erpTypeFields(app, partner, bc))).json();
    sageStore = (
      await postStore(app, partner, 'Webhook Sage Shop', await erpTypeFields(app, partner, 'Sage_X3'))
    ).json();
    // Reading the store's gateway adds its Business Central integrations; the simulator's settings fill them.
    await app.inject({ url: `/api/v1/gateway/integrations/${store.id}`, headers: partner });
    await fillDemoBusinessCentralIntegrations(app.ctx, store);
    // The store's gateway source (made on first read), loaded once: its position makes runs incremental.
    await app.inject({ url: `/api/v1/sync/source?storeId=${store.id}`, headers: partner });
    await app.ctx.db.execute(
      sql`INSERT INTO sync_store_states (store_id, position) VALUES (${store.id}, '2026-11-01T00:00:00Z')`,
    );
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    await sim?.close();
  });

  it('offers Business Central’s entities, and nothing to other ERP types', async () => {
    const types = await api(app, partner).get('/sync/subscriptions/webhook-types', webhookTypesReplySchema, {
      query: { erpType: bc },
    });
    expect(types).toEqual(['items', 'customers', 'itemCategories', 'salesOrders']);
    const none = await api(app, partner).get('/sync/subscriptions/webhook-types', webhookTypesReplySchema, {
      query: { erpType: 'Sage_X3' },
    });
    expect(none).toEqual([]);
  });

  it('refuses a store that is not Business Central, an ERP type that is not the store’s, and another partner', async () => {
    const sage = await api(app, partner).post('/sync/subscriptions', errorResponseSchema, {
      status: 400,
      query: { erpType: 'Sage_X3', storeId: sageStore.id, webhookType: 'items' },
    });
    expect(sage.code).toBe(errorCodes.notBusinessCentral);
    const listed = await api(app, partner).get('/sync/subscriptions', errorResponseSchema, {
      status: 400,
      query: { erpType: 'Sage_X3', storeId: sageStore.id },
    });
    expect(listed.code).toBe(errorCodes.notBusinessCentral);
    const mismatch = await api(app, partner).get('/sync/subscriptions', errorResponseSchema, {
      status: 400,
      query: { erpType: 'Sage_X3', storeId: store.id },
    });
    expect(mismatch.code).toBe(errorCodes.validation);
    const badType = await api(app, partner).post('/sync/subscriptions', errorResponseSchema, {
      status: 400,
      query: { erpType: bc, storeId: store.id, webhookType: 'vendors' },
    });
    expect(badType.code).toBe(errorCodes.validation);
    await api(app, otherPartner).get('/sync/subscriptions', errorResponseSchema, {
      status: 404,
      query: { erpType: bc, storeId: store.id },
    });
    // The x-xm-store header must name the store the query names.
    await api(app, partner).get('/sync/subscriptions', errorResponseSchema, {
      status: 400,
      query: { erpType: bc, storeId: store.id },
      headers: { 'x-xm-store': sageStore.storeId },
    });
  });

  it('answers Business Central’s validation request with the token as text', async () => {
    const reply = await fetch(`${notifyUrl}?validationToken=abc-123`, { method: 'POST' });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/plain');
    expect(await reply.text()).toBe('abc-123');
  });

  it('subscribes (handshake answered), lists, turns a change into a WEBHOOK incremental request, renews and deletes', async () => {
    const created = await api(app, partner).post('/sync/subscriptions', webhookSubscriptionSchema, {
      status: 200,
      query: { erpType: bc, storeId: store.id, webhookType: 'items' },
    });
    expect(created.webhookType).toBe('items');
    const atBc = sim.subscriptions.live();
    expect(atBc.map((s) => [s.subscriptionId, s.notificationUrl, s.resource])).toEqual([
      [created.id, notifyUrl, `/api/v2.0/companies(${sim.companyId})/items`],
    ]);
    expect(Date.parse(created.expirationDateTime) - Date.now()).toBeGreaterThan(2.9 * day);
    expect(await subscriptions({ erpType: bc, storeId: store.id })).toEqual([created]);
    await api(app, partner).post('/sync/subscriptions', errorResponseSchema, {
      status: 409,
      query: { erpType: bc, storeId: store.id, webhookType: 'items' },
    });

    // A change at Business Central: its notification becomes one incremental request of items.
    const before = sim.subscriptions.deliveries.length;
    changeAnItem('Changed once');
    await expect.poll(async () => Object.keys(await openRequests()).length, { timeout: 10_000 }).toBe(1);
    const [request] = Object.values(await openRequests());
    expect(request).toMatchObject({ requestType: 'WEBHOOK', type: 'INCREMENTAL', tables: ['items'], stage: 'CREATED' });
    // The request is there before the reply reaches Business Central: its delivery is counted then.
    await expect.poll(() => sim.subscriptions.deliveries.length, { timeout: 10_000 }).toBe(before + 1);
    // Another one while that request waits is folded into it.
    const delivered = sim.subscriptions.deliveries.length;
    changeAnItem('Changed twice');
    await expect.poll(() => sim.subscriptions.deliveries.length, { timeout: 10_000 }).toBe(delivered + 1);
    expect(sim.subscriptions.deliveries.at(-1)?.status).toBe(202);
    expect(Object.keys(await openRequests())).toEqual([request?.id]);

    // A forged notification (wrong clientState) is refused; an unknown subscription is ignored.
    const notification = (subscriptionId: string, clientState: string) => ({
      value: [
        {
          subscriptionId,
          clientState,
          expirationDateTime: created.expirationDateTime,
          resource: `api/v2.0/companies(${sim.companyId})/items(1)`,
          changeType: 'updated',
          lastModifiedDateTime: new Date().toISOString(),
        },
      ],
    });
    const forged = await api(app).post('/sync/subscriptions/notifications', errorResponseSchema, {
      status: 403,
      body: notification(created.id, 'guessed-state'),
    });
    expect(forged.message).toContain('clientState');
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/sync/subscriptions/notifications',
      payload: notification('not-ours', 'x'),
    });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ accepted: 0, ignored: 1, requests: 0 });
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/v1/sync/subscriptions/notifications',
      payload: { value: 'nope' },
    });
    expect(notJson.statusCode).toBe(400);
    // One address may call the public endpoint so often a minute; then 429 in the error shape.
    const limit = notificationLimit.limit;
    notificationLimit.limit = 3;
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const call = await app.inject({
          method: 'POST',
          url: '/api/v1/sync/subscriptions/notifications',
          remoteAddress: '203.0.113.77',
          payload: notification('not-ours', 'x'),
        });
        statuses.push(call.statusCode);
        if (call.statusCode === 429) expect(call.json()).toMatchObject({ status: 429 });
      }
      expect(statuses).toEqual([202, 202, 202, 429]);
    } finally {
      notificationLimit.limit = limit;
    }

    // Two and a half days on: renewal replaces it with one good for three more days.
    offset = 2.5 * day;
    expect(await renewSubscriptions(app.ctx, new Date(Date.now() + offset))).toEqual({ renewed: 1, failed: 0 });
    const [renewed] = await subscriptions({ erpType: bc, storeId: store.id });
    expect(renewed?.webhookType).toBe('items');
    expect(Date.parse(renewed?.expirationDateTime ?? '')).toBeGreaterThan(
      Date.parse(created.expirationDateTime) + 2 * day,
    );
    expect(sim.subscriptions.live().map((s) => s.subscriptionId)).toEqual([renewed?.id]);
    // Nothing else was due.
    expect(await renewSubscriptions(app.ctx, new Date(Date.now() + offset))).toEqual({ renewed: 0, failed: 0 });

    await api(app, partner).delete('/sync/subscriptions', empty, {
      status: 204,
      query: { erpType: bc, storeId: store.id, subscriptionId: renewed?.id ?? '' },
    });
    expect(await subscriptions({ erpType: bc, storeId: store.id })).toEqual([]);
    expect(sim.subscriptions.live()).toEqual([]);
    await api(app, partner).delete('/sync/subscriptions', errorResponseSchema, {
      status: 404,
      query: { erpType: bc, storeId: store.id, subscriptionId: renewed?.id ?? '' },
    });
  }, 60_000);
});
