import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { demoStoreCount } from '../seed.ts';
import type { Context } from './context.ts';
import { provisionStoreSchema } from './data-plane.ts';
import { openDatabase } from './db.ts';
import {
  builtDemoTemplate,
  builtDemoTemplateHash,
  builtTemplate,
  builtTemplateHash,
  demoTemplateHash,
  templateHash,
} from './db-template.ts';
import { startJobs } from './jobs.ts';

/**
 * Migrations, pg-boss's schema and the modules' job queues applied to a new, empty database (PGlite
 * in memory when dataDir is null). A start then finds its queues as they should be and sends
 * nothing for them (platform/jobs.ts), unless this version changed their settings.
 */
export async function migrateInto(options: { url?: string; dataDir: string | null }) {
  const database = await openDatabase(options);
  const jobs = await startJobs(database, { supervise: false });
  // Registering queues without workers reads nothing of the context but its queue instance.
  const { registerModuleJobs } = await import('../app.ts');
  await registerModuleJobs({ jobs } as Context, { work: false });
  await jobs.stop({ graceful: false });
  return database;
}

/**
 * Run by the server's build, on the built code: the migrated PGlite data directory, then the demo
 * one (the same, with the demo stores' empty commerce schemas: the seed's stores get the ids 1 to
 * demoStoreCount on a new database), each followed by its hash.
 */
export async function writeBuiltPgliteTemplate(): Promise<string> {
  await writeTemplate(builtTemplate, builtTemplateHash, templateHash(), async () => {});
  await writeTemplate(builtDemoTemplate, builtDemoTemplateHash, demoTemplateHash(), async (database) => {
    for (let storeDbId = 1; storeDbId <= demoStoreCount; storeDbId++) {
      await provisionStoreSchema(database.db, storeDbId);
    }
  });
  return builtTemplate;
}

async function writeTemplate(
  path: string,
  hashFile: string,
  hash: string,
  fill: (database: Awaited<ReturnType<typeof migrateInto>>) => Promise<void>,
) {
  const building = `${path}.partial`;
  await rm(building, { recursive: true, force: true });
  await rm(hashFile, { force: true });
  await mkdir(building, { recursive: true });
  // openDatabase keeps PGlite's files in <dataDir>/pglite.
  const database = await migrateInto({ dataDir: building });
  await fill(database);
  await dropTemplateDatabases(database);
  await database.close();
  await rm(path, { recursive: true, force: true });
  await rename(join(building, 'pglite'), path);
  await rm(building, { recursive: true, force: true });
  await writeFile(hashFile, `${hash}\n`);
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
