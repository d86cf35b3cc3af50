import { createHash } from 'node:crypto';
import { constants, existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

/**
 * The demo ERP, built once by the demo's build (`npm run build`) and copied for a fresh start:
 * PGlite's initdb and the build cost 2–4 s, a copy a few hundred milliseconds (the server's own
 * database does the same, packages/server/src/platform/db-template.ts). A start without a matching
 * template (tsx, a changed generator) builds the ERP itself.
 */

/** Part of the build's output (dist/demo-erp-template): a start through tsx has none. */
export const builtDemoErpTemplate = resolve(import.meta.dirname, '../demo-erp-template');
const builtHashFile = `${builtDemoErpTemplate}.hash`;
const require = createRequire(import.meta.url);

/** The files the rows and tables come from. */
const contentFiles = ['schema', 'words', 'data', 'database'];

/** Everything the template's content depends on: the generator's files (built or not) and PGlite's version. */
export function demoErpTemplateHash(): string {
  const hash = createHash('sha256');
  const extension = import.meta.filename.endsWith('.ts') ? 'ts' : 'js';
  for (const name of contentFiles) hash.update(readFileSync(join(import.meta.dirname, `${name}.${extension}`)));
  hash.update(`pglite@${pgliteVersion()}`);
  return hash.digest('hex').slice(0, 12);
}

function pgliteVersion(): string {
  let folder = dirname(require.resolve('@electric-sql/pglite'));
  while (folder !== dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest)) {
      const parsed: { name?: string; version?: string } = JSON.parse(readFileSync(manifest, 'utf8'));
      if (parsed.name === '@electric-sql/pglite' && parsed.version) return parsed.version;
    }
    folder = dirname(folder);
  }
  throw new Error('no package.json found for @electric-sql/pglite');
}

/** Copies the built template to `target` when it does not exist yet and the template matches; copied aside, then renamed. */
export async function copyDemoErpTemplate(target: string): Promise<boolean> {
  if (existsSync(target)) return false;
  let built: string;
  try {
    built = (await readFile(builtHashFile, 'utf8')).trim();
  } catch {
    return false;
  }
  if (built !== demoErpTemplateHash()) return false;
  const partial = `${target}.partial-${process.pid}`;
  await mkdir(dirname(target), { recursive: true });
  // Copy-on-write where the file system can (btrfs, XFS), a plain copy elsewhere.
  await cp(builtDemoErpTemplate, partial, { recursive: true, mode: constants.COPYFILE_FICLONE });
  await rename(partial, target);
  return true;
}

/** Run by the demo's build: builds the ERP into a fresh directory, then writes the hash last. */
export async function writeDemoErpTemplate(build: (dataDir: string) => Promise<void>): Promise<string> {
  const building = `${builtDemoErpTemplate}.partial`;
  await rm(building, { recursive: true, force: true });
  await rm(builtHashFile, { force: true });
  await build(building);
  await rm(builtDemoErpTemplate, { recursive: true, force: true });
  await rename(building, builtDemoErpTemplate);
  await writeFile(builtHashFile, `${demoErpTemplateHash()}\n`);
  return builtDemoErpTemplate;
}
