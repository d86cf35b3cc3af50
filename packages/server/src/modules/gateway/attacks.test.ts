import { Writable } from 'node:stream';
import { errorResponseSchema, sendResultSchema } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api.ts';
import { json, startUpstream, type Upstream } from '../../../test/gateway.ts';
import { anotherPartner, bearer, clientTokenHeaders, postStore, testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { rowsOf } from '../../platform/data-plane.ts';

type Headers = { authorization: string } & Record<string, string>;
type Store = { id: number; storeId: string };

const ownSecrets = ['own-upstream-password', 'own-client-secret-1'];
const otherSecrets = ['other-upstream-password', 'other-client-secret-1'];
const basic = (password: string) => Buffer.from(`shop:${password}`).toString('base64');

/**
 * The gateway as a hostile caller sees it: another partner's store, a program's token, secrets in
 * any reply or log line, and bad input on every route (docs/decisions/0046, 0050, 0053; issue 13 —
 * gateway attacker review").
 */
describe('gateway under attack', () => {
  let app: App;
  let admin: Headers;
  let partner: Headers;
  let intruder: Headers;
  let upstream: Upstream;
  let own: Store;
  let other: Store;
  let ownExchange: string;
  const logLines: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });

  const exchanges = async () =>
    Number(rowsOf(await app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM gateway_exchanges`))[0]?.n);
  const get = (url: string, headers: Headers) => app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const clientToken = (scopes: string[]) => clientTokenHeaders(app, partner, own, scopes);
  const integrate = async (store: Store, headers: Headers, [password, clientSecret]: string[]) => {
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
          connection: { uri: upstream.url, authType: 'BASIC', username: 'shop', password },
          settings: { area: 'items', clientSecret },
        },
      },
    );
  };

  beforeAll(async () => {
    // The upstream echoes what it got, the Authorization header included: the log must still not keep it.
    upstream = await startUpstream(async (seen, response) => {
      if (seen.body.includes('hold')) await held;
      json(response, 200, { url: seen.url, headers: seen.headers, body: seen.body });
    });
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    app = await testApp(
      { logLevel: 'trace', gateway: { allowPrivateUpstreams: true, maxConcurrentPerStore: 2 } },
      { logStream },
    );
    admin = await bearer(app, 'admin');
    partner = await bearer(app, 'partner');
    intruder = await anotherPartner(app, partner, 'intruder@example.com', 'Intruder');
    own = (await postStore(app, partner, 'Attacked Shop')).json();
    other = (await postStore(app, intruder, 'Intruder Shop')).json();
    await api(app, admin).post(
      '/gateway/interfaces/Test/Echo/1/HTTP/echo',
      { parse: (v) => v },
      { body: { settings: {}, definition: { request: { method: 'POST', path: '{area}/echo?s={clientSecret}' } } } },
    );
    await integrate(own, partner, ownSecrets);
    await integrate(other, intruder, otherSecrets);
    const sent = await api(app, partner).post(`/gateway/send/${own.id}/Echo/echo`, sendResultSchema, {
      body: { body: '{"q":1}', contentType: 'application/json' },
    });
    ownExchange = String(sent.exchangeId);
    await api(app, intruder).post(`/gateway/send/${other.id}/Echo/echo`, sendResultSchema, { body: {} });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it("another partner can neither read, write, run nor see the logs of a store's gateway (404)", async () => {
    const before = await exchanges();
    const reads = [
      `/gateway/integrations/${own.id}`,
      `/gateway/integrations/${own.id}/Echo`,
      `/gateway/integrations/${own.id}/Echo/echo`,
      `/gateway/integrations/log?storeId=${own.id}`,
      `/gateway/integrations/${own.id}/Echo.log`,
      `/gateway/integrations/${own.id}/Echo/echo.log`,
      `/gateway/integrations/exchange/${ownExchange}`,
    ];
    for (const url of reads) expect((await get(url, intruder)).statusCode, url).toBe(404);
    const writes: [string, string, object | undefined][] = [
      ['POST', `/gateway/integrations/${own.id}`, { storeId: own.id, settings: {}, enabled: false }],
      ['DELETE', `/gateway/integrations/${own.id}`, undefined],
      ['POST', `/gateway/integrations/${own.id}/Echo`, { storeId: own.id, integration: 'Echo', settings: {} }],
      ['DELETE', `/gateway/integrations/${own.id}/Echo`, undefined],
      ['DELETE', `/gateway/integrations/${own.id}/Echo/echo`, undefined],
      ['POST', `/gateway/send/${own.id}/Echo/echo`, { body: '' }],
    ];
    for (const [method, url, payload] of writes) {
      const reply = await app.inject({
        method,
        url: `/api/v1${url}`,
        headers: intruder,
        ...(payload ? { payload } : {}),
      });
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
    }
    // Cross-store logs show only the intruder's own store.
    const logs = [
      '/gateway.log',
      '/gateway.log?searchTerm=items',
      '/gateway/interfaces/Test.log',
      '/gateway/interfaces/Test/Echo.log',
      '/gateway/interfaces/Test/Echo/1.log',
      '/gateway/interfaces/Test/Echo/1/HTTP/log',
      '/gateway/interfaces/Test/Echo/1/HTTP/echo.log',
      '/gateway/integrations',
    ];
    for (const url of logs) {
      const reply = await get(url, intruder);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body, url).not.toContain(own.storeId);
      expect(reply.body, url).not.toMatch(new RegExp(`"(?:id|exchangeId)":"?${ownExchange}\\b`));
    }
    const seen = (await get('/gateway.log', intruder)).json().messages.map((m: { id: number }) => String(m.id));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen).not.toContain(ownExchange);
    // A partner writes no catalogue.
    const catalogue = await app.inject({
      method: 'POST',
      url: '/api/v1/gateway/interfaces/Test/Echo/1/HTTP/echo',
      headers: intruder,
      payload: { settings: {}, definition: { request: { method: 'GET', path: 'x' } } },
    });
    expect(catalogue.statusCode).toBe(403);
    const removal = await app.inject({ method: 'DELETE', url: '/api/v1/gateway/interfaces/Test', headers: intruder });
    expect(removal.statusCode).toBe(403);
    expect(await exchanges()).toBe(before);
    expect((await get(`/gateway/integrations/${own.id}/Echo`, partner)).statusCode).toBe(200);
  });

  it("a program's token reaches only its own store's execution, with gateway:execute", async () => {
    const before = await exchanges();
    const program = await clientToken(['gateway:execute']);
    const otherStore = await app.inject({
      method: 'POST',
      url: `/api/v1/gateway/execute/${other.id}/Echo/echo`,
      headers: program,
      payload: '{}',
    });
    expect(otherStore.statusCode).toBe(403);
    const consoleOnly = [
      ['GET', `/gateway/integrations/${own.id}`],
      ['GET', `/gateway/integrations/${own.id}/Echo`],
      ['GET', `/gateway/integrations/log?storeId=${own.id}`],
      ['GET', `/gateway/integrations/exchange/${ownExchange}`],
      ['GET', '/gateway.log'],
      ['GET', '/gateway/interfaces'],
      ['GET', '/gateway/certificate.pem'],
      ['POST', `/gateway/send/${own.id}/Echo/echo`],
      ['POST', '/gateway/transforms/preview'],
      ['POST', `/gateway/integrations/${own.id}/Echo`],
    ];
    for (const [method, url] of consoleOnly) {
      const reply = await app.inject({ method, url: `/api/v1${url}`, headers: program, payload: {} });
      expect(reply.statusCode, `${method} ${url}`).toBe(403);
    }
    const without = await clientToken([]);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/v1/gateway/execute/${own.id}/Echo/echo`,
      headers: without,
      payload: '{}',
    });
    expect(refused.statusCode).toBe(403);
    expect(await exchanges()).toBe(before);
    const allowed = await app.inject({
      method: 'POST',
      url: `/api/v1/gateway/execute/${own.id}/Echo/echo`,
      headers: { ...program, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('shows no password, client secret, Authorization header or token in any reply or log line', async () => {
    const program = await clientToken(['gateway:execute']);
    const executed = await app.inject({
      method: 'POST',
      url: `/api/v1/gateway/execute/${own.id}/Echo/echo`,
      headers: { ...program, 'content-type': 'application/json' },
      payload: '{"p":1}',
    });
    const sent = await app.inject({
      method: 'POST',
      url: `/api/v1/gateway/send/${own.id}/Echo/echo`,
      headers: partner,
      payload: { body: 'x' },
    });
    const id = sent.headers['x-gateway-exchange-id'];
    // The send page shows the upstream's reply as it came (this one echoes the secrets it was sent):
    // that is the operator's own upstream talking; the gateway's replies and logs are checked.
    expect(sent.statusCode).toBe(200);
    const replies = [
      await get(`/gateway/integrations/${own.id}`, partner),
      await get(`/gateway/integrations/${own.id}/Echo`, partner),
      await get(`/gateway/integrations/${own.id}/Echo/echo`, partner),
      await get('/gateway/integrations', partner),
      await get(`/gateway/integrations/log?storeId=${own.id}&searchTerm=items`, partner),
      await get(`/gateway/integrations/${own.id}/Echo.log`, partner),
      await get('/gateway.log', admin),
      await get(`/gateway/integrations/exchange/${id}`, partner),
      await get(`/gateway/integrations/exchange/${executed.headers['x-gateway-exchange-id']}`, partner),
      await get('/gateway/interfaces?detailed=true', admin),
      await app.inject({ method: 'GET', url: '/api/docs/json' }),
    ];
    for (const [i, reply] of replies.entries()) expect(reply.statusCode, `reply ${i}`).toBe(200);
    const bodies = replies.map((reply) => reply.body);
    // The upstream got them: they were really used.
    expect(upstream.seen.at(-1)?.headers.authorization).toBe(`Basic ${basic(ownSecrets[0] ?? '')}`);
    expect(upstream.seen.at(-1)?.url).toContain(ownSecrets[1]);
    const forbidden = [...ownSecrets, ...otherSecrets, basic(ownSecrets[0] ?? ''), program.authorization.slice(7)];
    for (const [i, body] of bodies.entries()) {
      for (const secret of forbidden) expect(body, `reply ${i}`).not.toContain(secret);
    }
    const logged = logLines.join('');
    expect(logged.length).toBeGreaterThan(1000);
    for (const secret of forbidden) expect(logged).not.toContain(secret);
    expect(logged).not.toMatch(/"authorization":"(?:Basic|Bearer) /i);
  });

  it('answers bad input on every route with 4xx in the one error shape, writing nothing', async () => {
    const before = await exchanges();
    const long = 'a'.repeat(5000);
    const urls = [
      '/gateway/integrations/exchange/9007199254740993',
      '/gateway/integrations/exchange/99999999999999999999999',
      '/gateway/integrations/exchange/-1',
      '/gateway/integrations/exchange/1.5',
      '/gateway/integrations/exchange/0x10',
      '/gateway/integrations/exchange/%00',
      '/gateway/integrations/2147483648',
      '/gateway/integrations/99999999999999999999/Echo',
      `/gateway/integrations/${own.id}/${long}`,
      `/gateway/integrations/${own.id}/Ec%00ho`,
      `/gateway/integrations/${own.id}/..%2F..%2Fstores`,
      `/gateway/integrations/${own.id}/Echo%2Fecho`,
      `/gateway/integrations/${own.id}/Echo.log.log`,
      `/gateway/integrations/${own.id}/%2E%2E.log`,
      `/gateway/integrations/${own.id}/..`,
      `/gateway/integrations/${own.id}/Ec%0Aho`,
      `/gateway/integrations/log?storeId=${own.id}&page=0`,
      `/gateway/integrations/log?storeId=${own.id}&size=1000000`,
      `/gateway/integrations/log?storeId=${own.id}&searchTerm=%00`,
      `/gateway/integrations/log?storeId=${own.id}&searchTerm=${'x'.repeat(5000)}`,
      '/gateway/integrations/log?storeId=abc',
      `/gateway/interfaces/${long}`,
      '/gateway/interfaces/Te%00st.log',
      `/gateway.log?page=${'9'.repeat(30)}`,
    ];
    for (const url of urls) {
      const reply = await get(url, partner);
      expect(reply.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode, url).toBeLessThan(500);
      expect(errorResponseSchema.safeParse(reply.json()).success, url).toBe(true);
    }
    const posts: [string, string | object, string?][] = [
      [`/gateway/send/${own.id}/Echo/echo`, '{"body": "x"', 'application/json'],
      [`/gateway/send/${own.id}/Echo/echo`, { body: 'x'.repeat(1_100_000) }],
      [`/gateway/send/${own.id}/Echo/echo`, { body: 'x', contentType: 'application/evil' }],
      [`/gateway/send/${own.id}/Echo/echo`, { body: 'a\u0000b' }],
      [`/gateway/integrations/${own.id}/Ech%00o`, { storeId: own.id, integration: 'Ech\u0000o', settings: {} }],
      [`/gateway/integrations/${own.id}/${long}`, { storeId: own.id, integration: long, settings: {} }],
      [`/gateway/integrations/${own.id}/..`, { storeId: own.id, integration: '..', settings: {} }],
      [`/gateway/integrations/${own.id}`, { storeId: own.id, integration: '..', settings: {} }],
      ['/gateway/interfaces/%2E%2E', { settings: {} }],
      [
        `/gateway/integrations/${own.id}/Echo`,
        { storeId: own.id, integration: 'Echo', settings: { a: 'x'.repeat(1e5) } },
      ],
      [
        `/gateway/integrations/${own.id}/Evil`,
        {
          storeId: own.id,
          integration: 'Evil',
          provider: 'Test',
          product: 'Echo',
          version: '1',
          interface: 'HTTP',
          connection: { uri: 'file:///etc/passwd', authType: 'NONE' },
        },
      ],
      [
        `/gateway/integrations/${own.id}/Evil`,
        {
          storeId: own.id,
          integration: 'Evil',
          provider: 'Test',
          product: 'Echo',
          version: '1',
          interface: 'HTTP',
          connection: { uri: 'gopher://127.0.0.1:6379/_FLUSHALL', authType: 'NONE' },
        },
      ],
      [
        '/gateway/transforms/preview',
        { transforms: [{ type: 'EVAL', inputContentType: '*/*', outputContentType: '*/*' }], input: '' },
      ],
      ['/gateway/transforms/preview', { transforms: [], input: '' }],
      ['/gateway/transforms/preview', '[', 'application/json'],
    ];
    for (const [url, payload, type] of posts) {
      const reply = await app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: { ...partner, ...(type ? { 'content-type': type } : {}) },
        payload,
      });
      expect(reply.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode, url).toBeLessThan(500);
      expect(errorResponseSchema.safeParse(reply.json()).success, `${url} ${reply.body.slice(0, 200)}`).toBe(true);
    }
    const program = await clientToken(['gateway:execute']);
    const huge = await app.inject({
      method: 'POST',
      url: `/api/v1/gateway/execute/${own.id}/Echo/echo`,
      headers: { ...program, 'content-type': 'text/plain' },
      payload: 'x'.repeat(1_100_000),
    });
    expect(huge.statusCode).toBe(413);
    expect((await get(`/gateway/integrations/${own.id}/Evil`, partner)).statusCode).toBe(404);
    expect(await exchanges()).toBe(before);
  });

  it('fails an XML bomb or a hostile script, stylesheet or template as a step, the server answering on', async () => {
    const step = (type: string, value: string, input = 'application/json', output = 'application/json') => ({
      type,
      value,
      inputContentType: input,
      outputContentType: output,
      description: '',
    });
    const entities = Array.from({ length: 8 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join('');
    const bomb = `<?xml version="1.0"?><!DOCTYPE b [<!ENTITY l0 "lol">${entities}]><b>&l8;</b>`;
    const cases: [object, string, string][] = [
      [step('AUTO', '', 'text/xml', 'application/json'), bomb, 'text/xml'],
      [step('JAVASCRIPT', 'while (true) {}'), '{}', 'application/json'],
      [step('JAVASCRIPT', 'typeof process + typeof require + typeof std + typeof os'), '{}', 'application/json'],
      [
        step(
          'XSLT',
          '<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:template match="/"><x><xsl:value-of select="unparsed-text(\'file:///etc/passwd\')"/></x></xsl:template></xsl:stylesheet>',
          'text/xml',
          'text/xml',
        ),
        '<a/>',
        'text/xml',
      ],
      [
        step('HANDLEBARS', '{{#each a}}{{#each @root.a}}{{#each @root.a}}{{/each}}{{/each}}{{/each}}'),
        `{"a":[${'1,'.repeat(999)}1]}`,
        'application/json',
      ],
      [
        step('JOLT', JSON.stringify([{ operation: 'shift', spec: { a: 'b[999999999]' } }])),
        '{"a":1}',
        'application/json',
      ],
    ];
    // Each answers (a runaway is stopped by its step's deadline or counters; the test's own timeout
    // would catch one that is not), safely; how long the machine took is not the point.
    for (const [transform, input, inputContentType] of cases) {
      const reply = await app.inject({
        method: 'POST',
        url: '/api/v1/gateway/transforms/preview',
        headers: partner,
        payload: { transforms: [transform], input, inputContentType },
      });
      expect(reply.statusCode, input.slice(0, 40)).toBe(200);
      const result = reply.json();
      if (result.failedStep === null) expect(result.output).not.toMatch(/root:|function|object/);
      expect(result.output ?? '', JSON.stringify(transform)).not.toContain('root:');
    }
    expect((await get('/gateway/interfaces', partner)).statusCode).toBe(200);
  });

  it("bounds a store's executions and an operator's previews running at once (429), other stores unaffected", async () => {
    const send = (store: Store, headers: Headers, body: string) =>
      app.inject({ method: 'POST', url: `/api/v1/gateway/send/${store.id}/Echo/echo`, headers, payload: { body } });
    const first = send(own, partner, 'hold 1');
    const second = send(own, partner, 'hold 2');
    await expect.poll(() => upstream.seen.filter((s) => s.body.includes('hold')).length).toBe(2);
    const third = await send(own, partner, 'third');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ message: 'More than 2 gateway calls of this store are running; try again' });
    expect((await send(other, intruder, 'other store')).statusCode).toBe(200);
    release();
    expect((await first).statusCode).toBe(200);
    expect((await second).statusCode).toBe(200);
    expect((await send(own, partner, 'after')).statusCode).toBe(200);

    const loop = { type: 'JAVASCRIPT', value: 'while (true) {}', inputContentType: '*/*', outputContentType: '*/*' };
    const previews = await Promise.all(
      [1, 2, 3].map(() =>
        app.inject({
          method: 'POST',
          url: '/api/v1/gateway/transforms/preview',
          headers: partner,
          payload: { transforms: [loop], input: '{}', inputContentType: 'application/json' },
        }),
      ),
    );
    expect(previews.map((r) => r.statusCode).sort()).toEqual([200, 200, 429]);
  });
});
