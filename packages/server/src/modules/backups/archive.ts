import { createHash } from 'node:crypto';
import { isAbsolute } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BlobStore } from '../../platform/blobs.ts';
import { defaultBatchRows, insertRows, qualifiedTable } from '../../platform/bulk-insert.ts';
import {
  commerceTableNames,
  makeKeysDeferrable,
  rowsOf,
  storeSchemaName,
  withKeysBuiltAfterLoad,
} from '../../platform/data-plane.ts';
import type { Database, Db } from '../../platform/db.ts';
import { type CopySession, type TableRef, tableColumns, withCopySession } from '../../platform/table-copy.ts';
import { type CdnReplacement, listCdnFiles, replaceCdnFiles } from './archive-storage.ts';
import { ArchiveDamagedError, type ArchiveReadLimits, TarWriter, tarEntries } from './tar-stream.ts';

/*
 * An archive is a .tar.gz. Format 2 (written now), in this order:
 *   tables/<table>/<n>.copy   the table's rows as COPY text, in pieces of whole rows (~8 MiB each)
 *   cdn/<path>                the store's CDN files
 *   manifest.json             last, since it holds the checksums: per table its columns, rows and
 *                             the SHA-256 of all its pieces in order; per CDN file its size and SHA-256
 * Format 1 (earlier versions, still restored): manifest.json first, tables/<table>.jsonl (one
 * row_to_json object a line, no newline after the last), cdn/<path>.
 */
const checksum = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex');
const tableName = z.string().regex(/^[a-z][a-z0-9_]*$/, 'a table name');
const tableSum = { rows: z.number().int().nonnegative(), sha256: checksum };

/**
 * manifest.json of an archive. Archives also come from peer environments, so every name that
 * becomes a path or an identifier is checked: a table or column is a plain identifier, a CDN path
 * stays inside the cdn folder.
 */
const manifestFields = {
  storeId: z.string().min(1),
  domains: z.array(z.string()),
  createdAt: z.string(),
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
};
export const manifestSchema = z.discriminatedUnion('format', [
  z.object({
    format: z.literal('store-console-backup/2'),
    ...manifestFields,
    tables: z.record(
      tableName,
      z.object({ ...tableSum, columns: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/, 'a column name')).min(1) }),
    ),
  }),
  z.object({
    format: z.literal('store-console-backup/1'),
    ...manifestFields,
    tables: z.record(tableName, z.object(tableSum)),
  }),
]);
export type Manifest = z.infer<typeof manifestSchema>;
type ManifestV2 = Extract<Manifest, { format: 'store-console-backup/2' }>;

