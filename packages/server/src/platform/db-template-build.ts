import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { openDatabase } from './db.ts';
import { builtTemplate, builtTemplateHash, templateHash } from './db-template.ts';
import { startJobs } from './jobs.ts';

/** Migrations and pg-boss's schema applied to a new, empty database (PGlite in memory when dataDir is null). */
export async function migrateInto(options: { url?: string; dataDir: string | null }) {
  const database = await openDatabase(options);
  const jobs = await startJobs(database, { supervise: false });
  await jobs.stop({ graceful: false });
  return database;
}

/** Run by the server's build, on the built code: the migrated PGlite data directory, then its hash. */
export async function writeBuiltPgliteTemplate(): Promise<string> {
  const building = `${builtTemplate}.partial`;
  await rm(building, { recursive: true, force: true });
  await rm(builtTemplateHash, { force: true });
  await mkdir(building, { recursive: true });
  // openDatabase keeps PGlite's files in <dataDir>/pglite.
  const database = await migrateInto({ dataDir: building });
  await database.close();
  await rm(builtTemplate, { recursive: true, force: true });
  await rename(join(building, 'pglite'), builtTemplate);
  await rm(building, { recursive: true, force: true });
  await writeFile(builtTemplateHash, `${templateHash()}\n`);
  return builtTemplate;
}
