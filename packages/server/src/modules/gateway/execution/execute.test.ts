import { sql } from 'drizzle-orm';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fixture, fakeDeps, json, resolvedOf, startUpstream, type Upstream } from '../../../../test/gateway.ts';
import { testApp } from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';
import { rowsOf } from '../../../platform/data-plane.ts';
import { flushExchanges } from '../exchanges/exchange-writer.ts';
import { type CallerRequest, executeOperation, type GatewayRuntime } from './execute.ts';
import { closeGatewayRuntime, gatewayRuntime } from './runtime.ts';

/** Execution against local upstreams (the integrations service and transforms stood in for). */
describe('gateway execution', () => {
  let app: App;
  let runtime: GatewayRuntime;
  const operations = new Map<string, ReturnType<typeof resolvedOf>>();
  const store = { id: 901, storeId: 'EXEC01', statusType: 'LIVE' };
  const upstreams: Upstream[] = [];

  const add = (fixture: Fixture & { name: string; operation: string }) => {
    const resolved = resolvedOf(store, fixture);
    operations.set(`${fixture.name}/${fixture.operation}`, resolved);
    return resolved;
  };
  const upstream = async (...args: Parameters<typeof startUpstream>) => {
    const started = await startUpstream(...args);
    upstreams.push(started);
    return started;
  };
  const caller = (overrides: Partial<CallerRequest> = {}): CallerRequest => ({
    method: 'POST',
    url: '/api/v1/gateway/execute/901/x/y',
    headers: { authorization: 'Bearer caller-secret-token', 'content-type': 'application/json' },
    contentType: 'application/json',
    body: '',
    parameters: [],
    correlationId: `corr-${Math.random().toString(36).slice(2)}`,
    requestedOn: new Date(),
    started: performance.now(),
    ...overrides,
  });
  const run = (integration: string, operation: string, overrides: Partial<CallerRequest> = {}) =>
    executeOperation(app.ctx, runtime, store, { integration, operation }, caller(overrides));
  // Rows are written in batches: what this process queued is written before the table is read.
  const rowOf = async (id: number | null) => {
    await flushExchanges(app.ctx);
    return rowsOf(await app.ctx.db.execute(sql`SELECT * FROM gateway_exchanges WHERE id = ${id}`))[0] ?? {};
  };

  beforeAll(async () => {
    app = await testApp({
      gateway: { upstreamTimeoutMs: 400, maxResponseBytes: 64 * 1024, allowPrivateUpstreams: true },
    });
    runtime = gatewayRuntime(app.ctx, fakeDeps(operations));
  });
  afterAll(async () => {
    await closeGatewayRuntime(app.ctx);
    await Promise.all(upstreams.map((u) => u.close()));
    await app.close();
  });

  it('fills placeholders from the layered settings and passes a GET and a POST through', async () => {
    const api = await upstream((seen, response) =>
      json(response, seen.method === 'POST' ? 201 : 200, { echo: seen.body || seen.url }),
    );
    add({
      name: 'Api',
      operation: 'items',
      uri: `${api.url}/base/`,
      definition: {
        request: {
          method: 'GET',
          path: '{root}/companies({companyId})/items',
          headers: [{ name: 'X-Tenant', value: '{tenant}' }],
          parameters: [{ name: '$top', value: '{top}' }],
        },
      },
      settings: {
        catalogue: { root: 'v2.0', top: '5', tenant: 'catalogue' },
        gateway: { tenant: 'store', companyId: 'c 1' },
        integration: { tenant: 'integration' },
      },
    });
    const outcome = await run('Api', 'items', { parameters: [['$filter', "name eq 'x'"]] });
    expect(outcome).toMatchObject({ ok: true, status: 200 });
    const seen = api.seen[0];
    expect(seen?.url).toBe('/base/v2.0/companies(c%201)/items?%24top=5&%24filter=name+eq+%27x%27');
    expect(seen?.headers['x-tenant']).toBe('integration');
    expect(seen?.headers.authorization).toBeUndefined();

    add({
      name: 'Api',
      operation: 'create',
      uri: api.url,
      definition: { request: { method: 'POST', path: 'items' } },
    });
    const created = await run('Api', 'create', { body: '{"name":"chair"}' });
    expect(created).toMatchObject({ ok: true, status: 201, contentType: 'application/json' });
    expect(created.ok && JSON.parse(created.body)).toEqual({ echo: '{"name":"chair"}' });
    expect(api.seen[1]?.headers['content-type']).toBe('application/json');
    const row = await rowOf(created.exchangeId);
    expect(row).toMatchObject({
      status_code: 201,
      integration_name: 'Api',
      operation_name: 'create',
      path: `${api.url}/items`,
    });
  });

  it('answers 400 naming a setting nothing fills, and logs it', async () => {
    add({
      name: 'Api',
      operation: 'missing',
      uri: 'http://127.0.0.1:9',
      definition: { request: { path: '{nowhere}' } },
    });
    const outcome = await run('Api', 'missing');
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.status).toBe(400);
    expect(outcome.error.message).toBe('Setting "nowhere" is missing');
    expect(await rowOf(outcome.exchangeId)).toMatchObject({ status_code: 400, error: 'Setting "nowhere" is missing' });
  });

  it('sends BASIC credentials and never logs them', async () => {
    const api = await upstream((seen, response) => json(response, 200, { got: seen.headers.authorization }));
    add({
      name: 'Basic',
      operation: 'get',
      uri: api.url,
      connection: { authType: 'BASIC', username: 'user' },
      secrets: { password: 'pa55word-xyz' },
    });
    const outcome = await run('Basic', 'get');
    const expected = `Basic ${Buffer.from('user:pa55word-xyz').toString('base64')}`;
    expect(api.seen[0]?.headers.authorization).toBe(expected);
    const stored = JSON.stringify(await rowOf(outcome.exchangeId));
    expect(stored).not.toContain(Buffer.from('user:pa55word-xyz').toString('base64'));
    expect(stored).not.toContain('caller-secret-token');
    expect(stored).toContain('[redacted]');
  });

  it('obtains a bearer token once through the access operation, refreshes it and retries once on 401', async () => {
    let issued = 0;
    const tokens = await upstream((seen, response) => {
      issued += 1;
      const form = new URLSearchParams(seen.body);
      const grant = form.get('grant_type');
      json(response, 200, {
        access_token: `${grant}-token-${issued}`,
        expires_in: 3600,
        refresh_token: `refresh-${issued}`,
      });
    });
    // /expire refuses the first token it is shown (it expired there), as an upstream does.
    let expired: string | undefined;
    const api = await upstream((seen, response) => {
      const token = seen.headers.authorization ?? '';
      if (seen.url.startsWith('/expire')) expired ??= token;
      if (seen.url.startsWith('/expire') && expired === token) return json(response, 401, { error: 'expired' });
      json(response, 200, { ok: token });
    });
    const tokenDefinition = (grant: string) => ({
      request: {
        method: 'POST',
        path: '{tenantId}/token',
        outputContentType: 'application/x-www-form-urlencoded',
        parameters: [
          { name: 'grant_type', value: grant },
          { name: 'client_secret', value: '{clientSecret}' },
          ...(grant === 'refresh_token' ? [{ name: 'refresh_token', value: '{refreshToken}' }] : []),
        ],
      },
    });
    const ad = {
      name: 'ActiveDirectory',
      uri: tokens.url,
      settings: { integration: { tenantId: 't1' } },
      secrets: { settings: { clientSecret: 'very-secret-value' } },
    };
    const adId = 5001;
    add({ ...ad, id: adId, operation: 'token', definition: tokenDefinition('client_credentials') });
    add({ ...ad, id: adId, operation: 'refresh', definition: tokenDefinition('refresh_token') });
    const ref = (operation: string) => ({
      provider: 'Test',
      product: 'Upstream',
      version: '1',
      interface: 'ActiveDirectory',
      operation,
    });
    const bearer = { authType: 'BEARER' as const, accessOperation: ref('token'), refreshOperation: ref('refresh') };
    const bc = { name: 'Bc', id: 5002, uri: api.url, connection: bearer };
    add({ ...bc, operation: 'items', definition: { request: { path: 'items' } } });
    add({ ...bc, operation: 'expire', definition: { request: { path: 'expire' } } });

    const first = await run('Bc', 'items');
    const second = await run('Bc', 'items');
    expect(first.ok ? '' : first.error.message).toBe('');
    expect(first).toMatchObject({ ok: true, status: 200 });
    expect(second).toMatchObject({ ok: true, status: 200 });
    expect(tokens.seen).toHaveLength(1);
    expect(tokens.seen[0]?.url).toBe('/t1/token');
    expect(new URLSearchParams(tokens.seen[0]?.body).get('client_secret')).toBe('very-secret-value');
    expect(api.seen.map((s) => s.headers.authorization)).toEqual([
      'Bearer client_credentials-token-1',
      'Bearer client_credentials-token-1',
    ]);

    const retried = await run('Bc', 'expire');
    expect(retried).toMatchObject({ ok: true, status: 200 });
    expect(tokens.seen).toHaveLength(2);
    expect(new URLSearchParams(tokens.seen[1]?.body).get('refresh_token')).toBe('refresh-1');
    expect(api.seen.at(-1)?.headers.authorization).toBe('Bearer refresh_token-token-2');

    await flushExchanges(app.ctx);
    const logged = rowsOf(
      await app.ctx.db.execute(sql`SELECT * FROM gateway_exchanges WHERE store_id = ${store.id} ORDER BY id`),
    );
    const text = JSON.stringify(logged);
    for (const secret of ['very-secret-value', 'client_credentials-token-1', 'refresh_token-token-2', 'refresh-1']) {
      expect(text).not.toContain(secret);
    }
    expect(logged.filter((row) => row.integration_name === 'ActiveDirectory').map((row) => row.operation_name)).toEqual(
      ['token', 'refresh'],
    );
  });

  it('wraps a SOAP body in an envelope with its SOAPAction and unwraps the reply', async () => {
    const soap = await upstream((seen, response) => {
      response.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
      const action = seen.headers.soapaction;
      response.end(
        `<?xml version="1.0"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:wss="http://www.adonix.com/WSS"><soapenv:Body><wss:readResponse><action>${action}</action><echo>${seen.body.includes('<wss:read') ? 'wrapped' : 'bare'}</echo></wss:readResponse></soapenv:Body></soapenv:Envelope>`,
      );
    });
    add({
      name: 'SageX3',
      operation: 'read',
      uri: soap.url,
      definition: {
        interfaceType: 'SOAP',
        request: { method: 'POST', path: 'CAdxWebServiceXmlCC', soapAction: 'read' },
      },
    });
    const outcome = await run('SageX3', 'read', {
      body: '<wss:read xmlns:wss="http://www.adonix.com/WSS"><publicName>ITM</publicName></wss:read>',
      contentType: 'text/xml',
    });
    expect(soap.seen[0]?.body).toMatch(
      /^<\?xml[^>]*\?><soapenv:Envelope[^>]*><soapenv:Header\/><soapenv:Body><wss:read /,
    );
    expect(soap.seen[0]?.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(outcome).toMatchObject({ ok: true, status: 200, contentType: 'text/xml' });
    expect(outcome.ok && outcome.body).toBe(
      '<wss:readResponse xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:wss="http://www.adonix.com/WSS"><action>"read"</action><echo>wrapped</echo></wss:readResponse>',
    );
  });

  it('answers 504 for a slow upstream within the timeout, 502 for a refused connection or an oversized reply', async () => {
    const slow = await upstream((_seen, response) => {
      setTimeout(() => json(response, 200, {}), 2000).unref();
    });
    add({ name: 'Slow', operation: 'get', uri: slow.url });
    const started = Date.now();
    const timedOut = await run('Slow', 'get');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(timedOut.ok ? 0 : timedOut.error.status).toBe(504);
    expect(await rowOf(timedOut.exchangeId)).toMatchObject({ status_code: 504 });

    add({ name: 'Gone', operation: 'get', uri: 'http://127.0.0.1:9' });
    const refused = await run('Gone', 'get');
    expect(refused.ok ? '' : `${refused.error.status} ${refused.error.message}`).toBe(
      '502 The upstream 127.0.0.1:9 could not be reached: connection refused',
    );

    const big = await upstream((_seen, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('x'.repeat(100 * 1024));
    });
    add({ name: 'Big', operation: 'get', uri: big.url });
    const oversized = await run('Big', 'get');
    expect(oversized.ok ? 0 : oversized.error.status).toBe(502);
  });

  it('reaches a TLS upstream that requires a client certificate with the integration’s certificate and trust store, and not without', async () => {
    const ca = await generate([{ name: 'commonName', value: 'Test CA' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      extensions: [
        { name: 'basicConstraints', cA: true },
        { name: 'keyUsage', keyCertSign: true, digitalSignature: true },
      ],
    });
    const signer = { key: ca.private, cert: ca.cert };
    const server = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      ca: signer,
      extensions: [
        { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
        { name: 'extKeyUsage', serverAuth: true },
      ],
    });
    const client = await generate([{ name: 'commonName', value: 'gateway client' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      ca: signer,
      extensions: [{ name: 'extKeyUsage', clientAuth: true }],
    });
    const secure = await upstream((_seen, response) => json(response, 200, { secure: true }), {
      key: server.private,
      cert: server.cert,
      ca: ca.cert,
      requestCert: true,
      rejectUnauthorized: true,
    });
    add({
      name: 'Mtls',
      operation: 'get',
      uri: secure.url,
      connection: { clientCertificate: client.cert, trustCertificate: ca.cert },
      secrets: { clientKey: client.private },
    });
    expect(await run('Mtls', 'get')).toMatchObject({ ok: true, status: 200 });
    add({ name: 'NoCert', operation: 'get', uri: secure.url, connection: { trustCertificate: ca.cert } });
    const refused = await run('NoCert', 'get');
    expect(refused.ok ? 0 : refused.error.status).toBe(502);
    add({
      name: 'NoTrust',
      operation: 'get',
      uri: secure.url,
      connection: { clientCertificate: client.cert },
      secrets: { clientKey: client.private },
    });
    const untrusted = await run('NoTrust', 'get');
    expect(untrusted.ok ? '' : untrusted.error.message).toMatch(/could not be reached/);
  }, 20_000);

  it('keeps what the capture policy says, redacting headers, JSON paths and capping bodies', async () => {
    const api = await upstream((seen, response) =>
      json(
        response,
        seen.url.includes('fail') ? 500 : 200,
        { token: 'abc', items: [{ secret: 's1', id: 1 }], pad: 'y'.repeat(300) },
        { 'set-cookie': 'session=1', 'x-trace': 'visible' },
      ),
    );
    const policy = { redactHeaders: ['X-Trace'], redactJsonPaths: ['$.items[*].secret', '$.token'], maxBodyBytes: 200 };
    add({
      name: 'Full',
      operation: 'ok',
      uri: api.url,
      definition: { request: { path: 'ok' } },
      capture: { mode: 'FULL', ...policy },
    });
    add({
      name: 'Errors',
      operation: 'ok',
      uri: api.url,
      definition: { request: { path: 'ok' } },
      capture: { mode: 'ERRORS', ...policy },
    });
    add({
      name: 'Errors',
      operation: 'fail',
      uri: api.url,
      definition: { request: { path: 'fail' } },
      capture: { mode: 'ERRORS', ...policy },
    });
    add({
      name: 'Meta',
      operation: 'ok',
      uri: api.url,
      definition: { request: { path: 'ok' } },
      capture: { mode: 'METADATA', ...policy },
    });

    const full = await rowOf((await run('Full', 'ok', { body: '{"password":"hunter2-long"}' })).exchangeId);
    const received = JSON.parse(String(full.received));
    expect(received.headers['set-cookie']).toBe('[redacted]');
    expect(received.headers['x-trace']).toBe('[redacted]');
    expect(received.body).toContain('"token":"[redacted]"');
    expect(received.body).toContain('"secret":"[redacted]"');
    expect(received.body).toContain('…[cut: ');
    expect(JSON.parse(String(full.request)).body).toBe('{"password":"[redacted]"}');
    expect(String(full.search)).toContain('full');

    const quiet = await rowOf((await run('Errors', 'ok')).exchangeId);
    expect(JSON.parse(String(quiet.received)).body).toBe('');
    const loud = await rowOf((await run('Errors', 'fail')).exchangeId);
    expect(loud.status_code).toBe(500);
    expect(JSON.parse(String(loud.received)).body).toContain('"id":1');

    const meta = await rowOf((await run('Meta', 'ok')).exchangeId);
    expect(JSON.parse(String(meta.received))).toEqual({ status: 200, body: '' });
    expect(JSON.parse(String(meta.request)).headers).toBeUndefined();
  });

  it('refuses a disabled gateway, integration or operation with 409, and names a failing transform step', async () => {
    add({ name: 'Off', operation: 'gateway', uri: 'http://127.0.0.1:9', enabled: { gateway: false } });
    add({ name: 'Off', operation: 'integration', uri: 'http://127.0.0.1:9', enabled: { integration: false } });
    add({ name: 'Off', operation: 'operation', uri: 'http://127.0.0.1:9', enabled: { operation: false } });
    const messages = [];
    for (const operation of ['gateway', 'integration', 'operation']) {
      const outcome = await run('Off', operation);
      messages.push(outcome.ok ? '' : `${outcome.error.status} ${outcome.error.code} ${outcome.error.message}`);
    }
    expect(messages).toEqual([
      '409 4095-gateway-disabled The gateway of store EXEC01 is disabled',
      '409 4095-gateway-disabled Integration "Off" is disabled',
      '409 4095-gateway-disabled Operation "operation" of integration "Off" is disabled',
    ]);

    const api = await upstream((_seen, response) => json(response, 200, { name: 'chair' }));
    const step = (value: string) => ({
      type: 'JAVASCRIPT',
      description: 'shout',
      inputContentType: 'application/json',
      outputContentType: 'application/json',
      value,
    });
    add({
      name: 'T',
      operation: 'request',
      uri: api.url,
      definition: { request: { method: 'POST', transforms: [step('upper'), step('fail')] } },
    });
    add({ name: 'T', operation: 'response', uri: api.url, definition: { response: { transforms: [step('fail')] } } });
    add({
      name: 'T',
      operation: 'both',
      uri: api.url,
      definition: {
        request: { method: 'POST', transforms: [step('upper')] },
        response: { transforms: [step('upper')] },
      },
    });
    const failedRequest = await run('T', 'request', { body: '{"a":1}' });
    expect(failedRequest.ok ? '' : `${failedRequest.error.status} ${failedRequest.error.message}`).toBe(
      '422 Request transform 2 (JAVASCRIPT "shout") failed: boom',
    );
    expect(api.seen).toHaveLength(0);
    const failedResponse = await run('T', 'response');
    expect(failedResponse.ok ? '' : `${failedResponse.error.status} ${failedResponse.error.message}`).toBe(
      '502 Response transform 1 (JAVASCRIPT "shout") failed: boom',
    );
    const both = await run('T', 'both', { body: '{"a":1}' });
    expect(api.seen.at(-1)?.body).toBe('{"A":1}');
    expect(both).toMatchObject({ ok: true, body: '{"NAME":"CHAIR"}' });
  });
});
