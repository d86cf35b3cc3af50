import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSettledStore, form, passwords, signIn, testApp, until } from '../test/helpers.ts';
import type { App } from './app.ts';
import { registerStoreJobs } from './modules/stores/jobs.ts';
import { insertOperator } from './modules/users/index.ts';
import { rowsOf } from './platform/data-plane.ts';
import { storeScopeExtension } from './platform/store-scope.ts';

type Headers = Record<string, string>;
type Marker = { in: 'params' | 'query' | 'body'; name: string; entity?: string; refuse: string; accepts: string[] };
type Parameter = { in: string; name: string };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  security?: unknown[];
  [storeScopeExtension]?: Marker;
};
type Route = { method: string; path: string; operation: Operation };

const methods = ['get', 'head', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Routes under the store areas that do not name one store, each with its reason. Any other route
 * there, or anywhere with a storeId / store-id parameter, must be behind the store scope.
 */
const notStoreScoped: Record<string, string> = {
  'GET /api/v1/stores/data_center/{dataCentreId}': 'a list, scoped by the caller in its query',
  'GET /api/v1/stores/store_type_count/{dataCentreId}': 'counts, scoped by the caller in its query',
  'GET /api/v1/stores/environments/{environmentName}': 'a list of an environment; peers only for a SUPER_ADMIN',
  'POST /api/v1/stores': 'creates a store',
  'POST /api/v1/admin/oauth2/peer-credentials': 'SUPER_ADMIN: a credential for a peer installation',
  'DELETE /api/v1/admin/oauth2/client-credentials/{id}': 'SUPER_ADMIN only, names a credential (or a peer one)',
  'GET /api/v1/store-manager/configs/firebase': 'the identity configuration, the same for every caller',
};
const storeAreas = ['/api/v1/stores', '/api/v1/store-manager/', '/api/v1/backups', '/api/v1/admin/oauth2/'];
const storeNames = new Set(['storeId', 'store-id', 'storeDbId']);

/** The routes that need no signed-in caller: everything that comes before a session, and the probes. */
const publicRoutes = [
  'GET /api/v1/identity/email/verify',
  'GET /healthz',
  'GET /readyz',
  'POST /api/v1/identity/mfa/sms',
  'POST /api/v1/identity/mfa/verify',
  'POST /api/v1/identity/sign-in',
  'POST /api/v1/oauth2/revoke',
  'POST /api/v1/oauth2/token',
  // Business Central's webhook calls: checked by each subscription's clientState instead.
  'POST /api/v1/sync/subscriptions/notifications',
  'POST /api/v1/tickets/exchange',
  'POST /api/v1/token',
];

function routesOf(document: { paths: Record<string, Partial<Record<string, Operation>>> }): Route[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => {
      const operation = item[method];
      // The API and the probes; the public CDN downloads (/cdn/{storeId}/…) are served outside it, to
      // anyone, and /metrics (not in the document) has a token of its own.
      const listed = path.startsWith('/api/v1/') || path === '/healthz' || path === '/readyz';
      return operation && listed ? [{ method: method.toUpperCase(), path, operation }] : [];
    }),
  );
}

const key = (route: Route) => `${route.method} ${route.path}`;

function namesAStore(route: Route): boolean {
  if (route.operation.parameters?.some((p) => storeNames.has(p.name))) return true;
  const body = route.operation.requestBody?.content['application/json']?.schema?.properties ?? {};
  if (Object.keys(body).some((name) => storeNames.has(name))) return true;
  return storeAreas.some((area) => route.path.startsWith(area));
}

