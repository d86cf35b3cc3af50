// Lists at fleet scale: seeds one data centre with 100,000 stores (200,000 domains) and prints
// p50/p95 of GET /stores/data_center/{id} for the first page, a deep page, a sort on each sortable
// column and a substring search, beside the same query run directly in SQL, and the search's plan.
// Run: npx tsx bench/stores-list.ts [storeCount]   (PGlite in memory; DATABASE_URL for a server)
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../packages/server/src/app.ts';
import type { Config } from '../packages/server/src/config.ts';
import { rowsOf } from '../packages/server/src/platform/data-plane.ts';
import { seedDemoData } from '../packages/server/src/seed.ts';

const storeCount = Number(process.argv[2] ?? 100_000);
const config: Config = {
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
};

const app = await buildApp(config);
await seedDemoData(app.ctx, { admin: config.adminPassword, partner: config.partnerPassword }, { stores: false });
const db = app.ctx.db;
const one = async (query: ReturnType<typeof sql>) => rowsOf(await db.execute(query))[0] ?? {};
const dc = Number((await one(sql`SELECT id FROM data_centres ORDER BY id LIMIT 1`)).id);
const erp = await one(
  sql`SELECT t.id AS erp, v.id AS version FROM erp_types t JOIN erp_type_versions v ON v.erp_type_id = t.id ORDER BY t.id, v.id LIMIT 1`,
);

let started = Date.now();
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
await db.execute(sql`ANALYZE`);
console.log(
  `seeded ${storeCount} stores and ${2 * storeCount} domains in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

const token = (
  await app.inject({
    method: 'POST',
    url: '/api/v1/token',
    payload: `grant_type=password&username=admin%40example.com&password=${config.adminPassword}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
).json().access_token;

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function time(runs: number, fn: () => Promise<unknown>) {
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return `p50 ${percentile(samples, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(samples, 95).toFixed(1).padStart(7)} ms`;
}

const deepPage = Math.floor(storeCount / 20) - 10;
const cases: [string, string, ReturnType<typeof sql>][] = [
  ['first page', '', sql`SELECT * FROM stores WHERE data_centre_id = ${dc} ORDER BY id DESC LIMIT 20`],
  [
    `page ${deepPage}`,
    `&page=${deepPage}`,
    sql`SELECT * FROM stores WHERE data_centre_id = ${dc} ORDER BY id DESC LIMIT 20 OFFSET ${deepPage * 20}`,
  ],
  ...(['name', 'storeId', 'storeType', 'statusType', 'databaseSize', 'cdnSize'] as const).map(
    (field): [string, string, ReturnType<typeof sql>] => [
      `sort ${field}`,
      `&sort=${field},ASC`,
      sql`SELECT * FROM stores WHERE data_centre_id = ${dc} ORDER BY ${sql.identifier(field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))} ASC, id ASC LIMIT 20`,
    ],
  ),
  [
    'search "shop4242"',
    '&fuzzyString=shop4242',
    sql`SELECT * FROM stores WHERE data_centre_id = ${dc} AND search_text ILIKE '%shop4242%' ORDER BY id DESC LIMIT 20`,
  ],
];

const headers = { authorization: `Bearer ${token}` };
console.log(`\n${'case'.padEnd(22)} ${'API (inject, incl. count and hydration)'.padEnd(40)} direct SQL`);
for (const [name, query, direct] of cases) {
  const api = await time(20, async () => {
    const response = await app.inject({ url: `/api/v1/stores/data_center/${dc}?size=20${query}`, headers });
    if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
  });
  const raw = await time(20, () => db.execute(direct));
  console.log(`${name.padEnd(22)} ${api.padEnd(40)} ${raw}`);
}

console.log('\nplan of the substring search:');
const plan = rowsOf(
  await db.execute(
    sql`EXPLAIN SELECT id FROM stores WHERE data_centre_id = ${dc} AND search_text ILIKE '%shop4242%' ORDER BY id DESC LIMIT 20`,
  ),
);
for (const row of plan) console.log(`  ${String(Object.values(row)[0])}`);
await app.close();
