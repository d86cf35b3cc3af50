import { type DemoAgentPlan, type RunningDemoAgent, runDemoAgent } from './agent.ts';
import type { DemoErpSize } from './data.ts';

/**
 * The demo agent's own process (forked by agent-process.ts): it receives the plan once, starts the
 * agent and the ERP, answers whether they are up, and closes both when told to stop or when its
 * parent is gone.
 */
export type AgentChildRequest = { plan: DemoAgentPlan; dataDir: string | undefined; size?: DemoErpSize };
export type AgentChildReply = { ok: true; origin: string; changeCapture: string[] } | { ok: false; error: string };

let running: RunningDemoAgent | undefined;
let stopping = false;

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  try {
    await running?.agent.close();
    await running?.erp.close();
  } finally {
    process.exit(code);
  }
}

process.once('SIGTERM', () => void stop(0));
process.once('SIGINT', () => void stop(0));
// The console's process ended (or exited without a word): nobody reads this agent any more.
process.once('disconnect', () => void stop(0));

process.once('message', async (request: AgentChildRequest) => {
  const started: Parameters<typeof runDemoAgent>[2] = {};
  try {
    running = await runDemoAgent(request.plan, { dataDir: request.dataDir, size: request.size }, started);
    const reply: AgentChildReply = { ok: true, origin: running.erp.origin, changeCapture: running.changeCapture };
    process.send?.(reply);
  } catch (error) {
    await started.agent?.close().catch(() => {});
    await started.erp?.then((erp) => erp.close()).catch(() => {});
    const reply: AgentChildReply = { ok: false, error: (error as Error).message };
    process.send?.(reply, () => process.exit(1));
  }
});
