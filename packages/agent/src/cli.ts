import { parseArgs } from 'node:util';
import { startAgent } from './agent.ts';
import { installChangeCapture, uninstallChangeCapture } from './change-capture/commands.ts';
import { AgentConfigError, loadAgentConfig } from './config.ts';

export const usage = `Usage: store-console-agent [command] [options]

Commands:
  start (default)              Serve the agent's API (SIGTERM or SIGINT stops it gracefully)
  install-change-capture       Install change capture on PostgreSQL or MySQL/MariaDB (change table + triggers)
  uninstall-change-capture     Remove it (the change table goes with the last trigger)

Options:
  --config <file>     JSON configuration (or env AGENT_CONFIG); AGENT_HOST, AGENT_PORT, AGENT_KEY override
  --database <id>     (change capture) the configured database id
  --schema <schema>   (change capture) the schema whose tables are captured
  --tables <A,B>      (change capture) only these tables (default: every table of the schema)
`;

type Output = { out(line: string): void; err(line: string): void };

/**
 * Runs one command. Answers the process exit code; for `start`, resolves once the agent listens and
 * hands back its stop function (the caller wires signals).
 */
export async function runCli(
  argv: readonly string[],
  output: Output,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; stop?: () => Promise<void> }> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    output.err(`${(error as Error).message}\n\n${usage}`);
    return { code: 2 };
  }
  const { command, values } = parsed;
  if (values.help) {
    output.out(usage);
    return { code: 0 };
  }
  try {
    const config = loadAgentConfig(values.config, env);
    if (command === 'start') {
      const agent = await startAgent(config);
      output.out(`Agent listening on ${agent.url} (databases: ${Object.keys(config.databases).join(', ') || 'none'})`);
      return { code: 0, stop: () => agent.close() };
    }
    if (!values.database || !values.schema) {
      output.err(`${command} needs --database <id> and --schema <schema>\n\n${usage}`);
      return { code: 2 };
    }
    const tables = values.tables
      ?.split(',')
      .map((t) => t.trim())
      .filter((t) => t.length > 0);
    const options = { schema: values.schema, ...(tables && tables.length > 0 ? { tables } : {}) };
    if (command === 'install-change-capture') {
      const result = await installChangeCapture(config, values.database, options);
      output.out(
        `Change capture installed on ${values.database}: ${values.schema}.${result.tables.join(`, ${values.schema}.`)}`,
      );
    } else {
      const result = await uninstallChangeCapture(config, values.database, options);
      output.out(
        result.tables.length > 0
          ? `Change capture removed from ${values.database}: ${values.schema}.${result.tables.join(`, ${values.schema}.`)}`
          : `No change capture to remove on ${values.database} in ${values.schema}`,
      );
    }
    return { code: 0 };
  } catch (error) {
    output.err(error instanceof AgentConfigError ? error.message : `${command} failed: ${(error as Error).message}`);
    return { code: 1 };
  }
}

const commands = ['start', 'install-change-capture', 'uninstall-change-capture'] as const;

function parse(argv: readonly string[]) {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      config: { type: 'string' },
      database: { type: 'string' },
      schema: { type: 'string' },
      tables: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const name = positionals[0] ?? 'start';
  const command = commands.find((c) => c === name);
  if (!command || positionals.length > 1) throw new Error(`Unknown command: ${positionals.join(' ')}`);
  return { command, values };
}
