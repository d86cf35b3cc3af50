import { isAbsolute } from 'node:path';
import { z } from 'zod';
import { ArchiveDamagedError } from './tar-stream.ts';

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
export type ManifestV2 = Extract<Manifest, { format: 'store-console-backup/2' }>;

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

/** The rows in COPY text or JSON lines: its newlines. */
export function countNewlines(data: Buffer): number {
  let count = 0;
  for (let at = data.indexOf(10); at !== -1; at = data.indexOf(10, at + 1)) count++;
  return count;
}

/** The chunks of a body as they pass, each shown to `update` first (a checksum as it streams). */
export async function* hashed(body: AsyncIterable<Buffer>, update: (chunk: Buffer) => void): AsyncGenerator<Buffer> {
  for await (const chunk of body) {
    update(chunk);
    yield chunk;
  }
}
