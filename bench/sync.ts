// The sync engine (issue 15) against its targets (bench/NOTES.md), on the local PostgreSQL:
//  1. a full load (Load all) of N rows of X3-shaped tables (the demo ERP's tables, ITMCATEG …
//     SORDERQ, filled by generate_series) from a source database of its own, through a real agent
//     into a store, end to end (request created → COMPLETED seen by polling), against `pg_dump |
//     psql` of the same tables into another database, in the same run (B A B): rows/s and the ratio;
//  2. the peak RSS of the agent process and of the server process during that load (each its own
//     process, started as `npm start` and the agent's CLI start them: tsx on the sources);
//  3. an incremental run (change capture on) of 1,000 changed source rows: the request's own created
//     → finished (the minute tick that turns a recorded due run into the request is not counted);
//  4. the batch status call for 1,000 stores: median and p95 client-side over repeated calls.
// Creates its own databases (source, dump target, server) and drops them after.
// Run: npx tsx bench/sync.ts
//   SYNC_BENCH_ROWS (default 1,000,000), SYNC_BENCH_STATUS_CALLS (default 50),
//   TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
//   SYNC_LOAD_POOL (passed to the server), SYNC_BENCH_CPU_PROF (a folder: the server and the agent write V8 CPU profiles there)
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { installChangeCapture } from '../packages/agent/src/index.ts';
import { demoErpDdl, demoErpSchema } from '../packages/demo/src/demo-erp/schema.ts';
import { call, type Replica, startReplica, stopReplica, until } from '../scripts/replicas-fleet.ts';
import { median, tableRow } from './fleet.ts';

const rows = Number(process.env.SYNC_BENCH_ROWS ?? 1_000_000);
const statusCalls = Number(process.env.SYNC_BENCH_STATUS_CALLS ?? 50);
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const root = resolve(import.meta.dirname, '..');
const cpuProf = process.env.SYNC_BENCH_CPU_PROF ? resolve(process.env.SYNC_BENCH_CPU_PROF) : undefined;
/** What the server and the agent get when profiles are asked for (bench/lib/cpu-profile.mjs). */
const profiling = (name: string): Record<string, string> =>
  cpuProf
    ? {
        NODE_OPTIONS: `--import ${join(import.meta.dirname, 'lib/cpu-profile.mjs')}`,
        CPU_PROFILE_DIR: cpuProf,
        CPU_PROFILE_NAME: name,
      }
    : {};
const goals = { ratio: 0.25, rssMb: 300, incrementalS: 2, statusMs: 50 };
const startMs = 240_000; // a tsx start on a loaded 2-core machine takes tens of seconds
const loadMs = 3 * 3600_000;
const key = `bench-sync-${randomBytes(12).toString('hex')}`;
const passwords = {
  admin: `bench-admin-${randomBytes(6).toString('hex')}`,
  partner: `bench-partner-${randomBytes(6).toString('hex')}`,
};
/** The Sage X3 default mapping's source tables, parents first (the order a load takes them). */
const tables = ['ITMCATEG', 'ITMMASTER', 'BPCUSTOMER', 'BPADDRESS', 'SPRICLIST', 'ITMMVT', 'SORDER', 'SORDERQ'];
const targets: Record<string, string> = {
  ITMCATEG: 'categories',
  ITMMASTER: 'products',
  BPCUSTOMER: 'customers',
  BPADDRESS: 'addresses',
  SPRICLIST: 'prices',
  ITMMVT: 'stock',
  SORDER: 'orders',
  SORDERQ: 'order_lines',
};

const what = {
  load: `Full load of ${rows.toLocaleString('en')} rows, agent → store, vs \`pg_dump \\| psql\``,
  agentRss: 'Peak RSS of the agent process during the load',
  serverRss: 'Peak RSS of the server process during the load',
  incremental: 'Incremental run of 1,000 changed rows (created → COMPLETED)',
  status: 'Batch status of 1,000 stores, median (p95)',
};
const head = () => {
  console.log('| What | measured | goal | |');
  console.log('|---|---|---|---|');
};

