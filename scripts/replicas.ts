import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { createApiClient, formBody, ok as succeeded } from '@store-console/api-client';
import pg from 'pg';
import { call, type Replica, type Reply, startReplica, startS3rver, stopReplica, until } from './replicas-fleet.ts';

// Two server replicas on one PostgreSQL database and one S3 bucket share the work, and a replica
// killed with SIGKILL in the middle of store creations and backups loses nothing (issue 12):
//
//   npx tsx scripts/replicas.ts            (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
//
// It makes a database of its own (dropped at the end) and starts s3rver, then replicas A and B at
// once on an empty database. It prints each check, and on a failure the replicas' last log lines,
// and exits 1. npm test runs it when PostgreSQL answers (scripts/test.sh).

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const startMs = 240_000; // a tsx start on a loaded 2-core machine takes tens of seconds
const settleMs = 240_000; // a dead worker's job waits for its heartbeat (20 s) and the supervisor (10 s)
const rowsPerStore = 120_000; // a backup then takes seconds: long enough to be killed in the middle of
const passwords = { admin: 'replicas-admin-1', partner: 'replicas-partner-1' };
const bucket = 'store-console-replicas';
const started = Date.now();
const replicas: Replica[] = [];

const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
function ok(text: string) {
  console.log(`  ok  ${text}  [${seconds()}]`);
}
function check(condition: unknown, text: string): asserts condition {
  if (!condition) throw new Error(`FAILED: ${text}`);
}
function expectStatus(reply: Reply, status: number, what: string) {
  check(
    reply.status === status,
    `${what}: expected ${status}, got ${reply.status} ${reply.body.toString().slice(0, 300)}`,
  );
}
// The AWS SDK's notice that later releases need Node 22 (STACK.md) would fill the output and the logs' tails.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

type Tokens = { access_token: string; refresh_token: string };
type Store = { id: number; storeId: string };
type Backup = { id: number; fileName: string; statusType: string; sizeBytes: number | null; storeId: number };
const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access_token}` });
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const consoleClient = { authorization: `Basic ${Buffer.from('console:').toString('base64')}` };
/** The typed client (packages/api-client) on a replica, for arranging; the checks read raw replies (call). */
const api = (replica: Replica, tokens?: Tokens) => createApiClient(replica.base, { token: () => tokens?.access_token });

function signIn(replica: Replica, username: string, password: string) {
  return call(replica.base, '/api/v1/token', {
    method: 'POST',
    headers: form,
    body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
}

async function signedIn(replica: Replica, who: 'admin' | 'partner'): Promise<Tokens> {
  const body = { grant_type: 'password' as const, username: `${who}@example.com`, password: passwords[who] };
  return succeeded(api(replica).POST('/api/v1/token', { body, ...formBody }));
}

type Choices = { erpType: { id: number }; erpTypeVersion: { id: number }; dataCentre: { id: number } };

/** The first ERP type, its first version and the first data centre, read once. */
async function storeChoices(replica: Replica, tokens: Tokens): Promise<Choices> {
  const erps = (await succeeded(api(replica, tokens).GET('/api/v1/erp_types'))).content;
  const centres = (await succeeded(api(replica, tokens).GET('/api/v1/data_centers'))).content;
  const erp = erps[0];
  const version = erp?.erpTypeVersions[0];
  check(erp && version && centres[0], 'an ERP type, a version and a data centre exist');
  return { erpType: { id: erp.id }, erpTypeVersion: { id: version.id }, dataCentre: { id: centres[0].id } };
}

async function createStore(replica: Replica, tokens: Tokens, choices: Choices, name: string): Promise<Store> {
  const body = {
    name,
    stgDomain: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.staging.example.com`,
    storeType: 'B2C' as const,
    ...choices,
  };
  return succeeded(api(replica, tokens).POST('/api/v1/stores', { body }));
}

