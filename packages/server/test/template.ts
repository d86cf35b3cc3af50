import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, unlinkSync, utimesSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { templateHash } from '../src/platform/db-template.ts';
import { migrateInto } from '../src/platform/db-template-build.ts';
import { registerModuleJobs } from '../src/server-modules.ts';

/**
 * The migrated template every test database is cloned from: the SQL migrations and pg-boss's
 * schema, applied once per run (or reused from an earlier run with the same migrations) instead of
 * once per test app. Seed data is not in it: it depends on more code than the migrations, and each
 * test app seeds its own (a handful of rows).
 */

/** Templates not used for this long are dropped (PostgreSQL) or deleted (PGlite tarballs). */
const staleAfterMs = 24 * 3600 * 1000;

// ---- PGlite: a dumped data directory, cached as a tarball in the system's temporary folder

const pgliteCache = join(tmpdir(), 'store-console-test');

/**
 * The path of a tarball of a migrated PGlite data directory (`dumpDataDir`), built if no earlier
 * run left one for the same migrations. Stale tarballs of other migrations are deleted.
 */
export async function ensurePgliteTemplate(): Promise<string> {
  mkdirSync(pgliteCache, { recursive: true });
  const hash = templateHash();
  const path = join(pgliteCache, `pglite-template-${hash}.tar`);
  if (existsSync(path)) {
    const now = new Date();
    utimesSync(path, now, now);
  } else {
    const database = await migrateInto({ dataDir: null }, registerModuleJobs);
    const tarball = await database.pglite?.dumpDataDir('none');
    await database.close();
    if (!tarball) throw new Error('PGlite did not dump its data directory');
    // Written aside and renamed: a parallel run never reads half a file.
    const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
    renameSync(partial, path);
  }
  for (const name of readdirSync(pgliteCache)) {
    const other = join(pgliteCache, name);
    if (other === path || !name.startsWith('pglite-template-')) continue;
    try {
      if (Date.now() - statSync(other).mtimeMs > staleAfterMs) unlinkSync(other);
    } catch {
      // Another run deleted it first.
    }
  }
  return path;
}

// ---- PostgreSQL: a database named by the migrations' hash, cloned with CREATE DATABASE … TEMPLATE

const templatePrefix = 'sc_template_';
/** One builder at a time across every test run on the server (other worktrees share it). */
const templateLock = 736_501;

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(serverUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Waits until no session is connected to a database (closed pools' backends take a moment to exit). */
export async function waitForNoSessions(client: pg.Client, name: string, timeoutMs = 5000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if (rows[0]?.n === 0) return true;
    if (Date.now() > deadline) return false;
    await new Promise((done) => setTimeout(done, 100));
  }
}

/**
 * The name of a migrated template database on the server, `sc_template_<hash of the migrations>`,
 * built under an advisory lock if no run built it before. Each use stamps it; templates of other
 * migrations unused for a day are dropped, so they do not pile up as migrations change.
 */
export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = `${templatePrefix}${templateHash()}`;
  await withClient(serverUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [templateLock]);
    try {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (exists.rowCount === 0) {
        // Built under another name and renamed once complete: a crash never leaves half a template.
        const building = `${name}_build`;
        await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await client.query(`CREATE DATABASE ${building}`);
        const database = await migrateInto(
          { url: databaseUrl(serverUrl, building), dataDir: null },
          registerModuleJobs,
        );
        await database.close();
        if (!(await waitForNoSessions(client, building))) throw new Error(`${building} still has sessions`);
        await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      }
      await client.query(`COMMENT ON DATABASE ${name} IS '${new Date().toISOString()}'`);
      await dropStaleTemplates(client, name);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [templateLock]);
    }
  });
  return name;
}

async function dropStaleTemplates(client: pg.Client, keep: string): Promise<void> {
  const { rows } = await client.query<{ datname: string; used: string | null }>(
    `SELECT d.datname, shobj_description(d.oid, 'pg_database') AS used
       FROM pg_database d WHERE d.datname LIKE $1 AND d.datname <> $2`,
    [`${templatePrefix}%`, keep],
  );
  for (const row of rows) {
    const used = row.used ? Date.parse(row.used) : Number.NaN;
    if (!Number.isNaN(used) && Date.now() - used < staleAfterMs) continue;
    try {
      // Never forced: a template some other run is cloning right now stays until next time.
      await client.query(`DROP DATABASE IF EXISTS ${row.datname}`);
    } catch {
      // In use: left for a later run.
    }
  }
}

/** A new database cloned from the template; the caller drops it. */
export async function cloneTemplate(serverUrl: string, template: string, name: string): Promise<string> {
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return databaseUrl(serverUrl, name);
}
