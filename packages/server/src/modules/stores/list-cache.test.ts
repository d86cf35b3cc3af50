import { storePageSchema } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, testApp, until } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { listCacheCounts } from '../../platform/list-cache.ts';

type Headers = { authorization: string };
type Page = { content: { id: number; name: string; storeStatus: { statusType: string } }[]; totalElements: number };

describe('kept pages of the store list', () => {
  let app: App;
  let admin: Headers;
  let partner: Headers;
  let url: string;
  let create: (name: string, headers: Headers) => Promise<{ id: number }>;

  beforeAll(async () => {
    app = await testApp();
    admin = await bearer(app, 'admin');
    partner = await bearer(app, 'partner');
    const centres = (await app.inject({ url: '/api/v1/data_centers?search=EU-FRA', headers: admin })).json();
    const dcId = centres.content[0].id;
    url = `/api/v1/stores/data_center/${dcId}?size=100`;
    const erp = (await app.inject({ url: '/api/v1/erp_types', headers: admin })).json().content[0];
    create = async (name, headers) => {
      const created = await app.inject({
        method: 'POST',
        url: '/api/v1/stores',
        headers,
        payload: {
          name,
          stgDomain: `${name.toLowerCase().replace(' ', '-')}.staging.example.com`,
          erpType: { id: erp.id },
          erpTypeVersion: { id: erp.erpTypeVersions[0].id },
          storeType: 'B2C',
          dataCentre: { id: dcId },
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      return created.json();
    };
    await create('Kept One', admin);
    await create('Kept Two', admin);
    await create('Kept Partner', partner);
  });
  afterAll(async () => app.close());

  const list = async (headers: Headers) => {
    const response = await app.inject({ url, headers });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it('answers the same page again with the same bytes, and says it is JSON', async () => {
    const first = await list(admin);
    const before = listCacheCounts(app.ctx).hits;
    const again = await list(admin);
    expect(listCacheCounts(app.ctx).hits).toBe(before + 1);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect((first.json() as Page).content.length).toBeGreaterThan(1);
  });

  it("writes exactly the bytes the contract's encoder writes (the page skips zod's serializer)", async () => {
    const first = await list(admin);
    const pages = [
      first,
      await list(partner),
      await app.inject({ url: `${url.replace('size=100', 'size=1')}&sort=name,ASC`, headers: admin }),
      await app.inject({ url: `${url}&fuzzyString=kept`, headers: admin }),
    ];
    const one = (await app.inject({ url: url.replace('size=100', 'size=1'), headers: admin })).json();
    pages.push(
      await app.inject({ url: `${url.replace('size=100', 'size=1')}&page=1&cursor=${one.nextCursor}`, headers: admin }),
    );
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      // Parsing drops unknown fields and fails on a wrong one; encoding writes the contract's order.
      const want = JSON.stringify(storePageSchema.encode(storePageSchema.parse(page.json())));
      expect(want).toBe(page.body);
    }
  });

  it("never shows a caller another scope's page: a PARTNER after an administrator sees only their stores", async () => {
    const all = (await list(admin)).json() as Page;
    const own = (await list(partner)).json() as Page;
    expect(own.totalElements).toBeLessThan(all.totalElements);
    const names = new Set(own.content.map((s) => s.name));
    expect(all.content.some((s) => !names.has(s.name))).toBe(true);
  });

  it('shows a change made outside the app (SQL by hand, as a job or another replica would) on the next poll', async () => {
    const shown = (await list(admin)).json() as Page;
    const store = shown.content[0];
    if (!store) throw new Error('no store listed');
    await list(admin);
    await app.ctx.db.execute(sql`UPDATE stores SET name = 'Renamed by hand' WHERE id = ${store.id}`);
    const seen = (page: Page) => page.content.some((s) => s.id === store.id && s.name === 'Renamed by hand');
    if (app.ctx.database.kind === 'pglite') {
      // PGlite hands the trigger's notice over before the UPDATE answers: the very next request sees it.
      expect(seen((await list(admin)).json())).toBe(true);
    } else {
      // On a server the notice travels through the listening connection, within milliseconds.
      await until(async () => (await list(admin)).json() as Page, seen);
    }
  });

  it("shows the caller's own write in their next list at once: a store just created", async () => {
    await list(admin);
    await list(admin);
    const created = await create('Kept Fresh', admin);
    const page = (await list(admin)).json() as Page;
    expect(page.content.map((s) => s.id)).toContain(created.id);
  });
});