/** Checks manifest.json's text; a manifest that is not JSON or has the wrong shape is refused. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ArchiveDamagedError('manifest.json is not valid JSON');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ArchiveDamagedError(
      `manifest.json is invalid: ${issue?.path.join('.') || 'manifest'}: ${issue?.message ?? 'wrong shape'}`,
    );
  }
  return parsed.data;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function countNewlines(data: Buffer): number {
  let count = 0;
  for (let at = data.indexOf(10); at !== -1; at = data.indexOf(10, at + 1)) count++;
  return count;
}

/** One table as JSON lines ordered by key, so equal data gives an equal checksum (checks and tests). */
export async function dumpTable(db: Db, storeDbId: number, table: string): Promise<{ text: string; rows: number }> {
  const key = table === 'stock' ? 'product_id' : 'id';
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

/** Bytes of COPY text per table piece: what a backup holds in memory at once. */
export const pieceBytes = 1024 * 1024;

/** Streams one table into the archive in pieces that end on a row. */
async function archiveTable(
  session: CopySession,
  tar: TarWriter,
  target: TableRef,
  maxPieceBytes: number,
): Promise<ManifestV2['tables'][string]> {
  const columns = (await tableColumns(session, target)).map((column) => column.name);
  const hash = createHash('sha256');
  let rows = 0;
  let pieces = 0;
  const piece = async (data: Buffer) => {
    hash.update(data);
    rows += countNewlines(data);
    pieces++;
    await tar.file(`tables/${target.table}/${String(pieces).padStart(6, '0')}.copy`, data.length, data);
  };
  let pending: Buffer[] = [];
  let size = 0;
  for await (const chunk of session.copyOut(target, columns)) {
    pending.push(chunk);
    size += chunk.length;
    if (size < maxPieceBytes) continue;
    let data = Buffer.concat(pending);
    while (data.length >= maxPieceBytes) {
      // The last row that fits, or the end of a row longer than a piece.
      const fits = data.lastIndexOf(10, maxPieceBytes - 1);
      const end = fits >= 0 ? fits : data.indexOf(10);
      if (end < 0) break;
      await piece(data.subarray(0, end + 1));
      data = data.subarray(end + 1);
    }
    pending = [data];
    size = data.length;
  }
  // Every table has at least one piece, an empty one for an empty table.
  if (size > 0 || pieces === 0) await piece(Buffer.concat(pending));
  return { rows, sha256: hash.digest('hex'), columns };
}

async function* hashed(body: AsyncIterable<Buffer>, update: (chunk: Buffer) => void): AsyncGenerator<Buffer> {
  for await (const chunk of body) {
    update(chunk);
    yield chunk;
  }
}

/**
 * Streams the store into `out` as a .tar.gz: every table through COPY in one consistent snapshot,
 * then the CDN files, then the manifest. Memory stays flat whatever the store's size.
 */
export async function writeArchive(
  database: Database,
  source: { storeDbId: number; storeId: string; domains: string[]; blobs: BlobStore },
  out: Writable,
  onStep: (step: 'TABLES_DONE' | 'CDN_DONE') => Promise<void>,
  options: { pieceBytes?: number } = {},
): Promise<Manifest> {
  const gzip = createGzip();
  const written = pipeline(gzip, out);
  written.catch(() => undefined);
  const tar = new TarWriter(gzip);
  try {
    const schema = storeSchemaName(source.storeDbId);
    const tables = await withCopySession(database, { readOnly: true }, async (session) => {
      const sums: ManifestV2['tables'] = {};
      for (const table of commerceTableNames) {
        sums[table] = await archiveTable(session, tar, { schema, table }, options.pieceBytes ?? pieceBytes);
      }
      return sums;
    });
    await onStep('TABLES_DONE');
    const cdn: Manifest['cdn'] = [];
    for (const file of await listCdnFiles(source.blobs, source.storeId)) {
      const hash = createHash('sha256');
      await tar.file(
        `cdn/${file.path}`,
        file.size,
        hashed(file.open(), (chunk) => hash.update(chunk)),
      );
      cdn.push({ path: file.path, size: file.size, sha256: hash.digest('hex') });
    }
    await onStep('CDN_DONE');
    const manifest: Manifest = {
      format: 'store-console-backup/2',
      storeId: source.storeId,
      domains: source.domains,
      createdAt: new Date().toISOString(),
      tables,
      cdn,
    };
    const text = Buffer.from(JSON.stringify(manifest, null, 2));
    await tar.file('manifest.json', text.length, text);
    await tar.end();
    await written;
    return manifest;
  } catch (error) {
    gzip.destroy();
    throw error;
  }
}

/** How long an archive's bytes may stall while it is checked (the default of BACKUP_READ_IDLE_SECONDS). */
export const defaultReadIdleSeconds = 30;

/**
 * Reading an archive to check it (nothing else slows the read): it may stall `idleSeconds`, and
 * take a minute plus a second per 256 kB in all, a reader a hundred times slower than measured
 * here. An archive of unknown size gets an hour.
 */
export function checkReadLimits(sizeBytes: number | null, idleSeconds: number): ArchiveReadLimits {
  const totalMs = sizeBytes === null ? 3_600_000 : 60_000 + Math.ceil(sizeBytes / 256);
  return { expectedBytes: sizeBytes, idleMs: idleSeconds * 1000, totalMs };
}

/**
 * Reading an archive while it loads into a store: the database holds the read back as it works, so
 * a pause is not a stall; the whole read has the restore job's own budget (restoreTimeLimit).
 */
export function loadReadLimits(sizeBytes: number | null): ArchiveReadLimits {
  return { expectedBytes: sizeBytes, totalMs: Math.max(900, Math.ceil((sizeBytes ?? 0) / 100_000)) * 1000 };
}

/** What to do with an archive's contents while it is read; without it, the contents are only checked. */
type ArchiveLoader = {
  table(table: string, kind: 'copy' | 'jsonl', body: AsyncIterable<Buffer>): Promise<void>;
  cdnFile(path: string, body: AsyncIterable<Buffer>): Promise<void>;
};

const manifestMaxBytes = 64 * 1024 * 1024;

async function readSmall(body: AsyncIterable<Buffer>, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) throw new ArchiveDamagedError('manifest.json is too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function drain(body: AsyncIterable<Buffer>): Promise<void> {
  for await (const _ of body);
}

/**
 * Reads an archive from start to end, checking every table and CDN file against the manifest
 * (SHA-256, rows, sizes; nothing missing, nothing extra). With `known` (the manifest of an earlier
 * pass) each piece goes to the loader as it is read, and is checked only for being listed: the
 * checksums are compared at the end, so a loader inside a transaction rolls back on a mismatch.
 */
async function readArchive(
  input: Readable,
  limits: ArchiveReadLimits,
  known: Manifest | null,
  loader: ArchiveLoader | null,
): Promise<Manifest> {
  let manifest = known;
  const tables = new Map<string, { hash: ReturnType<typeof createHash>; rows: number }>();
  const files = new Map<string, { hash: ReturnType<typeof createHash>; size: number }>();
  for await (const entry of tarEntries(input, limits)) {
    if (entry.type === 'Directory') continue;
    if (entry.type !== 'File' && entry.type !== 'OldFile')
      throw new ArchiveDamagedError(`the archive holds a ${entry.type} ${entry.path}`);
    if (entry.path === 'manifest.json') {
      const read = parseManifest(await readSmall(entry.body, manifestMaxBytes));
      manifest ??= read;
      continue;
    }
    const table = /^tables\/([a-z][a-z0-9_]*)(?:\/\d+\.copy|\.jsonl)$/.exec(entry.path)?.[1];
    if (table) {
      if (known && !(table in known.tables)) throw new ArchiveDamagedError(`table ${table} is not in manifest.json`);
      const jsonl = entry.path.endsWith('.jsonl');
      const sum = tables.get(table) ?? { hash: createHash('sha256'), rows: 0 };
      tables.set(table, sum);
      const body = hashed(entry.body, (chunk) => {
        sum.hash.update(chunk);
        sum.rows += countNewlines(chunk);
      });
      await (loader ? loader.table(table, jsonl ? 'jsonl' : 'copy', body) : drain(body));
      // A JSON-lines table has no newline after its last row.
      if (jsonl && entry.size > 0) sum.rows++;
      continue;
    }
    if (entry.path.startsWith('cdn/')) {
      const path = entry.path.slice('cdn/'.length);
      if (known && !known.cdn.some((file) => file.path === path))
        throw new ArchiveDamagedError(`CDN file ${path} is not in manifest.json`);
      const file = { hash: createHash('sha256'), size: 0 };
      files.set(path, file);
      const body = hashed(entry.body, (chunk) => {
        file.hash.update(chunk);
        file.size += chunk.length;
      });
      await (loader ? loader.cdnFile(path, body) : drain(body));
      continue;
    }
    throw new ArchiveDamagedError(`the archive holds an unexpected ${entry.path}`);
  }
  if (!manifest) throw new ArchiveDamagedError('the archive has no manifest.json');
  for (const [table, expected] of Object.entries(manifest.tables)) {
    const found = tables.get(table);
    if (!found) throw new ArchiveDamagedError(`table ${table} is missing from the archive`);
    if (found.hash.digest('hex') !== expected.sha256 || found.rows !== expected.rows) {
      throw new ArchiveDamagedError(`table ${table} does not match its checksum`);
    }
  }
  for (const table of tables.keys()) {
    if (!(table in manifest.tables)) throw new ArchiveDamagedError(`table ${table} is not in manifest.json`);
  }
  for (const expected of manifest.cdn) {
    const found = files.get(expected.path);
    if (!found) throw new ArchiveDamagedError(`CDN file ${expected.path} is missing from the archive`);
    if (found.hash.digest('hex') !== expected.sha256 || found.size !== expected.size) {
      throw new ArchiveDamagedError(`CDN file ${expected.path} does not match its checksum`);
    }
    files.delete(expected.path);
  }
  for (const path of files.keys()) throw new ArchiveDamagedError(`CDN file ${path} is not in manifest.json`);
  return manifest;
}

/** Reads a whole archive and checks it against its manifest, loading nothing; returns the manifest. */
export function verifyArchive(
  input: Readable,
  limits: ArchiveReadLimits = checkReadLimits(null, defaultReadIdleSeconds),
): Promise<Manifest> {
  return readArchive(input, limits, null, null);
}

/** Lines of a byte stream, in batches (those complete in each chunk), without the newline. */
async function* lineBatches(body: AsyncIterable<Buffer>): AsyncGenerator<string[]> {
  let tail: Buffer = Buffer.alloc(0);
  for await (const chunk of body) {
    const data = tail.length > 0 ? Buffer.concat([tail, chunk]) : chunk;
    const end = data.lastIndexOf(10);
    if (end < 0) {
      tail = data;
      continue;
    }
    tail = data.subarray(end + 1);
    yield data.toString('utf8', 0, end).split('\n');
  }
  if (tail.length > 0) yield [tail.toString('utf8')];
}

function replaceAll(text: string, replacements: readonly (readonly [string, string])[]): string {
  let out = text;
  for (const [from, to] of replacements) out = out.split(from).join(to);
  return out;
}

/** A value as COPY text writes it: backslashes, tabs, newlines and carriage returns escaped. */
function copyEscaped(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

const textTypes = new Set(['text', 'character varying', 'character']);

/**
 * Rewrites the source store's identifiers and domains in the text columns of COPY text (a clone:
 * TRANSFORMING). Fields are split on tabs, which COPY text escapes inside values.
 */
async function* rewriteCopyText(
  body: AsyncIterable<Buffer>,
  textColumns: readonly number[],
  replacements: readonly (readonly [string, string])[],
): AsyncGenerator<Buffer> {
  const escaped = replacements.map(([from, to]) => [copyEscaped(from), copyEscaped(to)] as const);
  for await (const lines of lineBatches(body)) {
    const out = lines.map((line) => {
      const fields = line.split('\t');
      for (const index of textColumns) {
        const field = fields[index];
        if (field !== undefined && field !== '\\N') fields[index] = replaceAll(field, escaped);
      }
      return `${fields.join('\t')}\n`;
    });
    yield Buffer.from(out.join(''));
  }
}

function rewriteRow(row: Record<string, unknown>, replacements: readonly (readonly [string, string])[]) {
  if (replacements.length === 0) return row;
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === 'string' ? replaceAll(value, replacements) : value,
    ]),
  );
}

