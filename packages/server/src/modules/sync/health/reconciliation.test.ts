import {
  errorResponseSchema,
  failureDetailListSchema,
  failureGroupListSchema,
  reconciliationSchema,
  syncRequestReplySchema,
} from '@store-console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoAgent, startDemoAgent } from '../../../../../demo/src/demo-erp/agent.ts';
import type { DemoErp } from '../../../../../demo/src/demo-erp/server.ts';
import { api } from '../../../../test/api.ts';
import { anotherPartner, bearer, testApp, until } from '../../../../test/helpers.ts';
import { agentSyncStore } from '../../../../test/sync-agent.ts';
import type { App } from '../../../app.ts';

/** GET /sync/{storeId}/reconciliation after a full load of the demo ERP through the real agent. */
describe('sync reconciliation: source vs store, table by table', () => {
  let app: App;
  let partner: { authorization: string };
  let demo: DemoAgent;
  let erp: DemoErp;
  let store: { id: number; storeId: string };

  const reconcile = () => api(app, partner).get(`/sync/${store.id}/reconciliation`, reconciliationSchema);

  beforeAll(async () => {
    demo = await startDemoAgent({ port: 0 });
    erp = (await demo.ready).erp;
    app = await testApp({ runWorkers: true, syncAgents: { allowPrivate: true, timeoutMs: 20_000 } });
    partner = await bearer(app, 'partner');
    store = await agentSyncStore(app, partner, 'Reconciled Shop', { url: demo.url, key: demo.key });
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await demo?.close();
  });

  it('after a full load, the tables whose rows failed differ; once those rows leave the source, every table matches', async () => {
    const created = await api(app, partner).get(`/sync/${store.id}/uploadData`, syncRequestReplySchema, {
      status: 202,
    });
    const done = await until(
      () => api(app, partner).get(`/sync/${store.id}/request/${created.id}`, syncRequestReplySchema),
      (r) => r.stage === 'COMPLETED' || r.stage === 'FAILED',
      { timeout: 480_000 },
    );
    expect(done.stage).toBe('COMPLETED');
    expect(done.summary.failed).toBeGreaterThan(0);

    // The demo ERP's awkward rows failed: their tables hold more source keys than store rows.
    const groups = Object.values(
      await api(app, partner).get(`/sync/${store.id}/request/${created.id}/failure`, failureGroupListSchema),
    );
    const failedTables = new Set(groups.map((g) => g.table));
    const first = await reconcile();
    expect(first.tables.map((t) => t.sourceTable)).toEqual([
      'ITMCATEG',
      'ITMMASTER',
      'BPCUSTOMER',
      'BPADDRESS',
      'SPRICLIST',
      'ITMMVT',
      'SORDER',
      'SORDERQ',
    ]);
    for (const table of first.tables) {
      expect({ table: table.sourceTable, note: table.note, match: table.match }).toEqual({
        table: table.sourceTable,
        note: null,
        match: !failedTables.has(table.sourceTable),
      });
    }
    const prices = first.tables.find((t) => t.sourceTable === 'SPRICLIST');
    expect(prices).toMatchObject({
      targetTable: 'prices',
      targetKey: ['product_id', 'currency', 'valid_from'],
      sourceKey: ['PLICRI1_0', 'CUR_0', 'PLISTRDAT_0'],
    });
    expect(first.tables.find((t) => t.sourceTable === 'BPADDRESS')?.sourceKey).toEqual(['BPANUM_0', 'BPAADD_0']);

    // Take the failed rows out of the source (by their ROWID, as the failures keep them).
    for (const group of groups) {
      let after: number | null = null;
      do {
        const page: { items: { data: unknown }[]; nextAfter: number | null } = await api(app, partner).get(
          `/sync/${store.id}/request/${created.id}/failure/${group.id}`,
          failureDetailListSchema,
          { query: { n: 500, ...(after === null ? {} : { after }) } },
        );
        const ids = page.items.map((item) => Number((item.data as { ROWID: unknown }).ROWID));
        await erp.db.query(`DELETE FROM "SEED"."${group.table}" WHERE "ROWID" = ANY($1::bigint[])`, [ids]);
        after = page.nextAfter;
      } while (after !== null);
    }
    const second = await reconcile();
    for (const table of second.tables) {
      expect({ table: table.sourceTable, match: table.match }).toEqual({ table: table.sourceTable, match: true });
      expect(table.source?.keys).toBe(table.store?.rows);
    }
    const sum = (side: 'source' | 'store') => second.tables.reduce((n, t) => n + (t[side]?.rows ?? 0), 0);
    expect(sum('store')).toBe(done.summary.inserted);

    // A row deleted in the store: that table, and only it, mismatches, by one row and its checksum.
    await app.ctx.db.execute(
      sql.raw(`DELETE FROM store_${store.id}.prices WHERE id = (SELECT min(id) FROM store_${store.id}.prices)`),
    );
    const third = await reconcile();
    for (const table of third.tables) {
      expect({ table: table.sourceTable, match: table.match }).toEqual({
        table: table.sourceTable,
        match: table.sourceTable !== 'SPRICLIST',
      });
    }
    const after = third.tables.find((t) => t.sourceTable === 'SPRICLIST');
    const before = second.tables.find((t) => t.sourceTable === 'SPRICLIST');
    expect(after?.store?.rows).toBe((before?.store?.rows ?? 0) - 1);
    expect(after?.source).toEqual(before?.source);
    expect(after?.store?.checksum).not.toBe(after?.source?.checksum);
  }, 600_000);

  it('is reached only through the store scope', async () => {
    const other = await anotherPartner(app, partner, 'reconcile-other');
    await api(app, other).get(`/sync/${store.id}/reconciliation`, errorResponseSchema, { status: 404 });
    await api(app, partner).get('/sync/99999999999/reconciliation', errorResponseSchema, { status: 400 });
    await api(app, partner).get(`/sync/${store.id}/reconciliation`, errorResponseSchema, {
      status: 400,
      headers: { 'x-xm-store': 'another-store' },
    });
  });
});
