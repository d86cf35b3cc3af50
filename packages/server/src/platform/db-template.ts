import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, readFile, rename } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * A migrated, empty database (the SQL migrations and pg-boss's schema, no rows) made once and
 * copied for every new database instead of migrating it again. On PGlite it also spares initdb,
 * 2–3 s of a fresh start: the production build leaves a migrated PGlite data directory beside the
 * built server (db-template-build.ts), and a start whose database does not exist yet begins from a
 * copy of it. The tests keep their own templates (test/template.ts). Only Node's own modules here:
 * the start copies the template while the server's modules load.
 */

const migrationsFolder = resolve(import.meta.dirname, '../../migrations');
/** Part of the build's output, beside the built server: a start through tsx (dev) has none. */
export const builtTemplate = resolve(import.meta.dirname, '../pglite-template');
export const builtTemplateHash = `${builtTemplate}.hash`;
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
 * Gives a PGlite database that does not exist yet a copy of the build's template, when one was
 * built for these very migrations and engine versions (otherwise PGlite runs initdb and the
 * migrations run, as without a build). Copied aside and renamed: a crash never leaves half of it.
 */
export async function copyBuiltPgliteTemplate(dataDir: string): Promise<boolean> {
  const target = join(dataDir, 'pglite');
  if (existsSync(target)) return false;
  let built: string;
  try {
    built = (await readFile(builtTemplateHash, 'utf8')).trim();
  } catch {
    return false;
  }
  if (built !== templateHash()) return false;
  const partial = `${target}.partial-${process.pid}`;
  await cp(builtTemplate, partial, { recursive: true });
  await rename(partial, target);
  return true;
}
