import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { z } from 'zod';
import { insertRows } from '../../platform/bulk-insert.ts';
import { commerceTableNames, makeKeysDeferrable, rowsOf, storeSchemaName } from '../../platform/data-plane.ts';
import type { Db } from '../../platform/db.ts';
import { makeWorkFolder, ownerTag } from '../../platform/work-folders.ts';

const checksum = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex');

/**
 * manifest.json of an archive. Archives also come from peer environments, so every name that
 * becomes a path is checked: a table is a plain identifier, a CDN path stays inside the cdn folder.
 */
export const manifestSchema = z.object({
  format: z.literal('store-console-backup/1'),
  storeId: z.string().min(1),
  domains: z.array(z.string()),
  createdAt: z.string(),
  tables: z.record(
    z.string().regex(/^[a-z][a-z0-9_]*$/, 'a table name'),
    z.object({ rows: z.number().int().nonnegative(), sha256: checksum }),
  ),
  cdn: z.array(
    z.object({
      path: z
        .string()
        .min(1)
        .refine((path) => !isAbsolute(path) && !path.split(/[/\\]/).includes('..'), 'a path inside the cdn folder'),
      size: z.number().int().nonnegative(),
      sha256: checksum,
    }),
  ),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Reads and checks manifest.json; an archive whose manifest is missing, not JSON or the wrong shape is refused. */
export async function readManifest(folder: string): Promise<Manifest> {
  const text = await readFile(join(folder, 'manifest.json'), 'utf8').catch(() => {
    throw new Error('the archive has no manifest.json');
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('manifest.json is not valid JSON');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `manifest.json is invalid: ${issue?.path.join('.') || 'manifest'}: ${issue?.message ?? 'wrong shape'}`,
    );
  }
  return parsed.data;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** One table as JSON lines, ordered by key, so equal data gives an equal checksum. */
export async function dumpTable(db: Db, storeDbId: number, table: string): Promise<{ text: string; rows: number }> {
  const key = table === 'stock' ? 'product_id' : 'id';
  // PostgreSQL renders the JSON itself: dates, numerics and timestamps keep their exact text.
  const result = await db.execute(
    sql.raw(`SELECT row_to_json(t)::text AS line FROM "${storeSchemaName(storeDbId)}"."${table}" t ORDER BY t.${key}`),
  );
  const rows = rowsOf(result);
  return { text: rows.map((row) => String(row.line)).join('\n'), rows: rows.length };
}

export async function tableChecksums(
  db: Db,
  storeDbId: number,
): Promise<Record<string, { rows: number; sha256: string }>> {
  const sums: Record<string, { rows: number; sha256: string }> = {};
  for (const table of commerceTableNames) {
    const dump = await dumpTable(db, storeDbId, table);
    sums[table] = { rows: dump.rows, sha256: sha256(dump.text) };
  }
  return sums;
}

async function filesUnder(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { withFileTypes: true, recursive: true });
    return entries.filter((e) => e.isFile()).map((e) => relative(folder, join(e.parentPath, e.name)));
  } catch {
    return [];
  }
}

/**
 * Builds the archive in a work folder under DATA_DIR, then writes `target.<owner>.tmp` and renames
 * it: never a half archive under the final name, and a killed process's leftovers are recognisable.
 */
export async function writeArchive(
  db: Db,
  dataDir: string,
  source: { storeDbId: number; storeId: string; domains: string[]; cdnFolder: string },
  target: string,
  onStep: (step: 'TABLES_DONE' | 'CDN_DONE') => Promise<void>,
): Promise<{ manifest: Manifest; sizeBytes: number }> {
  const work = await makeWorkFolder(dataDir, 'backup');
  try {
    const manifest: Manifest = {
      format: 'store-console-backup/1',
      storeId: source.storeId,
      domains: source.domains,
      createdAt: new Date().toISOString(),
      tables: {},
      cdn: [],
    };
    await mkdir(join(work, 'tables'));
    for (const table of commerceTableNames) {
      const dump = await dumpTable(db, source.storeDbId, table);
      await writeFile(join(work, 'tables', `${table}.jsonl`), dump.text);
      manifest.tables[table] = { rows: dump.rows, sha256: sha256(dump.text) };
    }
    await onStep('TABLES_DONE');
    await mkdir(join(work, 'cdn'));
    for (const path of await filesUnder(source.cdnFolder)) {
      const data = await readFile(join(source.cdnFolder, path));
      await mkdir(dirname(join(work, 'cdn', path)), { recursive: true });
      await writeFile(join(work, 'cdn', path), data);
      manifest.cdn.push({ path, size: data.length, sha256: sha256(data) });
    }
    await onStep('CDN_DONE');
    await writeFile(join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.${ownerTag()}.tmp`;
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true }, ['manifest.json', 'tables', 'cdn']);
    await rename(partial, target);
    return { manifest, sizeBytes: (await stat(target)).size };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

export type OpenedArchive = { folder: string; manifest: Manifest; close: () => Promise<void> };

/** Extracts an archive and checks every table and file against its manifest. */
export async function openArchive(file: string, dataDir: string): Promise<OpenedArchive> {
  const folder = await makeWorkFolder(dataDir, 'restore');
  const close = () => rm(folder, { recursive: true, force: true });
  try {
    await tar.extract({ file, cwd: folder, strict: true });
    const manifest = await readManifest(folder);
    for (const [table, expected] of Object.entries(manifest.tables)) {
      const text = await readFile(join(folder, 'tables', `${table}.jsonl`), 'utf8');
      if (sha256(text) !== expected.sha256) throw new Error(`table ${table} does not match its checksum`);
    }
    for (const entry of manifest.cdn) {
      if (sha256(await readFile(join(folder, 'cdn', entry.path))) !== entry.sha256) {
        throw new Error(`CDN file ${entry.path} does not match its checksum`);
      }
    }
    return { folder, manifest, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Rewrites the source store's identifiers and domains in a value (TRANSFORMING). */
export function rewriteValue(value: unknown, replacements: [string, string][]): unknown {
  if (typeof value !== 'string') return value;
  let out = value;
  for (const [from, to] of replacements) out = out.split(from).join(to);
  return out;
}

/**
 * Loads the archive's tables into the store in one transaction: all or nothing. Rows keep their
 * keys; sequences move past them. Foreign keys are checked at commit, so any valid data loads
 * (a category whose parent has a higher id); rows go in batched multi-row INSERTs.
 */
export async function loadTables(
  db: Db,
  archive: OpenedArchive,
  storeDbId: number,
  replacements: [string, string][],
): Promise<void> {
  const schema = storeSchemaName(storeDbId);
  await db.transaction(async (tx) => {
    await makeKeysDeferrable(tx, storeDbId);
    await tx.execute(sql.raw('SET CONSTRAINTS ALL DEFERRED'));
    await tx.execute(
      sql.raw(`TRUNCATE ${commerceTableNames.map((t) => `"${schema}"."${t}"`).join(', ')} RESTART IDENTITY CASCADE`),
    );
    for (const table of commerceTableNames) {
      const text = await readFile(join(archive.folder, 'tables', `${table}.jsonl`), 'utf8');
      const rows: Record<string, unknown>[] = text
        ? text.split('\n').map((line) => {
            const row: Record<string, unknown> = JSON.parse(line);
            return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, rewriteValue(v, replacements)]));
          })
        : [];
      await insertRows(tx, { schema, table }, rows);
      if (table !== 'stock' && rows.length > 0) {
        await tx.execute(
          sql.raw(
            `SELECT setval(pg_get_serial_sequence('"${schema}"."${table}"', 'id'), (SELECT max(id) FROM "${schema}"."${table}"))`,
          ),
        );
      }
    }
  });
}

/** Replaces the store's CDN folder with the archive's files (copy aside, then swap). */
export async function loadCdn(archive: OpenedArchive, cdnFolder: string): Promise<void> {
  const incoming = `${cdnFolder}.restoring`;
  const outgoing = `${cdnFolder}.replaced`;
  await rm(incoming, { recursive: true, force: true });
  await cp(join(archive.folder, 'cdn'), incoming, { recursive: true });
  await rm(outgoing, { recursive: true, force: true });
  await rename(cdnFolder, outgoing).catch(() => undefined);
  await rename(incoming, cdnFolder);
  await rm(outgoing, { recursive: true, force: true });
}
