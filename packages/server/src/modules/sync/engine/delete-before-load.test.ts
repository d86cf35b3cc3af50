import {
  deletePlanSchema,
  deletePlanTexts,
  errorResponseSchema,
  syncRequestReplySchema,
  syncStatusSchema,
} from '@store-console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoAgent, startDemoAgent } from '../../../../../demo/src/demo-erp/agent.ts';
import { api } from '../../../../test/api.ts';
import { anotherPartner, bearer, testApp, until } from '../../../../test/helpers.ts';
import { agentSyncStore } from '../../../../test/sync-agent.ts';
import type { App } from '../../../app.ts';
import { rowsOf } from '../../../platform/data-plane.ts';

type Headers = { authorization: string };

/**
 * Delete Before Load says what it empties before it does it (issue 32): the plan names every store
 * table the chosen source tables' load empties, dependents through foreign keys included; the run
 * empties exactly those and reports the rows per table; "only the chosen tables" is done when no
 * other rows refer to them and refused, naming the tables that do, otherwise. Also: a store whose
 * tables loaded is not NOT_LOADED, and Load changes runs the scheduler's next request now.
 */
describe('Delete Before Load, Load changes and the status after Load tables', () => {
  let app: App;
  let partner: Headers;
  let demo: DemoAgent;
  let store: { id: number; storeId: string };

  const count = async (table: string) =>
    Number(
      rowsOf(await app.ctx.db.execute(sql.raw(`SELECT count(*)::int AS n FROM store_${store.id}.${table}`)))[0]?.n,
    );
  const request = (id: string) => api(app, partner).get(`/sync/${store.id}/request/${id}`, syncRequestReplySchema);
  const finished = (id: string) =>
    until(
      () => request(id),
      (r) => r.stage === 'COMPLETED' || r.stage === 'FAILED',
      { timeout: 120_000 },
    );
  const loadTables = (tables: string[], query: Record<string, string> = {}) =>
    api(app, partner).post(`/sync/${store.id}/uploadData`, syncRequestReplySchema, {
      status: 202,
      query,
      body: { tables },
    });
  const refusedLoad = (tables: string[], query: Record<string, string>, status: number) =>
    api(app, partner).post(`/sync/${store.id}/uploadData`, errorResponseSchema, { status, query, body: { tables } });
  const plan = (tables: string[], headers = partner) =>
    api(app, headers).post(`/sync/${store.id}/uploadData/deletePlan`, deletePlanSchema, { body: { tables } });

  beforeAll(async () => {
    demo = await startDemoAgent({ port: 0 });
    await demo.ready;
    app = await testApp({ runWorkers: true, syncAgents: { allowPrivate: true, timeoutMs: 20_000 } });
    partner = await bearer(app, 'partner');
    store = await agentSyncStore(app, partner, 'Delete Plan Shop', { url: demo.url, key: demo.key });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await demo?.close();
  });

  it('leaves NOT_LOADED once Load tables completed (no Load all needed)', async () => {
    const status = () => api(app, partner).get(`/sync/${store.id}/status`, syncStatusSchema);
    expect((await status()).code).toBe('NOT_LOADED');
    const loaded = await finished((await loadTables(['ITMCATEG', 'ITMMASTER', 'ITMMVT'])).id);
    expect(loaded).toMatchObject({ stage: 'COMPLETED', error: null });
    expect(await count('products')).toBeGreaterThan(0);
    expect(await count('stock')).toBeGreaterThan(0);
    expect((await status()).code).not.toBe('NOT_LOADED');
  }, 180_000);

  it('plans ITMCATEG: categories, then every table that refers to it at any depth, with their rows', async () => {
    const answer = await plan(['ITMCATEG']);
    const rows = {
      categories: await count('categories'),
      products: await count('products'),
      stock: await count('stock'),
      prices: await count('prices'),
      order_lines: await count('order_lines'),
    };
    expect(answer.tables).toEqual([
      { table: 'categories', rows: rows.categories, dependent: false, refersTo: [] },
      { table: 'products', rows: rows.products, dependent: true, refersTo: ['categories'] },
      { table: 'order_lines', rows: rows.order_lines, dependent: true, refersTo: ['products'] },
      { table: 'prices', rows: rows.prices, dependent: true, refersTo: ['products'] },
      { table: 'stock', rows: rows.stock, dependent: true, refersTo: ['products'] },
    ]);
    expect(answer.chosenOnlyRefusal).toBe(
      deletePlanTexts.chosenOnlyRefused(['categories'], [{ table: 'products', rows: rows.products }]),
    );
  });

  it('refuses "only the chosen tables" while other rows refer to them, naming those tables; nothing changes', async () => {
    const products = await count('products');
    const refused = await refusedLoad(['ITMCATEG'], { truncate: 'true', deleteMode: 'CHOSEN_ONLY' }, 409);
    expect(refused.message).toContain('products');
    expect(refused.message).toContain('Empty the dependent tables too');
    expect(await count('products')).toBe(products);
    const bad = await refusedLoad(['ITMCATEG'], { truncate: 'true', deleteMode: 'SOME' }, 400);
    expect(bad.status).toBe(400);
  });

  it('empties what the plan listed and reports the rows per table, in deleted too', async () => {
    const before = await plan(['ITMCATEG']);
    const done = await finished((await loadTables(['ITMCATEG'], { truncate: 'true' })).id);
    expect(done).toMatchObject({ stage: 'COMPLETED', truncate: true, deleteMode: 'WITH_DEPENDENTS' });
    const emptied = before.tables.map(({ refersTo: _, ...table }) => table);
    expect(done.summary.emptied).toEqual(emptied);
    expect(done.summary.deleted).toBe(emptied.reduce((n, table) => n + table.rows, 0));
    const categories = await count('categories');
    expect(done.summary).toMatchObject({
      rowsRead: categories + done.summary.failed,
      inserted: categories,
      updated: 0,
    });
    expect(await count('products')).toBe(0);
    expect(await count('stock')).toBe(0);
  }, 180_000);

  it('empties only the chosen tables when nothing else refers to them', async () => {
    const answer = await plan(['ITMCATEG']);
    expect(answer.chosenOnlyRefusal).toBeNull();
    const categories = await count('categories');
    const done = await finished((await loadTables(['ITMCATEG'], { truncate: 'true', deleteMode: 'CHOSEN_ONLY' })).id);
    expect(done).toMatchObject({ stage: 'COMPLETED', deleteMode: 'CHOSEN_ONLY' });
    expect(done.summary.emptied).toEqual([{ table: 'categories', rows: categories, dependent: false }]);
    expect(done.summary).toMatchObject({ deleted: categories, inserted: categories, updated: 0 });
  }, 180_000);

  it('Load changes starts a request of every mapped table now, through the same request flow', async () => {
    const created = await api(app, partner).get(`/sync/${store.id}/uploadChanges`, syncRequestReplySchema, {
      status: 202,
    });
    expect(created).toMatchObject({ requestType: 'LOAD_CHANGES', stage: 'CREATED', truncate: false, tables: [] });
    expect(await finished(created.id)).toMatchObject({ stage: 'COMPLETED', error: null });
  }, 180_000);

  it("refuses another partner's store and bad input with the one error shape", async () => {
    const other = await anotherPartner(app, partner, 'other-delete-plan');
    const denied = await app.inject({
      method: 'POST',
      url: `/api/v1/sync/${store.id}/uploadData/deletePlan`,
      headers: { ...other, 'x-xm-store': store.storeId },
      payload: { tables: [] },
    });
    expect([403, 404]).toContain(denied.statusCode);
    errorResponseSchema.parse(denied.json());
    for (const payload of [{ tables: 'ITMCATEG' }, { tables: ['NOPE'] }, { other: 1 }]) {
      const reply = await app.inject({
        method: 'POST',
        url: `/api/v1/sync/${store.id}/uploadData/deletePlan`,
        headers: { ...partner, 'x-xm-store': store.storeId },
        payload,
      });
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      errorResponseSchema.parse(reply.json());
    }
  });
});
