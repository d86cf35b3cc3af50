import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { BlobStore } from '../../platform/blobs.ts';
import { defaultBatchRows, insertRows, qualifiedTable } from '../../platform/bulk-insert.ts';
import {
  commerceTableNames,
  makeKeysDeferrable,
  storeSchemaName,
  withKeysBuiltAfterLoad,
} from '../../platform/data-plane.ts';
import type { Database } from '../../platform/db.ts';
import { type CopySession, type TableRef, tableColumns, withCopySession } from '../../platform/table-copy.ts';
import type { Manifest } from './archive-manifest.ts';
import { loadReadLimits, readArchive } from './archive-read.ts';
import { type CdnReplacement, replaceCdnFiles } from './archive-storage.ts';
import { ArchiveDamagedError, type ArchiveReadLimits } from './tar-stream.ts';

/** Loading a checked archive into a store (a restore, or a clone that rewrites the source's names). */

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
