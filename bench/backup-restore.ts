// Backup and restore of a store with 201,000 rows, side by side with PostgreSQL's own tools on the
// local server: our backup (COPY out, gzip, tar) vs `pg_dump -n <schema> | gzip`, our restore
// (check the archive, then COPY in, one transaction) vs `gunzip | psql` of that dump, interleaved
// A B A B. Prints the peak RSS of this process during ours, and again for a store four times as big:
// streaming keeps it flat. Creates its own database (bench_backup) and drops it after.
// Run: npx tsx --expose-gc bench/backup-restore.ts [rounds]
//      (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { writeArchive } from '../packages/server/src/modules/backups/archive.ts';
import { loadArchive } from '../packages/server/src/modules/backups/archive-load.ts';
import { verifyArchive } from '../packages/server/src/modules/backups/archive-read.ts';
import { createArchiveBlob, openArchiveBlob } from '../packages/server/src/modules/backups/archive-storage.ts';
import { DirectoryBlobStore } from '../packages/server/src/platform/blobs-directory.ts';
import { provisionStoreSchema, rowsOf } from '../packages/server/src/platform/data-plane.ts';
import { openDatabase } from '../packages/server/src/platform/db.ts';

const rounds = Number(process.argv[2] ?? 5);
const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = 'bench_backup';
const rowCount = 201_000;
const goal = 0.5;
const whats = {
  backup: `Backup of ${rowCount.toLocaleString('en')} rows vs \`pg_dump \\| gzip\``,
  restore: `Restore of ${rowCount.toLocaleString('en')} rows vs \`psql\` of a pg_dump`,
};

function tableRow(what: string, measured: string, met: boolean) {
  console.log(`| ${what} | ${measured} | ≥ ${goal}× | ${met ? 'ok' : 'MISS'}`);
}

