import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { type RunningAgent, startAgent } from '@store-console/agent';

/**
 * The real agent (`@store-console/agent`) in a test, next to an ERP database of its own: an
 * in-memory PGlite served over the PostgreSQL wire protocol on loopback (pglite-socket, as the
 * agent's own tests do). pglite-socket pins the PGlite version it serves, so both are loaded as the
 * agent package resolves them, not the server's PGlite.
 */

const fromAgent = createRequire(new URL('../../agent/package.json', import.meta.url));

/** The ES module of a package the agent package depends on. */
async function agentDependency(name: string): Promise<Record<string, unknown>> {
  const cjs = fromAgent.resolve(name);
  return import(pathToFileURL(cjs.replace(/\.cjs$/, '.js')).href);
}

type PGliteInstance = { exec(sql: string): Promise<unknown>; close(): Promise<void> };
type SocketServer = { start(): Promise<void>; stop(): Promise<void>; getServerConn(): string };

export type ErpDatabase = { host: string; port: number; close(): Promise<void> };

/** A PostgreSQL-speaking ERP database on 127.0.0.1 holding what `sql` creates. */
export async function erpDatabase(sql: string): Promise<ErpDatabase> {
  const { PGlite } = (await agentDependency('@electric-sql/pglite')) as {
    PGlite: { create(): Promise<PGliteInstance> };
  };
  const { PGLiteSocketServer } = (await agentDependency('@electric-sql/pglite-socket')) as {
    PGLiteSocketServer: new (options: {
      db: PGliteInstance;
      host: string;
      port: number;
      maxConnections: number;
    }) => SocketServer;
  };
  const db = await PGlite.create();
  await db.exec(sql);
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 16 });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  return {
    host: '127.0.0.1',
    port,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}

export type AgentNextToErp = { agent: RunningAgent; host: string; port: number; close(): Promise<void> };

/** The agent on 127.0.0.1 (any free port) reading `erp` as database id `dbId`. */
export async function agentNextTo(erp: ErpDatabase, key: string, dbId: string): Promise<AgentNextToErp> {
  const agent = await startAgent({
    listen: { host: '127.0.0.1', port: 0 },
    key,
    databases: {
      [dbId]: {
        type: 'postgres',
        host: erp.host,
        port: erp.port,
        database: 'postgres',
        user: 'postgres',
        password: '',
      },
    },
  });
  const url = new URL(agent.url);
  return { agent, host: url.hostname, port: Number(url.port), close: () => agent.close() };
}

type MysqlConnection = {
  query(sql: string, values?: unknown[]): Promise<[unknown, unknown]>;
  end(): Promise<void>;
};
type Mysql = { createConnection(options: Record<string, unknown>): Promise<MysqlConnection> };

/** mysql2, as the agent package resolves it (the server has no MySQL client of its own). */
const mysqlClient = () => fromAgent('mysql2/promise') as Mysql;
const mysqlServer = { host: '127.0.0.1', port: 3306, user: 'root', password: '' };

/** Whether a MariaDB/MySQL server answers on 127.0.0.1:3306 (tests on it are skipped when none does). */
export async function mysqlAnswers(): Promise<boolean> {
  try {
    const connection = await mysqlClient().createConnection({ ...mysqlServer, connectTimeout: 2000 });
    await connection.end();
    return true;
  } catch {
    return false;
  }
}

export type MysqlErp = {
  database: string;
  /** How the agent's configuration names it. */
  agentDatabase: { type: 'mysql'; host: string; port: number; user: string; password: string; database: string };
  connection: MysqlConnection;
  close(): Promise<void>;
};

/** A fresh database on the MariaDB/MySQL server holding what `statements` create, and a connection to it. */
export async function mysqlErp(statements: readonly string[]): Promise<MysqlErp> {
  const database = `h_server_${Math.random().toString(36).slice(2, 10)}`;
  const connection = await mysqlClient().createConnection({ ...mysqlServer, multipleStatements: false });
  await connection.query(`CREATE DATABASE \`${database}\` DEFAULT CHARSET utf8mb4`);
  await connection.query(`USE \`${database}\``);
  for (const statement of statements) await connection.query(statement);
  return {
    database,
    agentDatabase: { type: 'mysql', ...mysqlServer, database },
    connection,
    async close() {
      await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
      await connection.end();
    },
  };
}

/** The agent reading a MariaDB/MySQL database as database id `dbId`. */
export async function agentNextToMysql(erp: MysqlErp, key: string, dbId: string): Promise<AgentNextToErp> {
  const agent = await startAgent({
    listen: { host: '127.0.0.1', port: 0 },
    key,
    databases: { [dbId]: erp.agentDatabase },
  });
  const url = new URL(agent.url);
  return { agent, host: url.hostname, port: Number(url.port), close: () => agent.close() };
}
