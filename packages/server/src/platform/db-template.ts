import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { startWorker } from './worker-script.ts';

/**
 * A migrated, empty database (the SQL migrations and pg-boss's schema, no rows) made once and
 * copied for every new database instead of migrating it again. On PGlite it also spares initdb,
 * 2–3 s of a fresh start: the production build leaves a migrated PGlite data directory beside the
 * built server (db-template-build.ts), and a start whose database does not exist yet begins from a
 * copy of it. The tests keep their own templates (test/template.ts). Only Node's own modules here:
 * the start copies the template while the server's modules load.
 *
 * Two templates: the migrated one, and the demo one, which also holds the commerce schemas of the
 * demo seed's stores (store_1 … store_12: the first stores of a new database get those ids) with
 * each one's small demo catalogue (seedDemoCatalogue). The seed's DDL, then the catalogues' inserts,
 * were most of a fresh start's seed; with both there, provisioning finds the tables and the seed
 * finds the catalogues, and it writes every other row at the start, as before: no row of the
 * control schema, no secret and no password is in the template. The catalogues' own times
 * (updated_at, created_at, valid_from) are the build's; the console shows none of them, and a sync
 * overwrites them from the ERP. The demo template serves a start whose stores' schemas live in this
 * very database (no DATA_CENTRE_DATABASES); the migrated one serves the others.
 */

const migrationsFolder = resolve(import.meta.dirname, '../../migrations');
/** Part of the build's output, beside the built server: a start through tsx (dev) has none. */
export const builtTemplate = resolve(import.meta.dirname, '../pglite-template');
export const builtTemplateHash = `${builtTemplate}.hash`;
/** The migrated template plus the demo stores' schemas and catalogues (db-template-build.ts). */
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
  hash.update('without free space and visibility maps');
  hash.update('with the job queues');
  return hash.digest('hex').slice(0, 12);
}

/** The demo template's: the migrated one's, and the files its schemas come from (their DDL, the stores and their catalogues). */
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
 * leaves half of it. Resolves, with which template was copied (or null), once the database can
 * open: the files nothing reads before the seed are still being copied (templateCopyFinished).
 */
export function copyBuiltPgliteTemplate(
  dataDir: string,
  options: { demoStores: boolean } = { demoStores: false },
): Promise<'demo' | 'migrated' | null> {
  const target = join(dataDir, 'pglite');
  const running = copies.get(target);
  if (running) return running;
  const copying = copyTemplateTo(target, options);
  copies.set(target, copying);
  return copying;
}

/**
 * The copies made or under way in this process, by target: the demo start begins one while the
 * server's modules load, and the server's own start joins it (a second copy would remove the
 * first's half-made folder, which has the same name, or its unfinished database).
 */
const copies = new Map<string, Promise<'demo' | 'migrated' | null>>();

/** The second part of each copy under way (see copyTree), by target. */
const finishing = new Map<string, Promise<void>>();

/**
 * Resolves once the template's copy into this data directory is whole: at once when none is under
 * way. A start awaits it before anything reads the stores' schemas (the demo seed).
 */
export function templateCopyFinished(dataDir: string): Promise<void> {
  return finishing.get(join(dataDir, 'pglite')) ?? Promise.resolve();
}

/** The list of a template's files that a start copies after opening the database (db-template-build.ts). */
export const afterOpenList = (template: string) => `${template}.after-open`;

/** Inside a data directory whose copy's second part has not finished: a start that finds it copies again. */
const unfinishedMarker = '.template-copy-unfinished';

function copyTemplateTo(target: string, options: { demoStores: boolean }): Promise<'demo' | 'migrated' | null> {
  return copyFirstValidTemplate(target, [
    ...(options.demoStores ? [{ kind: 'demo' as const, path: builtDemoTemplate, hash: demoTemplateHash }] : []),
    { kind: 'migrated' as const, path: builtTemplate, hash: templateHash },
  ]);
}

/** A template: its folder, beside it its hash file (and the list of files copied after open), and the hash it must have. */
export type TemplateCandidate<Kind extends string> = { kind: Kind; path: string; hash: () => string };

/**
 * Copies into `target` (a PGlite data directory that does not exist yet) the first of the templates
 * whose hash file holds its hash; see copyBuiltPgliteTemplate. Exported for its tests.
 */
export async function copyFirstValidTemplate<Kind extends string>(
  target: string,
  candidates: TemplateCandidate<Kind>[],
): Promise<Kind | null> {
  if (existsSync(target)) {
    if (!existsSync(join(target, unfinishedMarker))) return null;
    // A start that stopped before its copy was whole (its stores' schemas are missing files).
    await rm(target, { recursive: true, force: true });
  }
  for (const candidate of candidates) {
    let built: string;
    try {
      built = (await readFile(`${candidate.path}.hash`, 'utf8')).trim();
    } catch {
      continue;
    }
    if (built !== candidate.hash()) continue;
    const afterOpen = await readFile(afterOpenList(candidate.path), 'utf8').then(
      (list) => list.split('\n').filter(Boolean),
      () => [],
    );
    const partial = `${target}.partial-${process.pid}`;
    // An earlier attempt of this process that failed half-way (the demo start's, then the server's).
    await rm(partial, { recursive: true, force: true });
    const { rest } = await copyTree({ from: candidate.path, partial, target, afterOpen, marker: unfinishedMarker });
    finishing.set(target, rest);
    // Forgotten once whole; a failure stays, for the start that awaits it to report.
    rest.then(
      () => finishing.delete(target),
      () => {},
    );
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

/**
 * Copies a template in a worker thread (db-template-copy.ts says why), in two parts: all but the
 * `afterOpen` files into `partial`, renamed `target` (resolves then: the database can open), then
 * those files into `target` (the promise resolved with). While the second part runs, a marker in
 * `target` says the copy is not whole; a start that finds it copies again.
 */
function copyTree(job: {
  from: string;
  partial: string;
  target: string;
  afterOpen: string[];
  marker: string;
}): Promise<{ rest: Promise<void> }> {
  const worker = startWorker(import.meta.url, 'db-template-copy', { workerData: job });
  const whole = new Promise<void>((done, fail) => {
    worker.once('error', fail);
    worker.once('exit', (code) => (code === 0 ? done() : fail(new Error(`the template's copy exited with ${code}`))));
  });
  const openable = new Promise<void>((done) => worker.once('message', () => done()));
  // A failure before the first part is done rejects this promise; after it, only `rest`.
  return Promise.race([openable, whole]).then(() => ({ rest: whole }));
}
