import {
  errorResponseSchema,
  failureActionReplySchema,
  failureDetailListSchema,
  failureGroupListSchema,
  mappingListSchema,
  sendMappingsReplySchema,
  syncGraphSchema,
  syncRequestListSchema,
  syncRequestReplySchema,
} from '@store-console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoAgent, startDemoAgent } from '../../../../../demo/src/demo-erp/agent.ts';
import type { DemoErp } from '../../../../../demo/src/demo-erp/server.ts';
import { api } from '../../../../test/api.ts';
import { anotherPartner, bearer, holdingJobs, testApp, until } from '../../../../test/helpers.ts';
import { agentSyncStore } from '../../../../test/sync-agent.ts';
import type { App } from '../../../app.ts';
import { rowsOf } from '../../../platform/data-plane.ts';
import { storeRow } from '../../stores/index.ts';
import { runRequest } from './request-run.ts';
import { createRequest, startScheduledRuns, syncRequestQueue } from './request-service.ts';

type Headers = { authorization: string };

/** Source table → the store's table it fills (the Sage X3 default mapping). */
const targets: Record<string, string> = {
  ITMCATEG: 'categories',
  ITMMASTER: 'products',
  BPCUSTOMER: 'customers',
  BPADDRESS: 'addresses',
  SPRICLIST: 'prices',
  ITMMVT: 'stock',
  SORDER: 'orders',
  SORDERQ: 'order_lines',
};

