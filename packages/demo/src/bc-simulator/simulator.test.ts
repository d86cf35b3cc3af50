import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BcSimulator, createBcSimulator } from './server.ts';

type TokenReply = {
  token_type: string;
  expires_in: number;
  access_token: string;
  refresh_token: string;
  error: string;
  error_description: string;
};
type Entity = Record<string, string | number | boolean | null> & {
  id: string;
  number: string;
  unitPrice: number;
  '@odata.etag': string;
};
/** The fields these tests read of an OData reply (an entity, a collection or an error). */
type ApiReply = Entity & {
  value: [Entity, ...Entity[]];
  '@odata.context': string;
  '@odata.nextLink'?: string;
  '@odata.etag': string;
  lastModifiedDateTime: string;
  totalAmountExcludingTax: number;
  error: { code: string; message: string };
};

let clock = Date.parse('2026-03-01T10:00:00Z');
let sim: BcSimulator;
let api: string;

async function token(form: Record<string, string> = {}) {
  const response = await fetch(`${sim.url}/${sim.tenantId}/oauth2/v2.0/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: sim.clientId,
      client_secret: sim.clientSecret,
      scope: sim.scope,
      ...form,
    }),
  });
  return { status: response.status, body: (await response.json()) as TokenReply };
}

async function call(path: string, init: RequestInit & { bearer?: string } = {}) {
  const bearer = init.bearer ?? (await token()).body.access_token;
  const response = await fetch(path.startsWith('http') ? path : `${api}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  const body: ApiReply = text ? JSON.parse(text) : null;
  return { status: response.status, headers: response.headers, body };
}

beforeAll(async () => {
  sim = await createBcSimulator({
    clientSecret: 'simulator-test-secret',
    now: () => clock,
    tokenTtlSeconds: 600,
    notificationDelayMs: 20,
  });
  api = `${sim.url}/v2.0/${sim.tenantId}/${sim.environment}/api/v2.0`;
});
afterAll(() => sim.close());

describe('token endpoint (Azure AD shaped)', () => {
  it('issues a bearer token and a refresh token for client credentials, and refreshes', async () => {
    const first = await token();
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ token_type: 'Bearer', expires_in: 600 });
    expect(first.body.access_token.split('.')).toHaveLength(3);
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token, scope: '' });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).not.toBe(first.body.access_token);
    expect((await token({ grant_type: 'refresh_token', refresh_token: 'nope' })).body.error).toBe('invalid_grant');
  });

  it('answers a wrong client, secret, scope or grant like Azure AD', async () => {
    const wrongSecret = await token({ client_secret: 'wrong' });
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body.error).toBe('invalid_client');
    expect(wrongSecret.body.error_description).toMatch(/^AADSTS7000215/);
    const wrongClient = await token({ client_id: '00000000-0000-0000-0000-000000000000' });
    expect([wrongClient.status, wrongClient.body.error]).toEqual([400, 'unauthorized_client']);
    expect((await token({ scope: 'https://graph.microsoft.com/.default' })).body.error).toBe('invalid_scope');
    expect((await token({ grant_type: 'password' })).body.error).toBe('unsupported_grant_type');
  });
});

