import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from './data-plane.ts';

// PGlite is patched (patches/@electric-sql+pglite+*.patch) to merge a query's own parsers with the
// instance's through the prototype instead of copying the instance's table on every query. What a
// query answers must not change: the query's parsers first, then the instance's (its array types).
describe('PGlite values through drizzle (its per-query parsers over the instance parsers)', () => {
  const pglite = new PGlite();
  const db = drizzle(pglite);
  afterAll(() => pglite.close());

  it('keeps timestamps as drizzle asks and parses arrays and numbers as the instance does', async () => {
    const [row] = rowsOf(
      await db.execute(sql`
        SELECT '2026-01-02 03:04:05+00'::timestamptz AS at, '2026-01-02'::date AS day,
               ARRAY['a', 'b,c']::text[] AS names, ARRAY[1, 2]::int4[] AS numbers, 7::int4 AS n, true AS yes`),
    );
    expect(row).toEqual({
      at: '2026-01-02 03:04:05+00',
      day: '2026-01-02',
      names: ['a', 'b,c'],
      numbers: [1, 2],
      n: 7,
      yes: true,
    });
  });

  it('answers as before when a query names no parsers of its own', async () => {
    const { rows } = await pglite.query<{ at: unknown; names: unknown }>(
      `SELECT '2026-01-02 03:04:05+00'::timestamptz AS at, ARRAY['a']::text[] AS names`,
    );
    expect(rows[0]?.at).toBeInstanceOf(Date);
    expect(rows[0]?.names).toEqual(['a']);
  });
});
