import { installChangeCapture } from '@store-console/agent';
import { syncRequestReplySchema, syncSourceSchema } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api.ts';
import { bearer, createSettledStore, erpTypeFields, holdingJobs, testApp, until } from '../../../../test/helpers.ts';
import {
  type AgentNextToErp,
  agentNextToMysql,
  type MysqlErp,
  mysqlAnswers,
  mysqlErp,
} from '../../../../test/real-agent.ts';
import type { App } from '../../../app.ts';
import { rowsOf } from '../../../platform/data-plane.ts';
import { storeRow } from '../../stores/index.ts';
import { runRequest } from './request-run.ts';
import { createRequest, syncRequestQueue } from './request-service.ts';

const key = 'real-agent-key-0123456789';
const skip = !(await mysqlAnswers());
if (skip) console.warn('MariaDB/MySQL on 127.0.0.1:3306 does not answer: the MySQL sync tests are skipped');

/**
 * Sage X3's tables on MariaDB as an ERP writes them (issue 32): DECIMAL(18,6) prices, DATETIME(6),
 * zero dates, NULL update times. Every table the default mapping reads exists; few rows each.
 */
const x3 = [
  "SET SESSION sql_mode = ''",
  `CREATE TABLE ITMCATEG (ROWID BIGINT PRIMARY KEY, TCLCOD_0 VARCHAR(10) NOT NULL, TCLAXX_0 VARCHAR(60) NOT NULL)`,
  `CREATE TABLE ITMMASTER (ROWID BIGINT PRIMARY KEY, ITMREF_0 VARCHAR(20) NOT NULL, ITMDES1_0 VARCHAR(60) NOT NULL,
    ITMDES2_0 VARCHAR(60), TCLCOD_0 VARCHAR(10) NOT NULL, ITMSTA_0 TINYINT NOT NULL, UPDDATTIM_0 DATETIME(6))`,
  `CREATE TABLE BPCUSTOMER (ROWID BIGINT PRIMARY KEY, BPCNUM_0 VARCHAR(15) NOT NULL, BPCNAM_0 VARCHAR(60) NOT NULL,
    WEB_0 VARCHAR(80), UPDDATTIM_0 DATETIME)`,
  `CREATE TABLE BPADDRESS (ROWID BIGINT PRIMARY KEY, BPANUM_0 VARCHAR(15) NOT NULL, BPAADD_0 VARCHAR(5) NOT NULL,
    BPAADDLIG_0 VARCHAR(50) NOT NULL, BPAADDLIG_1 VARCHAR(50), CTY_0 VARCHAR(40) NOT NULL, POSCOD_0 VARCHAR(10),
    CRY_0 VARCHAR(3) NOT NULL)`,
  `CREATE TABLE SPRICLIST (ROWID BIGINT PRIMARY KEY, PLICRI1_0 VARCHAR(20) NOT NULL, CUR_0 CHAR(3) NOT NULL,
    PRI_0 DECIMAL(18,6) NOT NULL, PLISTRDAT_0 DATE)`,
  `CREATE TABLE ITMMVT (ROWID BIGINT PRIMARY KEY, ITMREF_0 VARCHAR(20) NOT NULL, PHYSTO_0 DECIMAL(18,6) NOT NULL,
    UPDDATTIM_0 DATETIME(6))`,
  `CREATE TABLE SORDER (ROWID BIGINT PRIMARY KEY, SOHNUM_0 VARCHAR(20) NOT NULL, BPCORD_0 VARCHAR(15) NOT NULL,
    ORDSTA_0 TINYINT NOT NULL, CUR_0 CHAR(3) NOT NULL, ORDINVATI_0 DECIMAL(18,6) NOT NULL, ORDDAT_0 DATETIME)`,
  `CREATE TABLE SORDERQ (SOHNUM_0 VARCHAR(20) NOT NULL, SOPLIN_0 INT NOT NULL, ITMREF_0 VARCHAR(20) NOT NULL,
    QTY_0 DECIMAL(18,6) NOT NULL, NETPRI_0 DECIMAL(18,6) NOT NULL, PRIMARY KEY (SOHNUM_0, SOPLIN_0))`,
  "INSERT INTO ITMCATEG VALUES (1, 'BMS', 'Bikes'), (2, 'ACC', 'Accessories')",
  `INSERT INTO ITMMASTER VALUES (1, 'BMS001', 'City bike', NULL, 'BMS', 1, '2024-05-06 12:34:56.000001'),
    (2, 'BMS002', 'Road bike', 'Carbon', 'BMS', 1, NULL), (3, 'ACC001', 'Helmet', NULL, 'ACC', 2, '0000-00-00 00:00:00')`,
  "INSERT INTO BPCUSTOMER VALUES (1, 'C001', 'Velo Shop', NULL, '2024-01-01 10:00:00')",
  "INSERT INTO BPADDRESS VALUES (1, 'C001', 'FAC', '1 Rue Haute', NULL, 'Lyon', '69001', 'FR')",
  `INSERT INTO SPRICLIST VALUES (1, 'BMS001', 'EUR', 1.007919, '2024-01-01'), (2, 'BMS002', 'EUR', 1999.999999, '0000-00-00'),
    (3, 'ACC001', 'EUR', 35.5, '2024-01-01')`,
  "INSERT INTO ITMMVT VALUES (1, 'BMS001', 12.345678, NULL)",
  "INSERT INTO SORDER VALUES (1, 'SO001', 'C001', 1, 'EUR', 2.015838, '2024-05-06 09:00:00')",
  "INSERT INTO SORDERQ VALUES ('SO001', 1, 'BMS001', 2, 1.007919)",
];

