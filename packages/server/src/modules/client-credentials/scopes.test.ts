import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSettledStore, form, testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { registerStoreJobs } from '../stores/jobs.ts';

/** Issue 9: a store's client token downloaded the whole database archive and wrote CDN files. */
describe('client credential scopes (issue 9)', () => {
  let app: App;
  let admin: Record<string, string>;
  let store: { id: number; storeId: string };
  let backupId: number;

  const register = async (payload: object) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/oauth2/client-credentials',
      headers: admin,
      payload: { clientName: 'Storefront', storeId: store.id, ...payload },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { clientId: string; clientSecret: string; scopes: string[] };
  };
  const tokenOf = async (credential: { clientId: string; clientSecret: string }) => {
    const body = form({ grant_type: 'client_credentials' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/oauth2/token',
      ...body,
      headers: {
        ...body.headers,
        authorization: `Basic ${Buffer.from(`${credential.clientId}:${credential.clientSecret}`).toString('base64')}`,
        'x-xm-store': store.storeId,
      },
    });
    expect(response.statusCode).toBe(200);
    return { authorization: `Bearer ${response.json().access_token}` };
  };
  const upload = (headers: Record<string, string>) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/store-manager/stores/${store.id}/cdn/evil.html`,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('<script>1</script>'),
    });
  const archive = (headers: Record<string, string>) =>
    app.inject({ url: `/api/v1/backups/${backupId}/archive`, headers });

  beforeAll(async () => {
    app = await testApp();
    await registerStoreJobs(app.ctx, { work: true });
    admin = await bearer(app, 'admin');
    store = await createSettledStore(app, admin, 'Scoped Shop');
    const backup = await app.inject({ method: 'POST', url: `/api/v1/backups/store/${store.id}`, headers: admin });
    expect(backup.statusCode).toBe(201);
    backupId = backup.json().id;
  });
  afterAll(() => app.close());

  it('is read-only by default: reads the store, but neither downloads archives nor writes CDN files', async () => {
    const credential = await register({});
    expect(credential.scopes).toEqual(['store:read']);
    const client = await tokenOf(credential);
    expect((await app.inject({ url: `/api/v1/stores/${store.id}`, headers: client })).statusCode).toBe(200);
    const write = await upload(client);
    expect(write.statusCode).toBe(403);
    expect(write.json().reason).toBe('SCOPE_MISSING');
    const download = await archive(client);
    expect(download.statusCode).toBe(403);
    expect(download.json().reason).toBe('SCOPE_MISSING');
    const listed = await app.inject({
      url: `/api/v1/admin/oauth2/client-credentials?store-id=${store.id}`,
      headers: admin,
    });
    expect(listed.json().clientCredentials[0].scopes).toEqual(['store:read']);
  });

  it('does what its scopes grant', async () => {
    const credential = await register({ scopes: ['cdn:write', 'backups:download'] });
    expect(credential.scopes).toEqual(['store:read', 'cdn:write', 'backups:download']);
    const client = await tokenOf(credential);
    expect((await upload(client)).statusCode).toBe(201);
    expect((await archive(client)).statusCode).not.toBe(403);
  });

  it('refuses an unknown scope with 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/oauth2/client-credentials',
      headers: admin,
      payload: { clientName: 'Greedy', storeId: store.id, scopes: ['admin'] },
    });
    expect(response.statusCode).toBe(400);
  });
});
