import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { bearer, passwords, testApp } from '../test/helpers.ts';
import { waitForNoSessions } from '../test/template.ts';
import { dataCentres } from './modules/data-centres/schema.ts';
import { users } from './modules/users/schema.ts';
import { provisionStoreSchema, storeTables } from './platform/data-plane.ts';
import { openDatabase } from './platform/db.ts';
import { cleanAbandonedWork, ownerTag, workRoot } from './platform/work-folders.ts';
import { demoDataCentres, seedDemoData } from './seed.ts';

// Each test starts its own server (a fresh database): on a loaded machine that alone takes half a minute.
describe('start-up', { timeout: 120_000 }, () => {
  it('seeds the demo before any worker starts: every demo store settled once, nothing raced', async () => {
    const app = await testApp(
      { runWorkers: true },
      {
        beforeWorkers: async (ctx) => {
          await seedDemoData(ctx, passwords);
        },
      },
    );
    try {
      const admin = await bearer(app, 'admin');
      const stores: { id: number; storeStatus: { statusType: string }; logs: { text: string }[] }[] = [];
      for (const dc of (await app.inject({ url: '/api/v1/data_centers', headers: admin })).json().content) {
        const page = await app.inject({ url: `/api/v1/stores/data_center/${dc.id}?size=50`, headers: admin });
        stores.push(...page.json().content);
      }
      expect(stores).toHaveLength(12);
      for (const store of stores) {
        expect(['CREATED', 'LIVE']).toContain(store.storeStatus.statusType);
        expect(await storeTables(app.ctx.db, store.id)).toContain('products');
      }
      // The queued CREATE jobs find their stores settled and leave them alone: one creation each.
      await app.ctx.jobs.supervise();
      await expect
        .poll(async () => (await app.ctx.jobs.findJobs('stores.lifecycle')).filter((j) => j.state !== 'completed'), {
          timeout: 30_000,
        })
        .toEqual([]);
      for (const store of stores) {
        const { logs } = (await app.inject({ url: `/api/v1/stores/${store.id}`, headers: admin })).json();
        expect(logs.filter((l: { text: string }) => l.text === 'Store created')).toHaveLength(1);
      }
    } finally {
      await app.close();
    }
  }, 120_000);

  it('provisions one store schema from several places at once without an error', async () => {
    const app = await testApp();
    try {
      // A store id no row has yet: five provisioners (seed, workers, replicas) race on it.
      await Promise.all(Array.from({ length: 5 }, () => provisionStoreSchema(app.ctx.db, 4242)));
      expect(await storeTables(app.ctx.db, 4242)).toContain('order_lines');
      const keys = await app.ctx.db.execute(
        sql`SELECT count(*)::int AS n FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
            WHERE n.nspname = 'store_4242' AND c.contype = 'f' AND NOT c.condeferrable`,
      );
      expect(keys).toMatchObject({ rows: [{ n: 0 }] });
    } finally {
      await app.close();
    }
  });

  it('removes work folders and half-written blobs that a killed process left, and nothing else', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sc-work-'));
    const host = ownerTag().replace(/-\d+$/, '');
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    const living = process.ppid;
    const root = workRoot(dataDir);
    mkdirSync(root, { recursive: true });
    const deadFolder = join(root, `backup-${host}-${dead}-AbC123`);
    const livingFolder = join(root, `restore-${host}-${living}-XyZ789`);
    const otherHostFresh = join(root, `backup-elsewhere-77-QwE456`);
    const otherHostOld = join(root, `backup-elsewhere-78-RtY654`);
    for (const folder of [deadFolder, livingFolder, otherHostFresh, otherHostOld]) {
      mkdirSync(join(folder, 'tables'), { recursive: true });
    }
    const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000);
    utimesSync(otherHostOld, twoHoursAgo, twoHoursAgo);
    // The directory blob storage's own: a complete archive, and puts in flight (see blobs-directory.ts).
    const final = join(dataDir, 'blobs', 'backups', 'shop', 'shop-1.tar.gz');
    mkdirSync(join(dataDir, 'blobs', 'backups', 'shop'), { recursive: true });
    writeFileSync(final, 'a complete archive');
    const partial = join(dataDir, 'blobs', '.partial');
    mkdirSync(partial);
    const deadPut = join(partial, `${host}-${dead}-0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b`);
    const livingPut = join(partial, `${host}-${living}-7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d`);
    writeFileSync(deadPut, 'half an archive');
    writeFileSync(livingPut, 'an archive being written');

    const removed = await cleanAbandonedWork(dataDir);
    expect(removed.sort()).toEqual([deadFolder, otherHostOld].sort());
    expect(existsSync(livingFolder) && existsSync(otherHostFresh)).toBe(true);

    // The server does both at start.
    mkdirSync(deadFolder);
    const app = await testApp({ dataDir });
    try {
      expect(existsSync(deadFolder)).toBe(false);
      expect(existsSync(livingFolder)).toBe(true);
      expect([existsSync(deadPut), existsSync(livingPut)]).toEqual([false, true]);
      expect(await app.ctx.blobs.head('backups/shop/shop-1.tar.gz')).toMatchObject({ size: 18 });
    } finally {
      await app.close();
    }
  });

  // Replicas started together on an empty database (scripts/replicas.ts starts real processes so).
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'three openings of one empty PostgreSQL database at once migrate and seed it once',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL ?? '';
      const name = `sc_test_start_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      try {
        const databases = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.href, dataDir: null })));
        try {
          // What main does once the database is open: seed an empty one, under the same lock.
          const seeded = await Promise.all(
            databases.map((database) =>
              database.exclusively(async () => {
                const [existing] = await database.db.select({ n: count() }).from(users);
                if (existing?.n) return false;
                await database.db
                  .insert(dataCentres)
                  .values(demoDataCentres.map((dc) => ({ ...dc, createdBy: 'system' })));
                await database.db
                  .insert(users)
                  .values({ name: 'First', username: 'first@example.com', passwordHash: 'x', role: 'SUPER_ADMIN' });
                return true;
              }),
            ),
          );
          expect(seeded.filter(Boolean)).toHaveLength(1);
          for (const database of databases) {
            const [centres] = await database.db.select({ n: count() }).from(dataCentres);
            expect(centres?.n).toBe(demoDataCentres.length);
          }
        } finally {
          await Promise.all(databases.map((database) => database.close()));
        }
      } finally {
        await waitForNoSessions(admin, name);
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});