const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
try {
  await admin.connect();
} catch (error) {
  const reason = `skipped: no PostgreSQL at ${new URL(serverUrl).host} (${error instanceof Error ? error.message : error})`;
  tableRow(whats.backup, reason, false);
  tableRow(whats.restore, reason, false);
  process.exit(0);
}
await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${databaseName}`);
const url = new URL(serverUrl);
url.pathname = `/${databaseName}`;
const database = await openDatabase({ url: url.toString(), dataDir: null });
const work = mkdtempSync(join(tmpdir(), 'sc-bench-backup-'));

/** A store's tables filled with `factor` × 201,000 rows of catalogue, customers and orders. */
async function seed(storeDbId: number, factor: number): Promise<number> {
  await provisionStoreSchema(database.db, storeDbId);
  const n = {
    categories: 1_000 * factor,
    products: 40_000 * factor,
    prices: 40_000 * factor,
    stock: 40_000 * factor,
    customers: 10_000 * factor,
    addresses: 10_000 * factor,
    orders: 20_000 * factor,
    order_lines: 40_000 * factor,
  };
  const s = `"store_${storeDbId}"`;
  for (const statement of [
    `INSERT INTO ${s}.categories (id, code, name, parent_id)
       SELECT n, 'CAT-' || n, 'Category ' || n, CASE WHEN n > 20 THEN 1 + n % 20 END FROM generate_series(1, ${n.categories}) n`,
    `INSERT INTO ${s}.products (id, sku, name, description, category_id, active)
       SELECT n, 'SKU-' || lpad(n::text, 7, '0'), 'Product ' || n || E' – "quoted",\\ttab',
         CASE WHEN n % 10 = 0 THEN NULL ELSE repeat('A sturdy thing for every day. ', 2 + n % 6) || E'\\nSecond line ' || n END,
         1 + n % ${n.categories}, n % 7 <> 0
       FROM generate_series(1, ${n.products}) n`,
    `INSERT INTO ${s}.prices (product_id, currency, amount, valid_from)
       SELECT n, 'EUR', round((n % 997) * 1.37 + 0.99, 2), date '2024-01-01' + n % 365 FROM generate_series(1, ${n.prices}) n`,
    `INSERT INTO ${s}.stock (product_id, quantity) SELECT n, n % 250 FROM generate_series(1, ${n.stock}) n`,
    `INSERT INTO ${s}.customers (id, code, name, email)
       SELECT n, 'C-' || n, 'Customer ' || n, CASE WHEN n % 4 = 0 THEN NULL ELSE 'customer' || n || '@example.com' END
       FROM generate_series(1, ${n.customers}) n`,
    `INSERT INTO ${s}.addresses (customer_id, kind, line1, line2, city, postcode, country_code)
       SELECT n, CASE WHEN n % 2 = 0 THEN 'BILLING' ELSE 'SHIPPING' END, n || ' Main Street', NULL, 'Zürich', '80' || n % 100, 'CH'
       FROM generate_series(1, ${n.addresses}) n`,
    `INSERT INTO ${s}.orders (id, number, customer_id, status, currency, total, created_at)
       SELECT n, 'SO-' || lpad(n::text, 8, '0'), 1 + n % ${n.customers}, 'CONFIRMED', 'EUR', (n % 500) * 2.5,
         timestamptz '2024-01-01 00:00:00+00' + n * interval '13 minutes'
       FROM generate_series(1, ${n.orders}) n`,
    `INSERT INTO ${s}.order_lines (order_id, line_number, product_id, quantity, unit_price)
       SELECT 1 + n % ${n.orders}, 1 + n / ${n.orders}, 1 + n % ${n.products}, 1 + n % 5, 9.99
       FROM generate_series(0, ${n.order_lines - 1}) n`,
    `VACUUM ANALYZE`,
  ]) {
    await database.db.execute(sql.raw(statement));
  }
  return Object.values(n).reduce((a, b) => a + b, 0);
}

/** Runs `fn` while sampling this process's RSS every 10 ms: seconds, RSS before and at its peak (MiB). */
async function measured(fn: () => Promise<unknown>) {
  global.gc?.();
  const base = process.memoryUsage.rss();
  let peak = base;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  const started = performance.now();
  try {
    await fn();
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, process.memoryUsage.rss());
  return { seconds: (performance.now() - started) / 1000, base: base / 2 ** 20, peak: peak / 2 ** 20 };
}

function shell(command: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', `set -euo pipefail; ${command}`], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command}: exit ${code} ${stderr}`))));
  });
}

/** The directory blob storage, in the bench's own folder. */
const blobs = await DirectoryBlobStore.open(work);
/** Our backup, as the backup job runs it: streamed into a blob, published when complete. Its size. */
async function ourBackup(storeDbId: number, key: string) {
  const upload = createArchiveBlob(blobs, key);
  await writeArchive(
    database,
    { storeDbId, storeId: 'bench', domains: ['bench.staging.example.com'], blobs },
    upload.stream,
    async () => undefined,
  );
  return upload.commit();
}
/** Our restore, as the restore job runs it: the archive checked whole, then loaded in one transaction. */
async function ourRestore(storeDbId: number, key: string) {
  const manifest = await verifyArchive(openArchiveBlob(blobs, key));
  await loadArchive(database, openArchiveBlob(blobs, key), manifest, { storeDbId, storeId: 'bench', blobs }, []);
}
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
const mib = (value: number) => `${value.toFixed(0)} MiB`;

