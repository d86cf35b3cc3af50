import { createServer, type Server, type Socket } from 'node:net';
import { agentApiPrefix, type FilterNode, syncSourceSchema, type TableDescription } from '@store-console/contract';
import type { App } from '../src/app.ts';
import { api } from './api.ts';
import { json, startUpstream, type Upstream } from './gateway.ts';
import { createSettledStore, erpTypeFields } from './helpers.ts';

/**
 * Test support for the sync agent path: a stand-in agent that answers the contract's API
 * (contract agent-api.ts) over a small in-memory database, checks the bearer key like the agent
 * does, and records what it was sent; plus addresses that refuse or never answer.
 */

export type StandInTable = TableDescription & { rows: Record<string, unknown>[] };
export type StandInAgent = Upstream & { host: string; port: number };

function matches(row: Record<string, unknown>, node: FilterNode): boolean {
  if ('and' in node) return node.and.every((child) => matches(row, child));
  if ('or' in node) return node.or.some((child) => matches(row, child));
  if ('not' in node) return !matches(row, node.not);
  const value = row[node.column];
  switch (node.op) {
    case '=':
      return value === node.value;
    case '<>':
      return value !== node.value;
    case '<':
      return Number(value) < Number(node.value);
    case '<=':
      return Number(value) <= Number(node.value);
    case '>':
      return Number(value) > Number(node.value);
    case '>=':
      return Number(value) >= Number(node.value);
    case 'IS NULL':
      return value === null || value === undefined;
    case 'IS NOT NULL':
      return value !== null && value !== undefined;
    case 'IN':
      return node.values.includes(value as never);
    case 'NOT IN':
      return !node.values.includes(value as never);
    default:
      throw new Error(`the stand-in agent does not evaluate ${node.op}`);
  }
}

/** An agent with one database (`dbId`, postgres) and one schema holding `tables`. */
export async function startStandInAgent(options: {
  key: string;
  dbId: string;
  schema: string;
  tables: StandInTable[];
}): Promise<StandInAgent> {
  const upstream = await startUpstream((seen, response) => {
    const error = (status: number, code: string, message: string) => json(response, status, { status, code, message });
    if (seen.headers.authorization !== `Bearer ${options.key}`) return error(401, '4010-unauthorized', 'Bad key');
    const path = (seen.url.split('?')[0] ?? '').slice(agentApiPrefix.length).split('/').map(decodeURIComponent);
    const [, databases, db, schemas, schema, tables, table, action] = path;
    if (databases !== 'databases') return error(404, '4040-not-found', `No route ${seen.url}`);
    if (db === undefined) return json(response, 200, { databases: [{ id: options.dbId, type: 'postgres' }] });
    if (db !== options.dbId) return error(404, '4040-not-found', `Unknown database ${db}`);
    if (schemas !== 'schemas') return error(404, '4040-not-found', `No route ${seen.url}`);
    if (schema === undefined) return json(response, 200, { schemas: [options.schema, 'public'] });
    if (schema !== options.schema || tables !== 'tables')
      return error(404, '4040-not-found', `Unknown schema ${schema}`);
    const describe = ({ rows: _rows, ...description }: StandInTable) => description;
    if (table === undefined) return json(response, 200, { tables: options.tables.map(describe) });
    const found = options.tables.find((entry) => entry.name === table);
    if (!found) return error(404, '4040-not-found', `Unknown table ${table}`);
    if (action === undefined) return json(response, 200, describe(found));
    const body = JSON.parse(seen.body || '{}') as { filter?: FilterNode | null; limit?: number };
    const kept = found.rows.filter((row) => !body.filter || matches(row, body.filter));
    if (action === 'count') return json(response, 200, { count: kept.length });
    if (action === 'preview') {
      return json(response, 200, {
        columns: found.columns.map((column) => column.name),
        rows: kept.slice(0, body.limit ?? 20),
      });
    }
    return error(404, '4040-not-found', `No route ${seen.url}`);
  });
  const url = new URL(upstream.url);
  return { ...upstream, host: url.hostname, port: Number(url.port) };
}

/** A port nothing listens on (bound once, then closed). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A server that accepts connections and never answers. */
export async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A settled Sage X3 store on SYNC_2 whose AGENT source reads database `x3`, schema SEED of the agent
 * at `agent.url` (the demo ERP's agent, or one of the test's own).
 */
export async function agentSyncStore(
  app: App,
  headers: { authorization: string },
  name: string,
  agent: { url: string; key: string },
): Promise<{ id: number; storeId: string }> {
  const store = await createSettledStore(app, headers, name, await erpTypeFields(app, headers, 'Sage_X3'));
  const url = new URL(agent.url);
  await api(app, headers).post('/sync/source', syncSourceSchema, {
    status: 201,
    body: {
      storeId: store.id,
      sourceType: 'Sage_X3',
      syncType: 'AGENT',
      dbType: 'POSTGRES',
      protocol: 'http',
      hostName: url.hostname,
      port: Number(url.port),
      dbAlias: 'x3',
      dbSchema: 'SEED',
      syncVersion: 'SYNC_2',
      agentKey: agent.key,
    },
  });
  return store;
}
