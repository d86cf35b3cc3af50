import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from './context.ts';
import { provisionStoreSchema, seedDemoCatalogue } from './data-plane.ts';
import { openDatabase } from './db.ts';
import {
  afterOpenList,
  builtDemoTemplate,
  builtDemoTemplateHash,
  builtTemplate,
  builtTemplateHash,
  demoTemplateHash,
  templateHash,
} from './db-template.ts';
import { startJobs } from './jobs.ts';

/** The modules' job queues, without workers (server-modules.ts registerModuleJobs): the caller hands them in. */
export type RegisterQueues = (ctx: Context, options: { work: false }) => Promise<void>;

/** The demo stores' database ids and catalogue prefixes (seed.ts demoCatalogues). */
export type DemoCatalogues = readonly { storeDbId: number; prefix: string }[];

/**
 * Migrations, pg-boss's schema and the modules' job queues applied to a new, empty database (PGlite
 * in memory when dataDir is null). A start then finds its queues as they should be and sends
 * nothing for them (platform/jobs.ts), unless this version changed their settings.
 */
export async function migrateInto(options: { url?: string; dataDir: string | null }, registerQueues: RegisterQueues) {
  const database = await openDatabase(options);
  const jobs = await startJobs(database, { supervise: false });
  // Registering queues without workers reads nothing of the context but its queue instance.
  await registerQueues({ jobs } as Context, { work: false });
  await jobs.stop({ graceful: false });
  return database;
}

/**
 * Run by the server's build, on the built code: the migrated PGlite data directory, then the demo
 * one (the same, with the demo stores' commerce schemas and their demo catalogues: the seed's
 * stores get the ids 1 to 12 on a new database), each followed by its hash.
 */
export async function writeBuiltPgliteTemplate(
  registerQueues: RegisterQueues,
  demoCatalogues: DemoCatalogues,
): Promise<string> {
  const write = (path: string, hashFile: string, hash: string, fill: Fill) =>
    writeTemplate({ path, hashFile, hash, fill, registerQueues });
  await write(builtTemplate, builtTemplateHash, templateHash(), async () => {});
  await write(builtDemoTemplate, builtDemoTemplateHash, demoTemplateHash(), async (database) => {
    for (const { storeDbId, prefix } of demoCatalogues) {
      await provisionStoreSchema(database.db, storeDbId);
      await seedDemoCatalogue(database.db, storeDbId, prefix);
    }
  });
  return builtTemplate;
}

type Fill = (database: Awaited<ReturnType<typeof migrateInto>>) => Promise<void>;

async function writeTemplate({
  path,
  hashFile,
  hash,
  fill,
  registerQueues,
}: {
  path: string;
  hashFile: string;
  hash: string;
  fill: Fill;
  registerQueues: RegisterQueues;
}) {
  const building = `${path}.partial`;
  await rm(building, { recursive: true, force: true });
  await rm(hashFile, { force: true });
  await mkdir(building, { recursive: true });
  // openDatabase keeps PGlite's files in <dataDir>/pglite.
  const database = await migrateInto({ dataDir: building }, registerQueues);
  await fill(database);
  const afterOpen = await storeSchemaFiles(database);
  await dropTemplateDatabases(database);
  await database.close();
  await dropFreeSpaceAndVisibilityMaps(join(building, 'pglite'));
  await rm(path, { recursive: true, force: true });
  await rename(join(building, 'pglite'), path);
  await rm(building, { recursive: true, force: true });
  await rm(afterOpenList(path), { force: true });
  if (afterOpen.length > 0) await writeFile(afterOpenList(path), `${afterOpen.join('\n')}\n`);
  await writeFile(hashFile, `${hash}\n`);
}

/**
 * The files of the stores' schemas (their tables, indexes and sequences, and their tables' TOAST
 * tables and indexes), relative to the data directory: nothing reads them before the seed, so a
 * start copies them while the database opens (db-template.ts).
 */
async function storeSchemaFiles(database: Awaited<ReturnType<typeof migrateInto>>): Promise<string[]> {
  const pglite = database.pglite;
  if (!pglite) throw new Error('a PGlite template needs a PGlite database');
  const { rows } = await pglite.query<{ path: string }>(`
    WITH own AS (
      SELECT c.oid, c.reltoastrelid FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname ~ '^store_[0-9]+$'
    ), files AS (
      SELECT pg_relation_filepath(oid) AS path FROM own
      UNION ALL SELECT pg_relation_filepath(reltoastrelid) FROM own WHERE reltoastrelid <> 0
      UNION ALL SELECT pg_relation_filepath(i.indexrelid) FROM own JOIN pg_index i ON i.indrelid = own.reltoastrelid
    )
    SELECT path FROM files WHERE path IS NOT NULL ORDER BY path`);
  return rows.map((row) => row.path);
}

/**
 * PostgreSQL's own template databases (template0, template1) are a third of the data directory's
 * files, and a fresh start's copy costs per file. Nothing here creates a database in PGlite (the
 * demo stores are schemas of this one), so the templates the starts copy go without them.
 */
async function dropTemplateDatabases(database: Awaited<ReturnType<typeof migrateInto>>) {
  const pglite = database.pglite;
  if (!pglite) throw new Error('a PGlite template needs a PGlite database');
  await pglite.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
  await pglite.exec('DROP DATABASE template0');
  await pglite.exec('DROP DATABASE template1');
}

/**
 * The free space and visibility maps of the template's relations (their `_fsm` and `_vm` files):
 * PostgreSQL makes either when it first needs it and reads a missing one as empty, so a copy goes
 * without them, some 90 files fewer (a fresh start's copy costs per file). The data directory is
 * closed cleanly here: nothing else of it changes.
 */
async function dropFreeSpaceAndVisibilityMaps(dataDir: string) {
  const entries = await readdir(dataDir, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (entry.isFile() && /^\d+_(fsm|vm)$/.test(entry.name)) await rm(join(entry.parentPath, entry.name));
  }
}