const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
try {
  await admin.connect();
} catch (error) {
  const reason = `skipped: no PostgreSQL at ${new URL(serverUrl).host} (${error instanceof Error ? error.message : error})`;
  console.log(`The PostgreSQL rows are skipped (no PostgreSQL answers at ${new URL(serverUrl).host}).`);
  head();
  for (const [name, goal] of [
    ['load', `≥ ${goals.ratio}×`],
    ['agentRss', `≤ ${goals.rssMb} MB`],
    ['serverRss', `≤ ${goals.rssMb} MB`],
    ['incremental', `≤ ${goals.incrementalS} s`],
    ['status', `≤ ${goals.statusMs} ms`],
  ] as const) {
    console.log(tableRow(what[name], reason, goal, false));
  }
  process.exit(0);
}

const suffix = randomBytes(4).toString('hex');
const names = {
  source: `bench_sync_src_${suffix}`,
  dump: `bench_sync_dump_${suffix}`,
  server: `bench_sync_srv_${suffix}`,
};
const urlOf = (database: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.href;
};
const folder = mkdtempSync(join(tmpdir(), 'sc-bench-sync-'));
const started = Date.now();
const log = (text: string) => console.log(`  … ${text}  [${((Date.now() - started) / 1000).toFixed(0)} s]`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const perSecond = (count: number, ms: number) => `${Math.round(count / (ms / 1000)).toLocaleString('en')} rows/s`;
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** Sizes per table: N rows in all, in about the demo ERP's proportions (5 per item, 3 per customer, 3 per order). */
function sizes(n: number) {
  const items = Math.max(1, Math.round(n * 0.1));
  const customers = Math.max(1, Math.round(n * 0.05));
  const categories = 40;
  const orders = Math.max(1, Math.floor((n - categories - 5 * items - 3 * customers) / 3));
  return { categories, items, customers, orders };
}

/** The source: the demo ERP's DDL (X3 names, ROWID keys, natural unique keys), rows the default mapping takes whole. */
async function seedSource(url: string) {
  const n = sizes(rows);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const s = `"${demoErpSchema}"`;
  const item = (expr: string) => `'ITM' || lpad((${expr})::text, 8, '0')`;
  const customer = (expr: string) => `'C' || lpad((${expr})::text, 7, '0')`;
  try {
    await db.query(demoErpDdl());
    await db.query(`INSERT INTO ${s}."ITMCATEG" ("TCLCOD_0", "TCLAXX_0", "CREDAT_0", "UPDDATTIM_0")
      SELECT 'C' || lpad(g::text, 2, '0'), 'Category ' || g, DATE '2020-01-01', TIMESTAMP '2024-01-01 08:00:00'
      FROM generate_series(0, ${n.categories - 1}) g`);
    await db.query(`INSERT INTO ${s}."ITMMASTER" ("ITMREF_0", "ITMDES1_0", "ITMDES2_0", "TCLCOD_0", "ITMSTA_0", "STU_0",
        "ITMWEI_0", "EANCOD_0", "CREDAT_0", "UPDDATTIM_0")
      SELECT ${item('g')}, 'Item number ' || g, CASE WHEN g % 3 = 0 THEN NULL ELSE 'Second line ' || g END,
        'C' || lpad((g % ${n.categories})::text, 2, '0'), (1 + g % 5)::smallint, 'UN', (g % 8000) * 0.125,
        CASE WHEN g % 2 = 0 THEN '376' || lpad(g::text, 10, '0') END, DATE '2020-01-01' + g % 1500,
        TIMESTAMP '2024-01-01' + g * INTERVAL '1 second'
      FROM generate_series(1, ${n.items}) g`);
    await db.query(`INSERT INTO ${s}."BPCUSTOMER" ("BPCNUM_0", "BPCNAM_0", "BPCSHO_0", "CUR_0", "LAN_0", "BPCSTA_0",
        "WEB_0", "CREDAT_0", "UPDDATTIM_0")
      SELECT ${customer('g')}, 'Customer ' || g || ' SARL', 'CUST' || (g % 1000), 'EUR', 'FRA', 2,
        CASE WHEN g % 7 = 0 THEN NULL ELSE 'orders@c' || g || '.example.com' END, DATE '2021-01-01' + g % 1000,
        TIMESTAMP '2024-02-01' + g * INTERVAL '1 second'
      FROM generate_series(1, ${n.customers}) g`);
    await db.query(`INSERT INTO ${s}."BPADDRESS" ("BPATYP_0", "BPANUM_0", "BPAADD_0", "BPAADDLIG_0", "BPAADDLIG_1",
        "BPAADDLIG_2", "CTY_0", "POSCOD_0", "CRY_0", "TEL_0", "UPDDATTIM_0")
      SELECT 1, ${customer('g')}, k.kind, (g % 180 + 1) || ' Rue de la Paix', CASE WHEN k.kind = 'LIV' THEN 'Dock 2' END,
        NULL, 'Paris', '75001', 'FR', '+33 1 ' || lpad((g % 1000000)::text, 6, '0'), TIMESTAMP '2024-02-01' + g * INTERVAL '1 second'
      FROM generate_series(1, ${n.customers}) g CROSS JOIN (VALUES ('FAC'), ('LIV')) k(kind) ORDER BY g, k.kind`);
    await db.query(`INSERT INTO ${s}."SPRICLIST" ("PLI_0", "PLICRI1_0", "CUR_0", "PRI_0", "PLISTRDAT_0", "PLIENDDAT_0", "UPDDATTIM_0")
      SELECT 'T10', ${item('g')}, c.cur, round((g % 500) * c.rate + 0.9, 2), DATE '2026-01-01', NULL, TIMESTAMP '2025-06-01 10:00:00'
      FROM generate_series(1, ${n.items}) g CROSS JOIN (VALUES ('EUR', 1.0), ('GBP', 0.86), ('USD', 1.09)) c(cur, rate)
      ORDER BY g, c.cur`);
    await db.query(`INSERT INTO ${s}."ITMMVT" ("ITMREF_0", "STOFCY_0", "PHYSTO_0", "UPDDATTIM_0")
      SELECT ${item('g')}, 'ALP01', g % 400, TIMESTAMP '2026-10-01' + (g % 86400) * INTERVAL '1 second'
      FROM generate_series(1, ${n.items}) g`);
    await db.query(`INSERT INTO ${s}."SORDER" ("SOHNUM_0", "BPCORD_0", "ORDDAT_0", "CUR_0", "ORDSTA_0", "ORDINVATI_0",
        "CREDAT_0", "UPDDATTIM_0")
      SELECT 'SO' || lpad(g::text, 10, '0'), ${customer(`1 + g % ${n.customers}`)}, DATE '2025-01-01' + g % 600, 'EUR',
        1 + g % 2, round((g % 1000) * 1.5, 2), DATE '2025-01-01' + g % 600, TIMESTAMP '2025-01-01' + g * INTERVAL '1 second'
      FROM generate_series(1, ${n.orders}) g`);
    await db.query(`INSERT INTO ${s}."SORDERQ" ("SOHNUM_0", "SOPLIN_0", "ITMREF_0", "QTY_0", "NETPRI_0", "UPDDATTIM_0")
      SELECT 'SO' || lpad(g::text, 10, '0'), l * 1000, ${item(`1 + (g * 7 + l) % ${n.items}`)}, 1 + g % 5,
        (g % 200) + 0.5, TIMESTAMP '2025-01-01' + g * INTERVAL '1 second'
      FROM generate_series(1, ${n.orders}) g CROSS JOIN generate_series(1, 2) l ORDER BY g, l`);
    await db.query('VACUUM ANALYZE');
    const counted = await db.query<{ t: string; n: number }>(
      tables.map((t) => `SELECT '${t}' AS t, count(*)::int AS n FROM ${s}."${t}"`).join(' UNION ALL '),
    );
    return Object.fromEntries(counted.rows.map((row) => [row.t, row.n])) as Record<string, number>;
  } finally {
    await db.end();
  }
}

/** `pg_dump -t` of the mapped tables piped into `psql` of a fresh database: ms, and the rows that arrived. */
async function dumpAndRestore(): Promise<{ ms: number; rows: number }> {
  await admin.query(`DROP DATABASE IF EXISTS ${names.dump} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${names.dump}`);
  const target = new pg.Client({ connectionString: urlOf(names.dump) });
  await target.connect();
  await target.query(`CREATE SCHEMA "${demoErpSchema}"`);
  const only = tables.map((t) => `-t '"${demoErpSchema}"."${t}"'`).join(' ');
  const at = performance.now();
  // Once change capture is on, the dump also carries each table's capture trigger, whose function
  // the target lacks: psql reports that statement (after the data) and goes on, so stderr is dropped.
  await new Promise<void>((done, fail) => {
    const child = spawn('sh', [
      '-c',
      `pg_dump --no-owner ${only} "${urlOf(names.source)}" | psql -q -X "${urlOf(names.dump)}" > /dev/null 2>&1`,
    ]);
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`pg_dump | psql exited with ${code}`))));
  });
  const ms = performance.now() - at;
  const counted = await target.query<{ n: number }>(
    `SELECT (${tables.map((t) => `(SELECT count(*) FROM "${demoErpSchema}"."${t}")`).join(' + ')})::int AS n`,
  );
  await target.end();
  return { ms, rows: counted.rows[0]?.n ?? 0 };
}

