import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSettledStore, form, testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { registerStoreJobs } from '../stores/jobs.ts';

type Headers = Record<string, string>;

describe('client credentials', () => {
  let app: App;
  let admin: Headers;
  let partner: Headers;
  const ids: Record<string, { id: number; storeId: string }> = {};

  async function createStore(name: string, headers: Headers) {
    ids[name] = await createSettledStore(app, headers, name);
  }

  const token = (clientId: string, secret: string, store: string | undefined) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/oauth2/token',
      ...form({ grant_type: 'client_credentials' }),
      headers: {
        ...form({}).headers,
        authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
        ...(store ? { 'x-xm-store': store } : {}),
      },
    });

  beforeAll(async () => {
    app = await testApp();
    await registerStoreJobs(app.ctx, { work: true });
    admin = await bearer(app, 'admin');
    partner = await bearer(app, 'partner');
    await createStore('Mine', partner);
    await createStore('Theirs', admin);
  });
  afterAll(() => app.close());

  it('registers a credential whose secret is shown once, lists it, and its token opens exactly its store', async () => {
    const mine = ids.Mine ?? { id: 0, storeId: '' };
    const theirs = ids.Theirs ?? { id: 0, storeId: '' };
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/oauth2/client-credentials',
      headers: { ...partner, 'x-xm-store': mine.storeId },
      payload: { clientName: 'ERP connector', storeId: mine.id },
    });
    expect(registered.statusCode).toBe(201);
    const { clientId, clientSecret } = registered.json();
    expect(clientSecret.length).toBeGreaterThan(30);
    const list = await app.inject({
      url: `/api/v1/admin/oauth2/client-credentials?store-id=${mine.id}`,
      headers: { ...partner, 'x-xm-store': mine.storeId },
    });
    expect(list.json()).toMatchObject({ pagination: { totalElements: 1, page: 0, size: 20 } });
    expect(list.json().clientCredentials[0]).toMatchObject({ clientId, clientName: 'ERP connector', storeId: mine.id });
    expect(JSON.stringify(list.json())).not.toContain(clientSecret);

    expect((await token(clientId, 'wrong-secret', mine.storeId)).statusCode).toBe(401);
    expect((await token(clientId, clientSecret, theirs.storeId)).statusCode).toBe(400);
    const issued = await token(clientId, clientSecret, mine.storeId);
    expect(issued.statusCode).toBe(200);
    const client = { authorization: `Bearer ${issued.json().access_token}`, 'x-xm-store': mine.storeId };
    expect((await app.inject({ url: `/api/v1/stores/${mine.id}`, headers: client })).statusCode).toBe(200);
    expect(
      (await app.inject({ url: `/api/v1/stores/${theirs.id}`, headers: { ...client, 'x-xm-store': theirs.storeId } }))
        .statusCode,
    ).toBe(403);
    // Another store is refused before it is looked up: the answer tells nothing about it.
    expect(
      (await app.inject({ url: `/api/v1/stores/${theirs.id}`, headers: { authorization: client.authorization } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ url: '/api/v1/stores/999999', headers: { authorization: client.authorization } })).statusCode,
    ).toBe(403);
    // Not an operator: operator endpoints refuse it.
    expect((await app.inject({ url: '/api/v1/data_centers', headers: client })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/v1/users', headers: client })).statusCode).toBe(403);

    // Refused while the store is deactivated, accepted again after reactivation.
    await app.inject({
      method: 'PUT',
      url: `/api/v1/stores/update_status/${mine.id}`,
      headers: admin,
      payload: { statusType: 'DEACTIVATE' },
    });
    expect((await app.inject({ url: `/api/v1/stores/${mine.id}`, headers: client })).statusCode).toBe(403);
    expect((await token(clientId, clientSecret, mine.storeId)).statusCode).toBe(400);

    // A partner may not delete; an administrator may, and the token stops working at once.
    const credentialId = list.json().clientCredentials[0].id;
    const byPartner = await app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/oauth2/client-credentials/${credentialId}`,
      headers: partner,
    });
    expect(byPartner.statusCode).toBe(403);
    const byAdmin = await app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/oauth2/client-credentials/${credentialId}`,
      headers: admin,
    });
    expect(byAdmin.statusCode).toBe(204);
    expect((await app.inject({ url: `/api/v1/stores/${mine.id}`, headers: client })).statusCode).toBe(401);
    expect((await token(clientId, clientSecret, mine.storeId)).statusCode).toBe(401);
  });

  it("refuses credentials for another partner's store and requires a client name", async () => {
    const theirs = ids.Theirs ?? { id: 0, storeId: '' };
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/oauth2/client-credentials',
      headers: partner,
      payload: { clientName: 'x', storeId: theirs.id },
    });
    expect(refused.statusCode).toBe(404);
    const unnamed = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/oauth2/client-credentials',
      headers: admin,
      payload: { clientName: ' ', storeId: theirs.id },
    });
    expect(unnamed.json().details).toContainEqual({ path: 'clientName', message: 'Required' });
  });
});