/** Format 1's JSON lines, in batched multi-row INSERTs. */
async function loadJsonLines(
  session: CopySession,
  target: TableRef,
  body: AsyncIterable<Buffer>,
  replacements: readonly (readonly [string, string])[],
): Promise<void> {
  let batch: Record<string, unknown>[] = [];
  for await (const lines of lineBatches(body)) {
    for (const line of lines) {
      if (line === '') continue;
      batch.push(rewriteRow(JSON.parse(line), replacements));
      if (batch.length < defaultBatchRows) continue;
      await insertRows(session, target, batch);
      batch = [];
    }
  }
  await insertRows(session, target, batch);
}

/** Every serial column's sequence moves past the keys now in its table. */
async function moveSequencesPastKeys(session: CopySession, schema: string): Promise<void> {
  const { rows } = await session.execute(sql`
    SELECT c.relname AS tbl, a.attname AS col FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
    WHERE n.nspname = ${schema} AND c.relkind = 'r'
      AND pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) IS NOT NULL`);
  for (const row of rows) {
    const table = qualifiedTable(schema, String(row.tbl));
    const column = String(row.col);
    await session.execute(
      sql.raw(
        `SELECT setval(pg_get_serial_sequence('${table}', '${column}'), (SELECT max("${column}") FROM ${table}))`,
      ),
    );
  }
}

