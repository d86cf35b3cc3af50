import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { type AgentConfigInput, installChangeCapture, type RunningAgent, startAgent } from '@store-console/agent';
import type { DemoErpSize } from './data.ts';
import { demoErpDatabaseId, demoErpSchema, demoErpTableNames } from './schema.ts';
import { type DemoErp, startDemoErp } from './server.ts';

/**
 * The demo start's agent next to the demo ERP: database id `x3` → the ERP over pglite-socket, a key
 * generated once and kept with the port in `${dataDir}/demo-agent.json` (the demo store's source
 * was seeded with both), change capture installed on the SEED tables by the agent's own explicit,
 * idempotent command.
 *
 * The agent listens before the ERP has finished opening (PGlite takes a second or two), so the
 * server's start does not wait for it: the agent answers that the database is unreachable until
 * then. `ready` settles once the ERP serves and change capture is on.
 */

export const defaultDemoAgentPort = 4020;

export type DemoAgent = {
  url: string;
  key: string;
  /** The agent's port was taken: it listens elsewhere (sources seeded with the old address need changing). */
  movedFrom: number | null;
  ready: Promise<{ erp: DemoErp; changeCapture: string[] }>;
  close(): Promise<void>;
};

type Saved = { key?: string; port?: number };

function readSaved(file: string): Saved {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Saved) : {};
  } catch {
    return {};
  }
}

function save(file: string, saved: Saved) {
  const partial = `${file}.partial-${process.pid}`;
  writeFileSync(partial, `${JSON.stringify(saved, null, 2)}\n`, { mode: 0o600 });
  renameSync(partial, file);
}

function freePort(host: string): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

export async function startDemoAgent(options: {
  /** Where the key, the port and the ERP (`demo-erp/`) are kept; undefined: in memory, nothing kept (tests). */
  dataDir?: string | undefined;
  host?: string;
  /** The agent's port; default the one it had last time, else 4020; 0 for any free one. */
  port?: number;
  size?: DemoErpSize;
}): Promise<DemoAgent> {
  const host = options.host ?? '127.0.0.1';
  const file = options.dataDir ? join(options.dataDir, 'demo-agent.json') : null;
  const saved = file ? readSaved(file) : {};
  const key = saved.key && saved.key.length >= 32 ? saved.key : randomBytes(32).toString('base64url');
  const erpPort = await freePort(host);
  const config = (port: number): AgentConfigInput => ({
    listen: { host, port },
    key,
    databases: {
      // PGlite ignores the user and the password; its one database is `postgres`.
      [demoErpDatabaseId]: { type: 'postgres', host, port: erpPort, database: 'postgres', user: 'postgres' },
    },
  });
  const wanted = options.port ?? saved.port ?? defaultDemoAgentPort;
  let agent: RunningAgent;
  let movedFrom: number | null = null;
  try {
    agent = await startAgent(config(wanted));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || wanted === 0) throw error;
    agent = await startAgent(config(0));
    movedFrom = wanted;
  }
  const port = Number(new URL(agent.url).port);
  if (file) save(file, { key, port });

  const erp = startDemoErp({
    dataDir: options.dataDir,
    host,
    port: erpPort,
    ...(options.size ? { size: options.size } : {}),
  });
  const ready = erp.then(async (opened) => {
    const installed = await installChangeCapture(config(port), demoErpDatabaseId, {
      schema: demoErpSchema,
      tables: demoErpTableNames,
    });
    return { erp: opened, changeCapture: installed.tables };
  });
  // Whoever awaits `ready` hears of a failure; nobody else has to.
  ready.catch(() => {});
  return {
    url: agent.url,
    key,
    movedFrom,
    ready,
    async close() {
      await agent.close();
      await erp.then((opened) => opened.close()).catch(() => {});
    },
  };
}
