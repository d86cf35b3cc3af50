import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/helpers.ts';
import type { App } from '../../app.ts';
import { commerceTableNames, provisionStoreSchema, rowsOf, withKeysBuiltAfterLoad } from '../../platform/data-plane.ts';
import { withCopySession } from '../../platform/table-copy.ts';
import { dumpTable, tableChecksums, writeArchive } from './archive.ts';
import { loadArchive } from './archive-load.ts';
import type { Manifest } from './archive-manifest.ts';
import { verifyArchive } from './archive-read.ts';
import { TarWriter, tarEntries } from './tar-stream.ts';

const sha256 = async (text: string) => (await import('node:crypto')).createHash('sha256').update(text).digest('hex');

/** Archives written in small pieces (16 KiB), so every sizeable table spans several. */
const pieceBytes = 16 * 1024;
const source = 9001;
const clone = 9002;

describe('archives stream tables in pieces and load them back exactly', () => {
  let app: App;
  let dir: string;
  /** The CDN files of store 'tricky', in the app's blob storage. */
  const cdnFile = (path: string) => `cdn/tricky/${path}`;
  const put = (key: string, text: string | Buffer) => app.ctx.blobs.put(key, Buffer.from(text));
  const text = async (key: string) => {
    const blob = await app.ctx.blobs.get(key);
    return blob ? (await buffer(blob.stream)).toString('utf8') : null;
  };
  const tricky = () => ({ storeDbId: source, storeId: 'tricky', blobs: app.ctx.blobs });
  let archive: string;
  let manifest: Manifest;
  const s = `store_${source}`;
  const run = (statement: string) => app.ctx.db.execute(sql.raw(statement));

  beforeAll(async () => {
    app = await testApp();
    dir = await mkdtemp(join(tmpdir(), 'archive-test-'));
    await put(cdnFile('img/a.txt'), 'hello from tricky');
    await put(cdnFile(`img/${'x'.repeat(120)}/long name.bin`), Buffer.from([0, 1, 2, 255]));
    await provisionStoreSchema(app.ctx.db, source);
    await provisionStoreSchema(app.ctx.db, clone);
    // A child category before its parent; text that COPY must escape; NULLs; unicode.
    await run(
      `INSERT INTO ${s}.categories (id, code, name, parent_id) VALUES (1, 'CHILD', 'Child', 2), (2, 'ROOT', 'Root', NULL)`,
    );
    await run(`INSERT INTO ${s}.products (id, sku, name, description, category_id, active, updated_at)
      SELECT n, 'TRK-' || lpad(n::text, 5, '0'),
        CASE n % 5 WHEN 0 THEN E'tab\\tand\\nnewline' WHEN 1 THEN E'back\\\\slash and \\\\N' WHEN 2 THEN 'quotes "double" ''single'''
          WHEN 3 THEN 'unicode é 中文 🚀' ELSE 'See https://tricky.staging.example.com/p/' || n || ' item 7' END,
        CASE WHEN n % 3 = 0 THEN NULL ELSE repeat('Description ', n % 40) || n END,
        CASE WHEN n % 4 = 0 THEN NULL ELSE 1 + n % 2 END, n % 2 = 0,
        timestamptz '2024-10-27 00:30:00.5+02' + n * interval '7 minutes'
      FROM generate_series(1, 3000) AS n`);
    await run(`INSERT INTO ${s}.prices (product_id, currency, amount, valid_from)
      SELECT n, 'EUR', n * 1.0777, date '2024-01-01' + n % 30 FROM generate_series(1, 3000) AS n`);
    await run(
      `INSERT INTO ${s}.stock (product_id, quantity) SELECT n, n % 17 * 0.5 FROM generate_series(1, 3000) AS n`,
    );
    await run(`INSERT INTO ${s}.customers (id, code, name, email)
      SELECT n, 'C-' || n, E'Customer\\t' || n, CASE WHEN n % 2 = 0 THEN NULL ELSE 'c' || n || '@tricky.example.com' END
      FROM generate_series(1, 500) AS n`);
    await run(`INSERT INTO ${s}.addresses (customer_id, kind, line1, line2, city, postcode, country_code)
      SELECT n, 'BILLING', n || E' Rue de l''\\u00c9glise', NULL, 'Zürich', NULL, 'CH' FROM generate_series(1, 500) AS n`);
    await run(`INSERT INTO ${s}.orders (id, number, customer_id, status, currency, total)
      SELECT n, 'SO-' || n, 1 + n % 500, 'CONFIRMED', 'EUR', n * 3.5 FROM generate_series(1, 1000) AS n`);
    await run(`INSERT INTO ${s}.order_lines (order_id, line_number, product_id, quantity, unit_price)
      SELECT 1 + n % 1000, n, 1 + n % 3000, 1 + n % 4, 9.99 FROM generate_series(1, 2000) AS n`);
    archive = join(dir, 'tricky.tar.gz');
    manifest = await writeArchive(
      app.ctx.database,
      { ...tricky(), domains: ['tricky.staging.example.com'] },
      createWriteStream(archive),
      async () => undefined,
      { pieceBytes },
    );
  }, 120_000);
  afterAll(() => app.close());

  it('writes every table in pieces of whole rows, then the CDN files, then the manifest', async () => {
    const pieces: Record<string, number> = {};
    let last = '';
    for await (const entry of tarEntries(createReadStream(archive), { totalMs: 60_000 })) {
      const table = /^tables\/([a-z_]+)\//.exec(entry.path)?.[1];
      if (table) {
        pieces[table] = (pieces[table] ?? 0) + 1;
        let text = '';
        for await (const chunk of entry.body) text += chunk.toString();
        if (text) expect(text.endsWith('\n')).toBe(true);
      }
      last = entry.path;
    }
    expect(last).toBe('manifest.json');
    expect(pieces.products).toBeGreaterThan(5);
    expect(Object.keys(pieces).sort()).toEqual([...commerceTableNames].sort());
    expect(manifest.format).toBe('store-console-backup/2');
    expect(manifest.tables.products?.rows).toBe(3000);
    expect(manifest.cdn.map((file) => file.path).sort()).toEqual(['img/a.txt', `img/${'x'.repeat(120)}/long name.bin`]);
    expect(await verifyArchive(createReadStream(archive))).toEqual(manifest);
  });

  it('stops a backup whose archive cannot be written, and the database goes on', async () => {
    let accepted = 0;
    const failing = new Writable({
      write(chunk: Buffer, _encoding, done) {
        accepted += chunk.length;
        done(accepted > 20_000 ? new Error('no space left on device') : null);
      },
    });
    await expect(
      writeArchive(app.ctx.database, { ...tricky(), domains: [] }, failing, async () => undefined, { pieceBytes }),
    ).rejects.toThrow('no space left on device');
    expect(rowsOf(await run('SELECT 1 AS ok'))).toEqual([{ ok: 1 }]);
  });

  it('restores byte for byte, and sequences move past the restored keys', async () => {
    const before = await tableChecksums(app.ctx.db, source);
    await run(`DELETE FROM ${s}.order_lines WHERE id % 2 = 0`);
    await run(`UPDATE ${s}.products SET name = 'changed'`);
    await put(cdnFile('img/a.txt'), 'changed');
    expect(await tableChecksums(app.ctx.db, source)).not.toEqual(before);
    await loadArchive(app.ctx.database, createReadStream(archive), manifest, tricky(), []);
    expect(await tableChecksums(app.ctx.db, source)).toEqual(before);
    expect(await text(cdnFile('img/a.txt'))).toBe('hello from tricky');
    const [next] = rowsOf(await run(`INSERT INTO ${s}.products (sku, name) VALUES ('NEW', 'New') RETURNING id`));
    expect(Number(next?.id)).toBe(3001);
  });

  it('builds every key and index back as it was, and a load that breaks one changes nothing', async () => {
    const shape = async () =>
      rowsOf(
        await run(`SELECT conrelid::regclass::text AS tbl, conname AS name, pg_get_constraintdef(oid) AS definition
          FROM pg_constraint WHERE connamespace = '${s}'::regnamespace
          UNION ALL SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = '${s}' ORDER BY 1, 2`),
      );
    const before = await shape();
    expect(before.filter((key) => String(key.definition).includes('FOREIGN KEY')).length).toBe(8);
    expect(
      before.every(
        (key) => !String(key.definition).includes('FOREIGN KEY') || String(key.definition).includes('DEFERRABLE'),
      ),
    ).toBe(true);
    await loadArchive(app.ctx.database, createReadStream(archive), manifest, tricky(), []);
    expect(await shape()).toEqual(before);
    const count = `SELECT count(*)::int AS n FROM ${s}.order_lines`;
    const lines = rowsOf(await run(count));
    await expect(
      withCopySession(app.ctx.database, { readOnly: false }, (session) =>
        withKeysBuiltAfterLoad(session, source, async () => {
          await session.execute(sql.raw(`DELETE FROM ${s}.order_lines`));
          await session.execute(
            sql.raw(
              `INSERT INTO ${s}.order_lines (order_id, line_number, product_id, quantity, unit_price) VALUES (999999, 1, 1, 1, 1)`,
            ),
          );
        }),
      ),
    ).rejects.toThrow(/foreign key/);
    expect(await shape()).toEqual(before);
    expect(rowsOf(await run(count))).toEqual(lines);
  });

  it('clones with the identifiers and domains rewritten in text columns only', async () => {
    const target = { storeDbId: clone, storeId: 'copy', blobs: app.ctx.blobs };
    await loadArchive(app.ctx.database, createReadStream(archive), manifest, target, [
      ['tricky.staging.example.com', 'copy.staging.example.com'],
      ['7', 'seven'],
    ]);
    const [product] = rowsOf(
      await run(`SELECT id, name, updated_at::text AS at FROM store_${clone}.products WHERE id = 4`),
    );
    expect(product).toMatchObject({ name: 'See https://copy.staging.example.com/p/4 item seven' });
    const [original] = rowsOf(await run(`SELECT updated_at::text AS at FROM ${s}.products WHERE id = 4`));
    expect(product?.at).toBe(original?.at);
    const numbers = `SELECT sum(amount)::text AS amounts, count(*)::int AS n FROM`;
    expect(rowsOf(await run(`${numbers} store_${clone}.prices`))).toEqual(rowsOf(await run(`${numbers} ${s}.prices`)));
    const [tab] = rowsOf(await run(`SELECT name FROM store_${clone}.customers WHERE id = 17`));
    expect(tab?.name).toBe('Customer\t1seven');
    expect(await text('cdn/copy/img/a.txt')).toBe('hello from tricky');
  });

  it('refuses an archive whose piece was altered, and a load of it changes nothing', async () => {
    const altered = join(dir, 'altered.tar.gz');
    const gzip = createGzip();
    const written = pipeline(gzip, createWriteStream(altered));
    const writer = new TarWriter(gzip);
    let changed = false;
    for await (const entry of tarEntries(createReadStream(archive), { totalMs: 60_000 })) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry.body) chunks.push(chunk);
      const data = Buffer.concat(chunks);
      // The last piece of products: its earlier pieces are loaded before the difference shows.
      if (!changed && entry.path.startsWith('tables/products/') && data.includes('TRK-03000')) {
        data.write('Z', data.indexOf('TRK-03000'));
        changed = true;
      }
      await writer.file(entry.path, data.length, data);
    }
    await writer.end();
    await written;
    expect(changed).toBe(true);
    await expect(verifyArchive(createReadStream(altered))).rejects.toThrow(
      'table products does not match its checksum',
    );
    const before = await tableChecksums(app.ctx.db, source);
    await put(cdnFile('img/a.txt'), 'kept');
    await expect(loadArchive(app.ctx.database, createReadStream(altered), manifest, tricky(), [])).rejects.toThrow(
      'table products does not match its checksum',
    );
    expect(await tableChecksums(app.ctx.db, source)).toEqual(before);
    expect(await text(cdnFile('img/a.txt'))).toBe('kept');
  });

  it('still restores an archive of format 1 (JSON lines, from earlier versions)', async () => {
    const before = await tableChecksums(app.ctx.db, source);
    const work = join(dir, 'format-1');
    await mkdir(join(work, 'tables'), { recursive: true });
    await mkdir(join(work, 'cdn', 'img'), { recursive: true });
    await writeFile(join(work, 'cdn', 'img', 'old.txt'), 'from format 1');
    const tables: Record<string, { rows: number; sha256: string }> = {};
    for (const table of commerceTableNames) {
      const dump = await dumpTable(app.ctx.db, source, table);
      await writeFile(join(work, 'tables', `${table}.jsonl`), dump.text);
      tables[table] = { rows: dump.rows, sha256: await sha256(dump.text) };
    }
    const old: Manifest = {
      format: 'store-console-backup/1',
      storeId: 'tricky',
      domains: [],
      createdAt: new Date().toISOString(),
      tables,
      cdn: [{ path: 'img/old.txt', size: 13, sha256: await sha256('from format 1') }],
    };
    await writeFile(join(work, 'manifest.json'), JSON.stringify(old));
    const file = join(dir, 'format-1.tar.gz');
    await tar.create({ gzip: true, file, cwd: work, portable: true }, ['manifest.json', 'tables', 'cdn']);
    await run(`DELETE FROM ${s}.order_lines`);
    const checked = await verifyArchive(createReadStream(file));
    await loadArchive(app.ctx.database, createReadStream(file), checked, tricky(), []);
    expect(await tableChecksums(app.ctx.db, source)).toEqual(before);
    expect(await text(cdnFile('img/old.txt'))).toBe('from format 1');
  });
});
