import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyArchive } from './archive-read.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('backup manifest', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'manifest-test-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** An archive holding the given manifest.json text and one table file. */
  async function archiveWith(name: string, manifest: string): Promise<string> {
    const work = join(dir, `${name}-src`);
    await mkdir(join(work, 'tables'), { recursive: true });
    await mkdir(join(work, 'cdn'), { recursive: true });
    await writeFile(join(work, 'tables', 'products.jsonl'), '{"id":1}');
    await writeFile(join(work, 'manifest.json'), manifest);
    const file = join(dir, `${name}.tar.gz`);
    await tar.create({ gzip: true, file, cwd: work, portable: true }, ['manifest.json', 'tables', 'cdn']);
    return file;
  }

  const valid = {
    format: 'store-console-backup/1',
    storeId: 'store-1',
    domains: ['shop.example.com'],
    createdAt: '2026-01-01T00:00:00.000Z',
    tables: { products: { rows: 1, sha256: sha256('{"id":1}') } },
    cdn: [],
  };

  it('opens an archive whose manifest has the right shape', async () => {
    const manifest = await verifyArchive(createReadStream(await archiveWith('good', JSON.stringify(valid))));
    expect(manifest.storeId).toBe('store-1');
  });

  it.each([
    ['not JSON', '{ nope', /manifest.json is not valid JSON/],
    ['a wrong format', JSON.stringify({ ...valid, format: 'other/9' }), /manifest.json is invalid: format/],
    ['a missing field', JSON.stringify({ ...valid, storeId: undefined }), /manifest.json is invalid: storeId/],
    ['a row count as text', JSON.stringify({ ...valid, tables: { products: { rows: '1', sha256: 'x' } } }), /tables/],
    ['a table name that climbs out', JSON.stringify({ ...valid, tables: { '../x': valid.tables.products } }), /tables/],
    [
      'a CDN path that climbs out',
      JSON.stringify({ ...valid, cdn: [{ path: '../../etc/passwd', size: 1, sha256: sha256('x') }] }),
      /manifest.json is invalid: cdn.0.path/,
    ],
  ])('refuses an archive whose manifest has %s', async (name, manifest, error) => {
    const file = await archiveWith(name.replaceAll(' ', '-'), manifest);
    await expect(verifyArchive(createReadStream(file))).rejects.toThrow(error);
  });
});
