import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * A migrated, empty database (the SQL migrations and pg-boss's schema, no rows) made once and
 * copied for every new database instead of migrating it again. On PGlite it also spares initdb,
 * 2–3 s of a fresh start: the production build leaves a migrated PGlite data directory beside the
 * built server (db-template-build.ts), and a start whose database does not exist yet begins from a
 * copy of it. The tests keep their own templates (test/template.ts). Only Node's own modules here:
 * the start copies the template while the server's modules load.
 *
 * Two templates: the migrated one, and the demo one, which also holds the empty commerce schemas of
 * the demo seed's stores (store_1 … store_12: the first stores of a new database get those ids). The
 * seed's DDL was most of a fresh start's seed; with the schemas there, provisioning finds them and
 * skips it, and the seed writes exactly the rows it wrote before (no row, no secret, no timestamp
 * is in the template). The demo template serves a start whose stores' schemas live in this very
 * database (no DATA_CENTRE_DATABASES); the migrated one serves the others.
 */

const migrationsFolder = resolve(import.meta.dirname, '../../migrations');
/** Part of the build's output, beside the built server: a start through tsx (dev) has none. */
export const builtTemplate = resolve(import.meta.dirname, '../pglite-template');
export const builtTemplateHash = `${builtTemplate}.hash`;
/** The migrated template plus the demo stores' empty schemas (db-template-build.ts). */
export const builtDemoTemplate = resolve(import.meta.dirname, '../pglite-template-demo');
export const builtDemoTemplateHash = `${builtDemoTemplate}.hash`;
const require = createRequire(import.meta.url);

/** A short hash of everything the template's content depends on: migrations and the two engines' versions. */
export function templateHash(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(migrationsFolder)) {
    hash.update(relative(migrationsFolder, file));
    hash.update(readFileSync(file));
  }
  hash.update(`pg-boss@${packageVersion('pg-boss')}`);
  hash.update(`pglite@${packageVersion('@electric-sql/pglite')}`);
  // What the build leaves out of every template, and what it adds (db-template-build.ts).
  hash.update('without template0 and template1');
  hash.update('with the job queues');
  return hash.digest('hex').slice(0, 12);
}

/** The demo template's: the migrated one's, and the files its schemas come from (their DDL, how many stores). */
export function demoTemplateHash(): string {
  const hash = createHash('sha256');
  hash.update(templateHash());
  const extension = import.meta.filename.endsWith('.ts') ? 'ts' : 'js';
  hash.update(readFileSync(join(import.meta.dirname, `data-plane.${extension}`)));
  hash.update(readFileSync(join(import.meta.dirname, `../seed.${extension}`)));
  return hash.digest('hex').slice(0, 12);
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The version in a package's package.json, found from its entry point (some packages do not export package.json). */
function packageVersion(name: string): string {
  let folder = dirname(require.resolve(name));
  while (folder !== dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest)) {
      const parsed: { name?: string; version?: string } = JSON.parse(readFileSync(manifest, 'utf8'));
      if (parsed.name === name && parsed.version) return parsed.version;
    }
    folder = dirname(folder);
  }
  throw new Error(`no package.json found for ${name}`);
}

/**
 * Gives a PGlite database that does not exist yet a copy of one of the build's templates, when it
 * was built for these very migrations and engine versions (otherwise PGlite runs initdb and the
 * migrations run, as without a build): the demo template when `demoStores` (the stores' schemas
 * will live in this database), else the migrated one. Copied aside and renamed: a crash never
 * leaves half of it. Returns which template was copied, or null.
 */
export async function copyBuiltPgliteTemplate(
  dataDir: string,
  options: { demoStores: boolean } = { demoStores: false },
): Promise<'demo' | 'migrated' | null> {
  const target = join(dataDir, 'pglite');
  if (existsSync(target)) return null;
  const candidates = [
    ...(options.demoStores ? [{ kind: 'demo' as const, path: builtDemoTemplate, hash: demoTemplateHash }] : []),
    { kind: 'migrated' as const, path: builtTemplate, hash: templateHash },
  ];
  for (const candidate of candidates) {
    let built: string;
    try {
      built = (await readFile(`${candidate.path}.hash`, 'utf8')).trim();
    } catch {
      continue;
    }
    if (built !== candidate.hash()) continue;
    const partial = `${target}.partial-${process.pid}`;
    // An earlier attempt of this process that failed half-way (the demo start's, then the server's).
    await rm(partial, { recursive: true, force: true });
    await copyTree(candidate.path, partial);
    await rename(partial, target);
    return candidate.kind;
  }
  return null;
}

/**
 * The copy a start makes for its configuration: none on a PostgreSQL server; the demo template
 * when the demo stores' schemas will live in the control plane's database (no
 * DATA_CENTRE_DATABASES). Idempotent: a second call finds the database there. The demo start
 * (packages/demo/src/start.ts) begins it while its simulator starts.
 */
export function copyBuiltPgliteTemplateFor(config: {
  databaseUrl?: string | undefined;
  dataDir: string;
  dataCentreDatabases?: Record<string, string> | undefined;
}): Promise<'demo' | 'migrated' | null> {
  if (config.databaseUrl) return Promise.resolve(null);
  const demoStores = Object.keys(config.dataCentreDatabases ?? {}).length === 0;
  return copyBuiltPgliteTemplate(config.dataDir, { demoStores });
}

/** Copies a template in a worker thread (db-template-copy.ts says why). */
async function copyTree(from: string, to: string): Promise<void> {
  const extension = import.meta.filename.endsWith('.ts') ? 'ts' : 'js';
  const worker = new Worker(new URL(`./db-template-copy.${extension}`, import.meta.url), { workerData: { from, to } });
  await new Promise<void>((done, fail) => {
    worker.once('error', fail);
    worker.once('exit', (code) => (code === 0 ? done() : fail(new Error(`the template's copy exited with ${code}`))));
  });
}
