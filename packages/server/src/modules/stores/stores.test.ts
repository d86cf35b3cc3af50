import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, passwords, testApp, until } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { storeTables } from '../../platform/data-plane.ts';
import { registerOperatorJobs } from '../users/jobs.ts';
import { registerStoreJobs } from './jobs.ts';

type Headers = { authorization: string };
type StoreBody = {
  id: number;
  storeId: string;
  primaryDomain: string;
  stgDomain: string;
  domains: { name: string; isPrimary: boolean; isStaging: boolean }[];
  storeStatus: { statusType: string; nextStatusTypes: string[] };
  storeStatuses: { statusType: string; createdBy: string }[];
  databaseSize: number | null;
  cdnSize: number | null;
  orderIntegrationVersion: string;
  logs: { text: string }[];
  partnerUsers: { username: string }[];
};

describe('stores', () => {
  let app: App;
  let admin: Headers;
  let partner: Headers;
  let erp: { x3: { id: number; version: number }; bc: { id: number; version: number } };
  let dcId: number;

  beforeAll(async () => {
    app = await testApp();
    await registerStoreJobs(app.ctx, { work: true });
    await registerOperatorJobs(app.ctx, { work: true });
    admin = await bearer(app, 'admin');
    partner = await bearer(app, 'partner');
    const erps = (await app.inject({ url: '/api/v1/erp_types', headers: admin })).json().content;
    const pick = (code: string) => {
      const e = erps.find((x: { code: string }) => x.code === code);
      return { id: e.id, version: e.erpTypeVersions[0].id };
    };
    erp = { x3: pick('Sage_X3'), bc: pick('MS_Dynamics_BC') };
    dcId = (await app.inject({ url: '/api/v1/data_centers?search=EU-FRA', headers: admin })).json().content[0].id;
  });
  afterAll(() => app.close());

  const body = (name: string, extra: object = {}) => ({
    name,
    stgDomain: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.staging.example.com`,
    domains: [],
    erpType: { id: erp.x3.id },
    erpTypeVersion: { id: erp.x3.version },
    storeType: 'B2C',
    contactName: 'Carla Contact',
    contactEmail: 'carla@example.com',
    dataCentre: { id: dcId },
    ...extra,
  });

  function settle(headers: Headers, id: number): Promise<StoreBody> {
    return until(
      async (): Promise<StoreBody> => (await app.inject({ url: `/api/v1/stores/${id}`, headers })).json(),
      (store) => !store.storeStatus.statusType.endsWith('ING'),
    );
  }

  async function act(headers: Headers, id: number, statusType: string, password?: string) {
    return app.inject({
      method: 'PUT',
      url: `/api/v1/stores/update_status/${id}`,
      headers,
      payload: { statusType, ...(password === undefined ? {} : { password }) },
    });
  }

  it('creates a store: real schema with the commerce tables, a CDN folder, staging domain primary', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: admin,
      payload: body('Alpine Outfitters'),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      storeId: 'alpine-outfitters',
      storeStatus: { statusType: 'CREATING', nextStatusTypes: [] },
    });
    const store = await settle(admin, created.json().id);
    expect(store.storeStatus).toEqual({ statusType: 'CREATED', nextStatusTypes: ['DEACTIVATE', 'DELETE'] });
    expect(store.primaryDomain).toBe('alpine-outfitters.staging.example.com');
    expect(store.storeStatuses.map((s) => s.statusType)).toEqual(['CREATING', 'CREATED']);
    expect(await storeTables(app.ctx.db, store.id)).toEqual([
      'addresses',
      'categories',
      'customers',
      'order_lines',
      'orders',
      'prices',
      'products',
      'stock',
    ]);
    expect(store.databaseSize).toBeGreaterThan(0);
    expect(store.cdnSize).toBe(0);
  });

  it('is LIVE when a domain of its own is primary; Business Central gets VERSION_2 and its follow-up step', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: admin,
      payload: body('Baltic Foods', {
        erpType: { id: erp.bc.id },
        erpTypeVersion: { id: erp.bc.version },
        domains: [{ name: 'shop.balticfoods.example', isPrimary: true }],
      }),
    });
    const store = await settle(admin, created.json().id);
    expect(store.storeStatus.statusType).toBe('LIVE');
    expect(store.domains.map((d) => [d.name, d.isStaging, d.isPrimary])).toEqual([
      ['baltic-foods.staging.example.com', true, false],
      ['shop.balticfoods.example', false, true],
    ]);
    expect(store.orderIntegrationVersion).toBe('VERSION_2');
    expect(store.logs.some((l) => l.text.startsWith('Business Central follow-up'))).toBe(true);
  });

  it('checks names with HEAD (200 taken, 404 free) and refuses a taken name', async () => {
    expect(
      (await app.inject({ method: 'HEAD', url: '/api/v1/stores/alpine%20outfitters', headers: admin })).statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'HEAD', url: '/api/v1/stores/Nobody%20Here', headers: admin })).statusCode).toBe(
      404,
    );
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: admin,
      payload: body('Alpine Outfitters'),
    });
    expect(again.statusCode).toBe(409);
    const long = await app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: admin,
      payload: body('x'.repeat(31)),
    });
    expect(long.json().details).toContainEqual({ path: 'name', message: 'At most 30 characters' });
  });

  it('moves through deactivate, reactivate and delete, and refuses transitions not offered', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: admin,
      payload: body('Cedar Crafts'),
    });
    const id = created.json().id;
    await settle(admin, id);
    expect((await act(admin, id, 'REACTIVATE')).statusCode).toBe(409);
    expect((await act(admin, id, 'RETRY')).statusCode).toBe(409);
    expect((await act(admin, id, 'DEACTIVATE')).json().storeStatus.statusType).toBe('DEACTIVATING');
    expect((await settle(admin, id)).storeStatus).toEqual({
      statusType: 'DEACTIVATED',
      nextStatusTypes: ['REACTIVATE', 'DELETE'],
    });
    expect((await act(admin, id, 'DEACTIVATE')).statusCode).toBe(409);
    await act(admin, id, 'REACTIVATE');
    expect((await settle(admin, id)).storeStatus.statusType).toBe('REACTIVATED');
    await app.ctx.blobs.put('cdn/cedar-crafts/img/logo.png', Buffer.from('logo'));
    await act(admin, id, 'DELETE');
    const deleted = await settle(admin, id);
    expect(deleted.storeStatus).toEqual({ statusType: 'DELETED', nextStatusTypes: [] });
    expect(await storeTables(app.ctx.db, id)).toEqual([]);
    expect(await app.ctx.blobs.head('cdn/cedar-crafts/img/logo.png')).toBeNull();
    expect(deleted.storeStatuses.map((s) => s.statusType)).toEqual([
      'CREATING',
      'CREATED',
      'DEACTIVATING',
      'DEACTIVATED',
      'REACTIVATING',
      'REACTIVATED',
      'DELETING',
      'DELETED',
    ]);
    // A deleted store keeps its history readable, but nothing can act on it any more.
    expect((await act(admin, id, 'DELETE')).statusCode).toBe(404);
  });

  it('keeps the ERP and the staging domain fixed on update; after removing the primary the first domain is primary', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: admin,
      payload: body('Dune Surf', { domains: [{ name: 'dunesurf.example', isPrimary: true }] }),
    });
    const id = created.json().id;
    const store = await settle(admin, id);
    const update = (extra: object) =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/stores',
        headers: admin,
        payload: { ...body('Dune Surf'), dataCentre: undefined, id, ...extra },
      });
    expect((await update({ erpType: { id: erp.bc.id }, erpTypeVersion: { id: erp.bc.version } })).statusCode).toBe(400);
    expect((await update({ stgDomain: 'other.staging.example.com' })).json().details).toEqual([
      { path: 'stgDomain', message: 'The staging domain cannot be changed' },
    ]);
    const ok = await update({ stgDomain: store.stgDomain, domains: [], contactName: 'Dora' });
    expect(ok.statusCode).toBe(200);
    const after = await settle(admin, id);
    expect(after.domains).toEqual([{ name: store.stgDomain, protocol: 'https', isStaging: true, isPrimary: true }]);
    expect(after.storeStatus.statusType).toBe('CREATED');
  });

  it('shows a PARTNER only their stores, everywhere; a store they create lists them', async () => {
    const mine = await app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      headers: partner,
      payload: body('Partner Place'),
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().partnerUsers.map((p: { username: string }) => p.username)).toEqual(['partner@example.com']);
    const list = (await app.inject({ url: `/api/v1/stores/data_center/${dcId}`, headers: partner })).json();
    expect(list.content.map((s: { name: string }) => s.name)).toEqual(['Partner Place']);
    const all = (await app.inject({ url: `/api/v1/stores/data_center/${dcId}?size=100`, headers: admin })).json();
    const other = all.content.find((s: { name: string }) => s.name === 'Alpine Outfitters');
    expect((await app.inject({ url: `/api/v1/stores/${other.id}`, headers: partner })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/v1/store-manager/stores/${other.id}`, headers: partner })).statusCode).toBe(
      404,
    );
    expect((await act(partner, other.id, 'DEACTIVATE')).statusCode).toBe(404);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/v1/stores',
      headers: partner,
      payload: { ...body('Alpine Outfitters'), id: other.id },
    });
    expect(put.statusCode).toBe(404);
    const counts = (await app.inject({ url: `/api/v1/stores/store_type_count/${dcId}`, headers: partner })).json();
    expect(counts).toEqual([{ storeType: 'B2C', count: 1 }]);
    const search = (
      await app.inject({ url: `/api/v1/stores/data_center/${dcId}?fuzzyString=carla`, headers: admin })
    ).json();
    expect(search.totalElements).toBeGreaterThan(1);
  });

  it("lets a partner delete only with their own password: 'Wrong password!' otherwise", async () => {
    const mine = (
      await app.inject({ method: 'POST', url: '/api/v1/stores', headers: partner, payload: body('Quiet Quarry') })
    ).json();
    await settle(partner, mine.id);
    const wrong = await act(partner, mine.id, 'DELETE', 'not-my-password');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Wrong password!');
    const right = await act(partner, mine.id, 'DELETE', passwords.partner);
    expect(right.statusCode).toBe(200);
    expect((await settle(partner, mine.id)).storeStatus.statusType).toBe('DELETED');
  });

  it('refuses to delete a data centre that hosts stores', async () => {
    const refused = await app.inject({ method: 'DELETE', url: `/api/v1/data_centers/${dcId}`, headers: admin });
    expect(refused.statusCode).toBe(409);
  });

  it('hands the gateway page a single-use ticket instead of the login token', async () => {
    const mine = (await app.inject({ url: `/api/v1/stores/data_center/${dcId}`, headers: partner }))
      .json()
      .content.find((s: StoreBody) => s.storeStatus.statusType !== 'DELETED');
    const other = (
      await app.inject({ url: `/api/v1/stores/data_center/${dcId}?fuzzyString=alpine`, headers: admin })
    ).json().content[0];
    expect(
      (await app.inject({ method: 'POST', url: `/api/v1/stores/${other.id}/gateway-ticket`, headers: partner }))
        .statusCode,
    ).toBe(404);
    const issued = await app.inject({
      method: 'POST',
      url: `/api/v1/stores/${mine.id}/gateway-ticket`,
      headers: partner,
    });
    expect(issued.statusCode).toBe(201);
    const { ticket, url } = issued.json();
    expect(url).toBe(`/stores/${mine.id}/gateway?ticket=${ticket}`);
    const exchange = () => app.inject({ method: 'POST', url: '/api/v1/tickets/exchange', payload: { ticket } });
    const first = await exchange();
    expect(first.statusCode).toBe(200);
    expect(first.json().storeId).toBe(mine.id);
    const me = await app.inject({
      url: `/api/v1/stores/${mine.id}`,
      headers: { authorization: `Bearer ${first.json().access_token}` },
    });
    expect(me.statusCode).toBe(200);
    const second = await exchange();
    expect(second.statusCode).toBe(401);
    expect(second.json().reason).toBe('TICKET_INVALID');
  });

  it('counts the fleet on the dashboard', async () => {
    const summary = (await app.inject({ url: '/api/v1/dashboard/summary', headers: admin })).json();
    const all = (await app.inject({ url: `/api/v1/stores/data_center/${dcId}?size=100`, headers: admin })).json();
    const live = all.content.length;
    expect(all.totalElements).toBe(live);
    expect(summary.stores.total).toBe(live);
    const frankfurt = summary.stores.byDataCentre.find((d: { id: number }) => d.id === dcId);
    expect(frankfurt.count).toBe(live);
    const counts = (await app.inject({ url: `/api/v1/stores/store_type_count/${dcId}`, headers: admin })).json();
    expect(counts.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(live);
    expect(summary.stores.byStatus).toContainEqual({ key: 'DELETED', count: 2 });
    expect(summary.stores.inFlight).toBe(0);
  });

  it('leaves deleted stores out of the list, so it agrees with the header total, unless the status filter asks for them', async () => {
    const list = (query: string) =>
      app.inject({ url: `/api/v1/stores/data_center/${dcId}?size=100${query}`, headers: admin }).then((r) => r.json());
    const shown = await list('');
    expect(shown.content.map((s: StoreBody) => s.storeStatus.statusType)).not.toContain('DELETED');
    const counts = (await app.inject({ url: `/api/v1/stores/store_type_count/${dcId}`, headers: admin })).json();
    expect(counts.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(shown.totalElements);
    const deleted = await list('&status=DELETED');
    expect(deleted.totalElements).toBe(2);
    expect(deleted.content.every((s: StoreBody) => s.storeStatus.statusType === 'DELETED')).toBe(true);
  });

  it("throttles a partner's password guesses on delete like sign-in (429)", async () => {
    const mine = (
      await app.inject({ method: 'POST', url: '/api/v1/stores', headers: partner, payload: body('Guarded Goods') })
    ).json();
    await settle(partner, mine.id);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await act(partner, mine.id, 'DELETE', `guess-${i}`)).statusCode);
    expect(statuses.slice(0, 3)).toEqual([403, 403, 403]);
    expect(statuses.at(-1)).toBe(429);
    expect(
      (await app.inject({ url: `/api/v1/stores/${mine.id}`, headers: partner })).json().storeStatus.statusType,
    ).not.toBe('DELETING');
  });
});
