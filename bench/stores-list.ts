// The store list at fleet scale: one data centre of 100,000 stores (200,000 domains). For the first
// page and a deep page (reached by cursor, as the console's Next does) it times the API (inject:
// sign-in check, validation, query, hydration, JSON) against the very SQL statements that request
// ran, replayed through the same driver (the page's rows, and the count when the API ran one: the
// sign-in check is left out of the SQL side), interleaved A B A B…, and prints the ratios. Further
// sorts and a search follow as figures only, then the plans of the first and the deep page.
// Every request here is a cold one: the list's kept pages (platform/list-cache.ts) are emptied before
// each, so the API side really reads its page (bench/stores-throughput.ts measures the kept pages).
// Run: npx tsx bench/stores-list.ts [storeCount]   (PGlite in memory; DATABASE_URL for a server)
import pg from 'pg';
import { forgetListPages, listCacheCounts } from '../packages/server/src/platform/list-cache.ts';
import { fleet, median, tableRow } from './fleet.ts';

const storeCount = Number(process.argv[2] ?? 100_000);
const pairs = Number(process.env.BENCH_PAIRS ?? 60);
const { app, dc, headers } = await fleet(storeCount);
const base = `/api/v1/stores/data_center/${dc}?size=20`;

type Statement = { text: string; params: unknown[]; replay: () => Promise<unknown> };

