import { describe, expect, it } from 'vitest';
import { bearer, testApp } from '../test/helpers.ts';
import { rowsOf, storeTables } from './platform/data-plane.ts';
import { seedDemoData } from './seed.ts';

describe('demo seed', () => {
  it('seeds a living fleet once: settled stores with catalogue rows, the partner on some', async () => {
    const app = await testApp();
    try {
      // testApp seeded operators without stores; a second run never seeds again.
      expect(await seedDemoData(app.ctx, {})).toEqual({ seeded: false });
      const { sql } = await import('drizzle-orm');
      await app.ctx.db.execute(sql`TRUNCATE users, data_centres, versions RESTART IDENTITY CASCADE`);
      const result = await seedDemoData(app.ctx, { admin: 'admin-password-1', partner: 'partner-password-1' });
      expect(result.seeded).toBe(true);
      const admin = await bearer(app, 'admin');
      const partner = await bearer(app, 'partner');
      const dc = (await app.inject({ url: '/api/v1/data_centers?search=EU-FRA', headers: admin })).json().content[0];
      const fleet = (await app.inject({ url: `/api/v1/stores/data_center/${dc.id}?size=50`, headers: admin })).json();
      expect(fleet.totalElements).toBe(5);
      const statuses = new Set(
        fleet.content.map((s: { storeStatus: { statusType: string } }) => s.storeStatus.statusType),
      );
      expect([...statuses].sort()).toEqual(['CREATED', 'LIVE']);
      const first = fleet.content[0];
      expect(await storeTables(app.ctx.db, first.id)).toContain('products');
      const rows = await app.ctx.db.execute(sql.raw(`SELECT count(*)::int AS n FROM store_${first.id}.products`));
      expect(rowsOf(rows)[0]?.n).toBe(5);
      const mine = (await app.inject({ url: `/api/v1/stores/data_center/${dc.id}`, headers: partner })).json();
      expect(mine.totalElements).toBe(3);
    } finally {
      await app.close();
    }
    // Provisions twelve stores, each with its schema, catalogue and job: more than the default 30 s
    // when the machine is shared.
  }, 90_000);
});
