import {
  errorResponseSchema,
  filterExprReplySchema,
  filterTreeReplySchema,
  mappingListSchema,
  sendMappingsReplySchema,
  syncSourceSchema,
  tableFilterListSchema,
  tableFilterSchema,
} from '@store-console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, empty } from '../../../../test/api.ts';
import { clientTokenHeaders, erpTypeFields, postStore, signedInOperators, testApp } from '../../../../test/helpers.ts';
import { closedPort, type StandInAgent, type StandInTable, startStandInAgent } from '../../../../test/sync-agent.ts';
import type { App } from '../../../app.ts';
import { provisionStoreSchema } from '../../../platform/data-plane.ts';
import { syncMappingSets } from '../schema.ts';

type Headers = { authorization: string };
type Store = { id: number; storeId: string };

const key = 'agent-key-of-the-config-test';

/** The demo ERP's Sage X3 tables (packages/demo/src/demo-erp/schema.ts): nullable columns marked with `?`. */
const x3Tables: Record<string, string> = {
  ITMCATEG: 'TCLCOD_0 TCLAXX_0 CREDAT_0 UPDDATTIM_0',
  ITMMASTER: 'ITMREF_0 ITMDES1_0 ITMDES2_0? TCLCOD_0 ITMSTA_0 STU_0 ITMWEI_0 EANCOD_0? CREDAT_0 UPDDATTIM_0',
  ITMSALES: 'ITMREF_0 SAU_0 BASPRI_0',
  BPCUSTOMER: 'BPCNUM_0 BPCNAM_0 BPCSHO_0 CUR_0 LAN_0 BPCSTA_0 WEB_0? CREDAT_0 UPDDATTIM_0',
  BPADDRESS: 'BPATYP_0 BPANUM_0 BPAADD_0 BPAADDLIG_0 BPAADDLIG_1? BPAADDLIG_2? CTY_0 POSCOD_0 CRY_0 TEL_0? UPDDATTIM_0',
  SPRICLIST: 'PLI_0 PLICRI1_0 CUR_0 PRI_0 PLISTRDAT_0 PLIENDDAT_0?',
  ITMMVT: 'ITMREF_0 STOFCY_0 PHYSTO_0 UPDDATTIM_0',
  SORDER: 'SOHNUM_0 BPCORD_0 ORDDAT_0 CUR_0 ORDSTA_0 ORDINVATI_0 CREDAT_0 UPDDATTIM_0',
  SORDERQ: 'SOHNUM_0 SOPLIN_0 ITMREF_0 QTY_0 NETPRI_0 UPDDATTIM_0',
};
const tables: StandInTable[] = Object.entries(x3Tables).map(([name, spec]) => ({
  name,
  primaryKey: ['ROWID'],
  columns: [
    { name: 'ROWID', type: 'bigint', nullable: false, primaryKey: true },
    ...spec.split(' ').map((c) => ({
      name: c.replace('?', ''),
      type: 'character varying',
      nullable: c.endsWith('?'),
      primaryKey: false,
    })),
  ],
  rows: [],
}));

