import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/helpers.ts';
import type { App } from '../app.ts';
import { rowsOf } from './data-plane.ts';
import type { Database } from './db.ts';

// The embedded database in its own thread (pglite-thread.ts): what the server sees of it must be
// PGlite's own answers, and the request thread must stay free while it works.
describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded database in a thread of its own', () => {
  let app: App;
  let database: Database;
  beforeAll(async () => {
    app = await testApp();
    database = app.ctx.database;
    await database.db.execute(sql`CREATE TABLE thread_probe (id int PRIMARY KEY, at timestamptz, tags text[])`);
  });
  afterAll(() => app.close());

  it('answers as PGlite does: drizzle keeps timestamps as text, arrays and numbers parsed', async () => {
    const [row] = rowsOf(
      await database.db.execute(sql`
        SELECT '2026-01-02 03:04:05+00'::timestamptz AS at, ARRAY['a', 'b,c']::text[] AS names, 7::int4 AS n,
               ${'ünïcode ✓'}::text AS echoed, '\\x00ff'::bytea AS bytes`),
    );
    expect(row).toEqual({
      at: '2026-01-02 03:04:05+00',
      names: ['a', 'b,c'],
      n: 7,
      echoed: 'ünïcode ✓',
      bytes: new Uint8Array([0, 255]),
    });
  });

  it('commits a transaction, rolls back one that throws, and keeps a nested one to its savepoint', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_probe (id) VALUES (1)`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO thread_probe (id) VALUES (2)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO thread_probe (id) VALUES (3)`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO thread_probe (id) VALUES (4)`);
          throw new Error('inner only');
        }),
      ).rejects.toThrow('inner only');
    });
    const ids = rowsOf(await database.db.execute(sql`SELECT id FROM thread_probe ORDER BY id`)).map((r) => r.id);
    expect(ids).toEqual([1, 3]);
  });

  it("gives a statement's error with PostgreSQL's fields (code, constraint) for the caller to read", async () => {
    const failure = await database.db.execute(sql`INSERT INTO thread_probe (id) VALUES (1)`).catch((e: unknown) => e);
    const cause = failure instanceof Error ? failure.cause : null;
    expect(cause).toMatchObject({ code: '23505', constraint: 'thread_probe_pkey' });
    // The database goes on answering after it.
    expect(rowsOf(await database.db.execute(sql`SELECT 1 AS one`))).toEqual([{ one: 1 }]);
  });

  it('delivers NOTIFY to a listener, before the statement that sent it answers', async () => {
    const pglite = database.pglite;
    if (!pglite) throw new Error('an embedded database expected');
    const heard: string[] = [];
    const stop = await pglite.listen('thread_probe_channel', (payload) => heard.push(payload));
    await pglite.query(`SELECT pg_notify('thread_probe_channel', 'hello')`);
    expect(heard).toEqual(['hello']);
    await stop();
  });

  it('leaves the request thread free while a long statement runs', async () => {
    let turns = 0;
    let done = false;
    const spin = () => {
      if (done) return;
      turns++;
      setImmediate(spin);
    };
    setImmediate(spin);
    await database.db.execute(sql`SELECT sum(n) FROM generate_series(1, 500000) AS n`);
    done = true;
    // In the request thread, PGlite's WebAssembly runs the statement in one piece: no turn at all.
    expect(turns).toBeGreaterThan(10);
  });
});
