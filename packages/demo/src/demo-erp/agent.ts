import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import type { AgentConfigInput, RunningAgent } from '@store-console/agent';
import type { DemoErpSize } from './data.ts';
import { demoErpDatabaseId, demoErpSchema, demoErpTableNames } from './schema.ts';
import type { DemoErp } from './server.ts';

/**
 * The demo start's agent next to the demo ERP: database id `x3` → the ERP over pglite-socket, a key
 * generated once and kept with the port in `${dataDir}/demo-agent.json` (the demo store's source
 * was seeded with both), change capture installed on the SEED tables by the agent's own explicit,
 * idempotent command.
 *
 * Its address is settled at once (the port it had last time if free), but the agent and the ERP
 * start when `startAfter` settles: loading the agent's drivers and opening PGlite cost a second or
 * two of CPU, which the demo start keeps out of the console's own start. Until then the agent does
 * not answer (the console says it is unreachable). `ready` settles once both serve and change
 * capture is on.
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
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  writeFileSync(partial, `${JSON.stringify(saved, null, 2)}\n`, { mode: 0o600 });
  renameSync(partial, file);
}

/** `port` when it is free (0: any free one), else undefined. */
function freePort(host: string, port: number): Promise<number | undefined> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? done(undefined) : fail(error),
    );
    server.listen(port, host, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

export type DemoAgentOptions = {
  /** Where the key, the port and the ERP (`demo-erp/`) are kept; undefined: in memory, nothing kept (tests). */
  dataDir?: string | undefined;
  host?: string;
  /**
   * The agent's port; default the one it had last time, else 4020; 0 for any free one, chosen once:
   * a later start with 0 on the same data directory keeps it (the demo store's source was seeded with it).
   */
  port?: number;
  size?: DemoErpSize;
  /** The agent and the ERP start once this settles (the demo start: once the server listens). */
  startAfter?: Promise<unknown>;
};

/** Where the agent and its ERP will listen, and the agent's settings: what both ways of starting them share. */
export type DemoAgentPlan = {
  host: string;
  key: string;
  url: string;
  erpPort: number;
  movedFrom: number | null;
  config: AgentConfigInput;
};

/** Settles the agent's address and key (kept in `demo-agent.json`) and a port for its ERP. */
export async function planDemoAgent(options: DemoAgentOptions): Promise<DemoAgentPlan> {
  const host = options.host ?? '127.0.0.1';
  const file = options.dataDir ? join(options.dataDir, 'demo-agent.json') : null;
  const saved = file ? readSaved(file) : {};
  const key = saved.key && saved.key.length >= 32 ? saved.key : randomBytes(32).toString('base64url');
  const savedPort =
    Number.isInteger(saved.port) && Number(saved.port) > 0 && Number(saved.port) < 65_536 ? saved.port : undefined;
  const wanted = options.port === 0 ? (savedPort ?? 0) : (options.port ?? savedPort ?? defaultDemoAgentPort);
  const free = await freePort(host, wanted);
  const port = free ?? (await freePort(host, 0));
  const erpPort = await freePort(host, 0);
  if (port === undefined || erpPort === undefined) throw new Error('no free port');
  if (file) save(file, { key, port });
  const config: AgentConfigInput = {
    listen: { host, port },
    key,
    databases: {
      // PGlite ignores the user and the password; its one database is `postgres`.
      [demoErpDatabaseId]: { type: 'postgres', host, port: erpPort, database: 'postgres', user: 'postgres' },
    },
  };
  return {
    host,
    key,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    erpPort,
    movedFrom: free === undefined ? wanted : null,
    config,
  };
}

export type RunningDemoAgent = { agent: RunningAgent; erp: DemoErp; changeCapture: string[] };

/**
 * Starts the agent and the ERP of a plan and installs change capture. `started` receives each as it
 * starts, so a caller can close what did start when a later step fails.
 */
export async function runDemoAgent(
  plan: DemoAgentPlan,
  options: Pick<DemoAgentOptions, 'dataDir' | 'size'>,
  started: { agent?: RunningAgent; erp?: Promise<DemoErp> } = {},
): Promise<RunningDemoAgent> {
  const [{ startAgent, installChangeCapture }, { startDemoErp }] = await Promise.all([
    import('@store-console/agent'),
    import('./server.ts'),
  ]);
  const agent = await startAgent(plan.config);
  started.agent = agent;
  started.erp = startDemoErp({
    dataDir: options.dataDir,
    host: plan.host,
    port: plan.erpPort,
    ...(options.size ? { size: options.size } : {}),
  });
  const erp = await started.erp;
  const installed = await installChangeCapture(plan.config, demoErpDatabaseId, {
    schema: demoErpSchema,
    tables: demoErpTableNames,
  });
  return { agent, erp, changeCapture: installed.tables };
}

/** The agent and the ERP in this process (tests, which reach into the ERP's database). */
export async function startDemoAgent(options: DemoAgentOptions): Promise<DemoAgent> {
  const plan = await planDemoAgent(options);
  const started: { agent?: RunningAgent; erp?: Promise<DemoErp> } = {};
  const ready = (options.startAfter ?? Promise.resolve()).then(async () => {
    const { erp, changeCapture } = await runDemoAgent(plan, options, started);
    return { erp, changeCapture };
  });
  // Whoever awaits `ready` hears of a failure; nobody else has to.
  ready.catch(() => {});
  return {
    url: plan.url,
    key: plan.key,
    movedFrom: plan.movedFrom,
    ready,
    async close() {
      await ready.catch(() => {});
      await started.agent?.close();
      await started.erp?.then((erp) => erp.close()).catch(() => {});
    },
  };
}