async function startBackup(replica: Replica, tokens: Tokens, store: Store): Promise<Backup> {
  const path = { storeId: store.id };
  const backup = await succeeded(api(replica, tokens).POST('/api/v1/backups/store/{storeId}', { params: { path } }));
  return { ...backup, storeId: store.id };
}

/** Each store settled (CREATED) and each backup DONE, read through `replica`. */
async function settled(replica: Replica, tokens: Tokens, stores: Store[], backups: Backup[]) {
  await until(
    `${stores.length} stores CREATED and ${backups.length} backups DONE (read through ${replica.name})`,
    async () => {
      const pending: string[] = [];
      for (const store of stores) {
        const path = { storeId: store.id };
        const row = await succeeded(api(replica, tokens).GET('/api/v1/stores/{storeId}', { params: { path } }));
        const status = row.storeStatus.statusType;
        if (status !== 'CREATED') pending.push(`${store.storeId}:${status}`);
      }
      for (const storeDbId of new Set(backups.map((b) => b.storeId))) {
        const params = { path: { storeId: storeDbId }, query: { size: 100 } };
        const rows = (await succeeded(api(replica, tokens).GET('/api/v1/backups/store/{storeId}', { params }))).content;
        for (const backup of backups.filter((b) => b.storeId === storeDbId)) {
          const row = rows.find((r) => r.id === backup.id);
          if (row?.statusType !== 'DONE') pending.push(`backup ${backup.id}:${row?.statusType}`);
        }
      }
      return pending;
    },
    (pending) => pending.length === 0,
    { timeoutMs: settleMs, intervalMs: 500 },
  );
}

