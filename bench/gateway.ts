// The integration gateway against issue 31's targets (bench/NOTES.md), from one run with
// rounds interleaved (direct, nginx, then each database's gateway with the exchange log on and off,
// round after round; medians compared): a program's `/gateway/execute` with a client token against
// the same upstream (a child process on loopback answering a small JSON body) called directly and
// through nginx (`proxy_pass` with upstream keepalive, when /usr/sbin/nginx is installed), on the
// embedded database and on PostgreSQL (skipped with a message when none answers); requests/s with
// the exchange log written (FULL capture) against none written (config.gateway.exchangeLog off); and
// each transform type's cost per call on a 10 KB payload (runTransforms called directly), with a
// JavaScript endless loop's stop time. wrk is the load generator when installed, autocannon otherwise.
// Run: npx tsx bench/gateway.ts   (GATEWAY_BENCH_POSTGRES: the server, default the local one)
import { randomBytes } from 'node:crypto';
import { createApiClient, formBody, ok } from '@store-console/api-client';
import type { Transform } from '@store-console/contract';
import pg from 'pg';
import type { App } from '../packages/server/src/app.ts';
import { closeTransforms, runTransforms } from '../packages/server/src/modules/gateway/transforms/index.ts';
import { fleet, median, tableRow } from './fleet.ts';
import { type Load, load, loadGenerator, nginxPath, startNginx, startUpstream } from './lib/http-load.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const postgresServer = process.env.GATEWAY_BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/test';

const reply = JSON.stringify({ id: 1, name: 'chair', price: 12.5, tags: ['a', 'b'] });
const upstream = await startUpstream(reply);
const nginx = await startNginx(upstream.url);
if (!nginx) console.log(`nginx is not installed (${nginxPath}): its rows are skipped (apt-get install -y nginx-light)`);

type Gateway = { name: string; app: App; url: string; headers: string[]; close(): Promise<void> };

/** A server with one store, an integration of it calling the upstream (FULL capture) and a program's token. */
async function gateway(name: string, databaseUrl: string | undefined, close: () => Promise<void>): Promise<Gateway> {
  const { app, dc, headers } = await fleet(1, { databaseUrl, inMemoryDatabase: !databaseUrl });
  const served = await app.listen({ port: 0, host: '127.0.0.1' });
  // Arranged through the typed client (packages/api-client); the load itself is wrk's or autocannon's.
  const api = createApiClient(served, { headers });
  const [store] = (
    await ok(
      api.GET('/api/v1/stores/data_center/{dataCentreId}', {
        params: { path: { dataCentreId: dc }, query: { size: 1 } },
      }),
    )
  ).content;
  if (!store) throw new Error('no store');
  await ok(
    api.POST('/api/v1/gateway/interfaces/{provider}/{product}/{version}/{interface}/{operation}', {
      params: { path: { provider: 'Bench', product: 'Echo', version: '1', interface: 'HTTP', operation: 'get' } },
      body: { definition: { request: { method: 'GET', path: 'item' } } },
    }),
  );
  await ok(
    api.POST('/api/v1/gateway/integrations/{storeId}/{integration}', {
      params: { path: { storeId: store.id, integration: 'Echo' } },
      body: {
        storeId: store.id,
        integration: 'Echo',
        provider: 'Bench',
        product: 'Echo',
        version: '1',
        interface: 'HTTP',
        connection: { uri: upstream.url, authType: 'NONE' },
        capture: { mode: 'FULL' },
      },
    }),
  );
  const credential = await ok(
    api.POST('/api/v1/admin/oauth2/client-credentials', {
      body: { clientName: 'bench', storeId: store.id, scopes: ['gateway:execute'] },
    }),
  );
  const basic = Buffer.from(`${credential.clientId}:${credential.clientSecret}`).toString('base64');
  const issued = await ok(
    createApiClient(served).POST('/api/v1/oauth2/token', {
      body: { grant_type: 'client_credentials' },
      ...formBody,
      headers: { ...formBody.headers, authorization: `Basic ${basic}`, 'x-xm-store': store.storeId },
    }),
  );
  const token = issued.access_token;
  const url = `${served}/api/v1/gateway/execute/${store.id}/Echo/get`;
  const check = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'x-xm-store': store.storeId } });
  if (check.status !== 200 || (await check.text()) !== reply) throw new Error(`the gateway answered ${check.status}`);
  app.ctx.config.gateway = { ...app.ctx.config.gateway, exchangeLog: true };
  const closeAll = async () => {
    await app.close();
    await close();
  };
  return {
    name,
    app,
    url,
    headers: [`authorization: Bearer ${token}`, `x-xm-store: ${store.storeId}`],
    close: closeAll,
  };
}

