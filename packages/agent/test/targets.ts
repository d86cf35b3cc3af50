import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import type { AgentDatabaseConfig } from '../src/config.ts';
import { postgresX3Sql } from './x3-fixture.ts';

export const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A PostgreSQL database holding the X3 fixture, and how to remove it. */
export type PostgresTarget = { database: AgentDatabaseConfig; drop(): Promise<void> };

/** Whether a PostgreSQL server answers (tests on it are skipped when none does). */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A fresh database `h_agent_<random>` on the PostgreSQL server, with the X3 fixture. */
export async function realPostgres(): Promise<PostgresTarget> {
  const name = `h_agent_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  const database: AgentDatabaseConfig = {
    type: 'postgres',
    host: url.hostname,
    port: Number(url.port || 5432),
    database: name,
    user: decodeURIComponent(url.username || 'postgres'),
    password: decodeURIComponent(url.password),
  };
  const client = new pg.Client({ ...database });
  await client.connect();
  await client.query(postgresX3Sql());
  await client.end();
  return {
    database,
    async drop() {
      const c = new pg.Client({ connectionString: postgresUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** An in-memory PGlite with the X3 fixture, served over the PostgreSQL wire protocol on loopback. */
export async function pglitePostgres(): Promise<PostgresTarget> {
  const db = await PGlite.create();
  await db.exec(postgresX3Sql());
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 16 });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  return {
    database: { type: 'postgres', host: '127.0.0.1', port, database: 'postgres', user: 'postgres', password: '' },
    async drop() {
      await server.stop();
      await db.close();
    },
  };
}
