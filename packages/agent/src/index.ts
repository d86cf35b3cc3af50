export { type RunningAgent, startAgent } from './agent.ts';
export { changeCaptureStatus, installChangeCapture, uninstallChangeCapture } from './change-capture/commands.ts';
export {
  type AgentConfig,
  AgentConfigError,
  type AgentConfigInput,
  type AgentDatabaseConfig,
  agentConfigSchema,
  loadAgentConfig,
  parseAgentConfig,
} from './config.ts';
