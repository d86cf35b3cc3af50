import { z } from 'zod';
import { filterTreeSchema } from './sync-filter-tree.ts';

/**
 * The agent's HTTP API (SYNC.md "The agent"): what `packages/agent` serves next to an ERP database
 * and what the server's agent client calls. Versioned under `/agent/v1`, JSON, every call carries
 * `Authorization: Bearer {shared key}`; failures answer the one error shape (`errorResponseSchema`).
 * Database credentials never leave the agent: callers name a database by its id (`dbAlias`).
 */
export const agentApiPrefix = '/agent/v1';

/** The database engines the agent reads (SYNC.md "Drivers"). */
export const agentDatabaseTypes = ['postgres', 'mssql', 'oracle', 'mysql'] as const;
export type AgentDatabaseType = (typeof agentDatabaseTypes)[number];

/** A database id, schema, table or column name as the agent accepts it in a path. */
export const agentNameSchema = z
  .string()
  .min(1)
  .max(128)
  .refine((v) => ![...v].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127), 'Invalid character');

export const changeCaptureStates = ['DISABLED', 'ENABLED', 'WRAPPED'] as const;
export type ChangeCaptureState = (typeof changeCaptureStates)[number];

export const changeCaptureSchema = z.object({
  state: z.enum(changeCaptureStates),
  /** The newest change's position (a decimal string: positions may exceed 2^53), null without changes. */
  position: z.string().nullable(),
  /** The oldest position still retained: a consumer behind it is WRAPPED. */
  oldestPosition: z.string().nullable(),
});
export type ChangeCapture = z.infer<typeof changeCaptureSchema>;
/** GET /databases/{db}/change-capture?since={position}: the state as a consumer at `since` sees it (WRAPPED when it lost changes). */
export const agentChangeCaptureQuerySchema = z.strictObject({
  since: z
    .string()
    .regex(/^\d{1,20}$/, 'Expected a change position (digits)')
    .optional(),
});

export const agentDatabaseSchema = z.object({ id: z.string(), type: z.enum(agentDatabaseTypes) });
export type AgentDatabase = z.infer<typeof agentDatabaseSchema>;

/** GET /health */
export const agentHealthSchema = z.object({
  version: z.string(),
  uptimeSeconds: z.number(),
  databases: z.array(
    agentDatabaseSchema.extend({
      reachable: z.boolean(),
      error: z.string().optional(),
      changeCapture: changeCaptureSchema,
    }),
  ),
});
export type AgentHealth = z.infer<typeof agentHealthSchema>;

/** GET /databases */
export const agentDatabasesSchema = z.object({ databases: z.array(agentDatabaseSchema) });
/** GET /databases/{db}/schemas */
export const agentSchemasSchema = z.object({ schemas: z.array(z.string()) });

export const tableColumnSchema = z.object({
  name: z.string(),
  /** The engine's own type name, lower case (`character varying`, `nvarchar`, `number`…). */
  type: z.string(),
  nullable: z.boolean(),
  primaryKey: z.boolean(),
});
export type TableColumn = z.infer<typeof tableColumnSchema>;

export const tableDescriptionSchema = z.object({
  name: z.string(),
  columns: z.array(tableColumnSchema),
  /** Primary key columns in key order (empty when the table has none). */
  primaryKey: z.array(z.string()),
});
export type TableDescription = z.infer<typeof tableDescriptionSchema>;

/** GET /databases/{db}/schemas/{schema}/tables (with columns) */
export const agentTablesSchema = z.object({ tables: z.array(tableDescriptionSchema) });
/** GET /databases/{db}/schemas/{schema}/tables/{table}: `tableDescriptionSchema`. */

export const agentPreviewLimitMax = 100;
/** POST …/tables/{table}/preview */
export const agentPreviewRequestSchema = z.strictObject({
  filter: filterTreeSchema.nullable().default(null),
  limit: z.number().int().min(1).max(agentPreviewLimitMax).default(20),
});
export type AgentPreviewRequest = z.input<typeof agentPreviewRequestSchema>;
export const agentPreviewSchema = z.object({
  columns: z.array(z.string()),
  /** Values as JSON gives them: dates as ISO strings, big numbers and decimals as strings. */
  rows: z.array(z.record(z.string(), z.unknown())),
});
export type AgentPreview = z.infer<typeof agentPreviewSchema>;
/** POST …/tables/{table}/count */
export const agentCountRequestSchema = z.strictObject({ filter: filterTreeSchema.nullable().default(null) });
export const agentCountSchema = z.object({ count: z.number().int() });