describe('API v2.0 (OData v4)', () => {
  it('refuses a request without a token, and an expired token, with 401 and WWW-Authenticate', async () => {
    const none = await fetch(`${api}/companies`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer authorization_uri=/);
    const old = (await token()).body.access_token;
    clock += 601_000;
    const expired = await call('/companies', { bearer: old });
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toContain('error="invalid_token"');
    expect(expired.body.error.code).toBe('Authentication_InvalidCredentials');
    expect((await call('/companies')).status).toBe(200);
  });

  it('pages items through @odata.nextLink, honouring $top', async () => {
    const companies = await call('/companies');
    expect(companies.body.value[0].id).toBe(sim.companyId);
    const seen: string[] = [];
    let next: string | undefined = `/companies(${sim.companyId})/items`;
    let pages = 0;
    while (next) {
      const page = await call(next);
      expect(page.status).toBe(200);
      expect(page.body['@odata.context']).toMatch(/\$metadata#companies\(.+\)\/items$/);
      seen.push(...page.body.value.map((item) => item.number));
      next = page.body['@odata.nextLink'];
      pages++;
    }
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(200);
    const topped = await call(`/companies(${sim.companyId})/items?$top=70&$select=number,displayName`);
    expect(topped.body.value).toHaveLength(50);
    expect(Object.keys(topped.body.value[0])).toEqual(['@odata.etag', 'number', 'displayName']);
    const rest = await call(String(topped.body['@odata.nextLink']));
    expect(rest.body.value).toHaveLength(20);
    expect(rest.body['@odata.nextLink']).toBeUndefined();
  });

  it('filters on lastModifiedDateTime, and maintains it on writes', async () => {
    const items = `/companies(${sim.companyId})/items`;
    const since = new Date(clock).toISOString();
    expect((await call(`${items}?$filter=lastModifiedDateTime gt ${since}`)).body.value).toEqual([]);
    clock += 1000;
    const one = (await call(`${items}?$filter=number eq '1005'`)).body.value[0];
    const patched = await call(`${items}(${one.id})`, {
      method: 'PATCH',
      headers: { 'if-match': one['@odata.etag'] },
      body: JSON.stringify({ unitPrice: 12.5 }),
    });
    expect(patched.status).toBe(200);
    expect(patched.body.lastModifiedDateTime).toBe(new Date(clock).toISOString());
    const changed = await call(`${items}?$filter=lastModifiedDateTime gt ${since} and unitPrice ge 12`);
    expect(changed.body.value.map((i) => i.id)).toEqual([one.id]);
    const stale = await call(`${items}(${one.id})`, {
      method: 'PATCH',
      headers: { 'if-match': one['@odata.etag'] },
      body: JSON.stringify({ unitPrice: 1 }),
    });
    expect([stale.status, stale.body.error.code]).toEqual([412, 'Request_EntityChanged']);
    expect((await call(`${items}?$filter=nope eq 1`)).status).toBe(400);
  });

  it('creates customers and sales orders with their lines (201)', async () => {
    const company = `/companies(${sim.companyId})`;
    const customer = await call(`${company}/customers`, {
      method: 'POST',
      body: JSON.stringify({ displayName: 'Simulated Shop', email: 'shop@example.com' }),
    });
    expect(customer.status).toBe(201);
    expect(customer.headers.get('location')).toContain(`/customers(${customer.body.id})`);
    const item = (await call(`${company}/items?$top=1`)).body.value[0];
    const order = await call(`${company}/salesOrders?$expand=salesOrderLines`, {
      method: 'POST',
      body: JSON.stringify({
        customerNumber: customer.body.number,
        salesOrderLines: [{ itemId: item.id, quantity: 2 }],
      }),
    });
    expect(order.status).toBe(201);
    expect(order.body).toMatchObject({ customerName: 'Simulated Shop', status: 'Draft' });
    const lines = await call(`${company}/salesOrders(${order.body.id})/salesOrderLines`);
    expect(lines.body.value).toHaveLength(1);
    expect(lines.body.value[0]).toMatchObject({ lineObjectNumber: item.number, quantity: 2 });
    const saved = await call(`${company}/salesOrders(${order.body.id})`);
    expect(saved.body.totalAmountExcludingTax).toBe(Math.round(item.unitPrice * 200) / 100);
    const invalid = await call(`${company}/customers`, { method: 'POST', body: JSON.stringify({ colour: 'red' }) });
    expect([invalid.status, invalid.body.error.code]).toEqual([400, 'BadRequest']);
  });
});

describe('persistence', () => {
  it('keeps changes and the generated secret in its data file across restarts', async () => {
    const dataFile = join(mkdtempSync(join(tmpdir(), 'bc-sim-')), 'bc.json');
    const categories = async (one: BcSimulator, init: RequestInit = {}) => {
      const form = { grant_type: 'client_credentials', client_id: one.clientId, client_secret: one.clientSecret };
      const tokenUrl = `${one.url}/${one.tenantId}/oauth2/v2.0/token`;
      const reply = await fetch(tokenUrl, { method: 'POST', body: new URLSearchParams({ ...form, scope: one.scope }) });
      const { access_token } = (await reply.json()) as TokenReply;
      const url = `${one.url}/v2.0/${one.tenantId}/production/api/v2.0/companies(${one.companyId})/itemCategories`;
      const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
      return (await (await fetch(`${url}?$filter=code eq 'KEPT'`, { ...init, headers })).json()) as ApiReply;
    };
    const first = await createBcSimulator({ dataFile });
    await categories(first, { method: 'POST', body: JSON.stringify({ code: 'KEPT', displayName: 'Kept' }) });
    await first.close();
    const second = await createBcSimulator({ dataFile });
    expect(second.clientSecret).toBe(first.clientSecret);
    expect((await categories(second)).value).toHaveLength(1);
    await second.close();
  });
});
