import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgentHealth, TableDescription } from '@store-console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoAgent } from './agent.ts';
import { awkwardRows, type DemoErpSize, generateDemoErpRows } from './data.ts';
import { countDemoErpRows } from './database.ts';
import { demoErpTableNames } from './schema.ts';

// A small ERP: the same generator and tables as the demo start's ~9,000 rows, built in a moment.
const size: DemoErpSize = { items: 40, customers: 12, orders: 15 };
const x3Tables = [
  'ITMCATEG',
  'ITMMASTER',
  'ITMSALES',
  'BPCUSTOMER',
  'BPADDRESS',
  'SPRICLIST',
  'ITMMVT',
  'SORDER',
  'SORDERQ',
];

async function agentCall<T>(url: string, key: string | null, path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${url}/agent/v1${path}`, key ? { headers: { authorization: `Bearer ${key}` } } : {});
  return { status: response.status, body: (await response.json()) as T };
}

describe('the demo ERP', () => {
  it('is the same on every build (seeded)', () => {
    expect(generateDemoErpRows(size)).toEqual(generateDemoErpRows(size));
    expect(generateDemoErpRows(size)).not.toEqual(generateDemoErpRows(size, 15));
  });
});

describe('the demo agent on the demo ERP (in memory)', () => {
  let agent: Awaited<ReturnType<typeof startDemoAgent>>;
  let erp: Awaited<Awaited<ReturnType<typeof startDemoAgent>>['ready']>['erp'];

  beforeAll(async () => {
    agent = await startDemoAgent({ port: 0, size });
    ({ erp } = await agent.ready);
  }, 60_000);

  afterAll(async () => {
    await agent?.close();
  });

  it('holds the Sage X3 tables in folder SEED with the asked number of rows, and its awkward rows', async () => {
    const db = erp.db;
    expect(erp.origin).toBe('built');
    const tables = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'SEED' ORDER BY table_name",
    );
    expect(tables.rows.map((row) => row.table_name)).toEqual([...x3Tables].sort());
    const columns = await db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = 'SEED' AND table_name = 'BPADDRESS' ORDER BY ordinal_position",
    );
    expect(columns.rows.map((row) => row.column_name)).toEqual([
      'ROWID',
      'BPATYP_0',
      'BPANUM_0',
      'BPAADD_0',
      'BPAADDLIG_0',
      'BPAADDLIG_1',
      'BPAADDLIG_2',
      'CTY_0',
      'POSCOD_0',
      'CRY_0',
      'TEL_0',
      'UPDDATTIM_0',
    ]);
    const counts = await countDemoErpRows(db);
    expect(counts).toMatchObject({
      ITMCATEG: 13,
      ITMMASTER: 40,
      ITMSALES: 40,
      BPCUSTOMER: 12,
      BPADDRESS: 24,
      ITMMVT: 40,
      SORDER: 15,
    });
    // Three currencies per item, some with a 2025 row too, plus the negative price.
    expect(counts.SPRICLIST).toBeGreaterThanOrEqual(3 * 40 + 1);
    expect(counts.SORDERQ).toBeGreaterThan(15);
    const currencies = await db.query<{ cur: string }>(
      'SELECT DISTINCT "CUR_0" AS cur FROM "SEED"."SPRICLIST" ORDER BY 1',
    );
    expect(currencies.rows.map((row) => row.cur)).toEqual(['EUR', 'GBP', 'USD']);
    const addresses = await db.query<{ kind: string; n: number }>(
      'SELECT "BPAADD_0" AS kind, count(*)::int AS n FROM "SEED"."BPADDRESS" GROUP BY 1 ORDER BY 1',
    );
    expect(addresses.rows).toEqual([
      { kind: 'FAC', n: 12 },
      { kind: 'LIV', n: 12 },
    ]);
    const awkward = await db.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM "SEED"."SPRICLIST" WHERE "PRI_0" < 0)
              + (SELECT count(*) FROM "SEED"."BPADDRESS" WHERE length("CRY_0") <> 2)
              + (SELECT count(*) FROM "SEED"."ITMMASTER" m WHERE NOT EXISTS (SELECT 1 FROM "SEED"."ITMCATEG" c WHERE c."TCLCOD_0" = m."TCLCOD_0"))
              + (SELECT count(*) FROM "SEED"."SORDERQ" q WHERE NOT EXISTS (SELECT 1 FROM "SEED"."ITMMASTER" m WHERE m."ITMREF_0" = q."ITMREF_0")) AS n`,
    );
    expect(Number(awkward.rows[0]?.n)).toBe(4);
    expect(awkwardRows.length).toBeLessThanOrEqual(10);
  });

  it('answers the SEED tables with their columns and ROWID keys, with the key only', async () => {
    expect((await agentCall(agent.url, null, '/databases/x3/schemas/SEED/tables')).status).toBe(401);
    const { status, body } = await agentCall<{ tables: TableDescription[] }>(
      agent.url,
      agent.key,
      '/databases/x3/schemas/SEED/tables',
    );
    expect(status).toBe(200);
    expect(body.tables.map((table) => table.name).sort()).toEqual([...x3Tables].sort());
    const items = body.tables.find((table) => table.name === 'ITMMASTER');
    expect(items?.primaryKey).toEqual(['ROWID']);
    expect(items?.columns.find((column) => column.name === 'ITMDES2_0')).toMatchObject({
      nullable: true,
      primaryKey: false,
    });
  });

  it('records an update through change capture', async () => {
    const before = await agentCall<AgentHealth>(agent.url, agent.key, '/health');
    const x3 = before.body.databases.find((database) => database.id === 'x3');
    expect(x3).toMatchObject({ reachable: true, changeCapture: { state: 'ENABLED' } });
    await erp.db.query(`UPDATE "SEED"."ITMMASTER" SET "ITMDES1_0" = 'Summit Tent Pro 2' WHERE "ROWID" = 1`);
    const after = await agentCall<AgentHealth>(agent.url, agent.key, '/health');
    const position = after.body.databases.find((database) => database.id === 'x3')?.changeCapture.position;
    expect(BigInt(position ?? '0')).toBeGreaterThan(BigInt(x3?.changeCapture.position ?? '0'));
    const change = await erp.db.query<{ table_name: string; op: string; key: unknown }>(
      'SELECT table_name, op, key FROM agent_cdc.changes ORDER BY position DESC LIMIT 1',
    );
    expect(change.rows).toEqual([{ table_name: 'ITMMASTER', op: 'U', key: { ROWID: 1 } }]);
  });

  it('captures every SEED table', async () => {
    const triggers = await erp.db.query<{ table: string }>(
      "SELECT DISTINCT event_object_table AS table FROM information_schema.triggers WHERE event_object_schema = 'SEED'",
    );
    expect(triggers.rows.map((row) => row.table).sort()).toEqual([...demoErpTableNames].sort());
  });
});

