import {
  errorCodes,
  errorResponseSchema,
  sourcePreviewReplySchema,
  sourceProbeReplySchema,
  syncSourceListSchema,
  syncSourceSchema,
  syncTablesReplySchema,
} from '@store-console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api.ts';
import { clientTokenHeaders, erpTypeFields, postStore, signedInOperators, testApp } from '../../../../test/helpers.ts';
import {
  closedPort,
  type StandInAgent,
  type StandInTable,
  silentServer,
  startStandInAgent,
} from '../../../../test/sync-agent.ts';
import type { App } from '../../../app.ts';
import { provisionStoreSchema, rowsOf } from '../../../platform/data-plane.ts';

type Headers = { authorization: string };
type Store = { id: number; storeId: string };

const key = 'agent-key-of-the-test';
const column = (name: string, type: string, primaryKey = false) => ({ name, type, nullable: !primaryKey, primaryKey });
const tables: StandInTable[] = [
  {
    name: 'ITMMASTER',
    columns: [column('ROWID', 'bigint', true), column('ITMREF_0', 'character varying'), column('ITMSTA_0', 'smallint')],
    primaryKey: ['ROWID'],
    rows: [
      { ROWID: 1, ITMREF_0: 'BOLT-10', ITMSTA_0: 1 },
      { ROWID: 2, ITMREF_0: 'BOLT-12', ITMSTA_0: 5 },
      { ROWID: 3, ITMREF_0: 'NUT-10', ITMSTA_0: 1 },
    ],
  },
  {
    name: 'ITMCATEG',
    columns: [column('ROWID', 'bigint', true), column('TCLCOD_0', 'character varying')],
    primaryKey: ['ROWID'],
    rows: [{ ROWID: 1, TCLCOD_0: 'FIX' }],
  },
  // Tables no default mapping reads: one gets an override in a test, the other stays unmapped.
  { name: 'ZEXTRA', columns: [column('ROWID', 'bigint', true)], primaryKey: ['ROWID'], rows: [] },
  { name: 'ZNOTES', columns: [column('ROWID', 'bigint', true)], primaryKey: ['ROWID'], rows: [] },
];

