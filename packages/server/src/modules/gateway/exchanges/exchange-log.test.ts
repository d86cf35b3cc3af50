import {
  capturePolicySchema,
  errorResponseSchema,
  exchangeDetailSchema,
  gatewayLogPageSchema,
} from '@store-console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api.ts';
import { anotherPartner, bearer, postStore, testApp } from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';
import { rowsOf } from '../../../platform/data-plane.ts';
import { maintainExchangePartitions } from '../jobs.ts';
import { gatewayIntegrations, gatewayStores } from '../schema.ts';
import { type ExchangeRecord, exchangeRow, writeExchange } from './exchange-log.ts';
import { flushExchanges } from './exchange-writer.ts';

type Headers = { authorization: string };

/** The exchange logs, one exchange, the client certificate and the partitions' retention. */
describe('gateway exchange log', () => {
  let app: App;
  let admin: Headers;
  let partner: Headers;
  let own: { id: number; storeId: string };
  let other: { id: number; storeId: string };
  const ids: number[] = [];

  const record = (storeId: number, integrationName: string, operationName: string, n: number): ExchangeRecord => ({
    storeId,
    integrationName,
    operationName,
    correlationId: `corr-${integrationName}-${n}`,
    requestedOn: new Date(),
    statusCode: n % 4 === 0 ? 500 : 200,
    durationMs: 3,
    upstreamMs: 2,
    error: null,
    request: {
      method: 'POST',
      url: '/x',
      headers: { authorization: 'Bearer secret-caller' },
      contentType: null,
      body: `{"n":${n}}`,
    },
    sent: { method: 'POST', url: 'http://upstream/items', parameters: [['q', 'v']], body: `{"n":${n}}` },
    received: { status: 200, headers: {}, body: `{"item":"widget-${n}"}` },
    response: { status: 200, contentType: 'application/json', body: `{"item":"widget-${n}"}` },
  });
  const write = async (storeId: number, integration: string, operation: string, n: number) => {
    const id = await writeExchange(app.ctx, {
      record: record(storeId, integration, operation, n),
      policy: capturePolicySchema.parse({}),
      secrets: [],
    });
    if (id === null) throw new Error('not written');
    ids.push(id);
    return id;
  };
  const count = async () => {
    // Rows are written in batches: what this process queued is written before the table is read.
    await flushExchanges(app.ctx);
    return Number(rowsOf(await app.ctx.db.execute(sql`SELECT count(*)::int AS n FROM gateway_exchanges`))[0]?.n);
  };

  beforeAll(async () => {
    app = await testApp();
    admin = await bearer(app, 'admin');
    partner = await bearer(app, 'partner');
    const otherHeaders = await anotherPartner(app, partner, 'other-log@example.com');
    // Stores as created (their creation job does not run: the logs need only the rows).
    own = (await postStore(app, partner, 'Log Shop')).json();
    other = (await postStore(app, otherHeaders, 'Other Log Shop')).json();
    for (const store of [own, other]) {
      await app.ctx.db.insert(gatewayStores).values({ storeId: store.id });
      await app.ctx.db.insert(gatewayIntegrations).values({
        storeId: store.id,
        name: 'BusinessCentral',
        provider: 'Microsoft',
        product: 'BusinessCentral',
        version: '18.5',
        interface: 'API v2',
        connection: {
          type: 'HTTP',
          uri: 'http://upstream',
          authType: 'NONE',
          username: null,
          accessOperation: null,
          refreshOperation: null,
          clientCertificate: null,
          trustCertificate: null,
        },
        capture: capturePolicySchema.parse({}),
      });
    }
    for (let n = 1; n <= 8; n++) await write(own.id, 'BusinessCentral', 'items', n);
    for (let n = 9; n <= 12; n++) await write(own.id, 'Other', 'customers', n);
    await write(other.id, 'BusinessCentral', 'items', 99);
  }, 60_000);
  afterAll(() => app.close());

  it("pages a store's log newest first, without counting, with its filters and search", async () => {
    const log = (query: Record<string, string | number>) =>
      api(app, partner).get('/gateway/integrations/log', gatewayLogPageSchema, {
        query: { storeId: own.id, ...query },
      });
    const first = await log({});
    expect(first).toMatchObject({ page: 1, pageSize: 10, nextPage: 2, hasNextPage: true });
    expect(first.messages.map((m) => m.correlationId)[0]).toBe('corr-Other-12');
    expect(first.messages[0]).toMatchObject({
      integrationShortName: 'Other',
      operationShortName: 'customers',
      responseStatusCode: 500,
    });
    const second = await log({ page: 2 });
    expect(second).toMatchObject({ page: 2, nextPage: null, hasNextPage: false });
    expect(second.messages.map((m) => m.correlationId)).toEqual(['corr-BusinessCentral-2', 'corr-BusinessCentral-1']);
    expect((await log({ integrationName: 'Other' })).messages).toHaveLength(4);
    expect((await log({ integrationName: 'BusinessCentral', operationName: 'items', size: 3 })).messages).toHaveLength(
      3,
    );
    expect((await log({ searchTerm: 'WIDGET-7' })).messages.map((m) => m.correlationId)).toEqual([
      'corr-BusinessCentral-7',
    ]);
    expect((await log({ searchTerm: 'corr-other' })).messages).toHaveLength(4);
    const short = await api(app, partner).get('/gateway/integrations/log', errorResponseSchema, {
      query: { storeId: own.id, searchTerm: 'wi' },
      status: 400,
    });
    expect(short.details?.[0]?.message).toBe('Please enter more than 2 characters.');
    const bad: Record<string, string | number>[] = [{ page: 0 }, { size: 101 }, { page: 'x' }, { unknown: 1 }];
    for (const query of bad) {
      await api(app, partner).get('/gateway/integrations/log', errorResponseSchema, {
        query: { storeId: own.id, ...query },
        status: 400,
      });
    }
    await api(app, partner).get('/gateway/integrations/log', errorResponseSchema, {
      query: { storeId: other.id },
      status: 404,
    });
  });

  it("serves an integration's, an operation's, a catalogue level's and the caller's whole log", async () => {
    const partnerApi = api(app, partner);
    const ofIntegration = await partnerApi.get(`/gateway/integrations/${own.id}/Other.log`, gatewayLogPageSchema);
    expect(ofIntegration.messages).toHaveLength(4);
    const ofOperation = await partnerApi.get(
      `/gateway/integrations/${own.id}/BusinessCentral/items.log`,
      gatewayLogPageSchema,
      {
        query: { size: 20 },
      },
    );
    expect(ofOperation.messages).toHaveLength(8);
    await partnerApi.get(`/gateway/integrations/${other.id}/BusinessCentral.log`, errorResponseSchema, { status: 404 });

    // Catalogue levels: integrations of that interface in the caller's stores (a SUPER_ADMIN: all).
    const levels = [
      '/gateway/interfaces/Microsoft.log',
      '/gateway/interfaces/Microsoft/BusinessCentral.log',
      '/gateway/interfaces/Microsoft/BusinessCentral/18.5.log',
      '/gateway/interfaces/Microsoft/BusinessCentral/18.5/API%20v2/log',
      '/gateway/interfaces/Microsoft/BusinessCentral/18.5/API%20v2/items.log',
    ];
    for (const path of levels) {
      const mine = await partnerApi.get(path, gatewayLogPageSchema, { query: { size: 20 } });
      expect(mine.messages.map((m) => m.correlationId).sort(), path).toHaveLength(8);
      const all = await api(app, admin).get(path, gatewayLogPageSchema, { query: { size: 20 } });
      expect(
        all.messages.map((m) => m.correlationId),
        path,
      ).toContain('corr-BusinessCentral-99');
    }
    expect((await partnerApi.get('/gateway/interfaces/Sage.log', gatewayLogPageSchema)).messages).toEqual([]);

    const whole = await partnerApi.get('/gateway.log', gatewayLogPageSchema, { query: { size: 100 } });
    expect(whole.messages).toHaveLength(12);
    expect(
      (await api(app, admin).get('/gateway.log', gatewayLogPageSchema, { query: { size: 100 } })).messages,
    ).toHaveLength(13);
    expect(
      (await partnerApi.get('/gateway.log', gatewayLogPageSchema, { query: { searchTerm: 'widget-99' } })).messages,
    ).toEqual([]);
  });

  it('shows one exchange of a store the caller may see, its secrets redacted', async () => {
    const id = ids[0] ?? 0;
    const detail = await api(app, partner).get(`/gateway/integrations/exchange/${id}`, exchangeDetailSchema);
    expect(detail).toMatchObject({
      id,
      storeId: own.id,
      path: 'http://upstream/items',
      body: '{"n":1}',
      correlationId: 'corr-BusinessCentral-1',
    });
    expect(JSON.parse(detail.parameters)).toEqual({ q: 'v' });
    expect(JSON.parse(detail.request).headers.authorization).toBe('[redacted]');
    expect(JSON.parse(detail.received).body).toBe('{"item":"widget-1"}');
    const others = ids.at(-1) ?? 0;
    await api(app, partner).get(`/gateway/integrations/exchange/${others}`, errorResponseSchema, { status: 404 });
    await api(app, partner).get('/gateway/integrations/exchange/99999999', errorResponseSchema, { status: 404 });
    await api(app, partner).get('/gateway/integrations/exchange/abc', errorResponseSchema, { status: 400 });
    // Exchange ids are bigint: one past int4 is a valid id (not found), not a 400.
    await api(app, partner).get('/gateway/integrations/exchange/4294967296', errorResponseSchema, { status: 404 });
  });

  it('publishes one client certificate per installation', async () => {
    const first = await app.inject({ url: '/api/v1/gateway/certificate.pem', headers: partner });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(first.body).toMatch(/^-----BEGIN CERTIFICATE-----/);
    const again = await app.inject({ url: '/api/v1/gateway/certificate.pem', headers: admin });
    expect(again.body).toBe(first.body);
    const stored = await app.ctx.blobs.head('gateway/client-certificate.json');
    expect(stored).not.toBeNull();
    expect((await app.inject({ url: '/api/v1/gateway/certificate.pem' })).statusCode).toBe(401);
  });

  it('creates day partitions ahead (moving rows that waited in the default one) and drops days past the retention', async () => {
    const before = await count();
    const now = new Date();
    const first = await maintainExchangePartitions(app.ctx, { now, retentionDays: 30 });
    const day = (offset: number) =>
      new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
    expect(first.created).toEqual([0, 1, 2].map((offset) => `gateway_exchanges_${day(offset)}`));
    expect(first.moved).toBe(before);
    expect(await count()).toBe(before);
    const inToday = rowsOf(
      await app.ctx.db.execute(sql.raw(`SELECT count(*)::int AS n FROM gateway_exchanges_${day(0)}`)),
    )[0];
    expect(inToday?.n).toBe(before);
    expect((await maintainExchangePartitions(app.ctx, { now, retentionDays: 30 })).created).toEqual([]);

    // Forty days ago: its partitions, a row in one of them and one in the default partition.
    const past = new Date(now.getTime() - 40 * 86_400_000);
    await maintainExchangePartitions(app.ctx, { now: past, retentionDays: 30 });
    const old = exchangeRow(record(own.id, 'Old', 'op', 1), capturePolicySchema.parse({}), []);
    await app.ctx.db.execute(sql`INSERT INTO gateway_exchanges (created_on, store_id, integration_name, operation_name, correlation_id, duration_ms)
      VALUES (${past.toISOString()}::timestamptz, ${own.id}, ${old.integrationName}, 'op', 'old', 1),
             (${new Date(now.getTime() - 50 * 86_400_000).toISOString()}::timestamptz, ${own.id}, 'Older', 'op', 'older', 1)`);
    const run = await maintainExchangePartitions(app.ctx, { now, retentionDays: 30 });
    expect(run.dropped.sort()).toEqual([-40, -39, -38].map((offset) => `gateway_exchanges_${day(offset)}`));
    expect(run.purged).toBe(1);
    expect(await count()).toBe(before);
  });
});