describe('store isolation over every store-scoped route in the OpenAPI document', () => {
  let app: App;
  let admin: Headers;
  let partner: Headers;
  let client: Headers;
  let routes: Route[];
  /** Stores by role in the table: another partner's, a deleted one (of the partner), the partner's own. */
  const stores: Record<
    'other' | 'deleted' | 'own',
    { id: number; storeId: string; backupId: number; exchangeId: number; sourceId: number }
  > = {
    other: { id: 0, storeId: '', backupId: 0, exchangeId: 0, sourceId: 0 },
    deleted: { id: 0, storeId: '', backupId: 0, exchangeId: 0, sourceId: 0 },
    own: { id: 0, storeId: '', backupId: 0, exchangeId: 0, sourceId: 0 },
  };

  async function backupOf(storeId: number): Promise<number> {
    const created = await app.inject({ method: 'POST', url: `/api/v1/backups/store/${storeId}`, headers: admin });
    if (created.statusCode !== 201) throw new Error(`backup not created: ${created.body}`);
    return created.json().id;
  }

  /** A gateway exchange of the store (the log's rows are written by execution only). */
  async function exchangeOf(storeId: number): Promise<number> {
    const result = await app.ctx.db.execute(sql`INSERT INTO gateway_exchanges
      (store_id, integration_name, operation_name, correlation_id, duration_ms)
      VALUES (${storeId}, 'Isolation', 'probe', 'isolation', 1) RETURNING id`);
    return Number(rowsOf(result)[0]?.id);
  }

  /** A sync source of the store (routes naming a source reach its store through it). */
  async function sourceOf(storeId: number): Promise<number> {
    const result = await app.ctx.db.execute(sql`INSERT INTO sync_sources (store_id, source_type, sync_type)
      VALUES (${storeId}, 'Isolation', 'AGENT') RETURNING id`);
    return Number(rowsOf(result)[0]?.id);
  }

  /** Everything the routes could change: the stores and what hangs off them. */
  async function snapshot() {
    const tables = [
      'stores',
      'store_domains',
      'store_partners',
      'store_statuses',
      'backups',
      'client_credentials',
      'handover_tickets',
      'cdn_size_logs',
      'gateway_exchanges',
      'sync_sources',
      'sync_schedules',
      'sync_mappings',
      'sync_mapping_sets',
      'sync_filters',
      'sync_settings',
    ];
    const rows: Record<string, unknown> = {};
    for (const table of tables) {
      rows[table] = rowsOf(await app.ctx.db.execute(sql.raw(`SELECT * FROM ${table} ORDER BY 1`)));
    }
    return JSON.stringify(rows);
  }

  beforeAll(async () => {
    app = await testApp();
    await registerStoreJobs(app.ctx, { work: true });
    admin = await bearer(app, 'admin');
    partner = await bearer(app, 'partner');
    const partnerCentre = (await app.inject({ url: '/api/v1/data_centers', headers: partner })).json().content[0].id;
    const someoneElse = await insertOperator(app.ctx, {
      name: 'Other Partner',
      username: 'other-partner@example.com',
      password: passwords.partner,
      role: 'PARTNER',
      dataCentreId: partnerCentre,
    });
    const otherHeaders = {
      authorization: `Bearer ${(await signIn(app, 'other-partner@example.com', passwords.partner)).access_token}`,
    };
    Object.assign(stores.other, await createSettledStore(app, otherHeaders, 'Other Partner Store'));
    expect(someoneElse.role).toBe('PARTNER');
    Object.assign(stores.deleted, await createSettledStore(app, partner, 'Deleted Store'));
    Object.assign(stores.own, await createSettledStore(app, partner, 'Own Store'));
    for (const store of Object.values(stores)) {
      store.backupId = await backupOf(store.id);
      store.exchangeId = await exchangeOf(store.id);
      store.sourceId = await sourceOf(store.id);
    }
    await app.inject({
      method: 'PUT',
      url: `/api/v1/stores/update_status/${stores.deleted.id}`,
      headers: admin,
      payload: { statusType: 'DELETE' },
    });
    await until(
      async () =>
        (await app.inject({ url: `/api/v1/stores/${stores.deleted.id}`, headers: admin })).json().storeStatus
          .statusType as string,
      (status) => status === 'DELETED',
    );
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/oauth2/client-credentials',
      headers: partner,
      payload: { clientName: 'isolation', storeId: stores.own.id },
    });
    const { clientId, clientSecret } = registered.json();
    const issued = await app.inject({
      method: 'POST',
      url: '/api/v1/oauth2/token',
      ...form({ grant_type: 'client_credentials' }),
      headers: {
        ...form({}).headers,
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'x-xm-store': stores.own.storeId,
      },
    });
    client = { authorization: `Bearer ${issued.json().access_token}` };
    routes = routesOf((await app.inject({ url: '/api/docs/json' })).json());
  }, 120_000);
  afterAll(() => app?.close());

  /** The request a route gets when it names `target`: the id where the route's marker says. */
  function requestFor(route: Route, target: (typeof stores)['other'], headers: Headers) {
    const marker = route.operation[storeScopeExtension];
    if (!marker) throw new Error(`${key(route)} is not store-scoped`);
    const ids: Record<string, number> = {
      backup: target.backupId,
      exchange: target.exchangeId,
      source: target.sourceId,
    };
    if (marker.entity && !(marker.entity in ids)) throw new Error(`no fixture for ${marker.entity}: add one`);
    const id = marker.entity ? (ids[marker.entity] ?? 0) : target.id;
    const url = route.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
      name === marker.name && marker.in === 'params' ? String(id) : 'isolation.txt',
    );
    const query = marker.in === 'query' ? `?${new URLSearchParams({ [marker.name]: String(id) })}` : '';
    const hasBody = route.operation.requestBody !== undefined;
    const payload = marker.in === 'body' ? { [marker.name]: id } : hasBody ? {} : undefined;
    return app.inject({
      method: route.method,
      url: `${url}${query}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  }

  it('finds the store-scoped routes, and every route that names a store is one of them', () => {
    const scoped = routes.filter((route) => route.operation[storeScopeExtension]);
    expect(scoped.length).toBeGreaterThanOrEqual(15);
    const unscoped = routes
      .filter((route) => !route.operation[storeScopeExtension] && namesAStore(route))
      .map(key)
      .filter((name) => !(name in notStoreScoped));
    expect(unscoped, 'routes that name a store but are not behind the store scope').toEqual([]);
    // The list of exceptions names only routes that exist.
    expect(Object.keys(notStoreScoped).filter((name) => !routes.some((route) => key(route) === name))).toEqual([]);
  });

  it("answers 404 for another partner's store, 404 for a deleted one, 403 for another store's client token, 401 without a token, and changes nothing", async () => {
    const before = await snapshot();
    const answers: string[] = [];
    const expected: string[] = [];
    for (const route of routes.filter((r) => r.operation[storeScopeExtension])) {
      const marker = route.operation[storeScopeExtension];
      const cases: [string, (typeof stores)['other'], Headers, number | null][] = [
        ["another partner's store", stores.other, partner, 404],
        ['a deleted store', stores.deleted, admin, marker?.refuse === 'none' ? null : 404],
        ["another store's client token", stores.other, client, 403],
        ['no token', stores.other, {}, 401],
      ];
      for (const [name, target, headers, status] of cases) {
        // Routes that serve a deleted store's history (refuse: none) are not asked to change it.
        if (status === null) continue;
        const response = await requestFor(route, target, headers);
        answers.push(`${key(route)} — ${name}: ${response.statusCode}`);
        expected.push(`${key(route)} — ${name}: ${status}`);
      }
    }
    expect(answers).toEqual(expected);
    expect(await snapshot()).toBe(before);
    expect(await app.ctx.blobs.head(`cdn/${stores.other.storeId}/isolation.txt`)).toBeNull();
  });

  it('still serves each caller their own store through the same routes (the table can fail)', async () => {
    const own = routes.find((route) => key(route) === 'GET /api/v1/stores/{storeId}');
    if (!own) throw new Error('GET /stores/{storeId} is missing');
    expect((await requestFor(own, stores.own, partner)).statusCode).toBe(200);
    expect((await requestFor(own, stores.own, client)).statusCode).toBe(200);
    expect((await requestFor(own, stores.deleted, admin)).statusCode).toBe(200);
  });

  it('needs a signed-in caller on every route except the listed public ones', async () => {
    const open = routes.filter((route) => route.operation.security?.length === 0).map(key);
    expect(open.sort()).toEqual(publicRoutes);
    const answers = [];
    for (const route of routes.filter((r) => !open.includes(key(r)))) {
      const url = route.path.replace(/\{[^}]+\}/g, '1');
      const response = await app.inject({ method: route.method, url });
      answers.push(`${key(route)}: ${response.statusCode}`);
    }
    expect(answers.filter((answer) => !answer.endsWith(': 401'))).toEqual([]);
  });
});

describe('peer environments', () => {
  let app: App;
  let admin: Headers;
  let partner: Headers;
  let client: Headers;
  let own: { id: number; storeId: string };

  beforeAll(async () => {
    app = await testApp();
    await registerStoreJobs(app.ctx, { work: true });
    admin = await bearer(app, 'admin');
    partner = await bearer(app, 'partner');
    own = await createSettledStore(app, partner, 'Peer Probe');
    const registered = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/admin/oauth2/client-credentials',
        headers: partner,
        payload: { clientName: 'peer probe', storeId: own.id },
      })
    ).json();
    const issued = await app.inject({
      method: 'POST',
      url: '/api/v1/oauth2/token',
      ...form({ grant_type: 'client_credentials' }),
      headers: {
        ...form({}).headers,
        authorization: `Basic ${Buffer.from(`${registered.clientId}:${registered.clientSecret}`).toString('base64')}`,
        'x-xm-store': own.storeId,
      },
    });
    client = { authorization: `Bearer ${issued.json().access_token}` };
    // Nothing listens there: a SUPER_ADMIN's request reaches for it (502), nobody else's does.
    await app.inject({
      method: 'POST',
      url: '/api/v1/environments',
      headers: admin,
      payload: { name: 'staging', baseUrl: 'http://127.0.0.1:9', clientId: 'x', clientSecret: 'y' },
    });
  }, 120_000);
  afterAll(() => app?.close());

  it("lets only a SUPER_ADMIN browse a peer environment's stores and backups, or clone from it", async () => {
    const storesOfPeer = '/api/v1/stores/environments/staging';
    const backupsOfPeer = `/api/v1/backups/store/${own.id}?environment=staging`;
    expect((await app.inject({ url: storesOfPeer, headers: admin })).statusCode).toBe(502);
    expect((await app.inject({ url: storesOfPeer, headers: partner })).statusCode).toBe(403);
    expect((await app.inject({ url: storesOfPeer, headers: client })).statusCode).toBe(403);
    expect((await app.inject({ url: backupsOfPeer, headers: admin })).statusCode).toBe(502);
    expect((await app.inject({ url: backupsOfPeer, headers: partner })).statusCode).toBe(403);
    expect((await app.inject({ url: backupsOfPeer, headers: client })).statusCode).toBe(403);
    const clone = await app.inject({
      method: 'POST',
      url: `/api/v1/backups/store/${own.id}/restore`,
      headers: partner,
      payload: { id: 1, store: { id: own.id }, environment: 'staging' },
    });
    expect(clone.statusCode).toBe(403);
    // This installation's own stores stay listed for each caller as before.
    const production = await app.inject({ url: '/api/v1/stores/environments/production', headers: partner });
    expect(production.json().content.map((s: { id: number }) => s.id)).toEqual([own.id]);
  });

  it('lists peer environments to a SUPER_ADMIN only', async () => {
    const names = async (headers: Headers) =>
      (await app.inject({ url: '/api/v1/environments', headers })).json().content.map((e: { name: string }) => e.name);
    expect(await names(admin)).toEqual(['production', 'staging']);
    expect(await names(partner)).toEqual(['production']);
  });
});
