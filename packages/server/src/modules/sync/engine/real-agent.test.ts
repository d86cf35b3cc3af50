import {
  errorCodes,
  errorResponseSchema,
  sourcePreviewReplySchema,
  sourceProbeReplySchema,
  syncSourceSchema,
  syncTablesReplySchema,
} from '@store-console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api.ts';
import { bearer, postStore, testApp } from '../../../../test/helpers.ts';
import { type AgentNextToErp, agentNextTo, type ErpDatabase, erpDatabase } from '../../../../test/real-agent.ts';
import type { App } from '../../../app.ts';

type Headers = { authorization: string };

const key = 'real-agent-key-0123456789';

/** A few Sage X3 rows (as the demo ERP's: upper-case names, `_0` columns, a ROWID key) in schema SEED. */
const x3 = `
  CREATE SCHEMA "SEED";
  CREATE TABLE "SEED"."ITMCATEG" ("ROWID" bigint PRIMARY KEY, "TCLCOD_0" varchar(10) NOT NULL UNIQUE,
    "TCLAXX_0" varchar(60) NOT NULL, "CREDAT_0" date NOT NULL, "UPDDATTIM_0" timestamp NOT NULL);
  CREATE TABLE "SEED"."ITMMASTER" ("ROWID" bigint PRIMARY KEY, "ITMREF_0" varchar(20) NOT NULL UNIQUE,
    "ITMDES1_0" varchar(60) NOT NULL, "ITMDES2_0" varchar(60), "TCLCOD_0" varchar(10) NOT NULL,
    "ITMSTA_0" smallint NOT NULL, "STU_0" varchar(3) NOT NULL, "ITMWEI_0" numeric(12,3) NOT NULL,
    "EANCOD_0" varchar(20), "CREDAT_0" date NOT NULL, "UPDDATTIM_0" timestamp NOT NULL);
  INSERT INTO "SEED"."ITMCATEG" VALUES (1, 'BMS', 'Bikes', '2024-01-10', '2024-01-10 10:00:00'),
    (2, 'ACC', 'Accessories', '2024-02-15', '2024-02-15 11:30:00');
  INSERT INTO "SEED"."ITMMASTER" VALUES
    (1, 'BMS001', 'City bike', NULL, 'BMS', 1, 'UN', 12.5, NULL, '2024-01-12', '2024-03-01 09:00:00'),
    (2, 'BMS002', 'Road bike', 'Carbon', 'BMS', 5, 'UN', 8.9, NULL, '2024-01-20', '2024-03-02 09:00:00'),
    (3, 'ACC001', 'Helmet', 'Size M', 'ACC', 1, 'UN', 0.35, '3760000000028', '2024-02-20', '2024-03-03 09:00:00');
`;

/** The source routes against the real agent (`@store-console/agent`) reading a PostgreSQL-speaking ERP database. */
describe('sync source routes with the real agent', () => {
  let app: App;
  let partner: Headers;
  let erp: ErpDatabase;
  let running: AgentNextToErp;
  let store: { id: number; storeId: string };

  const address = () => ({ protocol: 'http', hostName: running.host, port: running.port });

  beforeAll(async () => {
    erp = await erpDatabase(x3);
    running = await agentNextTo(erp, key, 'x3');
    app = await testApp({ syncAgents: { allowPrivate: true, timeoutMs: 20_000 } });
    partner = await bearer(app, 'partner');
    const admin = await bearer(app, 'admin');
    const erps: { id: number; code: string; erpTypeVersions: { id: number }[] }[] = (
      await app.inject({ url: '/api/v1/erp_types', headers: admin })
    ).json().content;
    const sageX3 = erps.find((entry) => entry.code === 'Sage_X3');
    store = (
      await postStore(app, partner, 'Real Agent Shop', {
        erpType: { id: sageX3?.id },
        erpTypeVersion: { id: sageX3?.erpTypeVersions[0]?.id },
      })
    ).json();
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await running?.close();
    await erp?.close();
  });

  it('tests the connection (database ids), lists the schemas, and says when the key is refused', async () => {
    const databases = await api(app, partner).post(`/sync/${store.id}/source`, sourceProbeReplySchema, {
      status: 200,
      body: { ...address(), agentKey: key },
    });
    expect(databases).toEqual({ databases: [{ id: 'x3', type: 'postgres' }] });
    const schemas = await api(app, partner).post(`/sync/${store.id}/source`, sourceProbeReplySchema, {
      status: 200,
      body: { ...address(), agentKey: key, dbAlias: 'x3' },
    });
    expect(schemas.schemas).toContain('SEED');
    const refused = await api(app, partner).post(`/sync/${store.id}/source`, errorResponseSchema, {
      status: 502,
      body: { ...address(), agentKey: 'not-the-key-of-this-agent' },
    });
    expect(refused).toMatchObject({ code: errorCodes.agentError, message: 'The agent refused the key' });
    await api(app, partner).post(`/sync/${store.id}/source`, errorResponseSchema, {
      status: 404,
      body: { ...address(), agentKey: key, dbAlias: 'nope' },
    });
  });

  it('describes the saved source’s tables and columns, and previews rows under a filter', async () => {
    await api(app, partner).post('/sync/source', syncSourceSchema, {
      status: 201,
      body: {
        storeId: store.id,
        sourceType: 'Sage_X3',
        syncType: 'AGENT',
        dbType: 'POSTGRES',
        ...address(),
        dbAlias: 'x3',
        dbSchema: 'SEED',
        syncVersion: 'SYNC_2',
        agentKey: key,
      },
    });
    const listed = await api(app, partner).get(`/sync/${store.id}/source`, syncTablesReplySchema, {
      query: { mappedOnly: false },
    });
    expect(Object.keys(listed.tables).sort()).toEqual(['ITMCATEG', 'ITMMASTER']);
    expect(listed.tables.ITMMASTER).toMatchObject({ mapped: true, hasFilter: false });
    const master = await api(app, partner).get(`/sync/${store.id}/source/ITMMASTER`, syncTablesReplySchema);
    expect(master.tables.ITMMASTER?.primaryKey).toEqual(['ROWID']);
    expect(master.tables.ITMMASTER?.columns?.find((c) => c.name === 'ITMDES2_0')).toMatchObject({
      nullable: true,
      primaryKey: false,
    });
    await api(app, partner).get(`/sync/${store.id}/source/NOPE`, errorResponseSchema, { status: 404 });

    const filter = {
      and: [
        { column: 'ITMSTA_0', op: '=', value: 1 },
        { column: 'TCLCOD_0', op: '=', value: 'BMS' },
      ],
    };
    const preview = await api(app, partner).post(
      `/sync/${store.id}/source/ITMMASTER/preview`,
      sourcePreviewReplySchema,
      { status: 200, body: { filter, limit: 10 } },
    );
    expect(preview.count).toBe(1);
    expect(preview.rows).toHaveLength(1);
    expect(preview.rows[0]).toMatchObject({ ITMREF_0: 'BMS001' });
    expect(preview.columns).toContain('ITMREF_0');
    const all = await api(app, partner).post(`/sync/${store.id}/source/ITMMASTER/preview`, sourcePreviewReplySchema, {
      body: { limit: 2 },
    });
    expect(all).toMatchObject({ count: 3 });
    expect(all.rows).toHaveLength(2);
    const unknownColumn = await api(app, partner).post(
      `/sync/${store.id}/source/ITMMASTER/preview`,
      errorResponseSchema,
      { status: 400, body: { filter: { column: 'NOPE_0', op: '=', value: 1 } } },
    );
    expect(unknownColumn.message).toContain('NOPE_0');
  });
});
