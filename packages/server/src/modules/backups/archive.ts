import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { BlobStore } from '../../platform/blobs.ts';
import { commerceTableNames, rowsOf, storeSchemaName } from '../../platform/data-plane.ts';
import type { Database, Db } from '../../platform/db.ts';
import { type CopySession, type TableRef, tableColumns, withCopySession } from '../../platform/table-copy.ts';
import { countNewlines, hashed, type Manifest, type ManifestV2 } from './archive-manifest.ts';
import { listCdnFiles } from './archive-storage.ts';
import { TarWriter } from './tar-stream.ts';

/**
 * Writing an archive (its format: archive-manifest.ts); reading it back is archive-read.ts, loading
 * it into a store archive-load.ts.
 */

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

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
