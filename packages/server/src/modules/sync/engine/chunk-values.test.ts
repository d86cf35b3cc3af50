import type { AgentChunkLine, Mapping } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSettledStore, testApp } from '../../../../test/helpers.ts';
import type { App } from '../../../app.ts';
import { rowsOf, storeSchemaName, widenCommerceColumns } from '../../../platform/data-plane.ts';
import type { Database } from '../../../platform/db.ts';
import { storeDatabase, storeRow } from '../../stores/index.ts';
import { describeTargets } from '../config/target-tables.ts';
import { ensureMarks, loadChunk } from './chunk-load.ts';
import { planOf } from './map-rows.ts';

function mapping(sourceTable: string, targetTable: string, columns: [string, string, string | null][]): Mapping[] {
  return columns.map(([sourceColumn, targetColumn, converter]) => ({
    id: `${sourceTable}.${sourceColumn}`,
    sourceTable,
    sourceColumn,
    targetTable,
    targetColumn,
    defaultValue: null,
    rowGroup: null,
    converter,
    isOverride: false,
  }));
}

const mappings = [
  ...mapping('ITMMASTER', 'products', [
    ['ITMREF_0', 'sku', 'trim'],
    ['ITMDES1_0', 'name', 'trim'],
    ['UPDDATTIM_0', 'updated_at', 'datetime'],
  ]),
  ...mapping('SPRICLIST', 'prices', [
    ['ITMREF_0', 'product_id', 'lookup:products.sku'],
    ['CUR_0', 'currency', 'currency'],
    ['PRI_0', 'amount', 'number'],
    ['PLISTRDAT_0', 'valid_from', 'date'],
  ]),
];

const line = (t: string, row: Record<string, unknown>, key: string): AgentChunkLine => ({
  t,
  op: 'U',
  row,
  key: { ROWID: key },
});