/** A new database on the PostgreSQL server for this run (dropped after), or null when none answers. */
async function postgresGateway(): Promise<Gateway | null> {
  const admin = new pg.Client({ connectionString: postgresServer });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`no PostgreSQL at ${postgresServer} (${String(error)}): its rows are skipped`);
    return null;
  }
  const database = `sc_bench_gateway_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(postgresServer);
  url.pathname = `/${database}`;
  return gateway('PostgreSQL', url.toString(), async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });
}

const gateways = [await gateway('embedded database', undefined, async () => {}), await postgresGateway()].filter(
  (g): g is Gateway => g !== null,
);

// The gateway's CPU time per request (this process, every thread: the request thread, the embedded
// database's and the exchange rows'; a PostgreSQL server's own time is not in it), and the request
// thread's busy time per request (its event loop's active time): steadier than requests/s on a
// machine shared with others, and the second is what bounds the rate on one core.
type Measured = Load & { cpuMicros: number; threadMicros: number };
type Figures = { logged: Measured[]; unlogged: Measured[] };
const direct: Load[] = [];
const proxied: Load[] = [];
const figures = new Map<Gateway, Figures>(gateways.map((g) => [g, { logged: [], unlogged: [] }]));
const withLog = async (g: Gateway, on: boolean): Promise<Measured> => {
  if (g.app.ctx.config.gateway) g.app.ctx.config.gateway.exchangeLog = on;
  const before = process.cpuUsage();
  const loopBefore = performance.eventLoopUtilization();
  const measured = await load(g.url, g.headers, connections, seconds);
  const loop = performance.eventLoopUtilization(loopBefore);
  const used = process.cpuUsage(before);
  if (g.app.ctx.config.gateway) g.app.ctx.config.gateway.exchangeLog = true;
  const calls = measured.perSecond * seconds;
  return { ...measured, cpuMicros: (used.user + used.system) / calls, threadMicros: (loop.active * 1000) / calls };
};
for (const g of gateways) await load(g.url, g.headers, connections, 2); // warm
console.log(`${loadGenerator}, ${connections} connections, ${rounds} rounds of ${seconds} s, interleaved`);
const perSecond = (l: Load | undefined) => l?.perSecond.toFixed(0) ?? '-';
for (let round = 0; round < rounds; round++) {
  direct.push(await load(upstream.url, [], connections, seconds));
  if (nginx) proxied.push(await load(nginx.url, [], connections, seconds));
  const parts = [`direct ${perSecond(direct.at(-1))} req/s`, ...(nginx ? [`nginx ${perSecond(proxied.at(-1))}`] : [])];
  for (const [g, f] of figures) {
    f.logged.push(await withLog(g, true));
    f.unlogged.push(await withLog(g, false));
    parts.push(`${g.name} logged ${perSecond(f.logged.at(-1))}, not logged ${perSecond(f.unlogged.at(-1))}`);
  }
  console.log(`round ${round + 1}: ${parts.join('; ')}`);
}

const of = (loads: Load[], key: keyof Load) => median(loads.map((l) => l[key]));
const ms = (value: number) => `${value.toFixed(2)} ms`;
for (const [g, { logged, unlogged }] of figures) {
  const rate = of(logged, 'perSecond');
  const vsDirect = rate / of(direct, 'perSecond');
  console.log(
    tableRow(
      `Gateway (${g.name}, exchange log FULL) requests/s vs the direct call`,
      `${vsDirect.toFixed(3)}× (${rate.toFixed(0)} vs ${of(direct, 'perSecond').toFixed(0)} req/s)`,
      '≥ 0.10×',
      vsDirect >= 0.1,
    ),
  );
  if (nginx) {
    const vsNginx = rate / of(proxied, 'perSecond');
    console.log(
      tableRow(
        `Gateway (${g.name}) requests/s vs nginx (proxy_pass, upstream keepalive, 1 worker)`,
        `${vsNginx.toFixed(3)}× (${rate.toFixed(0)} vs ${of(proxied, 'perSecond').toFixed(0)} req/s)`,
        '≥ 0.15×',
        vsNginx >= 0.15,
      ),
    );
  } else {
    console.log(`| Gateway (${g.name}) requests/s vs nginx | skipped: ${nginxPath} is not installed | ≥ 0.15× | -`);
  }
  const p50 = of(logged, 'p50') - of(direct, 'p50');
  const p99 = of(logged, 'p99') - of(direct, 'p99');
  console.log(
    tableRow(
      `Gateway (${g.name}) p50 over the direct call`,
      `+${ms(p50)} (${ms(of(logged, 'p50'))} vs ${ms(of(direct, 'p50'))})`,
      '+≤ 1 ms',
      p50 <= 1,
    ),
  );
  console.log(
    tableRow(
      `Gateway (${g.name}) p99 over the direct call`,
      `+${ms(p99)} (${ms(of(logged, 'p99'))} vs ${ms(of(direct, 'p99'))})`,
      '+≤ 5 ms',
      p99 <= 5,
    ),
  );
  const logging = rate / of(unlogged, 'perSecond');
  console.log(
    tableRow(
      `Gateway (${g.name}) requests/s with the exchange log vs without`,
      `${logging.toFixed(3)}× (${rate.toFixed(0)} vs ${of(unlogged, 'perSecond').toFixed(0)} req/s)`,
      '≥ 0.8×',
      logging >= 0.8,
    ),
  );
  const cpu = (loads: Measured[]) => median(loads.map((l) => l.cpuMicros)).toFixed(0);
  const thread = (loads: Measured[]) => median(loads.map((l) => l.threadMicros)).toFixed(0);
  console.log(
    `Gateway (${g.name}) CPU per request in the gateway's process: ${cpu(logged)} µs logged, ${cpu(unlogged)} µs not logged; ` +
      `the request thread busy per request: ${thread(logged)} µs logged, ${thread(unlogged)} µs not logged`,
  );
}
if (nginx) {
  const ratio = of(proxied, 'perSecond') / of(direct, 'perSecond');
  console.log(`nginx itself: ${ratio.toFixed(2)}× the direct call (${of(proxied, 'perSecond').toFixed(0)} req/s)`);
}
for (const g of gateways) await g.close();
await nginx?.stop();
upstream.stop();

