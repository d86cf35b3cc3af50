import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api.ts';
import { json, startUpstream, type Upstream } from '../../../../test/gateway.ts';
import { bearer, postStore, testApp } from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';
import { AppError } from '../../../platform/errors.ts';
import { callUpstream, UpstreamAgents } from './upstream-client.ts';
import { refusal } from './upstream-guard.ts';

const limits = { timeoutMs: 2000, maxResponseBytes: 1024 * 1024 };
const closed = { allowPrivate: false };
const open = { allowPrivate: true };

async function failureOf(url: string, policy: { allowPrivate: boolean }): Promise<AppError> {
  const agents = new UpstreamAgents(limits, policy);
  try {
    await callUpstream(
      await agents.agentFor(1, { cert: null, key: null, ca: null }),
      {
        url: new URL(url),
        method: 'GET',
        headers: {},
        body: undefined,
      },
      limits,
    );
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  } finally {
    await agents.close();
  }
  throw new Error(`${url} was called`);
}

describe('upstream address policy', () => {
  it('refuses link-local, metadata and unspecified addresses always, loopback and private ones unless allowed', () => {
    for (const address of [
      '169.254.169.254',
      '0.0.0.0',
      '::',
      'fe80::1',
      '::ffff:169.254.169.254',
      '::ffff:a9fe:a9fe',
      '[fd00:ec2::254]',
      '224.0.0.1',
    ]) {
      expect(refusal(address, open), address).toMatch(/link-local/);
    }
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '100.64.0.1',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      'fd12::1',
    ]) {
      expect(refusal(address, closed), address).toMatch(/private/);
      expect(refusal(address, open), address).toBeNull();
    }
    for (const address of ['93.184.216.34', '2606:2800:220:1::1', '172.32.0.1'])
      expect(refusal(address, closed)).toBeNull();
  });

  it('refuses at connect time: address literals, names resolving to them, in any spelling', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:169.254.169.254]/',
      'http://0251.0376.0251.0376/',
      'http://2852039166/',
    ]) {
      const error = await failureOf(url, open);
      expect(error.status, url).toBe(502);
      expect(error.message, url).toMatch(/refused as an upstream: it is a link-local/);
    }
    for (const url of [
      'http://127.0.0.1:1/',
      'http://localhost:1/api/v1/stores',
      'http://[::1]:1/',
      'http://0x7f.1:1/',
    ]) {
      const error = await failureOf(url, closed);
      expect(error.message, url).toMatch(/refused as an upstream: it is a loopback or private/);
    }
  });

  it('passes a redirect back instead of following it', async () => {
    const upstream = await startUpstream((_seen, response) => {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
      response.end();
    });
    const agents = new UpstreamAgents(limits, open);
    try {
      const reply = await callUpstream(
        await agents.agentFor(1, { cert: null, key: null, ca: null }),
        {
          url: new URL(upstream.url),
          method: 'GET',
          headers: {},
          body: undefined,
        },
        limits,
      );
      expect(reply.status).toBe(302);
      expect(upstream.seen).toHaveLength(1);
    } finally {
      await agents.close();
      await upstream.close();
    }
  });
});

describe('an integration pointing at the server itself (private upstreams not allowed)', () => {
  let app: App;
  let upstream: Upstream;

  beforeAll(async () => {
    upstream = await startUpstream((seen, response) => json(response, 200, { url: seen.url }));
    app = await testApp({ gateway: { allowPrivateUpstreams: false } });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await upstream.close();
  });

  it('refuses the call with 502 in the one error shape; the upstream hears nothing', async () => {
    const admin = await bearer(app, 'admin');
    const partner = await bearer(app, 'partner');
    const store = (await postStore(app, partner, 'SSRF Shop')).json();
    await api(app, admin).post(
      '/gateway/interfaces/Test/Loop/1/HTTP/get',
      { parse: (v) => v },
      {
        body: { settings: {}, definition: { request: { method: 'GET', path: 'api/v1/stores' } } },
      },
    );
    await api(app, partner).post(
      `/gateway/integrations/${store.id}/Loop`,
      { parse: (v) => v },
      {
        body: {
          storeId: store.id,
          integration: 'Loop',
          provider: 'Test',
          product: 'Loop',
          version: '1',
          interface: 'HTTP',
          connection: { uri: upstream.url.replace('127.0.0.1', 'localhost'), authType: 'NONE' },
        },
      },
    );
    const sent = await app.inject({
      method: 'POST',
      url: `/api/v1/gateway/send/${store.id}/Loop/get`,
      headers: partner,
      payload: { body: '', contentType: 'application/json' },
    });
    expect(sent.statusCode).toBe(502);
    expect(sent.json()).toMatchObject({ code: '5023-upstream-error' });
    expect(sent.json().message).toMatch(/refused as an upstream/);
    expect(upstream.seen).toHaveLength(0);
  });
});
