import {
  gatewaySecretMask,
  type Integration,
  integrationSchema,
  type SaveConnection,
  sendResultSchema,
} from '@store-console/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api.ts';
import { json, startUpstream, type Upstream } from '../../../../test/gateway.ts';
import { bearer, postStore, testApp } from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';
import { gatewayIntegrations } from '../schema.ts';
import { openSecrets } from './secrets.ts';

type Headers = { authorization: string };

const old = {
  password: 'old-password-secret',
  accessToken: 'old-access-token-secret',
  refreshToken: 'old-refresh-token-secret',
  clientKey: 'old-client-key-secret',
  clientSecret: 'old-client-secret-setting',
};

/** A save that moves an integration to another origin forgets the secrets it does not re-supply. */
describe('an integration address on another origin', () => {
  let app: App;
  let partner: Headers;
  let store: { id: number };
  let home: Upstream;
  let elsewhere: Upstream;

  const echo = (seen: { headers: Record<string, unknown>; url: string }) => ({
    url: seen.url,
    secret: seen.headers['x-client-secret'] ?? null,
  });

  const save = (name: string, connection: Partial<SaveConnection>, clientSecret: string) =>
    api(app, partner).post(`/gateway/integrations/${store.id}/${name}`, integrationSchema, {
      body: {
        storeId: store.id,
        integration: name,
        provider: 'Test',
        product: 'Origin',
        version: '1',
        interface: 'HTTP',
        connection: { uri: home.url, authType: 'BASIC', username: 'shop', ...connection },
        settings: { area: 'items', clientSecret },
      },
    });
  /** Everything the form sends back unchanged: blank secrets, the masked setting. */
  const resave = (name: string, uri: string, connection: Partial<SaveConnection> = {}, clientSecret?: string) =>
    save(
      name,
      { uri, password: '', accessToken: '', refreshToken: '', clientKey: '', ...connection },
      clientSecret ?? gatewaySecretMask,
    );
  const create = (name: string) => save(name, { ...old }, old.clientSecret);
  const send = async (name: string) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/gateway/send/${store.id}/${name}/echo`,
      headers: partner,
      payload: { body: '{}', contentType: 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    return sendResultSchema.parse(response.json());
  };
  const storedSecrets = async (name: string) => {
    const [row] = await app.ctx.db
      .select()
      .from(gatewayIntegrations)
      .where(and(eq(gatewayIntegrations.storeId, store.id), eq(gatewayIntegrations.name, name)));
    if (!row) throw new Error(`${name} missing`);
    return openSecrets(app.ctx, row.secrets);
  };
  const flags = (integration: Integration) => {
    const { passwordSet, accessTokenSet, refreshTokenSet, clientKeySet } = integration.connection;
    return {
      passwordSet,
      accessTokenSet,
      refreshTokenSet,
      clientKeySet,
      clientSecret: integration.settings.clientSecret,
    };
  };
  const allSet = {
    passwordSet: true,
    accessTokenSet: true,
    refreshTokenSet: true,
    clientKeySet: true,
    clientSecret: gatewaySecretMask,
  };

  beforeAll(async () => {
    home = await startUpstream((seen, response) => json(response, 200, echo(seen)));
    elsewhere = await startUpstream((seen, response) => json(response, 200, echo(seen)));
    app = await testApp();
    const admin = await bearer(app, 'admin');
    partner = await bearer(app, 'partner');
    store = (await postStore(app, partner, 'Origin Shop')).json();
    // The secret setting travels in a header, as an API key would.
    await api(app, admin).post(
      '/gateway/interfaces/Test/Origin/1/HTTP/echo',
      { parse: (v) => v },
      {
        body: {
          settings: {},
          definition: {
            request: {
              method: 'POST',
              path: '{area}/echo',
              headers: [{ name: 'x-client-secret', value: '{clientSecret}' }],
            },
          },
        },
      },
    );
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await Promise.all([home.close(), elsewhere.close()]);
  });

  it('forgets every stored secret the save does not re-supply, and the next call to the new host carries none', async () => {
    expect(flags(await create('Moved'))).toEqual(allSet);
    await send('Moved');
    expect(home.seen.at(-1)?.headers['x-client-secret']).toBe(old.clientSecret);
    expect(home.seen.at(-1)?.headers.authorization).toBe(
      `Basic ${Buffer.from(`shop:${old.password}`).toString('base64')}`,
    );

    // Another port is another origin.
    const moved = await resave('Moved', elsewhere.url);
    expect(flags(moved)).toEqual({
      passwordSet: false,
      accessTokenSet: false,
      refreshTokenSet: false,
      clientKeySet: false,
      clientSecret: '',
    });
    expect(await storedSecrets('Moved')).toEqual({});

    const before = elsewhere.seen.length;
    const result = await send('Moved');
    expect(elsewhere.seen.length).toBe(before + 1);
    const seen = JSON.stringify(elsewhere.seen);
    const encoded = Buffer.from(`shop:${old.password}`).toString('base64');
    for (const secret of [...Object.values(old), encoded]) {
      expect(seen).not.toContain(secret);
      expect(result.body).not.toContain(secret);
    }
  });

  it('keeps the secrets re-supplied in the same save', async () => {
    await create('Resupplied');
    const moved = await resave('Resupplied', `${elsewhere.url}/v2`, { password: 'new-password' }, 'new-client-secret');
    expect(flags(moved)).toEqual({
      passwordSet: true,
      accessTokenSet: false,
      refreshTokenSet: false,
      clientKeySet: false,
      clientSecret: gatewaySecretMask,
    });
    expect(await storedSecrets('Resupplied')).toEqual({
      password: 'new-password',
      settings: { clientSecret: 'new-client-secret' },
    });
    await send('Resupplied');
    expect(elsewhere.seen.at(-1)).toMatchObject({
      url: '/v2/items/echo',
      headers: {
        'x-client-secret': 'new-client-secret',
        authorization: `Basic ${Buffer.from('shop:new-password').toString('base64')}`,
      },
    });
  });

  it('keeps every secret when only the path changes (and the same origin spelt otherwise)', async () => {
    await create('Pathed');
    expect(flags(await resave('Pathed', `${home.url}/v2/`))).toEqual(allSet);
    expect(flags(await resave('Pathed', `${home.url.replace('http://', 'HTTP://')}/v3`))).toEqual(allSet);
    expect(await storedSecrets('Pathed')).toEqual({
      password: old.password,
      accessToken: old.accessToken,
      refreshToken: old.refreshToken,
      clientKey: old.clientKey,
      settings: { clientSecret: old.clientSecret },
    });
    await send('Pathed');
    expect(home.seen.at(-1)).toMatchObject({ url: '/v3/items/echo', headers: { 'x-client-secret': old.clientSecret } });
  });
  it('forgets the refresh tokens of the integrations that renew through a moved one', async () => {
    const echoOperation = { provider: 'Test', product: 'Origin', version: '1', interface: 'HTTP', operation: 'echo' };
    await save(
      'Renewer',
      {
        authType: 'BEARER',
        username: null,
        refreshOperation: echoOperation,
        refreshToken: 'renewer-refresh-secret',
        accessToken: 'renewer-access-secret',
      },
      old.clientSecret,
    );
    await create('TokenHost');
    await resave('TokenHost', elsewhere.url);
    // The refresh token would have gone to TokenHost's new address; what goes to Renewer's own stays.
    expect(await storedSecrets('Renewer')).toEqual({
      accessToken: 'renewer-access-secret',
      settings: { clientSecret: old.clientSecret },
    });
  });
});
