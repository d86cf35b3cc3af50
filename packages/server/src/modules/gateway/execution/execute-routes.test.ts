import { exchangeDetailSchema, gatewayLogPageSchema, sendResultSchema } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api.ts';
import { json, startUpstream, type Upstream } from '../../../../test/gateway.ts';
import { anotherPartner, bearer, clientTokenHeaders, postStore, testApp } from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';
import { rowsOf } from '../../../platform/data-plane.ts';
import { flushExchanges } from '../exchanges/exchange-writer.ts';

type Headers = { authorization: string };

/** Execution through its routes: the console's send page and programs with a client token. */
describe('gateway send and execute routes', () => {
  let app: App;
  let admin: Headers;
  let partner: Headers;
  let upstream: Upstream;
  let own: { id: number; storeId: string };
  let other: { id: number; storeId: string };
  let closed: { id: number; storeId: string };

  const exchanges = async () => {
    // Rows are written in batches: what this process queued is written before the table is read.
    await flushExchanges(app.ctx);
    return Number(rowsOf(await app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM gateway_exchanges`))[0]?.n);
  };
  const clientToken = (scopes: string[]) => clientTokenHeaders(app, partner, own, scopes);
  const integrate = async (store: { id: number }, headers: Headers) => {
    await api(app, headers).post(
      `/gateway/integrations/${store.id}/Echo`,
      { parse: (v) => v },
      {
        body: {
          storeId: store.id,
          integration: 'Echo',
          provider: 'Test',
          product: 'Echo',
          version: '1',
          interface: 'HTTP',
          connection: { uri: upstream.url, authType: 'BASIC', username: 'shop', password: 'upstream-password' },
          settings: { area: 'items' },
        },
      },
    );
  };

  beforeAll(async () => {
    upstream = await startUpstream((seen, response) =>
      json(response, seen.url.includes('missing') ? 404 : 200, { method: seen.method, url: seen.url, body: seen.body }),
    );
    app = await testApp();
    admin = await bearer(app, 'admin');
    partner = await bearer(app, 'partner');
    const otherHeaders = await anotherPartner(app, partner, 'other-exec@example.com');
    own = (await postStore(app, partner, 'Exec Shop')).json();
    other = (await postStore(app, otherHeaders, 'Other Exec Shop')).json();
    closed = (await postStore(app, partner, 'Closed Exec Shop')).json();
    // A catalogue interface of the test's own: echo's path takes the integration's setting.
    await api(app, admin).post(
      '/gateway/interfaces/Test/Echo/1/HTTP/echo',
      { parse: (v) => v },
      {
        body: { settings: {}, definition: { request: { method: 'POST', path: '{area}/echo' } } },
      },
    );
    await api(app, admin).post(
      '/gateway/interfaces/Test/Echo/1/HTTP/missing',
      { parse: (v) => v },
      {
        body: { settings: {}, definition: { request: { method: 'GET', path: 'missing' } } },
      },
    );
    await integrate(own, partner);
    await integrate(other, otherHeaders);
    await integrate(closed, partner);
    await app.ctx.db.execute(sql`UPDATE stores SET status_type = 'DEACTIVATED' WHERE id = ${closed.id}`);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it("sends from the console: the upstream's answer, its exchange linked and readable", async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/gateway/send/${own.id}/Echo/echo`,
      headers: { ...partner, 'x-correlation-id': 'console-1' },
      payload: { body: '{"sku":"A1"}', contentType: 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    const result = sendResultSchema.parse(response.json());
    expect(result).toMatchObject({ statusCode: 200, contentType: 'application/json', correlationId: 'console-1' });
    expect(JSON.parse(result.body)).toMatchObject({ method: 'POST', url: '/items/echo', body: '{"sku":"A1"}' });
    expect(response.headers['x-gateway-exchange-id']).toBe(String(result.exchangeId));
    expect(upstream.seen.at(-1)?.headers.authorization).toBe(
      `Basic ${Buffer.from('shop:upstream-password').toString('base64')}`,
    );
    const detail = await api(app, partner).get(
      `/gateway/integrations/exchange/${result.exchangeId}`,
      exchangeDetailSchema,
    );
    expect(detail).toMatchObject({ correlationId: 'console-1', responseStatusCode: 200, integrationShortName: 'Echo' });
    expect(JSON.stringify(detail)).not.toContain('upstream-password');
    expect(JSON.stringify(detail)).not.toContain(partner.authorization.slice(7));

    const missing = await api(app, partner).post(`/gateway/send/${own.id}/Echo/missing`, sendResultSchema, {
      body: {},
    });
    expect(missing.statusCode).toBe(404);
  });

  it('executes for a program with a client token that has gateway:execute, raw body and query in, the reply out', async () => {
    const readOnly = await clientToken([]);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/v1/gateway/execute/${own.id}/Echo/echo`,
      headers: readOnly,
      payload: 'x',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().reason).toBe('SCOPE_MISSING');

    const program = await clientToken(['gateway:execute']);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/v1/gateway/execute/${own.id}/Echo/echo?lang=fr&lang=en`,
      headers: { ...program, 'content-type': 'text/xml', 'x-correlation-id': 'program-7' },
      payload: '<order id="1"/>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-correlation-id']).toBe('program-7');
    expect(Number(response.headers['x-gateway-exchange-id'])).toBeGreaterThan(0);
    expect(response.json()).toEqual({ method: 'POST', url: '/items/echo?lang=fr&lang=en', body: '<order id="1"/>' });
    expect(upstream.seen.at(-1)?.headers['content-type']).toBe('text/xml');

    const passedThrough = await app.inject({ url: `/api/v1/gateway/execute/${own.id}/Echo/missing`, headers: program });
    expect(passedThrough.statusCode).toBe(404);
    expect(passedThrough.json().url).toBe('/missing');

    const elsewhere = await app.inject({
      method: 'POST',
      url: `/api/v1/gateway/execute/${other.id}/Echo/echo`,
      headers: program,
      payload: '',
    });
    expect(elsewhere.statusCode).toBe(403);
  });

  it("answers 404 for another partner's store and 409 for a closed store or a disabled gateway", async () => {
    const send = (storeId: number) =>
      app.inject({ method: 'POST', url: `/api/v1/gateway/send/${storeId}/Echo/echo`, headers: partner, payload: {} });
    expect((await send(other.id)).statusCode).toBe(404);
    const closedReply = await send(closed.id);
    expect(closedReply.statusCode).toBe(409);
    expect(closedReply.json().message).toBe(`Store ${closed.storeId} is DEACTIVATED`);

    await api(app, partner).post(
      `/gateway/integrations/${own.id}`,
      { parse: (v) => v },
      { body: { storeId: own.id, settings: {}, enabled: false } },
    );
    const disabled = await send(own.id);
    expect(disabled.statusCode).toBe(409);
    expect(disabled.json()).toMatchObject({
      code: '4095-gateway-disabled',
      message: `The gateway of store ${own.storeId} is disabled`,
    });
    expect(disabled.headers['x-gateway-exchange-id']).toBeDefined();
    await api(app, partner).post(
      `/gateway/integrations/${own.id}`,
      { parse: (v) => v },
      { body: { storeId: own.id, settings: { area: 'items' }, enabled: true } },
    );
  });

  it("gets an OAUTH2 token through the catalogue's Azure AD token operation once, and transforms the reply", async () => {
    const tokens = await startUpstream((_seen, response) =>
      json(response, 200, { access_token: `token-${tokens.seen.length}`, expires_in: 3599, token_type: 'Bearer' }),
    );
    const api2 = await startUpstream((seen, response) =>
      json(response, 200, { value: [{ id: 1 }], auth: seen.headers.authorization }),
    );
    try {
      const azure = { provider: 'Microsoft', product: 'Azure', version: '365', interface: 'ActiveDirectory' };
      await api(app, partner).post(
        `/gateway/integrations/${own.id}/ActiveDirectory`,
        { parse: (v) => v },
        {
          body: {
            storeId: own.id,
            integration: 'ActiveDirectory',
            ...azure,
            connection: { uri: tokens.url, authType: 'BEARER' },
            settings: { tenantId: 'tenant-1', clientId: 'client-1', clientSecret: 'azure-client-secret' },
          },
        },
      );
      await api(app, admin).post(
        '/gateway/interfaces/Test/Erp/1/API/orders',
        { parse: (v) => v },
        {
          body: {
            definition: {
              request: { method: 'GET', path: 'orders' },
              response: {
                transforms: [
                  {
                    type: 'AUTO',
                    inputContentType: 'application/json',
                    outputContentType: 'text/xml',
                    value: '',
                    description: 'to XML',
                  },
                ],
              },
            },
          },
        },
      );
      await api(app, partner).post(
        `/gateway/integrations/${own.id}/Erp`,
        { parse: (v) => v },
        {
          body: {
            storeId: own.id,
            integration: 'Erp',
            provider: 'Test',
            product: 'Erp',
            version: '1',
            interface: 'API',
            connection: { uri: api2.url, authType: 'BEARER', accessOperation: { ...azure, operation: 'token' } },
          },
        },
      );
      const send = () => api(app, partner).post(`/gateway/send/${own.id}/Erp/orders`, sendResultSchema, { body: {} });
      const first = await send();
      const second = await send();
      expect(tokens.seen).toHaveLength(1);
      expect(tokens.seen[0]?.url).toBe('/tenant-1/oauth2/v2.0/token');
      const form = new URLSearchParams(tokens.seen[0]?.body);
      expect(form.get('grant_type')).toBe('client_credentials');
      expect(form.get('client_secret')).toBe('azure-client-secret');
      expect(api2.seen.map((s) => s.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-1']);
      expect(first).toMatchObject({ statusCode: 200, contentType: 'text/xml' });
      expect(second.body).toContain('<id>1</id>');
      const log = await api(app, partner).get(
        `/gateway/integrations/${own.id}/ActiveDirectory/token.log`,
        gatewayLogPageSchema,
      );
      expect(log.messages.map((m) => m.correlationId)).toEqual([first.correlationId]);
      const detail = await api(app, partner).get(
        `/gateway/integrations/exchange/${log.messages[0]?.id}`,
        exchangeDetailSchema,
      );
      expect(JSON.stringify(detail)).not.toContain('azure-client-secret');
      expect(JSON.stringify(detail)).not.toContain('token-1');
    } finally {
      await tokens.close();
      await api2.close();
    }
  });

  it('answers 400 to bad input on every execution endpoint and writes nothing', async () => {
    const before = await exchanges();
    const program = await clientToken(['gateway:execute']);
    const cases = [
      app.inject({
        method: 'POST',
        url: `/api/v1/gateway/send/${own.id}/Echo/echo`,
        headers: partner,
        payload: { body: 1 },
      }),
      app.inject({
        method: 'POST',
        url: `/api/v1/gateway/send/${own.id}/Echo/echo`,
        headers: partner,
        payload: { extra: true },
      }),
      app.inject({
        method: 'POST',
        url: `/api/v1/gateway/send/${own.id}/Echo/echo`,
        headers: partner,
        payload: { contentType: 'image/png' },
      }),
      app.inject({
        method: 'POST',
        url: `/api/v1/gateway/send/${own.id}/Echo/echo`,
        headers: { ...partner, 'x-correlation-id': 'x'.repeat(101) },
        payload: {},
      }),
      app.inject({ method: 'POST', url: `/api/v1/gateway/send/abc/Echo/echo`, headers: partner, payload: {} }),
      app.inject({
        method: 'POST',
        url: `/api/v1/gateway/send/${own.id}/Echo/echo.log`,
        headers: partner,
        payload: {},
      }),
      app.inject({
        method: 'POST',
        url: `/api/v1/gateway/execute/${own.id}/Echo/echo`,
        headers: { ...program, 'x-correlation-id': 'tab\there' },
        payload: '',
      }),
      app.inject({
        method: 'POST',
        url: `/api/v1/gateway/execute/${own.id}/Echo/echo`,
        headers: { ...program, 'content-type': 'text/plain' },
        payload: 'nul\u0000',
      }),
    ];
    const statuses = (await Promise.all(cases)).map((response) => response.statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400]);
    const unknown = await app.inject({
      method: 'POST',
      url: `/api/v1/gateway/send/${own.id}/Nope/echo`,
      headers: partner,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    expect(await exchanges()).toBe(before);
  });
});
