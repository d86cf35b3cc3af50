import { errorCodes } from '@store-console/contract';
import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, testApp } from '../../test/helpers.ts';
import type { App } from '../app.ts';
import { stores } from '../modules/stores/schema.ts';
import { cacheChannel } from './cache-invalidation.ts';
import { rowsOf } from './data-plane.ts';
import { forgetListPages } from './list-cache.ts';
import { pagedRows } from './lists.ts';

type Headers = { authorization: string };
type PageBody = {
  content: { id: number }[];
  totalElements: number;
  totalPages: number;
  number: number;
  isFirst: boolean;
  isLast: boolean;
  nextCursor?: string;
  prevCursor?: string;
  estimated?: boolean;
};

const storeCount = 47;
/** The sortable fields and the order the list must show them in, as plain SQL (no keyset). */
const orders: Record<string, string> = {
  name: 'name',
  storeId: 'store_id',
  storeType: 'store_type',
  statusType: 'status_type',
  databaseSize: "coalesce(database_size, 'Infinity'::double precision)",
  cdnSize: "coalesce(cdn_size, 'Infinity'::double precision)",
  id: 'id',
};

describe('list paging (keyset, cursors, counts)', () => {
  let app: App;
  let admin: Headers;
  let partner: Headers;
  let dcId: number;

  beforeAll(async () => {
    app = await testApp();
    admin = await bearer(app, 'admin');
    partner = await bearer(app, 'partner');
    const [ids] = rowsOf(
      await app.ctx.db.execute(sql`SELECT (SELECT id FROM data_centres ORDER BY id LIMIT 1) AS dc,
        t.id AS erp, v.id AS version FROM erp_types t JOIN erp_type_versions v ON v.erp_type_id = t.id LIMIT 1`),
    );
    dcId = Number(ids?.dc);
    // Many ties on every sortable column, sizes not measured yet (NULL), and deleted stores left out.
    await app.ctx.db.execute(sql`
      INSERT INTO stores (store_id, name, origin_name, data_centre_id, erp_type_id, erp_type_version_id,
        store_type, status_type, database_size, cdn_size, search_text, created_by)
      SELECT 'paging-' || n, 'Tie ' || (n % 4) || ' ' || n, 'x', ${dcId}, ${Number(ids?.erp)}, ${Number(ids?.version)},
        (ARRAY['B2C','B2B','MARKETPLACE'])[1 + n % 3], (ARRAY['CREATED','LIVE','DEACTIVATED'])[1 + n % 3],
        CASE WHEN n % 4 = 0 THEN NULL ELSE (n % 3) * 1.5 END, CASE WHEN n % 5 = 0 THEN NULL ELSE 7 END,
        'paging ' || n, 'test'
      FROM generate_series(1, ${storeCount}) AS n`);
    await app.ctx.db.execute(
      sql`UPDATE stores SET status_type = 'DELETED' WHERE store_id IN ('paging-3', 'paging-30')`,
    );
    // Equal names (case aside), so the name's own ties are broken by id alone.
    await app.ctx.db.execute(sql`UPDATE stores SET name = 'Same ' || id WHERE store_id LIKE 'paging-1%'`);
  });
  afterAll(() => app.close());

  const url = (params: string) => `/api/v1/stores/data_center/${dcId}?${params}`;
  async function get(params: string, headers = admin) {
    return app.inject({ url: url(params), headers });
  }
  async function page(params: string, headers = admin): Promise<PageBody> {
    const response = await get(params, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function expectedOrder(field: string, direction: 'ASC' | 'DESC'): Promise<number[]> {
    const order = sql.raw(`${orders[field]} ${direction}, id ${direction}`);
    const rows = rowsOf(
      await app.ctx.db.execute(
        sql`SELECT id FROM stores WHERE data_centre_id = ${dcId} AND status_type <> 'DELETED' ORDER BY ${order}`,
      ),
    );
    return rows.map((row) => Number(row.id));
  }

  /** Every page from the first, following `nextCursor` as the console does. */
  async function forward(sort: string, size: number) {
    const pages: PageBody[] = [];
    let cursor: string | undefined;
    for (let number = 0; number < 100; number++) {
      const body = await page(`size=${size}&sort=${sort}&page=${number}${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(body);
      if (body.isLast) break;
      expect(body.nextCursor).toBeDefined();
      cursor = body.nextCursor;
    }
    return pages;
  }

  it.each(Object.keys(orders).flatMap((field) => [`${field},ASC`, `${field},DESC`]))(
    '%s: the cursors walk every store once, in order, forwards and back, as the page numbers do',
    async (sort) => {
      const [field = '', direction] = sort.split(',');
      const expected = await expectedOrder(field, direction === 'DESC' ? 'DESC' : 'ASC');
      const size = 5;
      const pages = forward(sort, size);
      const walked = await pages;
      const ids = walked.flatMap((p) => p.content.map((s) => s.id));
      expect(ids).toEqual(expected);
      expect(walked).toHaveLength(Math.ceil(expected.length / size));
      expect(walked.at(-1)).toMatchObject({ isLast: true, totalElements: expected.length });
      expect(walked.at(-1)?.nextCursor).toBeUndefined();

      // The same pages by number alone (the nearer end counts them off), and back with prevCursor.
      for (const [number, body] of walked.entries()) {
        const byNumber = await page(`size=${size}&sort=${sort}&page=${number}`);
        expect(byNumber.content.map((s) => s.id)).toEqual(body.content.map((s) => s.id));
        expect(byNumber).toMatchObject({ number, isFirst: number === 0, isLast: number === walked.length - 1 });
      }
      let back = walked.at(-1);
      for (let number = walked.length - 2; number >= 1; number--) {
        expect(back?.prevCursor).toBeDefined();
        back = await page(`size=${size}&sort=${sort}&page=${number}&cursor=${back?.prevCursor}`);
        expect(back.content.map((s) => s.id)).toEqual(walked[number]?.content.map((s) => s.id));
      }
      // The first page needs no cursor: from page 1 the way back is by number.
      expect(back?.prevCursor).toBeUndefined();
    },
  );

  it('answers an altered or made-up cursor with 400 in the one error shape', async () => {
    const first = await page('size=5&sort=name,ASC');
    const cursor = first.nextCursor ?? '';
    const [body = '', mac = ''] = cursor.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, i: payload.i + 1 })).toString('base64url');
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [`${forged}.${mac}`, `${body}.${flipped}`, `${body}.`, 'not-a-cursor', `${body}.${mac}.x`]) {
      const response = await get(`size=5&sort=name,ASC&page=1&cursor=${encodeURIComponent(bad)}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, code: errorCodes.validation });
      expect(response.json().details).toContainEqual(expect.objectContaining({ path: 'cursor' }));
    }
  });

  it('ignores a cursor made for another sort, filter, page size, page or caller: the page number holds', async () => {
    const first = await page('size=5&sort=name,ASC');
    const cursor = first.nextCursor ?? '';
    const cases = [
      'size=5&sort=cdnSize,DESC&page=1',
      'size=5&sort=name,DESC&page=1',
      'size=5&sort=name,ASC&page=1&status=LIVE',
      'size=5&sort=name,ASC&page=1&fuzzyString=paging',
      'size=6&sort=name,ASC&page=1',
      'size=5&sort=name,ASC&page=3',
    ];
    for (const params of cases) {
      const plain = await page(params);
      const withCursor = await page(`${params}&cursor=${cursor}`);
      expect(
        withCursor.content.map((s) => s.id),
        params,
      ).toEqual(plain.content.map((s) => s.id));
    }
    // A partner's list is another filter: an administrator's cursor shows them nothing of others.
    const mine = await page('size=5&sort=name,ASC&page=1', partner);
    const withCursor = await page(`size=5&sort=name,ASC&page=1&cursor=${cursor}`, partner);
    expect(withCursor.content).toEqual(mine.content);
  });

  it('past the last page: an empty page whose figures lead back', async () => {
    const body = await page('size=5&page=40');
    expect(body).toMatchObject({ content: [], isLast: true, totalElements: storeCount - 2, totalPages: 9 });
  });

  it('counts exactly up to the cap, estimates beyond it, and keeps the page figures true to the rows', async () => {
    const where = and(eq(stores.dataCentreId, dcId), ne(stores.statusType, 'DELETED'));
    const list = (query: { page: number; size: number; sort: string; cursor?: string }, cap: number) =>
      pagedRows(app.ctx, {
        table: stores,
        columns: { id: getTableColumns(stores).id },
        where,
        query,
        sortable: { name: stores.name },
        id: stores.id,
        exactCountUpTo: cap,
      });
    const exact = await list({ page: 1, size: 10, sort: 'name,ASC' }, 1000);
    expect(exact).toMatchObject({ total: storeCount - 2, estimated: false });

    const estimated = await list({ page: 0, size: 10, sort: 'name,ASC' }, 20);
    expect(estimated.estimated).toBe(true);
    expect(estimated.total).toBeGreaterThanOrEqual(20);
    const firstPage = estimated.page(estimated.rows);
    expect(firstPage).toMatchObject({ estimated: true, isLast: false, numberOfElements: 10 });

    // Walking on by cursor reaches the real end, wherever the estimate put it.
    let current = estimated;
    let number = 0;
    const seen = [...current.rows.map((r) => r.id)];
    while (current.nextCursor) {
      number++;
      current = await list({ page: number, size: 10, sort: 'name,ASC', cursor: current.nextCursor }, 20);
      seen.push(...current.rows.map((r) => r.id));
    }
    expect(seen).toEqual(await expectedOrder('name', 'ASC'));
    expect(current.page(current.rows)).toMatchObject({ isLast: true, totalPages: number + 1 });

    // The estimate's last page by number is the list's last rows.
    const lastByNumber = Math.ceil(estimated.total / 10) - 1;
    const tail = await list({ page: lastByNumber, size: 10, sort: 'name,ASC' }, 20);
    expect(tail.rows.map((r) => r.id)).toEqual(seen.slice(-10));
    expect(tail.page(tail.rows)).toMatchObject({ isLast: true, totalPages: lastByNumber + 1 });
  });

  it('shows a data centre changed by this replica or another at once (the cached copy is dropped)', async () => {
    const endpointOnPage = async () =>
      (await page('size=1')).content.map(
        (s) => (s as { dataCentre?: { endpoint: string | null } }).dataCentre?.endpoint,
      );
    await endpointOnPage(); // read into memory
    const centre = (await app.inject({ url: `/api/v1/data_centers/${dcId}`, headers: admin })).json();
    const updated = await app.inject({
      method: 'PUT',
      url: '/api/v1/data_centers',
      headers: admin,
      payload: {
        id: centre.id,
        code: centre.code,
        name: centre.name,
        countryCode: centre.countryCode,
        region: centre.region,
        endpoint: 'https://moved.example.com',
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await endpointOnPage()).toEqual(['https://moved.example.com']);
    // Another replica's write (or SQL by hand): the table changes under this one, and the database
    // itself announces it on the channel (migration 0015's triggers).
    await app.ctx.db.execute(
      sql`UPDATE data_centres SET endpoint = 'https://elsewhere.example.com' WHERE id = ${dcId}`,
    );
    await vi.waitFor(async () => expect(await endpointOnPage()).toEqual(['https://elsewhere.example.com']));
    // A message on the channel alone drops the copy too (a replica whose write announced itself).
    await app.ctx.pubsub.publish(cacheChannel, { table: 'data_centres' });
    expect(await endpointOnPage()).toEqual(['https://elsewhere.example.com']);
  });

  it.skipIf(process.env.TEST_DATABASE_URL)('a page of stores costs one query besides the sign-in check', async () => {
    const pglite = app.ctx.database.pglite;
    if (!pglite) throw new Error('PGlite expected');
    // Cold pages: the kept replies (platform/list-cache.ts) are dropped before each request.
    const cold = (params: string) => {
      forgetListPages(app.ctx);
      return page(params);
    };
    await cold('size=100'); // ERP types and data centres read once into memory
    const spy = vi.spyOn(pglite, 'query');
    // The sign-in check (one lookup, or none while the session is remembered) is left out.
    const pageStatements = () =>
      spy.mock.calls.map(([query]) => String(query)).filter((s) => !s.includes('"refresh_tokens"'));
    try {
      const whole = await cold('size=100');
      expect(whole.content).toHaveLength(storeCount - 2);
      expect(pageStatements()).toHaveLength(1); // the page (short: no count)
      spy.mockClear();
      // (a filter of its own: the estimate test may have left this list's figure in memory)
      const first = await cold('size=5&type=B2C');
      await cold(`size=5&type=B2C&page=1&cursor=${first.nextCursor}`);
      // Each request: the page, and (a full page) the count that stops at the cap.
      const statements = pageStatements();
      expect(statements.filter((s) => /count\(\*\)/.test(s))).toHaveLength(2);
      expect(statements).toHaveLength(4);
    } finally {
      spy.mockRestore();
    }
  });
});
