import { buildAgentApp } from './app.ts';
import { type AgentConfig, type AgentConfigInput, parseAgentConfig } from './config.ts';
import { DriverRegistry } from './drivers/registry.ts';
import { Extractions } from './extraction/extractions.ts';

export type RunningAgent = { url: string; close(): Promise<void> };

/** Starts the agent on its configured address (port 0: any free port) and answers its URL. */
export async function startAgent(input: AgentConfig | AgentConfigInput): Promise<RunningAgent> {
  const config = parseAgentConfig(input);
  const drivers = new DriverRegistry(config);
  const extractions = new Extractions(config);
  const app = buildAgentApp(config, drivers, extractions);
  try {
    await extractions.open();
    await app.listen({ host: config.listen.host, port: config.listen.port });
  } catch (error) {
    await extractions.close();
    await drivers.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.listen.port;
  const host = config.listen.host.includes(':') ? `[${config.listen.host}]` : config.listen.host;
  const url = `${config.listen.tls ? 'https' : 'http'}://${host}:${port}`;
  let closing: Promise<void> | undefined;
  return {
    url,
    close() {
      closing ??= (async () => {
        // Open calls finish; a keep-alive connection that becomes idle after the close began (a
        // chunk download ending) is closed then, not after the 72 s keep-alive timeout.
        const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
        try {
          await app.close();
        } finally {
          clearInterval(sweep);
        }
        // Runs stop before the pools they read through close.
        await extractions.close();
        await drivers.close();
      })();
      return closing;
    },
  };
}