try {
  const seeded = await seed(1, 1);
  if (seeded !== rowCount) throw new Error(`seeded ${seeded} rows, not ${rowCount}`);
  const schema = 'store_1';
  const [size] = rowsOf(
    await database.db.execute(
      sql.raw(`SELECT pg_size_pretty(sum(pg_total_relation_size(c.oid))) AS size FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = '${schema}' AND c.relkind = 'r'`),
    ),
  );
  console.log(
    `seeded ${rowCount.toLocaleString('en')} rows in ${schema} of ${databaseName} (${size?.size} with indexes)`,
  );

  const archive = 'backups/bench/store.tar.gz';
  const dump = join(work, 'dump.sql.gz');
  const connection = `-h ${url.hostname} -p ${url.port || 5432} -U ${decodeURIComponent(url.username) || 'postgres'}`;
  const pgDump = () => shell(`pg_dump ${connection} -d ${databaseName} -n ${schema} | gzip > '${dump}'`);
  const psqlRestore = async () => {
    // pg_dump's script creates the schema: the store's own is dropped first (not timed).
    await database.db.execute(sql.raw(`DROP SCHEMA "${schema}" CASCADE`));
    return measured(() => shell(`gunzip -c '${dump}' | psql ${connection} -d ${databaseName} -q -v ON_ERROR_STOP=1`));
  };

  const times = { backup: [] as number[], pgDump: [] as number[], restore: [] as number[], psql: [] as number[] };
  const memory = { base: Number.POSITIVE_INFINITY, backup: 0, restore: 0 };
  for (let round = 1; round <= rounds; round++) {
    const a = await measured(() => ourBackup(1, archive));
    const b = await measured(pgDump);
    const c = await measured(() => ourRestore(1, archive));
    const d = await psqlRestore();
    times.backup.push(a.seconds);
    times.pgDump.push(b.seconds);
    times.restore.push(c.seconds);
    times.psql.push(d.seconds);
    memory.base = Math.min(memory.base, a.base, c.base);
    memory.backup = Math.max(memory.backup, a.peak);
    memory.restore = Math.max(memory.restore, c.peak);
    console.log(
      `round ${round}: backup ${a.seconds.toFixed(2)} s · pg_dump | gzip ${b.seconds.toFixed(2)} s · ` +
        `restore ${c.seconds.toFixed(2)} s · gunzip | psql ${d.seconds.toFixed(2)} s`,
    );
  }
  console.log(
    `archive ${(((await blobs.head(archive))?.size ?? 0) / 2 ** 20).toFixed(1)} MiB, pg_dump | gzip ${(statSync(dump).size / 2 ** 20).toFixed(1)} MiB`,
  );

  // The same store four times as big, once, for memory only.
  const big = await seed(2, 4);
  const bigArchive = 'backups/bench/big.tar.gz';
  const bigBackup = await measured(() => ourBackup(2, bigArchive));
  const bigRestore = await measured(() => ourRestore(2, bigArchive));
  console.log(
    `peak RSS of this process (${mib(memory.base)} before): ${rowCount.toLocaleString('en')} rows: backup ${mib(memory.backup)}, ` +
      `restore ${mib(memory.restore)}; ${big.toLocaleString('en')} rows: backup ${mib(bigBackup.peak)} ` +
      `(${bigBackup.seconds.toFixed(2)} s), restore ${mib(bigRestore.peak)} (${bigRestore.seconds.toFixed(2)} s)`,
  );

  const backupRatio = median(times.pgDump) / median(times.backup);
  const restoreRatio = median(times.psql) / median(times.restore);
  tableRow(
    whats.backup,
    `${backupRatio.toFixed(2)}× (medians ${median(times.backup).toFixed(2)} s vs ${median(times.pgDump).toFixed(2)} s; peak RSS ${mib(memory.backup)}, ${mib(bigBackup.peak)} at 4× the rows)`,
    backupRatio >= goal,
  );
  tableRow(
    whats.restore,
    `${restoreRatio.toFixed(2)}× (medians ${median(times.restore).toFixed(2)} s vs ${median(times.psql).toFixed(2)} s; peak RSS ${mib(memory.restore)}, ${mib(bigRestore.peak)} at 4× the rows)`,
    restoreRatio >= goal,
  );
} finally {
  await database.close();
  // The pool's connections close a moment after it ends; wait for them before dropping.
  for (let wait = 0; wait < 50; wait++) {
    const { rows } = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
      databaseName,
    ]);
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
  rmSync(work, { recursive: true, force: true });
}
