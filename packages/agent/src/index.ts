export { type RunningAgent, startAgent } from './agent.ts';
export {
  type ChangeCaptureOptions,
  changeCaptureStatus,
  installChangeCapture,
  pruneChangeCapture,
  uninstallChangeCapture,
} from './change-capture/commands.ts';
export {
  type AgentConfig,
  AgentConfigError,
  type AgentConfigInput,
  type AgentDatabaseConfig,
  agentConfigSchema,
  loadAgentConfig,
  parseAgentConfig,
} from './config.ts';
