import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Transaction } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { qualifiedTable } from './bulk-insert.ts';
import type { Database } from './db.ts';

export type TableRef = { schema: string; table: string };

/**
 * One connection held in one transaction, with a table's rows as a stream of COPY text (one row
 * a line, tab-separated, `\N` for NULL, escapes for tabs, newlines and backslashes) in both
 * directions. Backup and restore use it, and the sync engine's load. Its `execute` runs in the
 * same transaction, so a load can truncate, copy and fix sequences all or nothing. One connection
 * runs one statement at a time: finish reading a `copyOut` before the next statement (copying
 * between two tables of one database is `INSERT … SELECT`, not a COPY out piped into a COPY in).
 */
export type CopySession = {
  execute(query: SQL): Promise<{ rows: Record<string, unknown>[] }>;
  /** The table's columns, in this order, as COPY text; constant memory however big the table. */
  copyOut(target: TableRef, columns: readonly string[]): Readable;
  /** Loads COPY text into the table's columns; resolves with the rows loaded. */
  copyIn(target: TableRef, columns: readonly string[], source: AsyncIterable<Buffer>): Promise<number>;
};

/**
 * Dates, intervals and floats are written and read with the same settings whatever the server's
 * defaults, so COPY text round-trips exactly (as pg_dump does).
 */
const sessionSettings = [
  "SET LOCAL DateStyle = 'ISO, YMD'",
  "SET LOCAL IntervalStyle = 'postgres'",
  'SET LOCAL extra_float_digits = 3',
];

/**
 * Runs `work` in a transaction on one connection. `readOnly` gives a consistent snapshot across
 * tables (REPEATABLE READ READ ONLY, as pg_dump takes). The transaction commits when `work`
 * resolves and rolls back when it throws.
 */
export async function withCopySession<T>(
  database: Database,
  options: { readOnly: boolean },
  work: (session: CopySession) => Promise<T>,
): Promise<T> {
  const start = options.readOnly
    ? ['SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY', ...sessionSettings]
    : sessionSettings;
  if (database.pglite) {
    return database.pglite.transaction(async (tx) => {
      await tx.exec(start.join('; '));
      return work(pgliteSession(tx));
    });
  }
  if (!database.pool) throw new Error('the database has neither PGlite nor a connection pool');
  const client = await database.pool.connect();
  let failure: Error | undefined;
  try {
    await client.query(`BEGIN; ${start.join('; ')}`);
    const result = await work(postgresSession(client));
    // A statement that failed (its error caught by `work`) leaves the transaction aborted, and
    // COMMIT then rolls it back without an error: say so, as PGlite does.
    if ((await client.query('COMMIT')).command === 'ROLLBACK') {
      throw new Error('Transaction was rolled back instead of committed');
    }
    return result;
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // After a failure the connection may be half-way through a COPY: it is closed (the server
    // rolls the transaction back), never handed to the next caller.
    client.release(failure);
  }
}

/** A table's columns that COPY can load (generated ones left out), in the table's order, with their types. */
export async function tableColumns(session: CopySession, target: TableRef): Promise<{ name: string; type: string }[]> {
  const { rows } = await session.execute(sql`
    SELECT attname AS name, atttypid::regtype::text AS type FROM pg_attribute
    WHERE attrelid = ${qualifiedTable(target.schema, target.table)}::regclass
      AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
    ORDER BY attnum`);
  return rows.map((row) => ({ name: String(row.name), type: String(row.type) }));
}

const columnName = /^[a-z_][a-z0-9_]*$/;

function columnList(columns: readonly string[]): string {
  if (columns.length === 0) throw new Error('a COPY needs at least one column');
  for (const column of columns) if (!columnName.test(column)) throw new Error(`unsafe column name ${column}`);
  return columns.map((column) => `"${column}"`).join(', ');
}

const dialect = new PgDialect();

function postgresSession(client: pg.PoolClient): CopySession {
  return {
    async execute(query) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return { rows: (await client.query(text, params)).rows };
    },
    copyOut(target, columns) {
      const table = qualifiedTable(target.schema, target.table);
      return client.query(copyTo(`COPY ${table} (${columnList(columns)}) TO STDOUT`));
    },
    async copyIn(target, columns, source) {
      const table = qualifiedTable(target.schema, target.table);
      const stream = client.query(copyFrom(`COPY ${table} (${columnList(columns)}) FROM STDIN`));
      await pipeline(source, stream);
      return stream.rowCount;
    },
  };
}

/**
 * PGlite has no COPY protocol stream: `COPY … TO/FROM '/dev/blob'` hands it a whole Blob. Tables
 * go in bounded pieces so memory stays flat: out by ranges of heap pages (a TID range scan, all in
 * the one snapshot), in by runs of whole lines.
 */
const pgliteBlocksPerCopy = 1024;
const pgliteBytesPerCopy = 8 * 1024 * 1024;

function pgliteSession(tx: Transaction): CopySession {
  return {
    async execute(query) {
      const { sql: text, params } = dialect.sqlToQuery(query);
      return { rows: (await tx.query<Record<string, unknown>>(text, params)).rows };
    },
    copyOut(target, columns) {
      const table = qualifiedTable(target.schema, target.table);
      const select = `SELECT ${columnList(columns)} FROM ${table}`;
      async function* pieces() {
        const size = await tx.query<{ blocks: number }>(
          `SELECT (pg_relation_size('${table}'::regclass) / current_setting('block_size')::int)::int AS blocks`,
        );
        const blocks = size.rows[0]?.blocks ?? 0;
        for (let first = 0; ; first += pgliteBlocksPerCopy) {
          const next = first + pgliteBlocksPerCopy;
          // The last range is open-ended: nothing the snapshot sees is missed.
          const range = `ctid >= '(${first},0)'::tid${next < blocks ? ` AND ctid < '(${next},0)'::tid` : ''}`;
          const result = await tx.query(`COPY (${select} WHERE ${range}) TO '/dev/blob'`);
          if (result.blob) yield Buffer.from(await result.blob.arrayBuffer());
          if (next >= blocks) return;
        }
      }
      return Readable.from(pieces(), { objectMode: false });
    },
    async copyIn(target, columns, source) {
      const statement = `COPY ${qualifiedTable(target.schema, target.table)} (${columnList(columns)}) FROM '/dev/blob'`;
      let rows = 0;
      const load = async (parts: Buffer[]) => {
        if (parts.every((part) => part.length === 0)) return;
        rows += (await tx.query(statement, [], { blob: new Blob(parts) })).affectedRows ?? 0;
      };
      let pending: Buffer[] = [];
      let size = 0;
      for await (const chunk of source) {
        pending.push(chunk);
        size += chunk.length;
        const end = size >= pgliteBytesPerCopy ? chunk.lastIndexOf(10) : -1;
        if (end < 0) continue;
        pending[pending.length - 1] = chunk.subarray(0, end + 1);
        await load(pending);
        pending = [chunk.subarray(end + 1)];
        size = end + 1 < chunk.length ? chunk.length - end - 1 : 0;
      }
      await load(pending);
      return rows;
    },
  };
}
