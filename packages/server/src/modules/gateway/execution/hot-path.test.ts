import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, startUpstream, type Upstream } from '../../../../test/gateway.ts';
import { bearer, clientTokenHeaders, postStore, replicaOf, testApp } from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';
import { rowsOf } from '../../../platform/data-plane.ts';

type Headers = { authorization: string };
type Program = Headers & { 'x-xm-store': string };
type Store = { id: number; storeId: string };

/**
 * A program's execute costs no query for a caller, store and operation seen before (credential,
 * store row and resolved operation are kept in memory): these check that every change still reaches
 * the next call, on the replica that made it and on another one.
 */
async function arrange(app: App, upstream: Upstream, name: string) {
  const admin = await bearer(app, 'admin');
  const partner = await bearer(app, 'partner');
  const store: Store = (await postStore(app, partner, name)).json();
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/gateway/interfaces/Test/Hot/1/HTTP/read',
    headers: admin,
    payload: { settings: {}, definition: { request: { method: 'GET', path: '{area}/read' } } },
  });
  expect([200, 409]).toContain(created.statusCode);
  const integrate = (extra: { enabled?: boolean; area?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/gateway/integrations/${store.id}/Hot`,
      headers: partner,
      payload: {
        storeId: store.id,
        integration: 'Hot',
        provider: 'Test',
        product: 'Hot',
        version: '1',
        interface: 'HTTP',
        enabled: extra.enabled ?? true,
        connection: { uri: upstream.url, authType: 'NONE' },
        settings: { area: extra.area ?? 'items' },
      },
    });
  expect((await integrate()).statusCode).toBe(201);
  const program = await clientTokenHeaders(app, partner, store, ['gateway:execute']);
  return { admin, partner, store, integrate, program };
}

const execute = (app: App, store: Store, program: Program) =>
  app.inject({ url: `/api/v1/gateway/execute/${store.id}/Hot/read`, headers: program });

const credentialOf = async (app: App, store: Store): Promise<number> => {
  const rows = await app.ctx.db.execute(
    sql`SELECT id FROM client_credentials WHERE store_id = ${store.id} ORDER BY id DESC LIMIT 1`,
  );
  return Number(rowsOf(rows)[0]?.id);
};

describe('the execute hot path sees every change on the next call', () => {
  let app: App;
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream((seen, response) => json(response, 200, { url: seen.url }));
    app = await testApp();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
  });

  it('serves repeated calls, then refuses a revoked credential at once', async () => {
    const { admin, store, program } = await arrange(app, upstream, 'Hot Revoke');
    for (let i = 0; i < 3; i++) expect((await execute(app, store, program)).json()).toEqual({ url: '/items/read' });
    const id = await credentialOf(app, store);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/oauth2/client-credentials/${id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
    const refused = await execute(app, store, program);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().reason).toBe('CLIENT_REVOKED');
  });

  it('takes an edited integration, then a disabled one, on the next call', async () => {
    const { store, integrate, program } = await arrange(app, upstream, 'Hot Edit');
    expect((await execute(app, store, program)).json()).toEqual({ url: '/items/read' });
    expect((await integrate({ area: 'orders' })).statusCode).toBe(200);
    expect((await execute(app, store, program)).json()).toEqual({ url: '/orders/read' });
    expect((await integrate({ enabled: false, area: 'orders' })).statusCode).toBe(200);
    const refused = await execute(app, store, program);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Integration "Hot" is disabled');
  });

  it('refuses a store deactivated by SQL outside the app (as a job or another replica writes it) on the next call', async () => {
    const { store, program } = await arrange(app, upstream, 'Hot Closed');
    expect((await execute(app, store, program)).statusCode).toBe(200);
    await app.ctx.db.execute(sql`UPDATE stores SET status_type = 'DEACTIVATED' WHERE id = ${store.id}`);
    // PGlite announces the change before the UPDATE answers; a server, through the listening connection.
    const next = () => execute(app, store, program);
    const refused =
      app.ctx.database.kind === 'pglite'
        ? await next()
        : await vi.waitFor(async () => {
            const reply = await next();
            expect(reply.statusCode).toBe(403);
            return reply;
          });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(`Store ${store.storeId} is deactivated`);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the execute hot path on two replicas of one PostgreSQL database', () => {
  let first: App;
  let second: App;
  let upstream: Upstream;
  beforeAll(async () => {
    upstream = await startUpstream((seen, response) => json(response, 200, { url: seen.url }));
    first = await testApp();
    second = await replicaOf(first);
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await upstream?.close();
  });

  it('refuses a credential revoked on the other replica as soon as the notice arrives', async () => {
    const { admin, store, program } = await arrange(first, upstream, 'Replica Revoke');
    expect((await execute(second, store, program)).statusCode).toBe(200);
    const id = await credentialOf(first, store);
    await first.inject({ method: 'DELETE', url: `/api/v1/admin/oauth2/client-credentials/${id}`, headers: admin });
    await vi.waitFor(async () => expect((await execute(second, store, program)).statusCode).toBe(401));
  });

  it('takes an integration edited on the other replica as soon as the notice arrives', async () => {
    const { store, integrate, program } = await arrange(first, upstream, 'Replica Edit');
    expect((await execute(second, store, program)).json()).toEqual({ url: '/items/read' });
    await integrate({ area: 'orders' });
    await vi.waitFor(async () =>
      expect((await execute(second, store, program)).json()).toEqual({ url: '/orders/read' }),
    );
  });

  it('refuses a store deactivated through the other replica as soon as the notice arrives', async () => {
    const { store, program } = await arrange(first, upstream, 'Replica Closed');
    expect((await execute(second, store, program)).statusCode).toBe(200);
    await first.ctx.db.execute(sql`UPDATE stores SET status_type = 'DEACTIVATED' WHERE id = ${store.id}`);
    await vi.waitFor(async () => expect((await execute(second, store, program)).statusCode).toBe(403));
  });
});
