import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSettledStore, testApp } from '../test/helpers.ts';
import type { App } from './app.ts';
import { registerStoreJobs } from './modules/stores/jobs.ts';

type Headers = Record<string, string>;

/** What the API answers, it accepts back: a read sent to its write, read-only fields ignored. */
describe('read shapes accepted back by their writes', () => {
  let app: App;
  let admin: Headers;

  beforeAll(async () => {
    app = await testApp();
    await registerStoreJobs(app.ctx, { work: true });
    admin = await bearer(app, 'admin');
  });
  afterAll(() => app.close());

  async function sendBack(
    readUrl: string,
    writeUrl: string,
    change: Record<string, unknown>,
    read?: Record<string, unknown>,
  ) {
    const original: Record<string, unknown> = read ?? (await app.inject({ url: readUrl, headers: admin })).json();
    const written = await app.inject({
      method: 'PUT',
      url: writeUrl,
      headers: admin,
      payload: { ...original, ...change },
    });
    return { original, written };
  }

  it('takes an operator read with GET /users/role/PARTNER back with PUT /users', async () => {
    const partners = (await app.inject({ url: '/api/v1/users/role/PARTNER', headers: admin })).json();
    const partner = Array.isArray(partners) ? partners[0] : partners.content?.[0];
    expect(partner).toMatchObject({ isSuperAdmin: false, statusType: expect.any(String) });
    const { written } = await sendBack('', '/api/v1/users', { name: 'Partner Renamed' }, partner);
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json()).toMatchObject({ id: partner.id, name: 'Partner Renamed', isSuperAdmin: false });
    // The read-only fields were ignored, not written.
    const spoofed = await app.inject({
      method: 'PUT',
      url: '/api/v1/users',
      headers: admin,
      payload: { ...partner, isSuperAdmin: true, createdBy: 'mallory', logs: [] },
    });
    expect(spoofed.statusCode).toBe(200);
    expect(spoofed.json()).toMatchObject({ role: 'PARTNER', isSuperAdmin: false, createdBy: partner.createdBy });
  });

  it('takes a version, a data centre, a store and its sync settings back as read', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/versions',
      headers: admin,
      payload: { name: 'Round trip', notes: 'example.com/notes', info: 'first' },
    });
    expect(created.statusCode).toBe(201);
    const version = await sendBack(`/api/v1/versions/${created.json().id}`, '/api/v1/versions', { info: 'second' });
    expect(version.written.statusCode, version.written.body).toBe(200);
    expect(version.written.json()).toMatchObject({ info: 'second', createdBy: version.original.createdBy });

    const dataCentres = (await app.inject({ url: '/api/v1/data_centers', headers: admin })).json().content;
    const dataCentre = await sendBack(`/api/v1/data_centers/${dataCentres[0].id}`, '/api/v1/data_centers', {
      region: 'Round trip region',
    });
    expect(dataCentre.written.statusCode, dataCentre.written.body).toBe(200);
    expect(dataCentre.written.json()).toMatchObject({ region: 'Round trip region' });

    const store = await createSettledStore(app, admin, 'Round Trip Store');
    const storeBack = await sendBack(`/api/v1/stores/${store.id}`, '/api/v1/stores', { contactName: 'Round Trip' });
    expect(storeBack.written.statusCode, storeBack.written.body).toBe(200);
    expect(storeBack.written.json()).toMatchObject({ storeId: store.storeId, contactName: 'Round Trip' });

    const settingsUrl = `/api/v1/sync/${store.id}/settings`;
    const first = await app.inject({
      method: 'PUT',
      url: settingsUrl,
      headers: admin,
      payload: { erpConnection: { username: 'erp', password: 'secret-1', host: 'erp.example.com' } },
    });
    expect(first.statusCode, first.body).toBe(200);
    const settings = await sendBack(settingsUrl, settingsUrl, { language: { default: 'english', other: [] } });
    expect(settings.original).toMatchObject({ storeId: store.id, erpConnection: { passwordSet: true } });
    expect(settings.written.statusCode, settings.written.body).toBe(200);
    // Sent back without its password, the ERP connection keeps the stored one.
    expect(settings.written.json()).toMatchObject({
      storeId: store.id,
      erpConnection: { username: 'erp', host: 'erp.example.com', passwordSet: true },
      language: { default: 'english' },
    });
  });

  it('still refuses a key that is neither written nor read', async () => {
    const partners = (await app.inject({ url: '/api/v1/users/role/PARTNER', headers: admin })).json();
    const partner = Array.isArray(partners) ? partners[0] : partners.content?.[0];
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/v1/users',
      headers: admin,
      payload: { ...partner, superpowers: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: '4000-validation', message: expect.stringContaining('superpowers') });
  });
});