/** Sources, the agent probe, tables and preview through their routes, against an agent on loopback. */
describe('sync source routes', () => {
  let app: App;
  let admin: Headers;
  let partner: Headers;
  let otherPartner: Headers;
  let agent: StandInAgent;
  let elsewhere: StandInAgent;
  let own: Store;
  let other: Store;
  let businessCentral: Store;
  let bcErp: object;
  let sageErp: object;
  const budgetMs = 1500;

  const agentAt = (where: StandInAgent) => ({ protocol: 'http', hostName: where.host, port: where.port });
  const agentSource = (store: Store, extra: object = {}) => ({
    storeId: store.id,
    sourceType: 'Sage_X3',
    syncType: 'AGENT',
    dbType: 'POSTGRES',
    ...agentAt(agent),
    dbAlias: 'x3',
    dbSchema: 'SEED',
    syncVersion: 'SYNC_2',
    ...extra,
  });

  beforeAll(async () => {
    agent = await startStandInAgent({ key, dbId: 'x3', schema: 'SEED', tables });
    elsewhere = await startStandInAgent({ key, dbId: 'x3', schema: 'SEED', tables });
    app = await testApp({ syncAgents: { allowPrivate: true, timeoutMs: budgetMs } });
    ({ admin, partner, other: otherPartner } = await signedInOperators(app, { username: 'other-sync@example.com' }));
    sageErp = await erpTypeFields(app, admin, 'Sage_X3');
    bcErp = await erpTypeFields(app, admin, 'MS_Dynamics_BC');
    own = (await postStore(app, partner, 'Sync Source Shop', sageErp)).json();
    other = (await postStore(app, otherPartner, 'Other Sync Shop', sageErp)).json();
    businessCentral = (await postStore(app, partner, 'Sync BC Shop', bcErp)).json();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await agent?.close();
    await elsewhere?.close();
  });

  it('lists the agent’s database ids (test connection), then a database’s schemas', async () => {
    const databases = await api(app, partner).post(`/sync/${own.id}/source`, sourceProbeReplySchema, {
      status: 200,
      body: { ...agentAt(agent), agentKey: key },
    });
    expect(databases).toEqual({ databases: [{ id: 'x3', type: 'postgres' }] });
    const schemas = await api(app, partner).post(`/sync/${own.id}/source`, sourceProbeReplySchema, {
      status: 200,
      body: { ...agentAt(agent), agentKey: key, dbAlias: 'x3' },
    });
    expect(schemas).toEqual({ schemas: ['SEED', 'public'] });
    expect(agent.seen.at(-1)?.headers.authorization).toBe(`Bearer ${key}`);
    const unknown = await api(app, partner).post(`/sync/${own.id}/source`, errorResponseSchema, {
      status: 404,
      body: { ...agentAt(agent), agentKey: key, dbAlias: 'nope' },
    });
    expect(unknown.message).toContain('nope');
  });

  it('says the agent refused the key when the key is wrong', async () => {
    const refused = await api(app, partner).post(`/sync/${own.id}/source`, errorResponseSchema, {
      status: 502,
      body: { ...agentAt(agent), agentKey: 'not-the-key' },
    });
    expect(refused).toMatchObject({ code: errorCodes.agentError, message: 'The agent refused the key' });
  });

  it('answers 502 naming a port that refuses the connection, and 504 for an agent that never answers', async () => {
    const port = await closedPort();
    const refused = await api(app, partner).post(`/sync/${own.id}/source`, errorResponseSchema, {
      status: 502,
      body: { protocol: 'http', hostName: '127.0.0.1', port, agentKey: key },
    });
    expect(refused).toMatchObject({
      code: errorCodes.agentUnreachable,
      message: `The agent at http://127.0.0.1:${port} refused the connection`,
    });
    const silent = await silentServer();
    try {
      const timedOut = await api(app, partner).post(`/sync/${own.id}/source`, errorResponseSchema, {
        status: 504,
        body: { protocol: 'http', hostName: '127.0.0.1', port: silent.port, agentKey: key },
      });
      expect(timedOut).toMatchObject({
        code: errorCodes.agentTimeout,
        message: `The agent did not answer within ${budgetMs / 1000} s`,
      });
    } finally {
      await silent.close();
    }
  });

  it('has no source before one is saved, then saves it once (201, then 409) with its key sealed and never shown', async () => {
    const none = await api(app, partner).get('/sync/source', errorResponseSchema, {
      status: 404,
      query: { storeId: own.id },
    });
    expect(none.code).toBe(errorCodes.notFound);
    const created = await api(app, partner).post('/sync/source', syncSourceSchema, {
      status: 201,
      body: agentSource(own, { agentKey: key, syncVersion: 'SYNC_1' }),
    });
    expect(created).toMatchObject({ storeId: own.id, syncType: 'AGENT', hostName: agent.host, agentKeySet: true });
    // The version is the store's (its own PATCH changes it), not the body's.
    const store = (await app.inject({ url: `/api/v1/stores/${own.id}`, headers: partner })).json();
    expect(store.syncVersion).not.toBe('SYNC_1');
    expect(created.syncVersion).toBe(store.syncVersion ?? 'NONE');
    expect(JSON.stringify(created)).not.toContain(key);
    const [stored] = rowsOf(await app.ctx.db.execute(sql`SELECT agent_key FROM sync_sources WHERE id = ${created.id}`));
    expect(stored?.agent_key).toBeTruthy();
    expect(String(stored?.agent_key)).not.toContain(key);
    const again = await api(app, partner).post('/sync/source', errorResponseSchema, {
      status: 409,
      body: agentSource(own, { agentKey: key }),
    });
    expect(again.code).toBe(errorCodes.conflict);
    const listed = await api(app, partner).get('/sync/source', syncSourceListSchema, { query: { storeId: own.id } });
    expect(listed).toEqual([created]);
  });

  it('probes with the saved key at the saved address, and never sends it to another address', async () => {
    const before = agent.seen.length;
    await api(app, partner).post(`/sync/${own.id}/source`, sourceProbeReplySchema, {
      status: 200,
      body: agentAt(agent),
    });
    expect(agent.seen.slice(before).map((seen) => seen.headers.authorization)).toEqual([`Bearer ${key}`]);
    const refused = await api(app, partner).post(`/sync/${own.id}/source`, errorResponseSchema, {
      status: 502,
      body: agentAt(elsewhere),
    });
    expect(refused.message).toBe('The agent refused the key');
    expect(elsewhere.seen.length).toBeGreaterThan(0);
    expect(elsewhere.seen.every((seen) => seen.headers.authorization === undefined)).toBe(true);
  });

  it('updates the source: a blank key keeps it, another address forgets it, null clears it; 404 for an unknown id', async () => {
    const [source] = await api(app, partner).get('/sync/source', syncSourceListSchema, { query: { storeId: own.id } });
    if (!source) throw new Error('no source');
    const kept = await api(app, partner).put(`/sync/source/${source.id}`, syncSourceSchema, {
      status: 200,
      body: agentSource(own, { id: source.id, agentKey: '', dbSchema: 'public' }),
    });
    expect(kept).toMatchObject({ dbSchema: 'public', agentKeySet: true });
    const moved = await api(app, partner).put(`/sync/source/${source.id}`, syncSourceSchema, {
      body: agentSource(own, agentAt(elsewhere)),
    });
    expect(moved).toMatchObject({ port: elsewhere.port, agentKeySet: false });
    const back = await api(app, partner).put(`/sync/source/${source.id}`, syncSourceSchema, {
      body: agentSource(own, { agentKey: key }),
    });
    expect(back.agentKeySet).toBe(true);
    const cleared = await api(app, partner).put(`/sync/source/${source.id}`, syncSourceSchema, {
      body: agentSource(own, { agentKey: null }),
    });
    expect(cleared.agentKeySet).toBe(false);
    await api(app, partner).put(`/sync/source/${source.id}`, syncSourceSchema, {
      body: agentSource(own, { agentKey: key }),
    });
    // The source as read goes back as it is: agentKeySet is the server's to say, the key is kept.
    const [read] = await api(app, partner).get('/sync/source', syncSourceListSchema, { query: { storeId: own.id } });
    if (!read) throw new Error('no source');
    const sentBack = await api(app, partner).put(`/sync/source/${source.id}`, syncSourceSchema, {
      body: { ...read, agentKeySet: false },
    });
    expect(sentBack).toEqual(read);
    await api(app, partner).put('/sync/source/999999', errorResponseSchema, {
      status: 404,
      body: agentSource(own, { agentKey: key }),
    });
    const missing = await api(app, partner).post('/sync/source', errorResponseSchema, {
      status: 400,
      body: agentSource(own, { hostName: '' }),
    });
    expect(missing.details?.some((detail) => detail.path.includes('hostName'))).toBe(true);
  });

  it("answers 404 for another partner's store and source", async () => {
    const [source] = await api(app, partner).get('/sync/source', syncSourceListSchema, { query: { storeId: own.id } });
    if (!source) throw new Error('no source');
    await api(app, otherPartner).get('/sync/source', errorResponseSchema, { status: 404, query: { storeId: own.id } });
    await api(app, otherPartner).put(`/sync/source/${source.id}`, errorResponseSchema, {
      status: 404,
      body: agentSource(own, { agentKey: key }),
    });
    await api(app, otherPartner).post(`/sync/${own.id}/source`, errorResponseSchema, {
      status: 404,
      body: agentAt(agent),
    });
    await api(app, otherPartner).get(`/sync/${own.id}/source`, errorResponseSchema, { status: 404 });
    await api(app, partner).post('/sync/source', errorResponseSchema, { status: 404, body: agentSource(other) });
    // An operator's store is also reached by the SUPER_ADMIN.
    await api(app, admin).get('/sync/source', syncSourceListSchema, { query: { storeId: own.id } });
  });

  it('admits a store client token with sync:manage, and refuses one without it', async () => {
    const withScope = await clientTokenHeaders(app, partner, own, ['sync:manage']);
    const listed = await api(app).get('/sync/source', syncSourceListSchema, {
      headers: withScope,
      query: { storeId: own.id },
    });
    expect(listed).toHaveLength(1);
    const source = listed[0];
    if (!source) throw new Error('no source');
    await api(app).get(`/sync/${own.id}/source`, syncTablesReplySchema, { headers: withScope });
    await api(app).put(`/sync/source/${source.id}`, syncSourceSchema, {
      headers: withScope,
      body: agentSource(own, { agentKey: '' }),
    });
    const without = await clientTokenHeaders(app, partner, own, ['store:read']);
    const refused = await api(app).get('/sync/source', errorResponseSchema, {
      status: 403,
      headers: without,
      query: { storeId: own.id },
    });
    expect(refused.message).toContain('sync:manage');
    await api(app).get(`/sync/${other.id}/source`, errorResponseSchema, { status: 403, headers: withScope });
  });

  it('lists source tables with mapped and hasFilter, describes one, and 404s an unknown one', async () => {
    await app.ctx.db.execute(
      sql`INSERT INTO sync_filters (store_id, table_name, expr, tree) VALUES (${own.id}, 'ITMCATEG', 'TCLCOD_0 = ''FIX''', ${JSON.stringify({ column: 'TCLCOD_0', op: '=', value: 'FIX' })}::jsonb)`,
    );
    await app.ctx.db.execute(
      sql`INSERT INTO sync_mappings (store_id, source_table, source_column, target_table, target_column) VALUES (${own.id}, 'ZEXTRA', 'ROWID', 'products', 'description')`,
    );
    const all = await api(app, partner).get(`/sync/${own.id}/source`, syncTablesReplySchema, {
      query: { mappedOnly: false },
    });
    expect(Object.keys(all.tables)).toEqual(['ITMMASTER', 'ITMCATEG', 'ZEXTRA', 'ZNOTES']);
    // Sage X3's default mapping reads ITMMASTER and ITMCATEG; the override reads ZEXTRA.
    expect(all.tables.ITMMASTER).toEqual({ name: 'ITMMASTER', mapped: true, hasFilter: false });
    expect(all.tables.ITMCATEG).toEqual({ name: 'ITMCATEG', mapped: true, hasFilter: true });
    expect(all.tables.ZEXTRA).toEqual({ name: 'ZEXTRA', mapped: true, hasFilter: false });
    expect(all.tables.ZNOTES).toEqual({ name: 'ZNOTES', mapped: false, hasFilter: false });
    const mapped = await api(app, partner).get(`/sync/${own.id}/source`, syncTablesReplySchema, {
      query: { mappedOnly: true },
    });
    expect(Object.keys(mapped.tables)).toEqual(['ITMMASTER', 'ITMCATEG', 'ZEXTRA']);
    const one = await api(app, partner).get(`/sync/${own.id}/source/ITMMASTER`, syncTablesReplySchema);
    expect(one.tables.ITMMASTER?.columns?.map((c) => c.name)).toEqual(['ROWID', 'ITMREF_0', 'ITMSTA_0']);
    expect(one.tables.ITMMASTER?.primaryKey).toEqual(['ROWID']);
    await api(app, partner).get(`/sync/${own.id}/source/NOPE`, errorResponseSchema, { status: 404 });
    await api(app, partner).get(`/sync/${other.id}/source`, errorResponseSchema, { status: 404 });
  });

  it('previews a source table under a filter with the count the filter keeps', async () => {
    const filter = { column: 'ITMSTA_0', op: '=', value: 1 };
    const preview = await api(app, partner).post(`/sync/${own.id}/source/ITMMASTER/preview`, sourcePreviewReplySchema, {
      status: 200,
      body: { filter, limit: 1 },
    });
    expect(preview.count).toBe(2);
    expect(preview.rows).toEqual([{ ROWID: 1, ITMREF_0: 'BOLT-10', ITMSTA_0: 1 }]);
    expect(preview.columns).toEqual(['ROWID', 'ITMREF_0', 'ITMSTA_0']);
    const whole = await api(app, partner).post(`/sync/${own.id}/source/ITMMASTER/preview`, sourcePreviewReplySchema, {
      body: {},
    });
    expect(whole.count).toBe(3);
    await api(app, partner).post(`/sync/${own.id}/source/ITMMASTER/preview`, errorResponseSchema, {
      status: 400,
      body: { filter: { column: 'ITMSTA_0', op: '~', value: 1 } },
    });
  });

  it("lists the store's target tables and describes one", async () => {
    await provisionStoreSchema(app.ctx.db, own.id);
    const listed = await api(app, partner).get(`/sync/${own.id}/target`, syncTablesReplySchema);
    expect(Object.keys(listed.tables).slice(0, 3)).toEqual(['categories', 'products', 'customers']);
    const products = await api(app, partner).get(`/sync/${own.id}/target/products`, syncTablesReplySchema);
    const columns = products.tables.products?.columns ?? [];
    expect(columns.find((c) => c.name === 'sku')).toEqual({
      name: 'sku',
      type: 'text',
      nullable: false,
      primaryKey: false,
    });
    expect(products.tables.products?.primaryKey).toEqual(['id']);
    await api(app, partner).get(`/sync/${own.id}/target/nope`, errorResponseSchema, { status: 404 });
  });

  it('saves a Business Central store’s gateway source without an agent, and lists its entities', async () => {
    const refused = await api(app, otherPartner).post('/sync/source', errorResponseSchema, {
      status: 400,
      body: {
        storeId: other.id,
        sourceType: 'Sage_X3',
        syncType: 'GATEWAY',
        integrationName: 'BusinessCentral',
        syncVersion: 'SYNC_2',
      },
    });
    expect(refused.message).toContain('Business Central');
    const saved = await api(app, partner).post('/sync/source', syncSourceSchema, {
      status: 201,
      body: {
        storeId: businessCentral.id,
        sourceType: 'MS_Dynamics_BC',
        syncType: 'GATEWAY',
        integrationName: 'BusinessCentral',
        syncVersion: 'SYNC_2',
      },
    });
    expect(saved).toMatchObject({
      syncType: 'GATEWAY',
      integrationName: 'BusinessCentral',
      hostName: null,
      agentKeySet: false,
    });
    const listed = await api(app, partner).get(`/sync/${businessCentral.id}/source`, syncTablesReplySchema);
    expect(Object.keys(listed.tables)).toEqual([
      'items',
      'customers',
      'itemCategories',
      'salesOrders',
      'salesOrderLines',
    ]);
    const items = await api(app, partner).get(`/sync/${businessCentral.id}/source/items`, syncTablesReplySchema);
    expect(items.tables.items?.columns?.map((c) => c.name)).toContain('number');
    await api(app, partner).post(`/sync/${businessCentral.id}/source/items/preview`, errorResponseSchema, {
      status: 409,
      body: {},
    });
  });

  it('creates a Business Central store’s gateway source when it is first read, once', async () => {
    const fresh: Store = (await postStore(app, partner, 'Sync BC Fetched', bcErp)).json();
    const read = () => api(app, partner).get('/sync/source', syncSourceListSchema, { query: { storeId: fresh.id } });
    const [first] = await read();
    expect(first).toMatchObject({
      storeId: fresh.id,
      syncType: 'GATEWAY',
      sourceType: 'MS_Dynamics_BC',
      integrationName: 'BusinessCentral',
      isActive: true,
      hostName: null,
      dbAlias: null,
      agentKeySet: false,
    });
    // Read again (twice at once too): the same one source.
    const again = await Promise.all([read(), read()]);
    expect(again.map(([source]) => source?.id)).toEqual([first?.id, first?.id]);
    // Already there: POST is the usual 409; its entities are listed without any save.
    await api(app, partner).post('/sync/source', errorResponseSchema, {
      status: 409,
      body: {
        storeId: fresh.id,
        sourceType: 'MS_Dynamics_BC',
        syncType: 'GATEWAY',
        integrationName: 'BusinessCentral',
        syncVersion: 'SYNC_2',
      },
    });
    const listed = await api(app, partner).get(`/sync/${fresh.id}/source`, syncTablesReplySchema);
    expect(Object.keys(listed.tables)).toContain('salesOrders');
    // It stays on the gateway: an agent source is refused (the Connection tab locks the ERP type too).
    const toAgent = await api(app, partner).put(`/sync/source/${first?.id}`, errorResponseSchema, {
      status: 400,
      body: { ...agentSource(fresh, { id: first?.id }), sourceType: 'Sage_X3' },
    });
    expect(toAgent.message).toContain('Business Central');
    const [still] = await read();
    expect(still).toMatchObject({ syncType: 'GATEWAY', sourceType: 'MS_Dynamics_BC', hostName: null });
    // Other ERP types still have none until one is saved; another partner cannot create one.
    const sage: Store = (await postStore(app, partner, 'Sync Sage Unread', sageErp)).json();
    await api(app, partner).get('/sync/source', errorResponseSchema, { status: 404, query: { storeId: sage.id } });
    const foreign: Store = (await postStore(app, partner, 'Sync BC Foreign', bcErp)).json();
    await api(app, otherPartner).get('/sync/source', errorResponseSchema, {
      status: 404,
      query: { storeId: foreign.id },
    });
  });
});