describe.skipIf(skip)('sync with the real agent on MariaDB: values exact, incremental from change capture', () => {
  let app: App;
  let partner: { authorization: string };
  let erp: MysqlErp;
  let running: AgentNextToErp;
  let store: { id: number; storeId: string };

  const query = async (text: string) =>
    rowsOf(await app.ctx.db.execute(sql.raw(text.replaceAll('$s', `store_${store.id}`))));
  const request = (id: string) => api(app, partner).get(`/sync/${store.id}/request/${id}`, syncRequestReplySchema);
  const scheduled = async () => {
    const row = await storeRow(app.ctx.db, store.id);
    if (!row) throw new Error('no store');
    const created = await createRequest(holdingJobs(app.ctx, syncRequestQueue), null, row, {
      requestType: 'SCHEDULED',
      tables: [],
      truncate: false,
    });
    expect(created).toMatchObject({ type: 'INCREMENTAL' });
    await runRequest(app.ctx, created.id, { pollMs: 20 });
    return request(created.id);
  };

  beforeAll(async () => {
    erp = await mysqlErp(x3);
    running = await agentNextToMysql(erp, key, 'erp');
    // The explicit agent command an operator runs once (packages/agent/README.md "Change capture").
    await installChangeCapture(
      { listen: { host: '127.0.0.1', port: 0 }, key, databases: { erp: erp.agentDatabase } },
      'erp',
      {
        schema: erp.database,
      },
    );
    app = await testApp({ runWorkers: true, syncAgents: { allowPrivate: true, timeoutMs: 20_000 } });
    partner = await bearer(app, 'partner');
    store = await createSettledStore(app, partner, 'MariaDB Shop', await erpTypeFields(app, partner, 'Sage_X3'));
    await api(app, partner).post('/sync/source', syncSourceSchema, {
      status: 201,
      body: {
        storeId: store.id,
        sourceType: 'Sage_X3',
        syncType: 'AGENT',
        dbType: 'MYSQL',
        protocol: 'http',
        hostName: running.host,
        port: running.port,
        dbAlias: 'erp',
        dbSchema: erp.database,
        syncVersion: 'SYNC_2',
        agentKey: key,
      },
    });
  }, 180_000);

  afterAll(async () => {
    await app?.close();
    await running?.close();
    await erp?.close();
  });

  it('loads all: 6 decimals, microseconds, zero dates as NULL (counted per table), NULL times as the default', async () => {
    const created = await api(app, partner).get(`/sync/${store.id}/uploadData`, syncRequestReplySchema, {
      status: 202,
    });
    const done = await until(
      () => request(created.id),
      (r) => r.stage === 'COMPLETED' || r.stage === 'FAILED',
      { timeout: 120_000 },
    );
    expect(done).toMatchObject({ stage: 'COMPLETED', error: null, summary: { inserted: 13, failed: 0 } });
    expect(
      await query(`SELECT p.sku, r.amount::text AS amount, r.valid_from = current_date AS defaulted FROM $s.prices r
        JOIN $s.products p ON p.id = r.product_id ORDER BY p.sku`),
    ).toEqual([
      { sku: 'ACC001', amount: '35.500000', defaulted: false },
      { sku: 'BMS001', amount: '1.007919', defaulted: false },
      // A zero date is no date: NULL, and the store's default (current_date) takes its place.
      { sku: 'BMS002', amount: '1999.999999', defaulted: true },
    ]);
    expect(
      await query(`SELECT sku, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS at,
        updated_at > now() - interval '1 hour' AS defaulted FROM $s.products ORDER BY sku`),
    ).toEqual([
      { sku: 'ACC001', at: expect.any(String), defaulted: true },
      { sku: 'BMS001', at: '2024-05-06 12:34:56.000001', defaulted: false },
      { sku: 'BMS002', at: expect.any(String), defaulted: true },
    ]);
    expect(await query('SELECT quantity::text AS q FROM $s.stock')).toEqual([{ q: '12.345678' }]);
    expect(await query('SELECT total::text AS t FROM $s.orders')).toEqual([{ t: '2.015838' }]);
    expect(await query('SELECT quantity::text AS q, unit_price::text AS p FROM $s.order_lines')).toEqual([
      { q: '2.000000', p: '1.007919' },
    ]);
    expect(
      await query(
        `SELECT table_name, warnings::int AS warnings FROM sync_request_tables WHERE request_id = '${created.id}' AND warnings > 0 ORDER BY 1`,
      ),
    ).toEqual([
      { table_name: 'ITMMASTER', warnings: 1 },
      { table_name: 'SPRICLIST', warnings: 1 },
    ]);
    // And the request says so (the console shows it under the request's status).
    expect(done.summary.warnings).toEqual([
      { table: 'ITMMASTER', rows: 1 },
      { table: 'SPRICLIST', rows: 1 },
    ]);
  }, 180_000);

  it('a scheduled run reads only the changes: inserts, updates and deletes reach the store', async () => {
    await erp.connection.query(
      "INSERT INTO ITMMASTER VALUES (4, 'ACC002', 'Gloves', NULL, 'ACC', 1, '2024-06-01 08:00:00.500000')",
    );
    await erp.connection.query('UPDATE SPRICLIST SET PRI_0 = 1.007920 WHERE ROWID = 1');
    await erp.connection.query("UPDATE ITMMASTER SET ITMDES1_0 = 'Renamed at the source' WHERE ROWID = 2");
    await erp.connection.query('DELETE FROM BPADDRESS WHERE ROWID = 1');
    const done = await scheduled();
    expect(done).toMatchObject({
      stage: 'COMPLETED',
      summary: { rowsRead: 4, inserted: 1, updated: 2, deleted: 1, failed: 0 },
    });
    expect(await query("SELECT name FROM $s.products WHERE sku IN ('ACC002', 'BMS002') ORDER BY sku")).toEqual([
      { name: 'Gloves' },
      { name: 'Renamed at the source' },
    ]);
    expect(
      await query(
        "SELECT r.amount::text AS a FROM $s.prices r JOIN $s.products p ON p.id = r.product_id WHERE p.sku = 'BMS001'",
      ),
    ).toEqual([{ a: '1.007920' }]);
    expect(await query('SELECT count(*)::int AS n FROM $s.addresses')).toEqual([{ n: 0 }]);
    // Nothing changed since: the next run reads nothing.
    expect((await scheduled()).summary).toMatchObject({ rowsRead: 0, inserted: 0, updated: 0, deleted: 0 });
  }, 180_000);
});
