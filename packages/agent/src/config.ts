import { readFileSync } from 'node:fs';
import { agentDatabaseTypes, agentNameSchema } from '@store-console/contract';
import { z } from 'zod';

const port = z.number().int().min(0).max(65535);

/** Oracle change capture: the per-table "modified at" column, e.g. `{ "ITMMASTER": "UPDDATTIM_0" }` (docs/decisions/0061). */
const oracleChangeCapture = z.strictObject({
  modifiedColumn: z.record(z.string().min(1), z.string().min(1)),
});

export const agentDatabaseConfigSchema = z.strictObject({
  type: z.enum(agentDatabaseTypes),
  host: z.string().min(1),
  port: port.optional(),
  database: z.string().min(1),
  user: z.string().min(1),
  password: z.string().default(''),
  /** TLS to the database: true (verify), false, or `{ rejectUnauthorized }`. */
  ssl: z.union([z.boolean(), z.strictObject({ rejectUnauthorized: z.boolean() })]).optional(),
  changeCapture: z
    .strictObject({
      /** SQL Server: the capture instance per table when not the default `{schema}_{table}`. */
      captureInstances: z.record(z.string().min(1), z.string().min(1)).optional(),
      modifiedColumn: oracleChangeCapture.shape.modifiedColumn.optional(),
    })
    .optional(),
});
export type AgentDatabaseConfig = z.infer<typeof agentDatabaseConfigSchema>;

export const agentConfigSchema = z.strictObject({
  listen: z
    .strictObject({
      host: z.string().min(1).default('127.0.0.1'),
      port: port.default(7070),
      tls: z.strictObject({ certFile: z.string().min(1), keyFile: z.string().min(1) }).optional(),
    })
    .prefault({}),
  /** The shared key the server presents on every call (`Authorization: Bearer …`). */
  key: z.string().min(16, 'The key must have at least 16 characters'),
  databases: z.record(agentNameSchema, agentDatabaseConfigSchema),
  /** Where extraction chunks are written (default: the OS temporary directory + `store-console-agent`). */
  workDir: z.string().min(1).optional(),
  extractions: z
    .strictObject({
      /** How long a finished extraction and its chunks are kept (seconds; default 1 h). */
      retentionSeconds: z
        .number()
        .min(0)
        .max(7 * 24 * 3600)
        .default(3600),
      /** Extractions running at once; one more is refused with 429. */
      maxConcurrent: z.number().int().min(1).max(64).default(2),
    })
    .prefault({}),
});
export type AgentConfig = z.infer<typeof agentConfigSchema>;
export type AgentConfigInput = z.input<typeof agentConfigSchema>;

/** A configuration the agent cannot start with; the message names each bad field, never a value. */
export class AgentConfigError extends Error {}

export function parseAgentConfig(input: unknown): AgentConfig {
  const result = agentConfigSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new AgentConfigError(`Invalid agent configuration:\n  ${problems.join('\n  ')}`);
}

/**
 * The configuration from a JSON file (`--config path` or `AGENT_CONFIG`), with the listen address
 * and key overridable by `AGENT_HOST`, `AGENT_PORT` and `AGENT_KEY`.
 */
export function loadAgentConfig(path: string | undefined, env: NodeJS.ProcessEnv = process.env): AgentConfig {
  const file = path ?? env.AGENT_CONFIG;
  if (!file) throw new AgentConfigError('No configuration: pass --config <file> or set AGENT_CONFIG');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new AgentConfigError(
      `Cannot read the configuration file ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new AgentConfigError(`The configuration file ${file} is not JSON: ${(error as Error).message}`);
  }
  if (typeof json === 'object' && json !== null) {
    const record = json as { listen?: Record<string, unknown>; key?: unknown };
    const listen = { ...(record.listen ?? {}) };
    if (env.AGENT_HOST) listen.host = env.AGENT_HOST;
    if (env.AGENT_PORT) {
      const n = Number(env.AGENT_PORT);
      if (!Number.isInteger(n)) throw new AgentConfigError('AGENT_PORT: Expected an integer port');
      listen.port = n;
    }
    json = { ...record, listen, ...(env.AGENT_KEY ? { key: env.AGENT_KEY } : {}) };
  }
  return parseAgentConfig(json);
}