async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'sc-replicas-'));
  const database = `sc_replicas_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${database}`;
  const db = new pg.Client({ connectionString: databaseUrl.href });
  let s3: Awaited<ReturnType<typeof startS3rver>> | undefined;
  let failed = false;
  try {
    console.log(`== replicas: database ${database}, working folder ${folder}`);
    s3 = await startS3rver(join(folder, 's3'), bucket, 60_000);
    const metricsToken = randomBytes(16).toString('hex');
    const shared = {
      S3_BUCKET: bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      // Every replica signs and checks the same tokens.
      JWT_SECRET: randomBytes(32).toString('hex'),
      METRICS_TOKEN: metricsToken,
      ADMIN_PASSWORD: passwords.admin,
      PARTNER_PASSWORD: passwords.partner,
      WEB_DIST: join(folder, 'no-console'),
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_SECONDS: '20',
    };
    // Each replica names its connections, so the database shows which one runs what.
    const envOf = (name: string) => {
      const url = new URL(databaseUrl.href);
      url.searchParams.set('application_name', `replica-${name}`);
      return { ...shared, DATABASE_URL: url.href };
    };
    const s3client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });

    // ---- Two replicas started together on an empty database: one migrates and seeds, the other waits.
    const [a, b] = await Promise.all(['a', 'b'].map((name) => startReplica(name, folder, envOf(name), startMs)));
    if (!a || !b) throw new Error('two replicas');
    replicas.push(a, b);
    for (const replica of [a, b]) {
      await until(
        `${replica.name} ready`,
        () => call(replica.base, '/readyz'),
        (r) => r.status === 200,
        {
          timeoutMs: startMs,
        },
      );
      expectStatus(await call(replica.base, '/healthz'), 200, `${replica.name} /healthz`);
      const metrics = await call(replica.base, '/metrics', { headers: { authorization: `Bearer ${metricsToken}` } });
      expectStatus(metrics, 200, `${replica.name} /metrics with the token`);
      expectStatus(await call(replica.base, '/metrics'), 401, `${replica.name} /metrics without the token`);
    }
    ok('replicas a and b started together on one empty database; /readyz, /healthz 200; /metrics needs its token');
    await db.connect();
    const seeded = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM data_centres');
    check(seeded.rows[0]?.n === 5, `the demo seed ran once (data centres: ${seeded.rows[0]?.n})`);
    ok('the demo seed ran once (5 data centres)');

    // ---- Sessions are the database's: a token from one replica works on the other.
    const onA = await signedIn(a, 'admin');
    const onB = await signedIn(b, 'admin');
    expectStatus(await call(b.base, '/api/v1/data_centers', { headers: bearer(onA) }), 200, 'token from a on b');
    expectStatus(await call(a.base, '/api/v1/data_centers', { headers: bearer(onB) }), 200, 'token from b on a');
    ok('signed in on a and on b; the token from a works on b and the one from b on a');

    // ---- Stores created through a, settled by whichever replica's worker took each job.
    const choices = await storeChoices(a, onA);
    const first: Store[] = [];
    for (const n of [1, 2, 3]) first.push(await createStore(a, onA, choices, `Replica Alpha ${n}`));
    await settled(b, onB, first, []);
    ok(`${first.length} stores created through a, seen CREATED through b`);
    for (const store of first) {
      await db.query(
        `INSERT INTO "store_${store.id}".products (sku, name, description)
         SELECT 'P-' || n, 'Product ' || n, repeat(md5(n::text), 4) FROM generate_series(1, $1) AS n`,
        [rowsPerStore],
      );
    }
    ok(`${rowsPerStore.toLocaleString('en')} products loaded into each of them (direct SQL)`);

    // ---- A CDN file uploaded through b, served by both, metered once per download whichever served it.
    const file = randomBytes(1_500_000);
    const cdnStore = first[0];
    check(cdnStore, 'a store for the CDN file');
    const upload = await call(b.base, `/api/v1/store-manager/stores/${cdnStore.id}/cdn/media/hero.bin`, {
      method: 'PUT',
      headers: { ...bearer(onB), 'content-type': 'application/octet-stream' },
      body: file,
    });
    check(upload.status < 300, `CDN upload through b: ${upload.status} ${upload.body.toString().slice(0, 200)}`);
    for (const replica of [a, b]) {
      const whole = await call(replica.base, `/cdn/${cdnStore.storeId}/media/hero.bin`);
      expectStatus(whole, 200, `CDN file through ${replica.name}`);
      check(sha(whole.body) === sha(file), `CDN file through ${replica.name} has the uploaded bytes`);
      const part = await call(replica.base, `/cdn/${cdnStore.storeId}/media/hero.bin`, {
        headers: { range: 'bytes=1000-1999' },
      });
      expectStatus(part, 206, `CDN range through ${replica.name}`);
      check(part.body.equals(file.subarray(1000, 2000)), `CDN range through ${replica.name} has the right bytes`);
    }
    const today = new Date().toISOString().slice(0, 10);
    const usage = await until(
      'CDN usage of both downloads',
      async () =>
        (
          await call(
            a.base,
            `/api/v1/store-manager/stores/${cdnStore.id}/stats/cdn-usage-logs?from=${today}&to=${today}`,
            {
              headers: bearer(onA),
            },
          )
        ).json<{ cdnUsageSize: number }[]>(),
      (rows) => (rows[0]?.cdnUsageSize ?? 0) >= 2 * file.length + 2000,
      { timeoutMs: 30_000 },
    );
    check(usage[0]?.cdnUsageSize === 2 * file.length + 2000, `usage ${usage[0]?.cdnUsageSize} = both downloads`);
    ok('a 1.5 MB CDN file uploaded through b is served whole and by range by a and b, each download metered');

    // ---- Backups requested through b, archives served by both.
    const firstBackups: Backup[] = [];
    for (const store of first) firstBackups.push(await startBackup(b, onB, store));
    const backupStarted = Date.now();
    await settled(a, onA, first, firstBackups);
    ok(
      `${firstBackups.length} backups requested through b, DONE (seen through a) in ${((Date.now() - backupStarted) / 1000).toFixed(1)} s`,
    );

    // ---- The kill: backups and store creations in flight, replica a in the middle of a backup.
    const chaosBackups: Backup[] = [];
    for (const [i, store] of [...first, first[0] as Store].entries()) {
      chaosBackups.push(await startBackup(i % 2 ? a : b, i % 2 ? onA : onB, store));
    }
    const aCopying = async () =>
      (
        await db.query<{ query: string }>(
          `SELECT query FROM pg_stat_activity
           WHERE application_name = 'replica-a' AND state = 'active' AND query LIKE 'COPY % TO STDOUT'`,
        )
      ).rows;
    const inCopy = { timeoutMs: 120_000, intervalMs: 20 };
    await until(
      'replica a in the middle of a backup (its COPY … TO STDOUT running)',
      aCopying,
      (r) => r.length > 0,
      inCopy,
    );
    const second = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => createStore(n % 2 ? a : b, n % 2 ? onA : onB, choices, `Replica Beta ${n}`)),
    );
    // Still (or again) in a backup: killed in the middle of it.
    const copying = await until('replica a still in a backup', aCopying, (r) => r.length > 0, inCopy);
    a.process.kill('SIGKILL');
    const killed = await a.exited;
    check(killed.signal === 'SIGKILL', `a ended by SIGKILL (${JSON.stringify(killed)})`);
    const inFlight = await db.query<{ name: string; id: string; data: Record<string, unknown> }>(
      `SELECT name, id::text, data FROM pgboss.job WHERE state IN ('created', 'retry', 'active')
       AND name IN ('stores.lifecycle', 'backups.run')`,
    );
    const activeAtKill = await db.query<{ id: string }>(
      `SELECT id::text FROM pgboss.job WHERE state = 'active' AND name IN ('stores.lifecycle', 'backups.run')`,
    );
    const unfinished = (queue: string) => inFlight.rows.filter((job) => job.name === queue).length;
    check(unfinished('stores.lifecycle') > 0, 'store creations in flight at the kill');
    check(unfinished('backups.run') > 0, 'backups in flight at the kill');
    ok(
      `a killed with SIGKILL while running ${copying[0]?.query.slice(0, 60)}…; in flight then: ` +
        `${unfinished('stores.lifecycle')} store jobs, ${unfinished('backups.run')} backup jobs (${activeAtKill.rows.length} running)`,
    );

    // ---- A third replica takes a's place while b works on; the dead worker's jobs come back to them.
    const c = await startReplica('c', folder, envOf('c'), startMs);
    replicas.push(c);
    await until(
      'c ready',
      () => call(c.base, '/readyz'),
      (r) => r.status === 200,
      { timeoutMs: startMs },
    );
    ok('replica c started in a running fleet and is ready');
    const allStores = [...first, ...second];
    const allBackups = [...firstBackups, ...chaosBackups];
    await settled(c, onB, allStores, allBackups);
    ok(`every store CREATED (${allStores.length}) and every backup DONE (${allBackups.length}), seen through c`);

    // ---- Nothing ran twice: one job, one settling, one archive each.
    const jobs = await db.query<{
      name: string;
      state: string;
      retry_count: number;
      data: Record<string, unknown>;
      id: string;
    }>(
      `SELECT name, state::text, retry_count, data, id::text FROM pgboss.job
       WHERE name IN ('stores.lifecycle', 'stores.lifecycle.failed', 'backups.run', 'backups.run.failed')`,
    );
    const deadLetters = jobs.rows.filter((job) => job.name.endsWith('.failed'));
    check(deadLetters.length === 0, `no job in a dead-letter queue (${JSON.stringify(deadLetters)})`);
    const taken = new Set(activeAtKill.rows.map((row) => row.id));
    const retried = jobs.rows.filter((job) => job.retry_count > 0);
    for (const store of allStores) {
      const own = jobs.rows.filter((job) => job.name === 'stores.lifecycle' && job.data.storeDbId === store.id);
      check(
        own.length === 1 && own[0]?.state === 'completed' && own[0].data.action === 'CREATE',
        `store ${store.storeId}: one CREATE job, completed (${JSON.stringify(own)})`,
      );
      const row = await db.query<{ logs: { text: string }[] }>('SELECT logs FROM stores WHERE id = $1', [store.id]);
      const logs = row.rows[0]?.logs.map((line) => line.text) ?? [];
      const times = (text: string) => logs.filter((line) => line === text).length;
      check(times('Store created') === 1, `store ${store.storeId}: 'Store created' once (${JSON.stringify(logs)})`);
      const provisioned = times(`Database schema store_${store.id} provisioned with the commerce tables`);
      // A job the dead replica held may have logged a step before it died: its retry logs it again.
      const wasRetried = (own[0]?.retry_count ?? 0) > 0;
      check(
        provisioned === 1 || (wasRetried && provisioned === 2),
        `store ${store.storeId}: provisioning logged once (${provisioned}, retried: ${wasRetried})`,
      );
      check(!logs.some((line) => line.includes('(lost)')), `store ${store.storeId}: no job was lost and resumed`);
      const history = await db.query<{ status_type: string }>(
        'SELECT status_type FROM store_statuses WHERE store_id = $1 ORDER BY id',
        [store.id],
      );
      const statuses = history.rows.map((h) => h.status_type).join(',');
      check(statuses === 'CREATING,CREATED', `store ${store.storeId}: history CREATING,CREATED (${statuses})`);
    }
    ok('each store: one CREATE job, completed; one CREATING and one CREATED; "Store created" logged once');
    const storeIdOf = new Map(allStores.map((store) => [store.id, store.storeId]));
    for (const backup of allBackups) {
      const own = jobs.rows.filter((job) => job.name === 'backups.run' && job.data.backupId === backup.id);
      check(
        own.length === 1 && own[0]?.state === 'completed',
        `backup ${backup.id}: one job, completed (${JSON.stringify(own)})`,
      );
    }
    const backupRows = await db.query<{ id: number; store_id: number; file_name: string; size_bytes: string }>(
      'SELECT id, store_id, file_name, size_bytes::text FROM backups ORDER BY id',
    );
    for (const [storeDbId, storeId] of storeIdOf) {
      const listed = await s3client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `backups/${storeId}/` }));
      const objects = (listed.Contents ?? []).map((o) => `${o.Key?.split('/').pop()}:${o.Size}`).sort();
      const expected = backupRows.rows
        .filter((row) => row.store_id === storeDbId)
        .map((row) => `${row.file_name}:${row.size_bytes}`)
        .sort();
      check(
        JSON.stringify(objects) === JSON.stringify(expected),
        `${storeId}: one archive per backup, of its recorded size (bucket ${JSON.stringify(objects)}, backups ${JSON.stringify(expected)})`,
      );
    }
    ok(
      `each backup: one job, completed; one archive in the bucket, of the size recorded (${backupRows.rows.length} archives)`,
    );
    const takenOver = retried.filter((job) => taken.has(job.id));
    check(
      takenOver.length > 0,
      `a job a held when it died was run again by another replica (${JSON.stringify(retried)})`,
    );
    ok(
      `jobs the killed replica held were taken over: ${takenOver.map((job) => `${job.name} ${JSON.stringify(job.data)}`).join('; ')}`,
    );

    // ---- Archives (the taken-over ones too) are whole and served alike by both live replicas.
    for (const backup of chaosBackups) {
      const copies = await Promise.all(
        [b, c].map((replica) =>
          call(replica.base, `/api/v1/backups/${backup.id}/archive`, { headers: bearer(onB), timeoutMs: 120_000 }),
        ),
      );
      for (const [i, copy] of copies.entries())
        expectStatus(copy, 200, `archive ${backup.id} through ${i ? 'c' : 'b'}`);
      const [fromB, fromC] = copies as [Reply, Reply];
      check(sha(fromB.body) === sha(fromC.body), `archive ${backup.id}: same bytes through b and c`);
      const unzipped = gunzipSync(fromB.body);
      check(unzipped.length > rowsPerStore, `archive ${backup.id} unpacks whole (${unzipped.length} bytes)`);
    }
    ok(`the ${chaosBackups.length} archives made around the kill unpack whole and are the same through b and c`);

    // ---- Rate limits and sign-out hold across replicas (a's session outlived a).
    expectStatus(await call(c.base, '/api/v1/data_centers', { headers: bearer(onA) }), 200, "a's token on c");
    const revoke = await call(b.base, '/api/v1/oauth2/revoke', {
      method: 'POST',
      headers: { ...form, ...consoleClient },
      body: new URLSearchParams({ token: onA.refresh_token }).toString(),
    });
    expectStatus(revoke, 200, 'sign-out through b');
    // b refuses at once; c, which remembered the live session a moment ago, as soon as b's message
    // reaches it (well inside the 5 s a remembered session is trusted at most).
    expectStatus(await call(b.base, '/api/v1/data_centers', { headers: bearer(onA) }), 401, 'signed out, on b');
    await until(
      'the signed-out session refused by c once the message arrives',
      async () => (await call(c.base, '/api/v1/data_centers', { headers: bearer(onA) })).status,
      (status) => status === 401,
      { timeoutMs: 3_000, intervalMs: 50 },
    );
    for (const replica of [b, c]) {
      const refused = await call(replica.base, '/api/v1/data_centers', { headers: bearer(onA) });
      expectStatus(refused, 401, `the signed-out session on ${replica.name}`);
      expectStatus(
        await call(replica.base, '/api/v1/data_centers', { headers: bearer(onB) }),
        200,
        `b's session on ${replica.name}`,
      );
    }
    ok("the session signed in on a works on c; signed out through b, it is refused by b and c (b's session goes on)");
    for (const attempt of [1, 2, 3, 4, 5]) {
      const replica = attempt % 2 ? b : c;
      // A wrong password is RFC 6749 §5.2's invalid_grant: 400 (modules/auth/oauth.ts).
      expectStatus(
        await signIn(replica, 'partner@example.com', 'wrong-password'),
        400,
        `wrong password ${attempt} on ${replica.name}`,
      );
    }
    for (const replica of [b, c]) {
      const limited = await signIn(replica, 'partner@example.com', passwords.partner);
      expectStatus(limited, 429, `sign-in after 5 failures spread over b and c, on ${replica.name}`);
    }
    ok('5 wrong passwords spread over b and c: the next sign-in is refused (429) by both, even with the right one');

    // ---- Graceful shutdown of the survivors.
    for (const replica of [b, c]) {
      const exit = await stopReplica(replica, 60_000);
      check(exit.code === 0, `${replica.name} stopped on SIGTERM with exit code 0 (${JSON.stringify(exit)})`);
    }
    ok('b and c stopped on SIGTERM with exit code 0');
    console.log(`== replicas: every check passed in ${seconds()}`);
  } catch (error) {
    failed = true;
    console.error(`\n== replicas: ${error instanceof Error ? error.message : String(error)}`);
    const failedReplica = (error as { replica?: Replica }).replica;
    for (const replica of failedReplica ? [...replicas, failedReplica] : replicas) {
      console.error(`\n-- last lines of replica ${replica.name} (${join(folder, `${replica.name}.log`)}):`);
      console.error(replica.tail().join('\n'));
    }
  } finally {
    for (const replica of replicas) {
      if (replica.process.exitCode === null && replica.process.signalCode === null) replica.process.kill('SIGKILL');
    }
    await Promise.all(replicas.map((replica) => replica.exited));
    await db.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    await s3?.stop();
    if (!failed) rmSync(folder, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

await main();
