// Throughput of the store list at fleet scale: one data centre of 100,000 stores, its first page
// (20 stores) requested by a signed-in administrator over HTTP, against a bare Fastify route on the
// same machine ({ hello: 'world' }, no plugins). autocannon runs in a child process (its own core
// where there is one), rounds alternate A B A B…, and the ratio of the median rates is printed.
// The list polled this way is answered from its kept page (platform/list-cache.ts: the serialized reply,
// dropped the moment a table it reads changes, at most 1 s old): the bench prints how many requests
// were such hits and how many read the page (bench/stores-list.ts measures those cold requests).
// Run: npx tsx bench/stores-throughput.ts [storeCount]   (PGlite in memory; DATABASE_URL for a server)
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { createApiClient, ok } from '@store-console/api-client';
import Fastify from 'fastify';
import { listCacheCounts } from '../packages/server/src/platform/list-cache.ts';
import { fleet, median, tableRow } from './fleet.ts';

const storeCount = Number(process.argv[2] ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const { app, dc, headers } = await fleet(storeCount);
const served = await app.listen({ port: 0, host: '127.0.0.1' });
const bare = Fastify();
bare.get('/', async () => ({ hello: 'world' }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const autocannon = join(dirname(createRequire(import.meta.url).resolve('autocannon/package.json')), 'autocannon.js');
const run = promisify(execFile);

/** Requests per second (autocannon's mean), and how many answers were not 2xx. */
async function rate(url: string, header?: string): Promise<{ perSecond: number; errors: number }> {
  const args = [
    autocannon,
    '-j',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    ...(header ? ['-H', header] : []),
    url,
  ];
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout);
  return { perSecond: result.requests.average, errors: result.non2xx + result.errors + result.timeouts };
}

const listUrl = `${served}/api/v1/stores/data_center/${dc}?size=20`;
// The page autocannon loads, asked once through the typed client (packages/api-client) first.
const params = { path: { dataCentreId: dc }, query: { size: 20 } };
const page = await ok(
  createApiClient(served, { headers }).GET('/api/v1/stores/data_center/{dataCentreId}', { params }),
);
if (page.content.length !== 20) throw new Error(`list answered ${page.content.length} stores, not 20`);

const listRates: number[] = [];
const bareRates: number[] = [];
await rate(listUrl, `authorization=${headers.authorization}`); // warm
for (let round = 0; round < rounds; round++) {
  const before = listCacheCounts(app.ctx);
  const list = await rate(listUrl, `authorization=${headers.authorization}`);
  const after = listCacheCounts(app.ctx);
  const hits = after.hits - before.hits;
  const misses = after.misses - before.misses;
  const plain = await rate(bareUrl);
  if (list.errors > 0) throw new Error(`the store list answered ${list.errors} requests with an error`);
  listRates.push(list.perSecond);
  bareRates.push(plain.perSecond);
  console.log(
    `round ${round + 1}: store list ${list.perSecond.toFixed(0)} req/s (${hits} answered from the kept page, ` +
      `${misses} read it), bare route ${plain.perSecond.toFixed(0)} req/s`,
  );
}
const listRate = median(listRates);
const bareRate = median(bareRates);
const ratio = listRate / bareRate;
console.log(
  tableRow(
    `Store list throughput (kept pages) vs a bare Fastify route (${storeCount.toLocaleString('en')} stores, ${connections} connections)`,
    `${ratio.toFixed(3)}× (${listRate.toFixed(0)} vs ${bareRate.toFixed(0)} req/s)`,
    '≥ 0.25×',
    ratio >= 0.25,
  ),
);
await bare.close();
await app.close();
