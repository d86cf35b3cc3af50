// The integration gateway against GATEWAY.md's targets: passthrough latency (p50, p99) and
// requests/s through `/gateway/execute` with a client token, against the same local upstream called
// directly; requests/s with the exchange log written (FULL capture) against none written
// (config.gateway.exchangeLog off); and each transform type's cost per call on a 10 KB payload
// (runTransforms called directly), with a JavaScript endless loop's stop time. autocannon runs in
// a child process; rounds alternate A B A B… and medians are compared.
// Run: npx tsx bench/gateway.ts   (PGlite in memory; DATABASE_URL for a server)
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { createApiClient, formBody, ok } from '@store-console/api-client';
import type { Transform } from '@store-console/contract';
import { closeTransforms, runTransforms } from '../packages/server/src/modules/gateway/transforms/index.ts';
import { fleet, median, tableRow } from './fleet.ts';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const reply = JSON.stringify({ id: 1, name: 'chair', price: 12.5, tags: ['a', 'b'] });
const upstream = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(reply);
});
await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

const { app, dc, headers } = await fleet(1);
const served = await app.listen({ port: 0, host: '127.0.0.1' });
// Arranged through the typed client (packages/api-client); the load itself is autocannon's.
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
      connection: { uri: upstreamUrl, authType: 'NONE' },
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
const gatewayUrl = `${served}/api/v1/gateway/execute/${store.id}/Echo/get`;
const gatewayHeaders = [`authorization=Bearer ${token}`, `x-xm-store=${store.storeId}`];
const check = await fetch(gatewayUrl, { headers: { authorization: `Bearer ${token}`, 'x-xm-store': store.storeId } });
if (check.status !== 200 || (await check.text()) !== reply) throw new Error(`the gateway answered ${check.status}`);

const autocannon = join(dirname(createRequire(import.meta.url).resolve('autocannon/package.json')), 'autocannon.js');
const run = promisify(execFile);
type Load = { perSecond: number; p50: number; p99: number };

async function load(url: string, extra: string[] = []): Promise<Load> {
  const args = [
    autocannon,
    '-j',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    ...extra.flatMap((h) => ['-H', h]),
    url,
  ];
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout);
  const errors = result.non2xx + result.errors + result.timeouts;
  if (errors > 0) throw new Error(`${url} answered ${errors} requests with an error`);
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const direct: Load[] = [];
const logged: Load[] = [];
const unlogged: Load[] = [];
const settings = app.ctx.config.gateway ?? {};
app.ctx.config.gateway = settings;
await load(gatewayUrl, gatewayHeaders); // warm
for (let round = 0; round < rounds; round++) {
  direct.push(await load(upstreamUrl));
  settings.exchangeLog = true;
  logged.push(await load(gatewayUrl, gatewayHeaders));
  settings.exchangeLog = false;
  unlogged.push(await load(gatewayUrl, gatewayHeaders));
  settings.exchangeLog = true;
  const last = (loads: Load[]) => loads.at(-1);
  console.log(
    `round ${round + 1}: direct ${last(direct)?.perSecond.toFixed(0)} req/s, gateway logged ${last(logged)?.perSecond.toFixed(0)}, ` +
      `not logged ${last(unlogged)?.perSecond.toFixed(0)}`,
  );
}
const of = (loads: Load[], key: keyof Load) => median(loads.map((l) => l[key]));
const p50 = of(logged, 'p50') - of(direct, 'p50');
const p99 = of(logged, 'p99') - of(direct, 'p99');
const throughput = of(logged, 'perSecond') / of(direct, 'perSecond');
const logging = of(logged, 'perSecond') / of(unlogged, 'perSecond');
console.log(
  tableRow(
    `Gateway passthrough p50 over the direct call (${connections} connections)`,
    `+${p50.toFixed(1)} ms (${of(logged, 'p50')} vs ${of(direct, 'p50')} ms)`,
    '+≤ 1 ms',
    p50 <= 1,
  ),
);
console.log(
  tableRow(
    'Gateway passthrough p99 over the direct call',
    `+${p99.toFixed(1)} ms (${of(logged, 'p99')} vs ${of(direct, 'p99')} ms)`,
    '+≤ 3 ms',
    p99 <= 3,
  ),
);
console.log(
  tableRow(
    'Gateway passthrough requests/s vs the direct call',
    `${throughput.toFixed(3)}× (${of(logged, 'perSecond').toFixed(0)} vs ${of(direct, 'perSecond').toFixed(0)} req/s)`,
    '≥ 0.5×',
    throughput >= 0.5,
  ),
);
console.log(
  tableRow(
    'Gateway requests/s with the exchange log vs without',
    `${logging.toFixed(3)}× (${of(logged, 'perSecond').toFixed(0)} vs ${of(unlogged, 'perSecond').toFixed(0)} req/s)`,
    '≥ 0.8×',
    logging >= 0.8,
  ),
);

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
await app.close();
await new Promise<void>((done) => upstream.close(() => done()));
