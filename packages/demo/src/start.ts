import { existsSync, mkdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BcSimulator, createBcSimulator } from './bc-simulator/server.ts';
import { readSaved } from './bc-simulator/store.ts';
import { type DemoAgentProcess, startDemoAgentProcess } from './demo-erp/agent-process.ts';

/**
 * The demo start (`npm start`, `npm run serve`, the e2e's server): the Business Central simulator
 * the demo's Business Central stores point at, then the built server in this same process, so one
 * process answers signals (the server's own graceful shutdown) and a kill stops both.
 *
 * DEMO_BC_SIMULATOR=false, or GATEWAY_AZURE_AD_URL / GATEWAY_BUSINESS_CENTRAL_URL set (real
 * services), starts the server alone. DEMO_BC_PORT: the simulator's port (default the one it had
 * last time, else 4010; 0 for any free one); DEMO_BC_HOST: its address (127.0.0.1).
 *
 * Then the demo ERP (a Sage-X3-shaped PGlite database under DATA_DIR/demo-erp) and an agent reading
 * it, which the demo store Alpine Outfitters syncs from (the seed connects it; docs/decisions/0076).
 * DEMO_AGENT=false starts neither. DEMO_AGENT_PORT: the agent's port (default the one it had last time, else 4020; 0 for any free one, kept for the next start on the same DATA_DIR);
 * it listens on 127.0.0.1.
 */

const root = resolve(import.meta.dirname, '../../..');
const serverMain = join(root, 'packages/server/dist/main.js');
const serverDist = (path: string) => pathToFileURL(join(root, 'packages/server/dist', path)).href;
const defaultPort = 4010;

function dataDirectory(): string {
  // The server resolves DATA_DIR from where the command was typed (npm's INIT_CWD); so does this.
  const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR ?? './data');
  mkdirSync(dataDir, { recursive: true });
  return dataDir;
}

function wanted(): boolean {
  if (process.env.DEMO_BC_SIMULATOR === 'false') return false;
  return !process.env.GATEWAY_AZURE_AD_URL && !process.env.GATEWAY_BUSINESS_CENTRAL_URL;
}