/** The load's value rules (packages/agent/README.md "Values"): exact, or reported, never rounded silently. */
describe('chunk load: values reach the store exactly or are reported', () => {
  let app: App;
  let database: Database;
  let storeId: number;
  let seq = 0;

  const load = async (lines: AgentChunkLine[]) => {
    const outcome = await loadChunk({
      database,
      storeDbId: storeId,
      requestId: '00000000-0000-4000-8000-000000000032',
      seq: seq++,
      lines,
      plans: planOf(mappings),
      targets: await describeTargets(database, storeId),
    });
    if (!outcome) throw new Error('the chunk was marked loaded already');
    return outcome;
  };
  const query = async (text: string) =>
    rowsOf(await database.db.execute(sql.raw(text.replaceAll('$s', storeSchemaName(storeId)))));

  beforeAll(async () => {
    app = await testApp({ runWorkers: true });
    const partner = await bearer(app, 'partner');
    storeId = (await createSettledStore(app, partner, 'Values Shop')).id;
    const store = await storeRow(app.ctx.db, storeId);
    if (!store) throw new Error('no store');
    database = await storeDatabase(app.ctx, store);
    await ensureMarks(database);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  it('keeps 6 decimals and microseconds; a NULL into a NOT NULL column with a default takes the default', async () => {
    const outcome = await load([
      line('ITMMASTER', { ITMREF_0: 'P1', ITMDES1_0: 'One', UPDDATTIM_0: '2024-05-06T12:34:56.000001' }, '1'),
      line('ITMMASTER', { ITMREF_0: 'P2', ITMDES1_0: 'Two', UPDDATTIM_0: null }, '2'),
      line('SPRICLIST', { ITMREF_0: 'P1', CUR_0: 'EUR', PRI_0: '1.007919', PLISTRDAT_0: '2024-01-01' }, '10'),
      line('SPRICLIST', { ITMREF_0: 'P2', CUR_0: 'EUR', PRI_0: '999999999999.999999', PLISTRDAT_0: null }, '11'),
    ]);
    expect(outcome).toMatchObject({ inserted: 4, updated: 0, failed: 0, failures: [] });
    expect(
      await query(
        `SELECT sku, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS at, updated_at > now() - interval '1 hour' AS recent FROM $s.products ORDER BY sku`,
      ),
    ).toEqual([
      { sku: 'P1', at: '2024-05-06 12:34:56.000001', recent: false },
      { sku: 'P2', at: expect.any(String), recent: true },
    ]);
    expect(
      await query(
        'SELECT p.sku, r.amount::text AS amount, r.valid_from = current_date AS today FROM $s.prices r JOIN $s.products p ON p.id = r.product_id ORDER BY p.sku',
      ),
    ).toEqual([
      { sku: 'P1', amount: '1.007919', today: false },
      { sku: 'P2', amount: '999999999999.999999', today: true },
    ]);
  });

  it('fails a value the store would round or cannot hold, and counts zero dates loaded as NULL per table', async () => {
    const outcome = await load([
      line('SPRICLIST', { ITMREF_0: 'P1', CUR_0: 'USD', PRI_0: '1.0079191', PLISTRDAT_0: '2024-01-01' }, '12'),
      line('ITMMASTER', { ITMREF_0: 'P3', ITMDES1_0: 'Three', UPDDATTIM_0: '0000-00-00T00:00:00' }, '3'),
      line('ITMMASTER', { ITMREF_0: 'P4', ITMDES1_0: 'Four', UPDDATTIM_0: '2024-05-06T12:34:56.1234567' }, '4'),
      line('SPRICLIST', { ITMREF_0: 'P1', CUR_0: 'GBP', PRI_0: '2.5', PLISTRDAT_0: '0000-00-00' }, '13'),
      line('ITMMASTER', { ITMREF_0: 'P5', ITMDES1_0: 'Fi\u0000ve', UPDDATTIM_0: null }, '5'),
    ]);
    expect(outcome.inserted).toBe(2);
    expect(outcome.warnings).toEqual({ ITMMASTER: 1, SPRICLIST: 1 });
    expect(outcome.failures.map((f) => [f.table, f.phase, f.message])).toEqual([
      ['ITMMASTER', 'TRANSFORM', 'products.updated_at: datetime: a fraction finer than microseconds would be rounded'],
      ['SPRICLIST', 'LOAD', 'prices.amount: more than 6 decimals would be rounded'],
      ['ITMMASTER', 'LOAD', 'products.name: the text holds a NUL character, which the store cannot hold'],
    ]);
    // Its row cannot be kept as data either (jsonb holds no NUL): the failure keeps its key.
    expect(outcome.failures[2]).toMatchObject({ data: null, key: { ROWID: '5' } });
    expect(await query("SELECT count(*)::int AS n FROM $s.prices WHERE currency = 'USD'")).toEqual([{ n: 0 }]);
  });

  it('widens the prices and quantities of a store provisioned with 4 and 3 decimals, values unchanged', async () => {
    await query("DELETE FROM $s.prices WHERE currency = 'EUR'");
    await query('ALTER TABLE $s.prices ALTER COLUMN amount TYPE numeric(14, 4)');
    await query('ALTER TABLE $s.order_lines ALTER COLUMN quantity TYPE numeric(14, 3)');
    await widenCommerceColumns(database.db, storeId);
    await widenCommerceColumns(database.db, storeId);
    const types = await query(
      `SELECT c.relname AS tbl, a.attname AS col, format_type(a.atttypid, a.atttypmod) AS type FROM pg_attribute a
       JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = '${storeSchemaName(storeId)}' AND a.attname IN ('amount', 'quantity', 'total', 'unit_price')
       ORDER BY 1, 2`,
    );
    expect(types.map((t) => `${t.tbl}.${t.col} ${t.type}`)).toEqual([
      'order_lines.quantity numeric(18,6)',
      'order_lines.unit_price numeric(18,6)',
      'orders.total numeric(18,6)',
      'prices.amount numeric(18,6)',
      'stock.quantity numeric(18,6)',
    ]);
    expect(await query("SELECT amount::text AS a FROM $s.prices WHERE currency = 'GBP'")).toEqual([{ a: '2.500000' }]);
  });
});
