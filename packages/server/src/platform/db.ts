import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type EmbeddedDatabase, PgliteThread } from './pglite-thread.ts';

/** The tables are the modules' (src/schema.ts gathers them for drizzle-kit); queries name them directly. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction opened by `db.transaction`; everything written through it commits together. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
/** Whatever runs a statement: the database, a transaction, a COPY session's connection. */
export type SqlRunner = { execute(query: SQL): PromiseLike<unknown> };

export type Database = {
  db: Db;
  /** Embedded PGlite, or a PostgreSQL server reached through DATABASE_URL. */
  kind: 'pglite' | 'postgres';
  /** The embedded database, in a thread of its own (pglite-thread.ts). */
  pglite: EmbeddedDatabase | null;
  /** The connection pool on a PostgreSQL server (its gauges are metrics; a COPY session holds one of its connections). */
  pool: pg.Pool | null;
  url: string | null;
  /**
   * Runs `work` holding the installation's start-up lock, so replicas starting together migrate
   * and seed one after another (a session advisory lock on a PostgreSQL server, released when the
   * work ends or its process dies; PGlite belongs to one process, which needs no lock).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Closes once; later calls wait for that close. */
  close(): Promise<void>;
};

function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

/** The advisory lock key of start-up (migrations, seed): 'StoreCon' as a 64-bit number. */
const startupLockKey = BigInt('0x53746f7265436f6e').toString();

function startupLock(pool: pg.Pool) {
  return async <T>(work: () => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [startupLockKey]);
      try {
        return await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [startupLockKey]);
      }
    } finally {
      client.release();
    }
  };
}

/**
 * How long a pooled connection may sit unused before it is closed. The job queue's backstop polls
 * come every 10 s, pg's default idle limit: with it, idle servers opened a connection (a transaction
 * of PostgreSQL's own) nearly every poll.
 */
export const idleConnectionMillis = 60_000;

/**
 * A connection pool on a PostgreSQL server, nothing applied to it (connections open on first use).
 * `label` names it in the log, never its URL (which may hold a password).
 */
export function postgresDatabase(
  url: string,
  options: { max: number; label: string; connectionTimeoutMillis?: number },
): Database & { db: NodePgDatabase } {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max,
    idleTimeoutMillis: idleConnectionMillis,
    ...(options.connectionTimeoutMillis ? { connectionTimeoutMillis: options.connectionTimeoutMillis } : {}),
  });
  // An idle connection the server ends (restart, failover, admin) must not crash the process:
  // the pool drops it and opens a new one on the next query.
  pool.on('error', (error) => console.error(`${options.label} connection lost:`, error.message));
  return {
    db: drizzlePg(pool),
    kind: 'postgres',
    pglite: null,
    pool,
    url,
    exclusively: startupLock(pool),
    close: once(() => pool.end()),
  };
}

const migrationsFolder = resolve(import.meta.dirname, '../../migrations');

/**
 * Opens the control-plane database and applies the SQL migrations (those not applied yet).
 * `dataDir` null opens an in-memory PGlite (tests); `loadDataDir`, a tarball from PGlite's
 * `dumpDataDir()`, starts a new PGlite database (one not created yet) from a copy of that one.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir: string | null;
  loadDataDir?: Blob | undefined;
}): Promise<Database> {
  if (options.url) {
    const database = postgresDatabase(options.url, { max: 10, label: 'database' });
    await database.exclusively(() => migratePg(database.db, { migrationsFolder }));
    return database;
  }
  const pglite = await PgliteThread.start({
    dataDir: options.dataDir ? join(options.dataDir, 'pglite') : null,
    // PostgreSQL's 128 MB buffer pool is all resident in PGlite's memory; on disk the system's page
    // cache keeps the files anyway, so 32 MB spares ~100 MiB of resident memory.
    ...(options.dataDir ? { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] } : {}),
    ...(options.loadDataDir ? { loadDataDir: await options.loadDataDir.arrayBuffer() } : {}),
  });
  // drizzle's PGlite driver calls query and transaction only, which the thread's stand-in answers.
  const db = drizzlePglite({ client: pglite as unknown as PGlite });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    pglite,
    pool: null,
    url: null,
    exclusively: (work) => work(),
    close: once(() => pglite.close()),
  };
}