describe('a second start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'demo-erp-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps the ERP, the key and the port', async () => {
    const first = await startDemoAgent({ dataDir, port: 0, size });
    const opened = await first.ready;
    expect(opened.erp.origin).toBe('built');
    await opened.erp.db.query(`UPDATE "SEED"."BPCUSTOMER" SET "BPCNAM_0" = 'Kept Across Starts' WHERE "ROWID" = 1`);
    await first.close();
    const saved = JSON.parse(readFileSync(join(dataDir, 'demo-agent.json'), 'utf8'));
    expect(saved).toEqual({ key: first.key, port: Number(new URL(first.url).port) });

    const second = await startDemoAgent({ dataDir, size });
    try {
      const { erp } = await second.ready;
      expect(erp.origin).toBe('existing');
      expect(second.key).toBe(first.key);
      expect(second.url).toBe(first.url);
      const kept = await erp.db.query<{ name: string }>(
        'SELECT "BPCNAM_0" AS name FROM "SEED"."BPCUSTOMER" WHERE "ROWID" = 1',
      );
      expect(kept.rows).toEqual([{ name: 'Kept Across Starts' }]);
      expect((await countDemoErpRows(erp.db)).ITMMASTER).toBe(40);
    } finally {
      await second.close();
    }
  }, 120_000);
});