/**
 * Loads a checked archive into a store: its tables in one transaction (all or nothing), then its
 * CDN files put in place of the store's (staged meanwhile, see archive-storage.ts). Rows keep their keys; sequences move past them. Keys and indexes are built
 * after the data, as pg_restore does, so any valid data loads (a category whose parent has a higher
 * id) and fast. The archive is read once more as it loads, and a table or file that no longer
 * matches its checksum rolls it all back.
 */
export async function loadArchive(
  database: Database,
  input: Readable,
  manifest: Manifest,
  target: { storeDbId: number; storeId: string; blobs: BlobStore },
  replacements: [string, string][],
  limits: ArchiveReadLimits = loadReadLimits(null),
): Promise<void> {
  const schema = storeSchemaName(target.storeDbId);
  const cdn: CdnReplacement = await replaceCdnFiles(target.blobs, target.storeId);
  try {
    await withCopySession(database, { readOnly: false }, async (session) => {
      await makeKeysDeferrable(session, target.storeDbId);
      await session.execute(sql.raw('SET CONSTRAINTS ALL DEFERRED'));
      const known = new Set<string>(commerceTableNames);
      await withKeysBuiltAfterLoad(session, target.storeDbId, async () => {
        // Emptied once the keys and indexes are gone: fewer files to replace.
        await session.execute(
          sql.raw(
            `TRUNCATE ${commerceTableNames.map((t) => qualifiedTable(schema, t)).join(', ')} RESTART IDENTITY CASCADE`,
          ),
        );
        await readArchive(input, limits, manifest, {
          async table(table, kind, body) {
            if (!known.has(table)) throw new Error(`the store has no table ${table}`);
            const ref = { schema, table };
            if (kind === 'jsonl') return loadJsonLines(session, ref, body, replacements);
            const columns = manifest.format === 'store-console-backup/2' ? manifest.tables[table]?.columns : undefined;
            if (!columns) throw new ArchiveDamagedError(`table ${table} has no columns in manifest.json`);
            if (replacements.length === 0) {
              await session.copyIn(ref, columns, body);
              return;
            }
            const types = new Map((await tableColumns(session, ref)).map((column) => [column.name, column.type]));
            const textColumns = columns.flatMap((name, index) => (textTypes.has(types.get(name) ?? '') ? [index] : []));
            await session.copyIn(ref, columns, rewriteCopyText(body, textColumns, replacements));
          },
          cdnFile: (path, body) => cdn.write(path, body),
        });
      });
      await moveSequencesPastKeys(session, schema);
    });
  } catch (error) {
    await cdn.discard();
    throw error;
  }
  await cdn.commit();
}