/** Send Mappings and filters: the routes that check a store's configuration against its agent. */
describe('send mappings and filters', () => {
  let app: App;
  let admin: Headers;
  let partner: Headers;
  let other: Headers;
  let agent: StandInAgent;
  let own: Store;
  let offline: Store;
  let othersStore: Store;

  const override = (body: object) =>
    api(app, partner).post(`/sync/${own.id}/mapping`, mappingListSchema, { status: 201, body: [body] });
  const removeOverrides = async () => {
    const list = await api(app, partner).get(`/sync/${own.id}/mapping`, mappingListSchema);
    for (const m of list.filter((entry) => entry.isOverride)) {
      await api(app, partner).delete(`/sync/${own.id}/mapping/${m.id}`, z.object({ id: z.literal(m.id) }));
    }
  };

  beforeAll(async () => {
    agent = await startStandInAgent({ key, dbId: 'x3', schema: 'SEED', tables });
    app = await testApp({ syncAgents: { allowPrivate: true, timeoutMs: 1500 } });
    ({ admin, partner, other } = await signedInOperators(app, { username: 'other-config@example.com' }));
    const erp = await erpTypeFields(app, admin, 'Sage_X3');
    own = (await postStore(app, partner, 'Config Agent Shop', erp)).json();
    offline = (await postStore(app, partner, 'Config Offline Shop', erp)).json();
    othersStore = (await postStore(app, other, 'Config Other Shop', erp)).json();
    const source = (store: Store, port: number) => ({
      storeId: store.id,
      sourceType: 'Sage_X3',
      syncType: 'AGENT',
      dbType: 'POSTGRES',
      protocol: 'http',
      hostName: agent.host,
      port,
      dbAlias: 'x3',
      dbSchema: 'SEED',
      syncVersion: 'SYNC_2',
      agentKey: key,
    });
    await api(app, partner).post('/sync/source', syncSourceSchema, { status: 201, body: source(own, agent.port) });
    await api(app, partner).post('/sync/source', syncSourceSchema, {
      status: 201,
      body: source(offline, await closedPort()),
    });
    for (const store of [own, offline]) await provisionStoreSchema(app.ctx.db, store.id);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await agent?.close();
  });

  describe('send mappings', () => {
    it('sends the Sage X3 default mapping of a demo-ERP-shaped source and makes it current', async () => {
      const reply = await api(app, partner).get(`/sync/${own.id}/sendMappings`, sendMappingsReplySchema);
      expect(reply.problems).toEqual([]);
      expect(reply).toMatchObject({ status: 'SENT', overrides: 0, tables: 8 });
      const effective = await api(app, partner).get(`/sync/${own.id}/mapping`, mappingListSchema);
      expect(reply.mappings).toBe(effective.length);
      const [set] = await app.ctx.db.select().from(syncMappingSets).where(eq(syncMappingSets.storeId, own.id));
      expect(set?.mappings).toEqual(effective);
      expect(set?.sentAt.toISOString()).toBe(reply.sentAt);
    });

    it('answers INVALID, naming each problem, and keeps the mapping sent before', async () => {
      const before = await app.ctx.db.select().from(syncMappingSets).where(eq(syncMappingSets.storeId, own.id));
      const [unknownColumn] = await override({
        sourceTable: 'ITMMASTER',
        sourceColumn: 'NOPE_0',
        targetTable: 'products',
        targetColumn: 'description',
      });
      const [unknownTarget] = await override({
        sourceTable: 'ITMMASTER',
        sourceColumn: 'EANCOD_0',
        targetTable: 'products',
        targetColumn: 'gtin',
      });
      const [badLookup] = await override({
        sourceTable: 'SORDER',
        sourceColumn: 'BPCORD_0',
        targetTable: 'orders',
        targetColumn: 'customer_id',
        converter: 'lookup:clients.code',
      });
      const reply = await api(app, partner).get(`/sync/${own.id}/sendMappings`, sendMappingsReplySchema);
      expect(reply).toMatchObject({ status: 'INVALID', overrides: 3, sentAt: null });
      expect(reply.problems).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            mappingId: unknownColumn?.id,
            severity: 'ERROR',
            message: expect.stringContaining('the source table ITMMASTER has no column NOPE_0'),
          }),
          expect.objectContaining({
            mappingId: unknownTarget?.id,
            message: expect.stringContaining("the store's table products has no column gtin"),
          }),
          expect.objectContaining({
            mappingId: badLookup?.id,
            message: expect.stringContaining('clients.code'),
          }),
        ]),
      );
      const after = await app.ctx.db.select().from(syncMappingSets).where(eq(syncMappingSets.storeId, own.id));
      expect(after).toEqual(before);
      await removeOverrides();
    });

    it('reports a required column left unmapped and a row group read from two tables', async () => {
      await override({
        sourceTable: 'ITMSALES',
        sourceColumn: 'BASPRI_0',
        targetTable: 'prices',
        targetColumn: 'amount',
        rowGroup: 'base',
      });
      await override({
        sourceTable: 'ITMMASTER',
        sourceColumn: 'ITMREF_0',
        targetTable: 'prices',
        targetColumn: 'product_id',
        rowGroup: 'base',
        converter: 'lookup:products.sku',
      });
      const reply = await api(app, partner).get(`/sync/${own.id}/sendMappings`, sendMappingsReplySchema);
      expect(reply.status).toBe('INVALID');
      const messages = reply.problems.map((p) => p.message);
      expect(messages).toContain('prices (row group base): the required column currency is not mapped');
      expect(messages.some((m) => m.includes('several source tables (ITMSALES, ITMMASTER)'))).toBe(true);
      // valid_from has a default in the store's table: not required.
      expect(messages.some((m) => m.includes('valid_from'))).toBe(false);
      await removeOverrides();
    });

    it('sends with a warning when only some rows could fail', async () => {
      const [nullable] = await override({
        sourceTable: 'ITMMASTER',
        sourceColumn: 'ITMDES2_0',
        targetTable: 'products',
        targetColumn: 'name',
      });
      const reply = await api(app, partner).get(`/sync/${own.id}/sendMappings`, sendMappingsReplySchema);
      expect(reply).toMatchObject({ status: 'SENT', overrides: 1 });
      expect(reply.problems).toEqual([
        {
          mappingId: nullable?.id,
          severity: 'WARNING',
          message: expect.stringContaining('rows where ITMDES2_0 is empty will fail'),
        },
      ]);
      const [set] = await app.ctx.db.select().from(syncMappingSets).where(eq(syncMappingSets.storeId, own.id));
      expect(set?.mappings.find((m) => m.targetColumn === 'name' && m.targetTable === 'products')?.id).toBe(
        nullable?.id,
      );
      await removeOverrides();
    });

    it('sends the Business Central default mapping against the API v2 entities', async () => {
      const erps: { id: number; code: string; erpTypeVersions: { id: number }[] }[] = (
        await app.inject({ url: '/api/v1/erp_types', headers: admin })
      ).json().content;
      const bcErp = erps.find((entry) => entry.code === 'MS_Dynamics_BC');
      const bc: Store = (
        await postStore(app, partner, 'Config BC Shop', {
          erpType: { id: bcErp?.id },
          erpTypeVersion: { id: bcErp?.erpTypeVersions[0]?.id },
        })
      ).json();
      await api(app, partner).post('/sync/source', syncSourceSchema, {
        status: 201,
        body: {
          storeId: bc.id,
          sourceType: 'MS_Dynamics_BC',
          syncType: 'GATEWAY',
          integrationName: 'BusinessCentral',
          syncVersion: 'SYNC_2',
        },
      });
      await provisionStoreSchema(app.ctx.db, bc.id);
      const reply = await api(app, partner).get(`/sync/${bc.id}/sendMappings`, sendMappingsReplySchema);
      expect(reply.problems.filter((p) => p.severity === 'ERROR')).toEqual([]);
      expect(reply).toMatchObject({ status: 'SENT', tables: 5 });
    });

    it("answers the agent's failure in the one error shape, quickly", async () => {
      const failure = await api(app, partner).get(`/sync/${offline.id}/sendMappings`, errorResponseSchema, {
        status: 502,
      });
      expect(failure.code).toBe('5025-agent-unreachable');
    });

    it("is the store's: other partners 404, client tokens need sync:manage", async () => {
      await api(app, other).get(`/sync/${own.id}/sendMappings`, errorResponseSchema, { status: 404 });
      const manage = await clientTokenHeaders(app, partner, own, ['sync:manage']);
      await api(app, manage).get(`/sync/${own.id}/sendMappings`, sendMappingsReplySchema);
      const readOnly = await clientTokenHeaders(app, partner, own, ['store:read']);
      await api(app, readOnly).get(`/sync/${own.id}/sendMappings`, errorResponseSchema, { status: 403 });
    });
  });

  describe('filters', () => {
    it('saves an expression with its parsed tree, lists and reads it', async () => {
      const saved = await api(app, partner).post(`/sync/${own.id}/filter/ITMMASTER`, tableFilterSchema, {
        body: { expr: "ITMSTA_0 = 1 AND ITMREF_0 LIKE 'BOLT%'" },
      });
      expect(saved).toEqual({
        tableName: 'ITMMASTER',
        expr: "ITMSTA_0 = 1 AND ITMREF_0 LIKE 'BOLT%'",
        tree: {
          and: [
            { column: 'ITMSTA_0', op: '=', value: 1 },
            { column: 'ITMREF_0', op: 'LIKE', value: 'BOLT%' },
          ],
        },
      });
      // The tree the console shows may come with it: the same tree is accepted.
      const again = await api(app, partner).post(`/sync/${own.id}/filter/ITMMASTER`, tableFilterSchema, {
        body: { expr: "ITMSTA_0 = 1 AND ITMREF_0 LIKE 'BOLT%'", tree: saved.tree },
      });
      expect(again).toEqual(saved);
      expect(await api(app, partner).get(`/sync/${own.id}/filter`, tableFilterListSchema)).toEqual([saved]);
      expect(await api(app, partner).get(`/sync/${own.id}/filter/ITMMASTER`, tableFilterSchema)).toEqual(saved);
      await api(app, partner).get(`/sync/${own.id}/filter/SORDER`, errorResponseSchema, { status: 404 });
    });

    it('refuses a tree that says otherwise, an unknown column, an unknown table and a bad expression', async () => {
      const mismatch = await api(app, partner).post(`/sync/${own.id}/filter/ITMMASTER`, errorResponseSchema, {
        status: 400,
        body: { expr: 'ITMSTA_0 = 1', tree: { column: 'ITMSTA_0', op: '=', value: 2 } },
      });
      expect(mismatch.message).toBe('The tree does not match the expression');
      const column = await api(app, partner).post(`/sync/${own.id}/filter/ITMMASTER`, errorResponseSchema, {
        status: 400,
        body: { expr: 'ITMSTA_0 = 1 OR COLOUR_0 = 2' },
      });
      expect(column.message).toBe('The table ITMMASTER has no column COLOUR_0');
      const table = await api(app, partner).post(`/sync/${own.id}/filter/NOTATABLE`, errorResponseSchema, {
        status: 404,
        body: { expr: 'A = 1' },
      });
      expect(table.message).toMatch(/NOTATABLE/);
      const parse = await api(app, partner).post(`/sync/${own.id}/filter/ITMMASTER`, errorResponseSchema, {
        status: 400,
        body: { expr: 'ITMSTA_0 = ' },
      });
      expect(parse.message).toMatch(/^Expected a value at position \d+$/);
      const stored = await api(app, partner).get(`/sync/${own.id}/filter/ITMMASTER`, tableFilterSchema);
      expect(stored.expr).toBe("ITMSTA_0 = 1 AND ITMREF_0 LIKE 'BOLT%'");
    });

    it('saves unchecked when the agent cannot be asked (its compiler checks the columns)', async () => {
      const saved = await api(app, partner).post(`/sync/${offline.id}/filter/ITMMASTER`, tableFilterSchema, {
        body: { expr: 'ITMSTA_0 = 1' },
      });
      expect(saved.tree).toEqual({ column: 'ITMSTA_0', op: '=', value: 1 });
    });

    it('deletes with 202, then 404', async () => {
      await api(app, partner).delete(`/sync/${own.id}/filter/ITMMASTER`, empty, { status: 202 });
      await api(app, partner).delete(`/sync/${own.id}/filter/ITMMASTER`, errorResponseSchema, { status: 404 });
      expect(await api(app, partner).get(`/sync/${own.id}/filter`, tableFilterListSchema)).toEqual([]);
    });

    it("keeps other partners out of a store's filters", async () => {
      await api(app, other).get(`/sync/${offline.id}/filter`, errorResponseSchema, { status: 404 });
      await api(app, other).post(`/sync/${offline.id}/filter/ITMMASTER`, errorResponseSchema, {
        status: 404,
        body: { expr: 'ITMSTA_0 = 2' },
      });
      await api(app, other).delete(`/sync/${offline.id}/filter/ITMMASTER`, errorResponseSchema, { status: 404 });
      await api(app, other).get(`/sync/${othersStore.id}/filter`, tableFilterListSchema);
    });

    it('converts an expression to its tree and back, naming the position of a problem', async () => {
      const expr = "TCLCOD_0 IN ('A', 'B') AND NOT (ITMDES2_0 IS NULL)";
      const { tree } = await api(app, partner).post('/sync/filter/tree', filterTreeReplySchema, { body: { expr } });
      const back = await api(app, partner).post('/sync/filter/expr', filterExprReplySchema, { body: { tree } });
      const again = await api(app, partner).post('/sync/filter/tree', filterTreeReplySchema, {
        body: { expr: back.expr },
      });
      expect(again.tree).toEqual(tree);
      const parse = await api(app, partner).post('/sync/filter/tree', errorResponseSchema, {
        status: 400,
        body: { expr: 'ITMSTA_0 = 1 AND' },
      });
      expect(parse.message).toMatch(/at position \d+/);
      expect(parse.details?.[0]?.path).toBe('expr');
      const badTree = await api(app, partner).post('/sync/filter/expr', errorResponseSchema, {
        status: 400,
        body: { tree: { column: 'A', op: 'SOUNDS LIKE', value: 1 } },
      });
      expect(badTree.message).toMatch(/^Invalid filter tree/);
      await api(app).post('/sync/filter/tree', errorResponseSchema, { status: 401, body: { expr: 'A = 1' } });
    });
  });
});
