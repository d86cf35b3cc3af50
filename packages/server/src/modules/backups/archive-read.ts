import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { countNewlines, hashed, type Manifest, parseManifest } from './archive-manifest.ts';
import { ArchiveDamagedError, type ArchiveReadLimits, tarEntries } from './tar-stream.ts';

/** Reading an archive back: the limits of a read, and every entry checked against the manifest. */

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
export type ArchiveLoader = {
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
export async function readArchive(
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