/** The sync engine against the real agent reading the demo ERP (Sage X3-shaped, ~9,000 rows, 8 awkward ones). */
describe('sync engine: requests, load, failures', () => {
  let app: App;
  let partner: Headers;
  let demo: DemoAgent;
  let erp: DemoErp;
  let store: { id: number; storeId: string };

  const count = async (table: string) =>
    Number(
      rowsOf(await app.ctx.db.execute(sql.raw(`SELECT count(*)::int AS n FROM store_${store.id}.${table}`)))[0]?.n,
    );
  const sourceCount = async (table: string) =>
    Number((await erp.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "SEED"."${table}"`)).rows[0]?.n);
  const request = (id: string) => api(app, partner).get(`/sync/${store.id}/request/${id}`, syncRequestReplySchema);
  const finished = (id: string) =>
    until(
      () => request(id),
      (r) => r.stage === 'COMPLETED' || r.stage === 'FAILED',
      { timeout: 120_000 },
    );
  /** What a load leaves in the store, ids aside: every table's rows by their natural content. */
  const checksum = async () =>
    rowsOf(
      await app.ctx.db.execute(
        sql.raw(`SELECT
          (SELECT md5(string_agg(code || '|' || name, ',' ORDER BY code)) FROM store_${store.id}.categories) AS c,
          (SELECT md5(string_agg(p.sku || '|' || p.name || '|' || coalesce(p.description, '') || '|' || p.active
             || '|' || coalesce(c.code, ''), ',' ORDER BY p.sku))
             FROM store_${store.id}.products p LEFT JOIN store_${store.id}.categories c ON c.id = p.category_id) AS p,
          (SELECT md5(string_agg(o.number || '|' || l.line_number || '|' || p.sku || '|' || l.quantity, ','
             ORDER BY o.number, l.line_number)) FROM store_${store.id}.order_lines l
             JOIN store_${store.id}.orders o ON o.id = l.order_id JOIN store_${store.id}.products p ON p.id = l.product_id) AS l`),
      ),
    )[0];

  beforeAll(async () => {
    demo = await startDemoAgent({ port: 0 });
    erp = (await demo.ready).erp;
    app = await testApp({ runWorkers: true, syncAgents: { allowPrivate: true, timeoutMs: 20_000 } });
    partner = await bearer(app, 'partner');
    store = await agentSyncStore(app, partner, 'Engine Shop', { url: demo.url, key: demo.key });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await demo?.close();
  });

  let firstId = '';

  it('loads all: every mapped table, rows that break a rule as failure groups, figures true', async () => {
    const created = await api(app, partner).get(`/sync/${store.id}/uploadData`, syncRequestReplySchema, {
      status: 202,
    });
    expect(created).toMatchObject({ stage: 'CREATED', requestType: 'LOAD_ALL', type: 'FULL', truncate: false });
    firstId = created.id;
    const done = await finished(created.id);
    expect(done).toMatchObject({ stage: 'COMPLETED', error: null, percentage: 100 });

    const groups = Object.values(
      await api(app, partner).get(`/sync/${store.id}/request/${created.id}/failure`, failureGroupListSchema),
    );
    const failedOf = (table: string) => groups.filter((g) => g.table === table).reduce((n, g) => n + g.count, 0);
    let sourceRows = 0;
    let storeRows = 0;
    for (const [source, target] of Object.entries(targets)) {
      const [inSource, inStore] = [await sourceCount(source), await count(target)];
      sourceRows += inSource;
      storeRows += inStore;
      // Every source row is in the store or among the failures, never both, never neither.
      expect({ source, rows: inStore + failedOf(source) }).toEqual({ source, rows: inSource });
    }
    expect(done.summary).toMatchObject({ tables: 8, rowsRead: sourceRows, inserted: storeRows, updated: 0 });
    expect(done.summary.failed).toBe(groups.reduce((n, g) => n + g.count, 0));
    expect(done.summary.bytes).toBeGreaterThan(0);

    // The seeded awkward rows (demo-erp/data.ts), each where it breaks a rule.
    const categories = groups.map((g) => `${g.table} ${g.category}`);
    expect(categories).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^SPRICLIST LOAD .*amount/),
        expect.stringMatching(/^BPADDRESS TRANSFORM addresses\.country_code/),
        expect.stringMatching(/^ITMMASTER TRANSFORM products\.category_id: no categories row with code "\?"/),
        expect.stringMatching(/^ITMMVT LOAD .*quantity/),
        expect.stringMatching(/^SORDER TRANSFORM orders\.customer_id/),
        expect.stringMatching(/^SORDERQ TRANSFORM order_lines\.product_id/),
      ]),
    );
    const address = groups.find((g) => g.table === 'BPADDRESS');
    const detail = await api(app, partner).get(
      `/sync/${store.id}/request/${created.id}/failure/${address?.id}`,
      failureDetailListSchema,
    );
    expect(detail).toMatchObject({ total: 1, nextAfter: null });
    expect(detail.items[0]).toMatchObject({ stage: 'TRANSFORM', data: expect.objectContaining({ CRY_0: 'DEU' }) });

    const graph = await api(app, partner).get(`/sync/${store.id}/graph/hour`, syncGraphSchema);
    expect(graph.points).toHaveLength(60);
    expect(graph.totals).toEqual({
      UPLOADS: 1,
      ROWS: done.summary.inserted,
      BYTES: done.summary.bytes,
      ERRORS: done.summary.failed,
    });
    await api(app, partner).get(`/sync/${store.id}/graph/year`, errorResponseSchema, { status: 400 });

    const listed = await api(app, partner).get(`/sync/${store.id}/request`, syncRequestListSchema, {
      query: { q: 'failed' },
    });
    expect(Object.keys(listed)).toEqual([created.id]);
    const search = await api(app, partner).get(`/sync/${store.id}/request`, syncRequestListSchema, {
      query: { s: created.id.slice(0, 6) },
    });
    expect(Object.keys(search)).toEqual([created.id]);
  }, 180_000);

  it('retries a group after the mapping is fixed (override, Send Mappings): the row loads', async () => {
    const codes = (await erp.db.query<{ c: string }>(`SELECT DISTINCT "CRY_0" AS c FROM "SEED"."BPADDRESS"`)).rows
      .map((row) => row.c)
      .filter((code) => code.length === 2);
    const converter = `map:${[...codes.map((c) => `${c}=${c}`), 'DEU=DE'].join(',')}`;
    await api(app, partner).post(`/sync/${store.id}/mapping`, mappingListSchema, {
      status: 201,
      body: [
        {
          sourceTable: 'BPADDRESS',
          sourceColumn: 'CRY_0',
          targetTable: 'addresses',
          targetColumn: 'country_code',
          defaultValue: null,
          rowGroup: null,
          converter,
        },
      ],
    });
    const sent = await api(app, partner).get(`/sync/${store.id}/sendMappings`, sendMappingsReplySchema);
    expect(sent.status).toBe('SENT');
    const before = await count('addresses');
    const groups = Object.values(
      await api(app, partner).get(`/sync/${store.id}/request/${firstId}/failure`, failureGroupListSchema),
    );
    const address = groups.find((g) => g.table === 'BPADDRESS');
    const failedBefore = (await request(firstId)).summary.failed;
    const retried = await api(app, partner).get(
      `/sync/${store.id}/request/${firstId}/failure/${address?.id}/retry`,
      failureActionReplySchema,
    );
    expect(retried).toEqual({ processed: 1, succeeded: 1, failed: 0 });
    expect(await count('addresses')).toBe(before + 1);
    const after = await api(app, partner).get(`/sync/${store.id}/request/${firstId}/failure`, failureGroupListSchema);
    expect(Object.values(after).some((g) => g.table === 'BPADDRESS')).toBe(false);
    expect((await request(firstId)).summary.failed).toBe(failedBefore - 1);

    // A row that still fails stays, and delete drops it with its count.
    const stock = Object.values(after).find((g) => g.table === 'ITMMVT');
    const again = await api(app, partner).get(
      `/sync/${store.id}/request/${firstId}/failure/${stock?.id}/retry`,
      failureActionReplySchema,
    );
    expect(again).toEqual({ processed: 1, succeeded: 0, failed: 1 });
    const regrouped = Object.values(
      await api(app, partner).get(`/sync/${store.id}/request/${firstId}/failure`, failureGroupListSchema),
    ).find((g) => g.table === 'ITMMVT');
    const deleted = await api(app, partner).delete(
      `/sync/${store.id}/request/${firstId}/failure/${regrouped?.id}`,
      failureActionReplySchema,
    );
    expect(deleted).toEqual({ processed: 1, succeeded: 1, failed: 0 });
    expect((await request(firstId)).summary.failed).toBe(failedBefore - 2);
  }, 60_000);

  it('resumes after a worker dies mid-LOADING: exact counts and the same rows as an uninterrupted load', async () => {
    const clean = { checksum: await checksum(), counts: await Promise.all(Object.values(targets).map(count)) };
    const row = await storeRow(app.ctx.db, store.id);
    if (!row) throw new Error('no store');
    const created = await createRequest(holdingJobs(app.ctx, syncRequestQueue), null, row, {
      requestType: 'LOAD_ALL',
      tables: [],
      truncate: true,
    });
    let loaded = 0;
    // The first worker hangs for ever after its third chunk, as a killed process would stop there.
    void runRequest(app.ctx, created.id, {
      chunkRows: 1000,
      pollMs: 20,
      afterChunkLoaded: () => (++loaded === 3 ? new Promise<void>(() => {}) : undefined),
    });
    await until(
      async () => loaded,
      (n) => n >= 3,
      { timeout: 120_000 },
    );
    // The load runs beside the transfer (request-load.ts): the transfer goes on to LOADING meanwhile.
    const mid = await until(
      () => request(created.id),
      (reply) => reply.stage === 'LOADING',
      { timeout: 120_000 },
    );
    expect(mid.stageProgress.currentIndex).toBeGreaterThan(0);
    expect(mid.stageProgress.currentIndex).toBeLessThan(mid.stageProgress.endIndex);
    // A new engine instance picks the request up.
    await runRequest(app.ctx, created.id, { chunkRows: 1000, pollMs: 20 });
    const done = await request(created.id);
    expect(done.stage).toBe('COMPLETED');
    expect(done.stageProgress.currentIndex).toBe(done.stageProgress.endIndex);
    expect(await Promise.all(Object.values(targets).map(count))).toEqual(clean.counts);
    expect(await checksum()).toEqual(clean.checksum);
    // Delete Before Load emptied the tables once: every row written is an insert, none twice.
    expect(done.summary.inserted + done.summary.failed).toBe(done.summary.rowsRead);
  }, 180_000);

  it('stops a request (FAILED cancelled) and restarts it under the same id, resuming to the same rows', async () => {
    const clean = await checksum();
    const row = await storeRow(app.ctx.db, store.id);
    if (!row) throw new Error('no store');
    const created = await createRequest(holdingJobs(app.ctx, syncRequestQueue), null, row, {
      requestType: 'LOAD_TABLES',
      tables: ['ITMCATEG', 'ITMMASTER'],
      truncate: false,
    });
    let stopped: unknown;
    await runRequest(app.ctx, created.id, {
      chunkRows: 500,
      pollMs: 20,
      afterChunkLoaded: async () => {
        stopped ??= await api(app, partner).get(
          `/sync/${store.id}/request/${created.id}/stop`,
          syncRequestReplySchema,
          {
            status: 202,
          },
        );
      },
    });
    expect(stopped).toMatchObject({ stage: 'FAILED', error: 'cancelled' });
    expect((await request(created.id)).stage).toBe('FAILED');
    await api(app, partner).get(`/sync/${store.id}/request/${created.id}/stop`, errorResponseSchema, { status: 409 });
    const restarted = await api(app, partner).get(
      `/sync/${store.id}/request/${created.id}/restart`,
      syncRequestReplySchema,
      { status: 202 },
    );
    expect(restarted).toMatchObject({ id: created.id, stage: 'CREATED', error: null });
    const done = await finished(created.id);
    expect(done).toMatchObject({ stage: 'COMPLETED', tables: ['ITMCATEG', 'ITMMASTER'] });
    // Rows already there are updated, not duplicated.
    expect(done.summary.inserted).toBe(0);
    expect(await checksum()).toEqual(clean);
    // Restarting a completed request with failed rows retries them: the unknown category still fails.
    expect(done.summary.failed).toBe(1);
    const retried = await api(app, partner).get(
      `/sync/${store.id}/request/${created.id}/restart`,
      syncRequestReplySchema,
      { status: 202 },
    );
    expect(retried).toMatchObject({ stage: 'COMPLETED', summary: { failed: 1 } });
    const [group] = Object.values(
      await api(app, partner).get(`/sync/${store.id}/request/${created.id}/failure`, failureGroupListSchema),
    );
    await api(app, partner).delete(
      `/sync/${store.id}/request/${created.id}/failure/${group?.id}`,
      failureActionReplySchema,
    );
    const cleared = await request(created.id);
    expect(cleared.summary.failed).toBe(0);
    const refused = await api(app, partner).get(
      `/sync/${store.id}/request/${created.id}/restart`,
      errorResponseSchema,
      {
        status: 409,
      },
    );
    expect(refused.message).toBe('Only failed request can be restarted.');
  }, 180_000);

  it('applies the source’s inserts, updates and deletes since the last full load (INCREMENTAL from change capture)', async () => {
    await erp.db.query(`INSERT INTO "SEED"."ITMCATEG" ("TCLCOD_0", "TCLAXX_0", "CREDAT_0", "UPDDATTIM_0")
      VALUES ('NEWCAT', 'New category', '2026-11-01', '2026-11-01 10:00:00')`);
    const item = (
      await erp.db.query<{ ref: string }>(`SELECT "ITMREF_0" AS ref FROM "SEED"."ITMMASTER" ORDER BY "ROWID" LIMIT 1`)
    ).rows[0]?.ref;
    await erp.db.query(`UPDATE "SEED"."ITMMASTER" SET "ITMDES1_0" = 'Renamed at the source' WHERE "ITMREF_0" = $1`, [
      item,
    ]);
    // A delete: an address the full load brought (matched by its customer's code and its kind).
    const address = rowsOf(
      await app.ctx.db.execute(
        sql.raw(`SELECT c.code, a.kind FROM store_${store.id}.addresses a
          JOIN store_${store.id}.customers c ON c.id = a.customer_id ORDER BY c.code, a.kind LIMIT 1`),
      ),
    )[0] as { code: string; kind: string };
    const addressCount = await count('addresses');
    const gone = await erp.db.query(`DELETE FROM "SEED"."BPADDRESS" WHERE "BPANUM_0" = $1 AND "BPAADD_0" = $2`, [
      address.code,
      address.kind === 'BILLING' ? 'FAC' : 'LIV',
    ]);
    expect(gone.affectedRows).toBe(1);
    const row = await storeRow(app.ctx.db, store.id);
    if (!row) throw new Error('no store');
    const created = await createRequest(holdingJobs(app.ctx, syncRequestQueue), null, row, {
      requestType: 'SCHEDULED',
      tables: [],
      truncate: false,
    });
    expect(created).toMatchObject({ requestType: 'SCHEDULED', type: 'INCREMENTAL' });
    const traced: unknown[] = [];
    await runRequest(app.ctx, created.id, { pollMs: 20, trace: (_, message) => traced.push(message) });
    const done = await request(created.id);
    expect(done).toMatchObject({
      stage: 'COMPLETED',
      summary: { rowsRead: 3, inserted: 1, updated: 1, deleted: 1, failed: 0 },
    });
    expect(await count('addresses')).toBe(addressCount - 1);
    const left = rowsOf(
      await app.ctx.db.execute(
        sql.raw(`SELECT count(*)::int AS n FROM store_${store.id}.addresses a JOIN store_${store.id}.customers c
          ON c.id = a.customer_id WHERE c.code = '${address.code}' AND a.kind = '${address.kind}'`),
      ),
    )[0];
    expect(left).toEqual({ n: 0 });
    // The diagnostics see the delete.
    expect(traced).toContainEqual({
      type: 'traceData',
      stage: 'LOADING',
      requestId: created.id,
      table: 'addresses',
      fields: { op: 'D', deleted: 1 },
    });
    // And follow the run table by table and chunk by chunk: received, the table's loading, loaded.
    expect(traced).toContainEqual(
      expect.objectContaining({
        type: 'traceData',
        requestId: created.id,
        fields: expect.objectContaining({ step: 'received' }),
      }),
    );
    expect(traced).toContainEqual(
      expect.objectContaining({
        type: 'traceData',
        stage: 'LOADING',
        fields: expect.objectContaining({ step: 'table' }),
      }),
    );
    expect(traced).toContainEqual(
      expect.objectContaining({
        type: 'traceData',
        stage: 'LOADING',
        requestId: created.id,
        fields: expect.objectContaining({ step: 'loaded', rows: expect.any(Number), failed: 0 }),
      }),
    );
    const names = rowsOf(
      await app.ctx.db.execute(
        sql.raw(`SELECT (SELECT name FROM store_${store.id}.categories WHERE code = 'NEWCAT') AS category,
          (SELECT name FROM store_${store.id}.products WHERE sku = '${item}') AS product`),
      ),
    )[0];
    expect(names).toEqual({ category: 'New category', product: 'Renamed at the source' });
    // Nothing changed since: the next run reads nothing.
    const next = await createRequest(holdingJobs(app.ctx, syncRequestQueue), null, row, {
      requestType: 'SCHEDULED',
      tables: [],
      truncate: false,
    });
    await runRequest(app.ctx, next.id, { pollMs: 20 });
    expect((await request(next.id)).summary).toMatchObject({ rowsRead: 0, inserted: 0, updated: 0 });
  }, 120_000);

  it('turns a due run the scheduler recorded into a SCHEDULED request, once', async () => {
    const [source] = rowsOf(await app.ctx.db.execute(sql`SELECT id FROM sync_sources WHERE store_id = ${store.id}`));
    await app.ctx.db.execute(sql`INSERT INTO sync_schedules (source_id, store_id, is_active, tables)
      VALUES (${source?.id}, ${store.id}, false, '[]'::jsonb) ON CONFLICT DO NOTHING`);
    const [run] = rowsOf(
      await app.ctx.db.execute(sql`INSERT INTO sync_scheduled_runs (store_id, source_id, due_at)
        VALUES (${store.id}, ${source?.id}, now()) RETURNING id`),
    );
    expect(await startScheduledRuns(app.ctx)).toBe(1);
    expect(await startScheduledRuns(app.ctx)).toBe(0);
    const [started] = rowsOf(
      await app.ctx.db.execute(sql`SELECT r.started_at IS NOT NULL AS started, q.id AS request_id, q.type
        FROM sync_scheduled_runs r JOIN sync_requests q ON q.scheduled_run_id = r.id WHERE r.id = ${run?.id}`),
    );
    expect(started).toMatchObject({ started: true, type: 'INCREMENTAL' });
    const done = await finished(String(started?.request_id));
    expect(done).toMatchObject({ stage: 'COMPLETED', requestType: 'SCHEDULED', type: 'INCREMENTAL' });
  }, 120_000);

  it('refuses hostile input and other partners', async () => {
    const other = await anotherPartner(app, partner, 'engine-other');
    await api(app, other).get(`/sync/${store.id}/request`, errorResponseSchema, { status: 404 });
    await api(app, other).get(`/sync/${store.id}/uploadData`, errorResponseSchema, { status: 404 });
    await api(app, other).get(`/sync/${store.id}/request/${firstId}/failure`, errorResponseSchema, { status: 404 });
    const bad = [
      '/sync/99999999999/request',
      `/sync/${store.id}/request?n=7`,
      `/sync/${store.id}/request?q=nope`,
      `/sync/${store.id}/request?s=ab`,
      `/sync/${store.id}/request?s=abcd%00`,
      `/sync/${store.id}/request/not-a-uuid`,
      `/sync/${store.id}/request/${firstId}%00`,
      `/sync/${store.id}/request/${firstId}/failure/0`,
      `/sync/${store.id}/request/${firstId}/failure/99999999999999999999`,
      `/sync/${store.id}/failure/abc/retry`,
      `/sync/${store.id}/uploadData?truncate=maybe`,
    ];
    for (const path of bad) {
      const [pathname, search] = path.split('?');
      const reply = await app.inject({ url: `/api/v1${pathname}${search ? `?${search}` : ''}`, headers: partner });
      expect({ path, status: reply.statusCode }).toEqual({ path, status: 400 });
      expect(errorResponseSchema.safeParse(reply.json()).success).toBe(true);
    }
    await api(app, partner).get(`/sync/${store.id}/request/00000000-0000-4000-8000-000000000000`, errorResponseSchema, {
      status: 404,
    });
    await api(app, partner).post(`/sync/${store.id}/uploadData`, errorResponseSchema, {
      status: 400,
      body: { tables: [] },
    });
    await api(app, partner).post(`/sync/${store.id}/uploadData`, errorResponseSchema, {
      status: 400,
      body: { tables: ['NOPE\u0000'] },
    });
    await api(app, partner).post(`/sync/${store.id}/uploadData`, errorResponseSchema, {
      status: 400,
      body: { tables: ['NOT_MAPPED'] },
    });
    await api(app, partner).delete(`/sync/${store.id}/failure/12345`, errorResponseSchema, { status: 404 });
  });
});
