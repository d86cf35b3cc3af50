import { createReadStream, createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/helpers.ts';
import type { App } from '../app.ts';
import { rowsOf } from './data-plane.ts';
import { tableColumns, withCopySession } from './table-copy.ts';

/**
 * Rows that COPY text must escape (NULLs, tabs, newlines, carriage returns, backslashes, a value
 * that reads `\N` or `\.`, quotes, unicode) and every kind of column the store schema has or the
 * sync may bring (numeric, float, timestamps, dates, intervals, booleans, bytea, jsonb, arrays),
 * with enough rows that PGlite copies them in several pieces each way (over 8 MiB).
 */
const rowCount = 60_000;

describe('COPY streams', () => {
  let app: App;
  const one = async (query: ReturnType<typeof sql>) => rowsOf(await app.ctx.db.execute(query))[0] ?? {};

  beforeAll(async () => {
    app = await testApp();
    await app.ctx.db.execute(sql.raw('CREATE SCHEMA copy_test'));
    await app.ctx.db.execute(
      sql.raw(`CREATE TABLE copy_test.source (
        id bigint PRIMARY KEY, label text, note varchar(300), code char(3), amount numeric(14, 4),
        ratio double precision, at timestamptz, day date, span interval, flag boolean, data bytea,
        doc jsonb, tags text[], twice bigint GENERATED ALWAYS AS (id * 2) STORED
      )`),
    );
    await app.ctx.db.execute(sql.raw('CREATE TABLE copy_test.target (LIKE copy_test.source INCLUDING ALL)'));
    await app.ctx.db.execute(
      sql.raw(`INSERT INTO copy_test.source (id, label, note, code, amount, ratio, at, day, span, flag, data, doc, tags)
      SELECT n,
        CASE n % 9 WHEN 0 THEN NULL WHEN 1 THEN E'tab\\there' WHEN 2 THEN E'line\\nbreak\\r\\nand CR\\r'
          WHEN 3 THEN E'back\\\\slash \\\\N and "double" ''single'' quotes' WHEN 4 THEN 'unicode é ü 中文 🚀 ﷽'
          WHEN 5 THEN E'\\\\N' WHEN 6 THEN E'\\\\.' WHEN 7 THEN '' ELSE repeat('filler ', 25) || n END,
        CASE WHEN n % 4 = 0 THEN NULL ELSE repeat(E'x\\ty', n % 50) END,
        CASE WHEN n % 5 = 0 THEN NULL ELSE 'C' || (n % 10) END,
        n / 7.0, CASE WHEN n % 6 = 0 THEN NULL ELSE n / 3.0 + 1e-12 END,
        timestamptz '2024-03-31 01:59:59.123456+00' + n * interval '17 minutes 3.5 seconds',
        date '0001-01-01' + n, n * interval '1 day 3 hours 0.000001 seconds', n % 3 = 0,
        CASE WHEN n % 8 = 0 THEN NULL ELSE decode(lpad(to_hex(n), 8, '0') || '005c0a09ff', 'hex') END,
        CASE WHEN n % 10 = 0 THEN NULL ELSE jsonb_build_object('n', n, 's', E'q"\\\\\\n\\t', 'a', jsonb_build_array(n, null, 1.5)) END,
        CASE WHEN n % 11 = 0 THEN NULL ELSE ARRAY['a b', E'c\\td', NULL, '{}', '"'] END
      FROM generate_series(1, ${rowCount}) AS n`),
    );
  }, 120_000);
  afterAll(() => app.close());

  it('copies a table out and back in exactly, in several pieces', async () => {
    const source = { schema: 'copy_test', table: 'source' };
    const target = { schema: 'copy_test', table: 'target' };
    // One connection runs one COPY at a time: out to a file in one session, in from it in another.
    const file = join(mkdtempSync(join(tmpdir(), 'copy-test-')), 'source.copy');
    const columns = await withCopySession(app.ctx.database, { readOnly: true }, async (session) => {
      const names = (await tableColumns(session, source)).map((column) => column.name);
      await pipeline(session.copyOut(source, names), createWriteStream(file));
      return names;
    });
    expect(columns).not.toContain('twice');
    const loaded = await withCopySession(app.ctx.database, { readOnly: false }, (session) =>
      session.copyIn(target, columns, createReadStream(file)),
    );
    expect(loaded).toBe(rowCount);
    if (app.ctx.database.kind === 'pglite') {
      // More than one TID range out and more than one blob in.
      const size = await one(sql.raw(`SELECT pg_relation_size('copy_test.source') AS bytes`));
      expect(Number(size.bytes)).toBeGreaterThan(2 * 8 * 1024 * 1024);
    }
    const differences = await one(
      sql.raw(`SELECT
        (SELECT count(*) FROM (SELECT * FROM copy_test.source EXCEPT ALL SELECT * FROM copy_test.target) d)::int AS missing,
        (SELECT count(*) FROM (SELECT * FROM copy_test.target EXCEPT ALL SELECT * FROM copy_test.source) d)::int AS extra,
        (SELECT count(*) FROM copy_test.target)::int AS total`),
    );
    expect(differences).toEqual({ missing: 0, extra: 0, total: rowCount });
    const odd = await one(sql.raw(`SELECT label, data, doc FROM copy_test.target WHERE id = 6`));
    expect(odd.label).toBe('\\.');
  });

  it('rolls the whole session back when its work fails', async () => {
    const target = { schema: 'copy_test', table: 'target' };
    const before = await one(sql.raw('SELECT count(*)::int AS n FROM copy_test.target'));
    await expect(
      withCopySession(app.ctx.database, { readOnly: false }, async (session) => {
        await session.execute(sql.raw('DELETE FROM copy_test.target'));
        // A row whose id is not a number: COPY refuses it.
        await session.copyIn(
          target,
          ['id', 'label'],
          (async function* () {
            yield Buffer.from('1000001\tfine\n');
            yield Buffer.from('not-a-number\tbad\n');
          })(),
        );
      }),
    ).rejects.toThrow(/bigint/);
    expect(await one(sql.raw('SELECT count(*)::int AS n FROM copy_test.target'))).toEqual(before);
    // The connection is usable afterwards.
    expect(await one(sql.raw('SELECT 1 AS ok'))).toEqual({ ok: 1 });
  });

  it('reads in a read-only transaction', async () => {
    const source = { schema: 'copy_test', table: 'source' };
    const lines = await withCopySession(app.ctx.database, { readOnly: true }, async (session) => {
      let count = 0;
      for await (const chunk of session.copyOut(source, ['id'])) {
        for (const byte of chunk) if (byte === 10) count++;
      }
      return count;
    });
    expect(lines).toBe(rowCount);
    await expect(
      withCopySession(app.ctx.database, { readOnly: true }, (session) =>
        session.execute(sql.raw('DELETE FROM copy_test.source')),
      ),
    ).rejects.toThrow(/read-only/);
  });

  it('refuses to commit a session whose failed statement was caught', async () => {
    await expect(
      withCopySession(app.ctx.database, { readOnly: false }, async (session) => {
        await session.execute(sql.raw('DELETE FROM copy_test.target'));
        await session.execute(sql.raw('SELECT 1 / 0')).catch(() => undefined);
      }),
    ).rejects.toThrow(/rolled back/);
    expect(await one(sql.raw('SELECT count(*)::int AS n FROM copy_test.target'))).toEqual({ n: rowCount });
  });
});
