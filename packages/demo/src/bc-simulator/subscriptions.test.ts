import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BcSimulator, createBcSimulator } from './server.ts';

/** A subscriber: echoes the validation token when `echo` is on, and keeps the notifications it gets. */
const subscriber = { echo: true, received: [] as { value: Record<string, string>[] }[], handshakes: 0 };
/** The fields these tests read of a reply. */
type Reply = {
  id: string;
  subscriptionId: string;
  expirationDateTime: string;
  clientState: string;
  '@odata.etag': string;
  value: unknown[];
  error: { code: string; message: string };
};
let receiver: Server;
let receiverUrl: string;
let sim: BcSimulator;
let api: string;
let bearer: string;

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${api}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  const body: Reply = text ? JSON.parse(text) : null;
  return { status: response.status, body };
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const token = new URL(request.url ?? '/', 'http://x').searchParams.get('validationToken');
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (token) {
        subscriber.handshakes++;
        response.writeHead(200, { 'content-type': 'text/plain' }).end(subscriber.echo ? token : 'no');
        return;
      }
      subscriber.received.push(JSON.parse(body));
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/bc`;
  sim = await createBcSimulator({ clientSecret: 'subscriptions-test', notificationDelayMs: 100 });
  api = `${sim.url}/v2.0/${sim.tenantId}/${sim.environment}/api/v2.0`;
  const reply = await fetch(`${sim.url}/${sim.tenantId}/oauth2/v2.0/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: sim.clientId,
      client_secret: sim.clientSecret,
      scope: sim.scope,
    }),
  });
  bearer = ((await reply.json()) as { access_token: string }).access_token;
});
afterAll(async () => {
  await sim.close();
  await new Promise((done) => receiver.close(done));
});

describe('webhook subscriptions', () => {
  const resource = () => `/api/v2.0/companies(${sim.companyId})/customers`;

  it('refuses a subscription whose URL does not echo the validation token', async () => {
    subscriber.echo = false;
    const refused = await call('/subscriptions', {
      method: 'POST',
      body: JSON.stringify({ notificationUrl: receiverUrl, resource: resource(), clientState: 's' }),
    });
    subscriber.echo = true;
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/validation token/);
    expect((await call('/subscriptions')).body.value).toEqual([]);
  });

  it('creates after the handshake, for three days, notifies changes, renews and deletes', async () => {
    const before = subscriber.handshakes;
    const created = await call('/subscriptions', {
      method: 'POST',
      body: JSON.stringify({ notificationUrl: receiverUrl, resource: resource(), clientState: 'secret-state' }),
    });
    expect(created.status).toBe(201);
    expect(subscriber.handshakes).toBe(before + 1);
    const { subscriptionId, expirationDateTime } = created.body;
    const days = (Date.parse(expirationDateTime) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThanOrEqual(3);

    const customer = await call(`/companies(${sim.companyId})/customers`, {
      method: 'POST',
      body: JSON.stringify({ displayName: 'Webhook Customer' }),
    });
    await call(`/companies(${sim.companyId})/customers(${customer.body.id})`, {
      method: 'PATCH',
      body: JSON.stringify({ city: 'Cork' }),
    });
    // Batched: both changes in one notification, or in two when the machine is slow.
    const notified = () => subscriber.received.flatMap((batch) => batch.value);
    await expect.poll(() => notified().length, { timeout: 3000 }).toBe(2);
    expect(notified().map((n) => n.changeType)).toEqual(['created', 'updated']);
    expect(notified()[0]).toMatchObject({
      subscriptionId,
      clientState: 'secret-state',
      resource: `api/v2.0/companies(${sim.companyId})/customers(${customer.body.id})`,
    });

    const renewed = await call(`/subscriptions('${subscriptionId}')`, {
      method: 'PATCH',
      headers: { 'if-match': created.body['@odata.etag'] },
      body: JSON.stringify({ clientState: 'renewed' }),
    });
    expect(renewed.status).toBe(200);
    expect(subscriber.handshakes).toBe(before + 2);
    expect(renewed.body.clientState).toBe('renewed');
    const stale = await call(`/subscriptions('${subscriptionId}')`, {
      method: 'DELETE',
      headers: { 'if-match': created.body['@odata.etag'] },
    });
    expect(stale.status).toBe(412);
    expect((await call(`/subscriptions('${subscriptionId}')`, { method: 'DELETE' })).status).toBe(204);
    expect((await call('/subscriptions')).body.value).toEqual([]);
  });

  it('refuses a resource that is not an entity set of a company', async () => {
    const bad = await call('/subscriptions', {
      method: 'POST',
      body: JSON.stringify({ notificationUrl: receiverUrl, resource: '/api/v2.0/companies(nope)/customers' }),
    });
    expect(bad.status).toBe(400);
  });
});