// Each transform type on a 10 KB JSON payload (XML for XSLT), per call, after a warm-up.
const items = Array.from({ length: 90 }, (_, i) => ({ sku: `SKU-${i}`, name: `Item ${i}`, qty: i % 7 }));
const payload = JSON.stringify({ order: 'A-1', items });
const xmlPayload = `<order id="A-1">${items.map((i) => `<item sku="${i.sku}" qty="${i.qty}">${i.name}</item>`).join('')}</order>`;
const step = (
  type: Transform['type'],
  value: string,
  input: Transform['inputContentType'],
  output: Transform['outputContentType'],
): Transform => ({
  type,
  value,
  inputContentType: input,
  outputContentType: output,
  description: '',
});
const json = 'application/json';
const cases: [string, Transform, string, string][] = [
  ['RAW', step('RAW', '', json, json), payload, json],
  ['AUTO (JSON → XML)', step('AUTO', '', json, 'text/xml'), payload, json],
  ['JAVASCRIPT', step('JAVASCRIPT', '({ order: input.order, count: input.items.length })', json, json), payload, json],
  [
    'XSLT',
    step(
      'XSLT',
      '<xsl:stylesheet version="3.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:template match="/"><total><xsl:value-of select="sum(//item/@qty)"/></total></xsl:template></xsl:stylesheet>',
      'text/xml',
      'text/xml',
    ),
    xmlPayload,
    'text/xml',
  ],
  [
    'JOLT (shift)',
    step(
      'JOLT',
      JSON.stringify([{ operation: 'shift', spec: { order: 'id', items: { '*': { sku: 'skus[]' } } } }]),
      json,
      json,
    ),
    payload,
    json,
  ],
  [
    'THYMELEAF (text)',
    // Thymeleaf's own ${…} expressions, built so no string looks like a forgotten template literal.
    step('THYMELEAF', `Order [[${'$'}{order}]]: [[${'$'}{items[0].sku}]]`, json, 'text/plain'),
    payload,
    json,
  ],
  ['HANDLEBARS', step('HANDLEBARS', '{{order}}:{{#each items}}{{sku}},{{/each}}', json, 'text/plain'), payload, json],
];
for (const [name, transform, body, contentType] of cases) {
  const input = { body, contentType };
  for (let i = 0; i < 5; i++) {
    const warm = await runTransforms([transform], input);
    if (!warm.ok) throw new Error(`${name}: ${warm.error}`);
  }
  const calls = 100;
  const started = performance.now();
  for (let i = 0; i < calls; i++) await runTransforms([transform], input);
  const each = (performance.now() - started) / calls;
  console.log(tableRow(`Transform ${name}, 10 KB payload, per call`, `${each.toFixed(2)} ms`, 'printed', true));
}
const loopStarted = performance.now();
const endless = await runTransforms([step('JAVASCRIPT', 'while (true) {}', json, json)], {
  body: payload,
  contentType: json,
});
const stoppedIn = performance.now() - loopStarted;
console.log(
  tableRow(
    'JavaScript endless loop stopped',
    `${stoppedIn.toFixed(0)} ms (${endless.ok ? 'not stopped' : 'stopped'})`,
    '≤ 100 ms (+ grace)',
    !endless.ok && stoppedIn <= 150,
  ),
);

await closeTransforms();