/** The SQL statements `run` sends to the database, each with a way to send it again, unchanged. */
async function captured(run: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const pglite = app.ctx.database.pglite;
  if (pglite) {
    const original = pglite.query;
    pglite.query = ((...args: Parameters<typeof original>) => {
      statements.push({ text: String(args[0]), params: args[1] ?? [], replay: () => original.apply(pglite, args) });
      return original.apply(pglite, args);
    }) as typeof original;
    try {
      await run();
    } finally {
      pglite.query = original;
    }
    return statements;
  }
  const pool = pg.Pool.prototype;
  const original = pool.query;
  pool.query = function (this: pg.Pool, ...args: unknown[]) {
    const [config] = args;
    const { text, values } =
      typeof config === 'string' ? { text: config, values: args[1] } : (config as pg.QueryConfig);
    // drizzle passes the values beside the config
    const given = values ?? args[1];
    const params = Array.isArray(given) ? given : [];
    statements.push({ text, params, replay: () => Reflect.apply(original, this, args) });
    return Reflect.apply(original, this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pool.query = original;
  }
  return statements;
}

async function api(url: string) {
  forgetListPages(app.ctx);
  const response = await app.inject({ url, headers });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

const isSignInCheck = (s: Statement) => s.text.includes('"refresh_tokens"');

type Timed = { apiMs: number; sqlMs: number; ratio: number; statements: Statement[] };

/**
 * A B A B…: each URL's API request, then its own SQL statements (run as the API ran them, together);
 * several URLs take turns within each round, so a comparison between them is interleaved too.
 */
async function interleaved(...urls: string[]): Promise<Timed[]> {
  const cases = [];
  for (const url of urls) {
    await api(url); // warm: ERP types and data centres in memory, the large list's estimate kept
    const own = (await captured(() => api(url))).filter((s) => !isSignInCheck(s));
    cases.push({ url, own, timesApi: [] as number[], timesSql: [] as number[] });
  }
  for (let i = 0; i < pairs + 5; i++) {
    for (const c of cases) {
      let started = performance.now();
      await api(c.url);
      const a = performance.now() - started;
      started = performance.now();
      await Promise.all(c.own.map((s) => s.replay()));
      const b = performance.now() - started;
      if (i >= 5) {
        c.timesApi.push(a);
        c.timesSql.push(b);
      }
    }
  }
  return cases.map((c) => {
    const apiMs = median(c.timesApi);
    const sqlMs = median(c.timesSql);
    return { apiMs, sqlMs, ratio: apiMs / sqlMs, statements: c.own };
  });
}

const describe = (statements: Statement[]) =>
  statements
    .map((s) => (/^EXPLAIN/i.test(s.text) ? 'planner estimate' : /count\(\*\)/i.test(s.text) ? 'count' : 'page'))
    .join(' + ') || 'none';
const ms = (value: number) => `${value.toFixed(2)} ms`;

// The first request of a large list counts up to the cap and asks the planner for its estimate
// (after one request that read the ERP types and data centres into memory).
await api(`${base}&type=B2C`);
const cold = (await captured(() => api(`${base}&type=B2B`))).filter((s) => !isSignInCheck(s));
console.log(`first request of a large list runs: ${describe(cold)} (the estimate is then kept 10 s)`);

const deepPage = Math.floor(storeCount / 40); // the middle: as far from both ends as a page can be
const before = await api(`${base}&page=${deepPage - 1}`);
const deepUrl = `${base}&page=${deepPage}&cursor=${before.nextCursor}`;

const [first, deep] = await interleaved(base, deepUrl);
const counts = listCacheCounts(app.ctx);
if (counts.hits > 0) throw new Error(`${counts.hits} requests were answered from kept pages: not a cold path`);
if (!first || !deep) throw new Error('no timings');
const label = `Store list at ${storeCount.toLocaleString('en')} stores, API vs the page's own SQL`;
console.log();
console.log(
  tableRow(
    `${label}, first page`,
    `${first.ratio.toFixed(2)}× (API ${ms(first.apiMs)}, SQL ${ms(first.sqlMs)}: ${describe(first.statements)})`,
    '≤ 2×',
    first.ratio <= 2,
  ),
);
console.log(
  tableRow(
    `${label}, deep page (${deepPage.toLocaleString('en')} by cursor)`,
    `${deep.ratio.toFixed(2)}× (API ${ms(deep.apiMs)}, SQL ${ms(deep.sqlMs)}: ${describe(deep.statements)})`,
    '≤ 2×',
    deep.ratio <= 2,
  ),
);
const depth = deep.apiMs / first.apiMs;
console.log(
  tableRow(
    `Store list at ${storeCount.toLocaleString('en')} stores, deep page vs first page (API)`,
    `${depth.toFixed(2)}× (${ms(deep.apiMs)} vs ${ms(first.apiMs)})`,
    '≤ 1.5×',
    depth <= 1.5,
  ),
);

console.log('\nother lists of the same stores (figures only; A B interleaved as above):');
const others: [string, string][] = [
  [`page ${deepPage} by number alone (a typed URL)`, `${base}&page=${deepPage}`],
  ['last page by number', `${base}&page=${Math.ceil(storeCount / 20) - 1}`],
  ...(['name', 'storeId', 'storeType', 'statusType', 'databaseSize', 'cdnSize'] as const).map(
    (field): [string, string] => [`sort ${field}`, `${base}&sort=${field},ASC`],
  ),
  ['search "shop4242"', `${base}&fuzzyString=shop4242`],
  ['status DEACTIVATED (a third)', `${base}&status=DEACTIVATED`],
];
for (const [name, url] of others) {
  const [run] = await interleaved(url);
  if (!run) continue;
  console.log(
    `  ${name.padEnd(42)} API ${ms(run.apiMs).padStart(10)}  SQL ${ms(run.sqlMs).padStart(10)}  ${run.ratio.toFixed(2)}×  (${describe(run.statements)})`,
  );
}

const explainer = process.env.DATABASE_URL ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 }) : null;
for (const [name, url] of [
  ['first page', base],
  ['deep page', deepUrl],
] as const) {
  console.log(`\nplan of the ${name}:`);
  const [rows] = (await captured(() => api(url))).filter((s) => !isSignInCheck(s));
  if (!rows) continue;
  const query = `EXPLAIN ${rows.text}`;
  const pglite = app.ctx.database.pglite;
  const result = pglite
    ? await pglite.query<Record<string, unknown>>(query, rows.params)
    : await explainer?.query<Record<string, unknown>>(query, rows.params);
  for (const row of result?.rows ?? []) console.log(`  ${String(Object.values(row)[0])}`);
}
await explainer?.end();
await app.close();