/** The agent as its CLI starts it (tsx on the sources), in its own process. */
async function startAgentProcess(): Promise<{ url: string; process: ChildProcess; stop(): Promise<void> }> {
  const source = new URL(urlOf(names.source));
  const configFile = join(folder, 'agent.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      listen: { host: '127.0.0.1', port: 0 },
      key,
      databases: {
        x3: {
          type: 'postgres',
          host: source.hostname,
          port: Number(source.port || 5432),
          database: names.source,
          user: decodeURIComponent(source.username || 'postgres'),
          password: decodeURIComponent(source.password),
        },
      },
      workDir: join(folder, 'agent-work'),
    }),
    { mode: 0o600 },
  );
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/agent/src/main.ts'), 'start'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      AGENT_CONFIG: configFile,
      ...profiling('agent'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the agent did not start: ${output.slice(-500)}`)), startMs);
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        output = (output + chunk.toString('utf8')).slice(-4000);
        const match = /Agent listening on (http:\/\/[^\s]+)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          done(match[1]);
        }
      });
    }
    child.once('exit', (code) => fail(new Error(`the agent exited with ${code}: ${output.slice(-500)}`)));
  });
  return {
    url,
    process: child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(30_000).then(() => child.kill('SIGKILL'))]);
    },
  };
}

/** Resident set size of a process in kB (Linux /proc; `ps` elsewhere). */
function rssKb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Samples the peak RSS of these processes every 100 ms until stopped. */
function rssSampler(pids: Record<string, number>) {
  const peak: Record<string, number> = Object.fromEntries(Object.keys(pids).map((name) => [name, 0]));
  const sample = () => {
    for (const [name, pid] of Object.entries(pids)) peak[name] = Math.max(peak[name] ?? 0, rssKb(pid));
  };
  sample();
  const timer = setInterval(sample, 100);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

type Request = {
  id: string;
  created: string;
  finished: string | null;
  stage: string;
  type: string;
  requestType: string;
  error: string | null;
  summary: { rowsRead: number; inserted: number; updated: number; failed: number; bytes: number };
};

const servers: Replica[] = [];
let agent: Awaited<ReturnType<typeof startAgentProcess>> | undefined;
let failed = false;
try {
  for (const database of Object.values(names)) await admin.query(`CREATE DATABASE ${database}`);
  console.log(`== bench/sync: ${rows.toLocaleString('en')} rows; databases ${Object.values(names).join(', ')}`);
  const perTable = await seedSource(urlOf(names.source));
  const sourceRows = Object.values(perTable).reduce((sum, n) => sum + n, 0);
  log(`source seeded: ${tables.map((t) => `${t} ${perTable[t]?.toLocaleString('en')}`).join(', ')}`);

  // ---- B: pg_dump | psql, before the load (no capture triggers yet).
  const dumps = [await dumpAndRestore()];
  log(`pg_dump | psql: ${seconds(dumps[0]?.ms ?? 0)} (${dumps[0]?.rows.toLocaleString('en')} rows)`);

  // Change capture on before the full load, so the load records the position the incremental run reads from.
  const source = new URL(urlOf(names.source));
  await installChangeCapture(
    {
      listen: { host: '127.0.0.1', port: 0 },
      key,
      databases: {
        x3: {
          type: 'postgres',
          host: source.hostname,
          port: Number(source.port || 5432),
          database: names.source,
          user: decodeURIComponent(source.username || 'postgres'),
          password: decodeURIComponent(source.password),
        },
      },
    },
    'x3',
    { schema: demoErpSchema, tables },
  );

  // ---- The two processes.
  const env = {
    DATABASE_URL: urlOf(names.server),
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_PASSWORD: passwords.admin,
    PARTNER_PASSWORD: passwords.partner,
    WEB_DIST: join(folder, 'no-console'),
    SYNC_ALLOW_PRIVATE_AGENTS: 'true',
    LOG_LEVEL: 'warn',
    ...(process.env.SYNC_LOAD_POOL ? { SYNC_LOAD_POOL: process.env.SYNC_LOAD_POOL } : {}),
    ...profiling('server'),
  };
  const [server, running] = await Promise.all([startReplica('server', folder, env, startMs), startAgentProcess()]);
  servers.push(server);
  agent = running;
  await until(
    'server ready',
    () => call(server.base, '/readyz'),
    (r) => r.status === 200,
    { timeoutMs: startMs },
  );
  log(`server (pid ${server.process.pid}) at ${server.base}, agent (pid ${agent.process.pid}) at ${agent.url}`);

  const signIn = async (who: 'admin' | 'partner') => {
    const reply = await call(server.base, '/api/v1/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: `${who}@example.com`,
        password: passwords[who],
      }).toString(),
    });
    if (reply.status !== 200)
      throw new Error(`sign-in of ${who}: ${reply.status} ${reply.body.toString().slice(0, 200)}`);
    return { authorization: `Bearer ${reply.json<{ access_token: string }>().access_token}` };
  };
  const partner = await signIn('partner');
  const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });
  const erps = (await call(server.base, '/api/v1/erp_types', { headers: partner })).json<{
    content: { id: number; code: string; erpTypeVersions: { id: number }[] }[];
  }>().content;
  const centres = (await call(server.base, '/api/v1/data_centers', { headers: partner })).json<{
    content: { id: number }[];
  }>().content;
  const sageX3 = erps.find((erp) => erp.code === 'Sage_X3');
  if (!sageX3 || !centres[0]) throw new Error('no Sage_X3 ERP type or data centre in the seed');
  const created = await call(server.base, '/api/v1/stores', {
    method: 'POST',
    headers: json(partner),
    body: JSON.stringify({
      name: 'Bench Sync Shop',
      stgDomain: `bench-sync-${suffix}.staging.example.com`,
      storeType: 'B2C',
      erpType: { id: sageX3.id },
      erpTypeVersion: { id: sageX3.erpTypeVersions[0]?.id },
      dataCentre: { id: centres[0].id },
    }),
  });
  if (created.status !== 201) throw new Error(`store: ${created.status} ${created.body.toString().slice(0, 300)}`);
  const store = created.json<{ id: number; storeId: string }>();
  await until(
    'the store CREATED',
    async () =>
      (await call(server.base, `/api/v1/stores/${store.id}`, { headers: partner })).json<{
        storeStatus: { statusType: string };
      }>().storeStatus.statusType,
    (status) => status === 'CREATED' || status === 'LIVE',
    { timeoutMs: 120_000 },
  );
  const agentUrl = new URL(agent.url);
  const saved = await call(server.base, '/api/v1/sync/source', {
    method: 'POST',
    headers: json(partner),
    body: JSON.stringify({
      storeId: store.id,
      sourceType: 'Sage_X3',
      syncType: 'AGENT',
      dbType: 'POSTGRES',
      protocol: 'http',
      hostName: agentUrl.hostname,
      port: Number(agentUrl.port),
      dbAlias: 'x3',
      dbSchema: demoErpSchema,
      syncVersion: 'SYNC_2',
      agentKey: key,
    }),
  });
  if (saved.status !== 201) throw new Error(`source: ${saved.status} ${saved.body.toString().slice(0, 300)}`);
  const request = async (id: string) =>
    (await call(server.base, `/api/v1/sync/${store.id}/request/${id}`, { headers: partner })).json<Request>();
  /** Polls the request until it finished; fails at once if the server or the agent process died. */
  const finished = async (id: string, timeoutMs: number, intervalMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (const [name, child] of [
        ['server', server.process],
        ['agent', running.process],
      ] as const) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(`the ${name} process ended (${child.exitCode ?? child.signalCode}) during request ${id}`);
      }
      const reply = await request(id).catch(() => undefined);
      if (reply && (reply.stage === 'COMPLETED' || reply.stage === 'FAILED')) return reply;
      if (Date.now() > deadline) throw new Error(`request ${id} not finished within ${timeoutMs / 1000} s`);
      await sleep(intervalMs);
    }
  };

  // ---- A: Load all, end to end, the two processes' RSS sampled throughout.
  log(
    `Load all started; RSS before it: agent ${mb(rssKb(agent.process.pid ?? 0))}, server ${mb(rssKb(server.process.pid ?? 0))}`,
  );
  const rss = rssSampler({ agent: agent.process.pid ?? 0, server: server.process.pid ?? 0 });
  const loadAt = performance.now();
  const upload = await call(server.base, `/api/v1/sync/${store.id}/uploadData`, { headers: partner });
  if (upload.status !== 202) throw new Error(`uploadData: ${upload.status} ${upload.body.toString().slice(0, 300)}`);
  const load = await finished(upload.json<Request>().id, loadMs, 250);
  const loadWallMs = performance.now() - loadAt;
  const peak = rss.stop();
  if (load.stage !== 'COMPLETED') throw new Error(`the load ended ${load.stage}: ${load.error}`);
  const loadMsOwn = Date.parse(load.finished ?? '') - Date.parse(load.created);
  log(
    `Load all COMPLETED: ${seconds(loadWallMs)} (created → finished ${seconds(loadMsOwn)}); ` +
      `read ${load.summary.rowsRead}, inserted ${load.summary.inserted}, failed ${load.summary.failed}`,
  );
  const serverDb = new pg.Client({ connectionString: urlOf(names.server) });
  await serverDb.connect();
  const inStore = await serverDb.query<{ n: number }>(
    `SELECT (${Object.values(targets)
      .map((t) => `(SELECT count(*) FROM store_${store.id}.${t})`)
      .join(' + ')})::int AS n`,
  );
  const storeRows = inStore.rows[0]?.n ?? 0;
  if (load.summary.rowsRead !== sourceRows || load.summary.failed !== 0) {
    console.log(`  !! read ${load.summary.rowsRead} of ${sourceRows} source rows, ${load.summary.failed} failed`);
  }

  // ---- B again, after the load.
  dumps.push(await dumpAndRestore());
  log(`pg_dump | psql: ${seconds(dumps[1]?.ms ?? 0)} (${dumps[1]?.rows.toLocaleString('en')} rows)`);

  // ---- Incremental: 1,000 rows changed at the source, a due run recorded, the minute tick starts it.
  const changed = Math.min(1000, perTable.ITMMASTER ?? 0);
  const sourceDb = new pg.Client({ connectionString: urlOf(names.source) });
  await sourceDb.connect();
  await sourceDb.query(
    `UPDATE "${demoErpSchema}"."ITMMASTER" SET "ITMDES1_0" = 'Changed at the source ' || "ROWID",
       "UPDDATTIM_0" = TIMESTAMP '2026-11-27 12:00:00' WHERE "ROWID" <= $1`,
    [changed],
  );
  await sourceDb.end();
  const [sourceRow] = (
    await serverDb.query<{ id: number }>('SELECT id FROM sync_sources WHERE store_id = $1', [store.id])
  ).rows;
  await serverDb.query(
    `INSERT INTO sync_schedules (source_id, store_id, is_active, tables) VALUES ($1, $2, false, '[]'::jsonb)
     ON CONFLICT DO NOTHING`,
    [sourceRow?.id, store.id],
  );
  const [run] = (
    await serverDb.query<{ id: number }>(
      'INSERT INTO sync_scheduled_runs (store_id, source_id, due_at) VALUES ($1, $2, now()) RETURNING id',
      [store.id, sourceRow?.id],
    )
  ).rows;
  log(`${changed} ITMMASTER rows changed; due run ${run?.id} recorded, waiting for the minute tick`);
  const requestId = await until(
    'the scheduler tick turning the due run into a request',
    async () =>
      (
        await serverDb.query<{ id: string }>('SELECT id::text FROM sync_requests WHERE scheduled_run_id = $1', [
          run?.id,
        ])
      ).rows[0]?.id,
    (id) => id !== undefined,
    { timeoutMs: 180_000, intervalMs: 200 },
  );
  const incremental = await finished(String(requestId), 600_000, 100);
  const incrementalMs = Date.parse(incremental.finished ?? '') - Date.parse(incremental.created);
  log(
    `incremental ${incremental.type} ${incremental.stage}: read ${incremental.summary.rowsRead}, ` +
      `updated ${incremental.summary.updated}, inserted ${incremental.summary.inserted}, failed ${incremental.summary.failed}`,
  );

  // Where the incremental run's time went: job pick-up, extraction and transfer (until the last
  // chunk is stored), load (until the last chunk is loaded), the finish.
  const [stages] = (
    await serverDb.query<{ pickup: number; received: number; loaded: number; finish: number; chunks: number }>(
      `SELECT extract(epoch FROM r.started_at - r.created) * 1000 AS pickup,
         extract(epoch FROM max(c.received_at) - r.started_at) * 1000 AS received,
         extract(epoch FROM max(c.loaded_at) - max(c.received_at)) * 1000 AS loaded,
         extract(epoch FROM r.finished - max(c.loaded_at)) * 1000 AS finish, count(c.seq)::int AS chunks
       FROM sync_requests r LEFT JOIN sync_request_chunks c ON c.request_id = r.id
       WHERE r.id = $1 GROUP BY r.id`,
      [String(requestId)],
    )
  ).rows;
  const stageMs = (ms: number | null | undefined) =>
    ms === null || ms === undefined ? '?' : `${Math.round(Number(ms))} ms`;
  const breakdown =
    `created → started ${stageMs(stages?.pickup)}, → ${stages?.chunks ?? 0} chunk(s) stored ${stageMs(stages?.received)}, ` +
    `→ loaded ${stageMs(stages?.loaded)}, → finished ${stageMs(stages?.finish)}`;
  log(`incremental stages: ${breakdown}`);

  // ---- Batch status of 1,000 stores: 999 more stores (rows copied from the bench store, each with
  // a source, a schedule and a health row), read by the admin in one call.
  const copies = await serverDb.query<{ id: number }>(
    `INSERT INTO stores SELECT (jsonb_populate_record(NULL::stores, to_jsonb(s) || jsonb_build_object(
       'id', nextval(pg_get_serial_sequence('stores', 'id')), 'store_id', s.store_id || '-' || g,
       'name', s.name || ' ' || g, 'origin_name', s.origin_name || ' ' || g, 'created_by', 'bench'))).*
     FROM stores s, generate_series(1, 999) g WHERE s.id = $1 RETURNING id`,
    [store.id],
  );
  await serverDb.query(
    `INSERT INTO sync_sources SELECT (jsonb_populate_record(NULL::sync_sources, to_jsonb(src) || jsonb_build_object(
       'id', nextval(pg_get_serial_sequence('sync_sources', 'id')), 'store_id', s.id, 'is_active', s.id % 2 = 0))).*
     FROM sync_sources src, stores s WHERE src.store_id = $1 AND s.created_by = 'bench'`,
    [store.id],
  );
  await serverDb.query(
    `INSERT INTO sync_schedules (source_id, store_id, is_active, tables, next_due_at)
     SELECT src.id, src.store_id, true, '[]'::jsonb, now() + (src.store_id % 120 - 60) * INTERVAL '1 minute'
     FROM sync_sources src JOIN stores s ON s.id = src.store_id WHERE s.created_by = 'bench';
     INSERT INTO sync_store_states (store_id, ever_loaded_at, last_completed_at, last_data_at)
     SELECT id, now() - INTERVAL '1 day', now() - (id % 50) * INTERVAL '1 hour', now() - INTERVAL '1 hour'
     FROM stores WHERE created_by = 'bench' AND id % 3 <> 0;
     ANALYZE`,
  );
  const ids = [store.id, ...copies.rows.map((row) => row.id)];
  const operator = await signIn('admin');
  const statusPath = `/api/v1/sync/${ids.join(',')}/status`;
  const timings: number[] = [];
  for (let i = 0; i < 5 + statusCalls; i++) {
    const at = performance.now();
    const reply = await call(server.base, statusPath, { headers: operator });
    const ms = performance.now() - at;
    if (reply.status !== 200) throw new Error(`batch status: ${reply.status} ${reply.body.toString().slice(0, 300)}`);
    const answered = Object.keys(reply.json<Record<string, unknown>>()).length;
    if (answered !== ids.length) throw new Error(`batch status answered ${answered} of ${ids.length} stores`);
    if (i >= 5) timings.push(ms);
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1] ?? 0;
  await serverDb.end();

  // ---- The figures.
  const dumpMs = dumps.reduce((sum, d) => sum + d.ms, 0) / dumps.length;
  const ratio = dumpMs / loadWallMs;
  console.log(
    `\nSource: ${sourceRows.toLocaleString('en')} rows in ${tables.length} X3-shaped tables; ` +
      `in the store after the load: ${storeRows.toLocaleString('en')}; ` +
      `pg_dump | psql restored ${dumps.map((d) => d.rows.toLocaleString('en')).join(' and ')}.`,
  );
  head();
  console.log(
    tableRow(
      what.load,
      `${seconds(loadWallMs)} (${perSecond(sourceRows, loadWallMs)}) vs ${dumps.map((d) => seconds(d.ms)).join(' / ')} ` +
        `(mean ${perSecond(sourceRows, dumpMs)}): ${ratio.toFixed(2)}×`,
      `≥ ${goals.ratio}×`,
      ratio >= goals.ratio,
    ),
  );
  console.log(
    tableRow(what.agentRss, mb(peak.agent ?? 0), `≤ ${goals.rssMb} MB`, (peak.agent ?? 0) / 1024 <= goals.rssMb),
  );
  console.log(
    tableRow(what.serverRss, mb(peak.server ?? 0), `≤ ${goals.rssMb} MB`, (peak.server ?? 0) / 1024 <= goals.rssMb),
  );
  console.log(
    tableRow(
      what.incremental,
      `${seconds(incrementalMs)} (${incremental.type}, ${incremental.summary.rowsRead} rows read, ${incremental.summary.updated} updated; ${breakdown})`,
      `≤ ${goals.incrementalS} s`,
      incremental.stage === 'COMPLETED' && incrementalMs <= goals.incrementalS * 1000,
    ),
  );
  console.log(
    tableRow(
      what.status,
      `${median(timings).toFixed(1)} ms (${p95.toFixed(1)} ms) over ${timings.length} calls`,
      `≤ ${goals.statusMs} ms`,
      median(timings) <= goals.statusMs,
    ),
  );
} catch (error) {
  failed = true;
  console.error(`\n== bench/sync: ${error instanceof Error ? error.message : String(error)}`);
  for (const server of servers) console.error(`-- last lines of the server:\n${server.tail().join('\n')}`);
} finally {
  await agent?.stop();
  for (const server of servers) await stopReplica(server, 30_000);
  for (const database of Object.values(names)) await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
  if (!failed) rmSync(folder, { recursive: true, force: true });
  else console.error(`(logs kept in ${folder})`);
}
process.exit(failed ? 1 : 0);
