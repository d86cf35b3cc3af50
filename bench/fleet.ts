// A server with one data centre of N stores (two domains each), for the list benches.
// PGlite in memory by default; DATABASE_URL for a PostgreSQL server (an empty database).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type App, buildApp } from '../packages/server/src/app.ts';
import type { Config } from '../packages/server/src/config.ts';
import { rowsOf } from '../packages/server/src/platform/data-plane.ts';
import { seedDemoData } from '../packages/server/src/seed.ts';

export type Fleet = { app: App; dc: number; headers: { authorization: string } };

export function benchConfig(): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(join(tmpdir(), 'sc-bench-')),
    databaseUrl: process.env.DATABASE_URL,
    inMemoryDatabase: !process.env.DATABASE_URL,
    adminPassword: 'bench-admin-password',
    partnerPassword: 'bench-partner-password',
    jwtSecret: randomBytes(32).toString('hex'),
    accessTokenTtl: 3600,
    refreshTokenTtl: 86_400,
    refreshReuseLeeway: 10,
    signIn: { maxFailuresPerAccount: 10, maxFailuresPerAddress: 50, windowSeconds: 900 },
    environment: 'bench',
    webDist: null,
    logLevel: 'silent',
    runWorkers: false,
    publicUrl: 'http://localhost:8080',
    mail: { smtpUrl: undefined, from: 'bench@localhost' },
    sms: { providerUrl: undefined, token: undefined },
    // The gateway bench's upstream is a local server, like the tests' (loopback is refused otherwise).
    gateway: { allowPrivateUpstreams: true },
  };
}

export async function fleet(storeCount: number, overrides: Partial<Config> = {}): Promise<Fleet> {
  const config = { ...benchConfig(), ...overrides };
  const app = await buildApp(config);
  await seedDemoData(app.ctx, { admin: config.adminPassword, partner: config.partnerPassword }, { stores: false });
  const db = app.ctx.db;
  const one = async (query: ReturnType<typeof sql>) => rowsOf(await db.execute(query))[0] ?? {};
  const dc = Number((await one(sql`SELECT id FROM data_centres ORDER BY id LIMIT 1`)).id);
  const erp = await one(
    sql`SELECT t.id AS erp, v.id AS version FROM erp_types t JOIN erp_type_versions v ON v.erp_type_id = t.id ORDER BY t.id, v.id LIMIT 1`,
  );
  const started = Date.now();
  // A server database seeded by an earlier run with the same count is used as it is.
  const existing = Number((await one(sql`SELECT count(*)::int AS n FROM stores WHERE created_by = 'bench'`)).n);
  if (existing !== 0 && existing !== storeCount)
    throw new Error(`the database holds ${existing} bench stores, not ${storeCount}: use an empty database`);
  if (existing === 0) {
    await db.execute(sql`
      INSERT INTO stores (store_id, name, origin_name, data_centre_id, erp_type_id, erp_type_version_id, contact_name,
        contact_email, store_type, status_type, database_size, cdn_size, search_text, created_by)
      SELECT 'bench-' || n, 'Bench ' || n, 'Bench ' || n, ${dc}, ${Number(erp.erp)}, ${Number(erp.version)}, 'Contact ' || (n % 977),
        'contact' || n || '@example.com', (ARRAY['B2C','B2B','MARKETPLACE'])[1 + n % 3], (ARRAY['CREATED','LIVE','DEACTIVATED'])[1 + n % 3],
        (n % 5000) / 10.0, (n % 7919) * 1000,
        lower('Bench ' || n || ' bench-' || n || ' bench-' || n || '.staging.example.com shop' || n || '.example Contact ' || (n % 977) || ' contact' || n || '@example.com'),
        'bench'
      FROM generate_series(1, ${storeCount}) AS n`);
    await db.execute(sql`
      INSERT INTO store_domains (store_id, name, is_staging, is_primary, position)
      SELECT id, store_id || '.staging.example.com', true, true, 0 FROM stores WHERE created_by = 'bench'
      UNION ALL SELECT id, 'shop' || substr(store_id, 7) || '.example', false, false, 1 FROM stores WHERE created_by = 'bench'`);
  }
  // What autovacuum does on a server (PGlite runs none): statistics and the visibility map.
  await db.execute(sql`VACUUM ANALYZE`);
  console.log(
    `${existing ? 'found' : 'seeded'} ${storeCount} stores and ${2 * storeCount} domains in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s (${app.ctx.database.kind})`,
  );
  const token = (
    await app.inject({
      method: 'POST',
      url: '/api/v1/token',
      payload: `grant_type=password&username=admin%40example.com&password=${config.adminPassword}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
  ).json().access_token;
  return { app, dc, headers: { authorization: `Bearer ${token}` } };
}

/** A row of the table: `| What | measured | goal | ok` (or `| MISS`). */
export function tableRow(what: string, measured: string, goal: string, met: boolean): string {
  return `| ${what} | ${measured} | ${goal} | ${met ? 'ok' : 'MISS'}`;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
