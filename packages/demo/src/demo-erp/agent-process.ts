import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type DemoAgentOptions, planDemoAgent } from './agent.ts';
import type { AgentChildReply, AgentChildRequest } from './agent-child.ts';

/**
 * The demo start's agent and ERP in a process of their own. A load reads the ERP (PGlite: queries
 * run as WebAssembly on the thread that asked) and gzips and hashes its chunks in the agent; in the
 * console's process that work held the console's event loop, and the console stopped answering for
 * the length of a load on a busy machine. Here they share nothing with the console but the loopback.
 *
 * The address and key are settled here, at once, as in the same process (the seed needs them); the
 * child starts once `startAfter` settles, and leaves when this process does (its IPC channel closes)
 * or on SIGTERM/SIGINT, closing the ERP so PGlite's files are left whole.
 */
export type DemoAgentProcess = {
  url: string;
  key: string;
  movedFrom: number | null;
  ready: Promise<{ origin: string; changeCapture: string[] }>;
  close(): Promise<void>;
};

/** The child's module, beside this one: `.js` when this runs built, `.ts` under tsx. */
const childModule = fileURLToPath(
  new URL(`./agent-child${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url),
);

export async function startDemoAgentProcess(options: DemoAgentOptions): Promise<DemoAgentProcess> {
  const plan = await planDemoAgent(options);
  let child: ChildProcess | undefined;
  const ready = (options.startAfter ?? Promise.resolve()).then(
    () =>
      new Promise<{ origin: string; changeCapture: string[] }>((resolve, reject) => {
        // The same Node.js flags as this process (the built packages' export condition).
        const started = fork(childModule, [], { execArgv: process.execArgv, stdio: 'inherit' });
        child = started;
        started.once('error', reject);
        started.once('exit', (code, signal) =>
          reject(new Error(`the demo agent's process ended (${signal ?? `exit code ${code}`})`)),
        );
        started.once('message', (message: AgentChildReply) => {
          if (message.ok) resolve({ origin: message.origin, changeCapture: message.changeCapture });
          else reject(new Error(message.error));
        });
        const request: AgentChildRequest = {
          plan,
          dataDir: options.dataDir,
          ...(options.size ? { size: options.size } : {}),
        };
        started.send(request);
      }),
  );
  // Whoever awaits `ready` hears of a failure; nobody else has to.
  ready.catch(() => {});
  return {
    url: plan.url,
    key: plan.key,
    movedFrom: plan.movedFrom,
    ready,
    async close() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const ended = new Promise((done) => running.once('exit', done));
      running.kill('SIGTERM');
      await ended;
    },
  };
}
