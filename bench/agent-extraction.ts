// The agent's FULL extraction (keyset pages → gzip'd NDJSON chunks with SHA-256 on disk) of an
// X3-shaped table on the local PostgreSQL, against `pg_dump -t <table> | gzip` of the same table,
// interleaved A B A B. Prints rows/s, the ratio, and the peak RSS of this process (the agent runs
// in it) for the table and for one five times as big: reading page by page keeps memory flat.
// Creates its own database (bench_extract) and drops it after.
// Run: npx tsx bench/agent-extraction.ts [rounds]   (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startAgent } from '../packages/agent/src/index.ts';

const rounds = Number(process.argv[2] ?? 3);
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = 'bench_extract';
const key = 'bench-key-0123456789abcdef';
const sizes = (process.env.BENCH_SIZES ?? '200000,1000000').split(',').map(Number);

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function seed(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE SCHEMA "SEED"`);
  for (const rows of sizes) {
    await client.query(`CREATE TABLE "SEED"."ITM${rows}" ("ROWID" bigint PRIMARY KEY, "ITMREF_0" varchar(20) NOT NULL,
      "ITMDES1_0" varchar(60) NOT NULL, "ITMDES2_0" varchar(60), "TCLCOD_0" varchar(10) NOT NULL, "ITMSTA_0" smallint NOT NULL,
      "ITMWEI_0" numeric(12,3) NOT NULL, "EANCOD_0" varchar(20), "CREDAT_0" date NOT NULL, "UPDDATTIM_0" timestamp NOT NULL)`);
    await client.query(`INSERT INTO "SEED"."ITM${rows}" SELECT g, 'ITM' || lpad(g::text, 8, '0'), 'Item number ' || g,
      CASE WHEN g % 3 = 0 THEN NULL ELSE 'Second line ' || g END, 'C' || (g % 40), (g % 5)::smallint, g * 0.125,
      CASE WHEN g % 2 = 0 THEN '376' || lpad(g::text, 10, '0') END, DATE '2020-01-01' + (g % 1500),
      TIMESTAMP '2024-01-01' + g * INTERVAL '1 second' FROM generate_series(1, ${rows}) g`);
  }
  await client.query('VACUUM ANALYZE');
  await client.end();
}

async function extraction(agentUrl: string, table: string): Promise<{ ms: number; peakRss: number; bytes: number }> {
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const base = `${agentUrl}/agent/v1`;
  const start = performance.now();
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 20);
  const started = await fetch(`${base}/databases/erp/extractions`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ schema: 'SEED', mode: 'FULL', tables: [{ table }], chunkRows: 10_000 }),
  });
  const { id } = (await started.json()) as { id: string };
  for (;;) {
    const status = (await (await fetch(`${base}/extractions/${id}`, { headers })).json()) as {
      state: string;
      chunks: { bytes: number }[];
      error?: string;
    };
    if (status.state !== 'RUNNING') {
      clearInterval(sampler);
      if (status.state !== 'DONE') throw new Error(`extraction ${status.state}: ${status.error}`);
      const ms = performance.now() - start;
      await fetch(`${base}/extractions/${id}`, { method: 'DELETE', headers });
      return { ms, peakRss, bytes: status.chunks.reduce((sum, c) => sum + c.bytes, 0) };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function pgDump(url: string, table: string): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const dump = spawn('sh', ['-c', `pg_dump --no-owner -t '"SEED"."${table}"' "${url}" | gzip -6 > /dev/null`]);
    dump.on('error', reject);
    dump.on('exit', (code) => (code === 0 ? resolve(performance.now() - start) : reject(new Error(`pg_dump ${code}`))));
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

await admin(`DROP DATABASE IF EXISTS ${databaseName}`);
await admin(`CREATE DATABASE ${databaseName}`);
const url = new URL(serverUrl);
url.pathname = `/${databaseName}`;
const workDir = mkdtempSync(join(tmpdir(), 'bench-extract-'));
try {
  await seed(url.toString());
  const agent = await startAgent({
    listen: { host: '127.0.0.1', port: 0 },
    key,
    workDir,
    databases: {
      erp: {
        type: 'postgres',
        host: url.hostname,
        port: Number(url.port || 5432),
        database: databaseName,
        user: decodeURIComponent(url.username || 'postgres'),
        password: decodeURIComponent(url.password),
      },
    },
  });
  console.log(`| Table | agent FULL extraction | pg_dump \\| gzip | ratio | peak RSS | chunk bytes |`);
  console.log('|---|---|---|---|---|---|');
  for (const rows of sizes) {
    const table = `ITM${rows}`;
    const ours: number[] = [];
    const theirs: number[] = [];
    let peak = 0;
    let bytes = 0;
    for (let round = 0; round < (rows > 500_000 ? 1 : rounds); round++) {
      const result = await extraction(agent.url, table);
      ours.push(result.ms);
      peak = Math.max(peak, result.peakRss);
      bytes = result.bytes;
      theirs.push(await pgDump(url.toString(), table));
    }
    const a = median(ours);
    const b = median(theirs);
    const rate = (ms: number) => `${Math.round(rows / (ms / 1000)).toLocaleString('en')} rows/s`;
    console.log(
      `| ${rows.toLocaleString('en')} rows | ${(a / 1000).toFixed(2)} s (${rate(a)}) | ${(b / 1000).toFixed(2)} s (${rate(b)}) | ${(b / a).toFixed(2)}× | ${mb(peak)} | ${mb(bytes)} |`,
    );
  }
  await agent.close();
} finally {
  rmSync(workDir, { recursive: true, force: true });
  await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
}