async function startSimulator(): Promise<BcSimulator> {
  const dataFile = join(dataDirectory(), 'bc-simulator.json');
  const host = process.env.DEMO_BC_HOST ?? '127.0.0.1';
  const given = process.env.DEMO_BC_PORT;
  const options = { host, dataFile, environments: [process.env.DEMO_BC_ENVIRONMENT ?? 'production'] };
  // The demo integrations keep the address they were seeded with: try the port used last time first.
  const remembered = readSaved(dataFile)?.extra?.port;
  const port = given !== undefined ? Number(given) : Number(remembered ?? defaultPort);
  let simulator: BcSimulator;
  try {
    simulator = await createBcSimulator({ ...options, port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    simulator = await createBcSimulator({ ...options, port: 0 });
    console.warn(
      `Port ${port} is taken: the Business Central simulator listens on ${simulator.url} instead. Demo integrations seeded with the old address need it changed in the console (or free port ${port}).`,
    );
  }
  simulator.store.extra.port = new URL(simulator.url).port;
  simulator.store.flush();
  return simulator;
}

/** The server as a program on this machine reaches it (the simulator's webhook calls). */
function localServerUrl(): string {
  const given = process.env.HOST;
  const host = !given || given === '0.0.0.0' || given === '::' ? '127.0.0.1' : given;
  return `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT ?? 8080}`;
}

/**
 * Resolves once the server accepts connections (or after a minute): the demo agent and ERP start
 * then, so their start (a second or two of CPU: the agent's drivers, PGlite) does not lengthen the
 * console's.
 */
function serverListening(): Promise<void> {
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port <= 0) return Promise.resolve();
  const given = process.env.HOST;
  const host = !given || given === '0.0.0.0' || given === '::' ? '127.0.0.1' : given;
  const deadline = Date.now() + 60_000;
  return new Promise((done) => {
    const attempt = () => {
      const socket = connect({ port, host });
      socket.once('connect', () => {
        socket.destroy();
        // Bound is not quite started: the server still runs its listen hooks and prints its address.
        setTimeout(done, 250);
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) done();
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * A fresh start's database begins as a copy of the server's built template: the kernel's work
 * (some 1,200 files), begun here so that it overlaps the simulator's start and the server's modules
 * loading instead of following them. The server's own configuration decides which template
 * (DATA_DIR, DATABASE_URL, DATA_CENTRE_DATABASES, none of which the demo start changes); the
 * server's start joins this copy while it runs (platform/db-template.ts), or finds it made. A
 * failure is the server's to report: its start fails with it, or copies again. Resolves once the
 * copy has begun.
 */
async function startServerTemplateCopy(): Promise<void> {
  try {
    const [{ loadConfig }, { copyBuiltPgliteTemplateFor }] = (await Promise.all([
      import(serverDist('config.js')),
      import(serverDist('platform/db-template.js')),
    ])) as [
      { loadConfig: () => { databaseUrl?: string; dataDir: string; dataCentreDatabases?: Record<string, string> } },
      { copyBuiltPgliteTemplateFor: (config: unknown) => Promise<unknown> },
    ];
    copyBuiltPgliteTemplateFor(loadConfig()).catch(() => {
      // The server's start joins the copy, and says what is wrong.
    });
  } catch {
    // The server says what is wrong.
  }
}

/** The agent's address is settled now; it and the ERP start once the server listens (reported when ready). */
async function startAgent(): Promise<DemoAgentProcess | null> {
  if (process.env.DEMO_AGENT === 'false') return null;
  const given = process.env.DEMO_AGENT_PORT;
  let listenedAt = Date.now();
  const listening = serverListening().then(() => {
    listenedAt = Date.now();
  });
  const agent = await startDemoAgentProcess({
    dataDir: dataDirectory(),
    ...(given !== undefined ? { port: Number(given) } : {}),
    startAfter: listening,
  }).catch((error: unknown) => {
    // The console serves without it: the demo store's sync source then answers "unreachable".
    console.warn(`The demo agent did not start (${(error as Error).message}); starting without it.`);
    return null;
  });
  if (!agent) return null;
  if (agent.movedFrom !== null) {
    console.warn(
      `Port ${agent.movedFrom} is taken: the demo agent listens on ${agent.url} instead. The demo store's sync source seeded with the old address needs it changed in the console (or free port ${agent.movedFrom}).`,
    );
  }
  agent.ready.then(
    ({ origin, changeCapture }) =>
      console.log(
        `Demo ERP (Sage X3 tables in folder SEED, ${origin === 'existing' ? 'kept from last time' : 'new'}) ready ${Date.now() - listenedAt} ms after the console, read by the demo agent at ${agent.url} (database id x3; change capture on ${changeCapture.length} tables)`,
      ),
    (error: unknown) =>
      console.warn(
        `The demo ERP did not open (${(error as Error).message}): the demo agent answers that it is unreachable.`,
      ),
  );
  return agent;
}

function validPort(name: string): boolean {
  const port = process.env[name];
  if (port === undefined || (/^\d+$/.test(port) && Number(port) <= 65535)) return true;
  console.error(`Invalid configuration:\n  ${name}: a port number (0 for any free one)`);
  return false;
}

async function main() {
  if (!validPort('DEMO_BC_PORT') || !validPort('DEMO_AGENT_PORT')) process.exit(1);
  if (!existsSync(serverMain)) {
    console.error(`${serverMain} is missing: run npm run build first (npm start does both).`);
    process.exit(1);
  }
  // The server's modules load beside the copy, as in its own start: none reads the environment the
  // simulator and the agent set below before the server's main runs. They load once the copy has
  // begun (loaded with them, its first modules came late, and the copy with them). A module that
  // fails to load fails the server's own import again, which reports it.
  void startServerTemplateCopy().then(() =>
    Promise.all([import(serverDist('app.js')), import(serverDist('seed.js'))]).catch(() => {}),
  );
  const simulator = wanted()
    ? await startSimulator().catch((error: unknown) => {
        // The console serves without it: the demo integrations' settings then stay empty.
        console.warn(
          `The Business Central simulator did not start (${(error as Error).message}); starting without it.`,
        );
        return null;
      })
    : null;
  if (simulator) {
    Object.assign(process.env, {
      GATEWAY_AZURE_AD_URL: simulator.url,
      GATEWAY_BUSINESS_CENTRAL_URL: simulator.url,
      DEMO_BC_TENANT_ID: simulator.tenantId,
      DEMO_BC_ENVIRONMENT: simulator.environment,
      DEMO_BC_COMPANY_ID: simulator.companyId,
      DEMO_BC_CLIENT_ID: simulator.clientId,
      DEMO_BC_CLIENT_SECRET: simulator.clientSecret,
      DEMO_BC_SCOPE: simulator.scope,
      // The simulator listens on this machine: the gateway refuses loopback upstreams otherwise.
      GATEWAY_ALLOW_PRIVATE_UPSTREAMS: 'true',
      // Webhook subscriptions: the simulator calls this server back here (handshake, notifications).
      WEBHOOK_PUBLIC_URL: process.env.WEBHOOK_PUBLIC_URL ?? localServerUrl(),
    });
    // The server exits through process.exit: the simulator's data is written then, synchronously.
    process.on('exit', () => simulator.store.flush());
    console.log(
      `Business Central simulator (a stand-in for Microsoft's service, for the demo) at ${simulator.url}: the demo's Business Central stores' gateway integrations use it`,
    );
  }
  const agent = await startAgent();
  if (agent) {
    // The seed connects the demo store to it (packages/server/src/seed-sync.ts).
    Object.assign(process.env, {
      DEMO_AGENT_URL: agent.url,
      DEMO_AGENT_KEY: agent.key,
      // The agent listens on this machine: the server refuses loopback agents otherwise.
      SYNC_ALLOW_PRIVATE_AGENTS: 'true',
    });
  }
  await import(pathToFileURL(serverMain).href);
}

main().catch((error: unknown) => {
  console.error('Store Console failed to start:', error);
  process.exit(1);
});
