import { z } from 'zod';
import { filterTreeSchema } from './sync-filter-tree.ts';

/**
 * The agent's HTTP API (docs/decisions/0062): what `packages/agent` serves next to an ERP database
 * and what the server's agent client calls. Versioned under `/agent/v1`, JSON, every call carries
 * `Authorization: Bearer {shared key}`; failures answer the one error shape (`errorResponseSchema`).
 * Database credentials never leave the agent: callers name a database by its id (`dbAlias`).
 */
export const agentApiPrefix = '/agent/v1';

/** The database engines the agent reads (docs/decisions/0060). */
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

/* ------------------------------------------------------------------------------------------------
 * Reconciliation (issue 15, beyond the spec): POST …/tables/{table}/checksum
 *
 * How many rows the filter keeps, how many distinct keys they hold, and a checksum of that key set,
 * computed in one aggregate statement (no row leaves the database). The store computes the same
 * checksum over its target table's natural keys, so equal figures mean the same key sets.
 *
 * Key text: each key column rendered as text — text columns trimmed of spaces (upper-cased when
 * `upper`), integers in decimal without sign for positives or padding, dates `YYYY-MM-DD`; NULL as
 * the empty string — joined by U+001F. Hash of a key: the first 32 bits of MD5 over the UTF-8 bytes
 * of that text, read as an unsigned big-endian integer (0 … 4294967295). Checksum: the sum of the
 * hashes of the distinct keys, a decimal string (exact: no engine rounds it). Other column types
 * (decimals, timestamps, binary) are refused: their text differs between engines.
 * ---------------------------------------------------------------------------------------------- */

export const agentChecksumKeyColumnsMax = 16;
/** The separator between a key's columns in its text (a control character no ERP key holds). */
export const keyTextSeparator = '\u001f';

export const agentChecksumRequestSchema = z
  .strictObject({
    filter: filterTreeSchema.nullable().default(null),
    key: z
      .array(z.strictObject({ column: agentNameSchema, upper: z.boolean().default(false) }))
      .min(1)
      .max(agentChecksumKeyColumnsMax),
  })
  .superRefine((body, ctx) => {
    const names = body.key.map((part) => part.column);
    const twice = names.find((name, i) => names.indexOf(name) !== i);
    if (twice !== undefined)
      ctx.addIssue({ code: 'custom', path: ['key'], message: `Column '${twice}' is named twice` });
  });
export type AgentChecksumRequest = z.input<typeof agentChecksumRequestSchema>;

/** A checksum: the decimal sum of 32-bit key hashes. */
export const keyChecksumSchema = z.string().regex(/^\d{1,40}$/, 'Expected a checksum (digits)');

export const agentChecksumSchema = z.object({
  /** Rows the filter keeps. */
  rows: z.number().int().min(0),
  /** Distinct keys among them (fewer than rows when several rows share a key). */
  keys: z.number().int().min(0),
  checksum: keyChecksumSchema,
});
export type AgentChecksum = z.infer<typeof agentChecksumSchema>;

/* ------------------------------------------------------------------------------------------------
 * Extraction (docs/decisions/0062: start an extraction, its progress, fetch a chunk, cancel).
 *
 * POST   /databases/{db}/extractions        agentExtractionRequestSchema → 202 agentExtractionStartedSchema
 * GET    /extractions/{id}                  → agentExtractionSchema
 * GET    /extractions/{id}/chunks/{index}   → the chunk file's bytes as stored (gzip of NDJSON),
 *        content-type application/gzip, headers x-chunk-rows and x-chunk-sha256 (hex, over the bytes)
 * DELETE /extractions/{id}                  → 204: a running one stops; its chunk files are deleted
 *
 * A chunk is gzip'd NDJSON, one `agentChunkLineSchema` per line. Values are JSON-safe and exact:
 * integers beyond int4 (bigint), numeric/decimal as strings; float/double as JSON numbers (NaN and
 * ±Infinity as the strings "NaN", "Infinity", "-Infinity"); dates `YYYY-MM-DD`; timestamps without
 * zone ISO 8601 wall-clock `YYYY-MM-DDTHH:MM:SS[.ffffff]` (no zone shift), with zone ISO 8601 in
 * UTC (`…Z`); bytes base64; json columns as JSON; NULL as null.
 * ---------------------------------------------------------------------------------------------- */

export const extractionModes = ['FULL', 'CHANGES'] as const;
export type ExtractionMode = (typeof extractionModes)[number];
export const extractionStates = ['RUNNING', 'DONE', 'FAILED', 'CANCELLED'] as const;
export type ExtractionState = (typeof extractionStates)[number];

/** A change position: a decimal string (positions may exceed 2^53). */
export const changePositionSchema = z.string().regex(/^\d{1,20}$/, 'Expected a change position (digits)');

/** An extraction id (the agent's own UUID). */
export const extractionIdSchema = z.uuid('Expected an extraction id');

/** A chunk's index within its extraction (0-based, in the order the chunks were written). */
export const extractionChunkIndexSchema = z
  .string()
  .regex(/^\d{1,9}$/, 'Expected a chunk index')
  .transform(Number);

/** One value of a primary key as a chunk line carries it (JSON-safe: big numbers as strings). */
export const extractionKeyValueSchema = z.union([z.string().max(4000), z.number(), z.boolean()]);
/** A primary key: every key column of the table with its value, `{"SOHNUM_0": "SO001", "SOPLIN_0": 1}`. */
export const extractionKeySchema = z.record(agentNameSchema, extractionKeyValueSchema);
export type ExtractionKey = z.infer<typeof extractionKeySchema>;

export const agentExtractionChunkRowsMax = 50_000;
export const agentExtractionChunkRowsDefault = 10_000;
export const agentExtractionTablesMax = 500;

/** POST /databases/{db}/extractions */
export const agentExtractionRequestSchema = z
  .strictObject({
    schema: agentNameSchema,
    mode: z.enum(extractionModes),
    /** The tables in the order they are read; each with its own filter (the same trees as preview). */
    tables: z
      .array(z.strictObject({ table: agentNameSchema, filter: filterTreeSchema.nullable().default(null) }))
      .min(1)
      .max(agentExtractionTablesMax),
    /** CHANGES (required): read the changes after this position. */
    since: changePositionSchema.optional(),
    /**
     * FULL: continue after this primary key of that table (a checkpoint of an earlier run); the
     * tables before it in `tables` are skipped, the ones after it are read whole.
     */
    resumeAfter: z.strictObject({ table: agentNameSchema, key: extractionKeySchema }).optional(),
    /** The most rows a chunk holds (a chunk also ends at 32 MB of NDJSON before gzip). */
    chunkRows: z.number().int().min(1).max(agentExtractionChunkRowsMax).default(agentExtractionChunkRowsDefault),
  })
  .superRefine((body, ctx) => {
    if (body.mode === 'CHANGES' && body.since === undefined)
      ctx.addIssue({ code: 'custom', path: ['since'], message: 'Required for a CHANGES extraction' });
    if (body.mode === 'FULL' && body.since !== undefined)
      ctx.addIssue({ code: 'custom', path: ['since'], message: 'Only for a CHANGES extraction' });
    if (body.mode === 'CHANGES' && body.resumeAfter !== undefined)
      ctx.addIssue({ code: 'custom', path: ['resumeAfter'], message: 'Only for a FULL extraction' });
    const names = body.tables.map((t) => t.table);
    const twice = names.find((name, i) => names.indexOf(name) !== i);
    if (twice !== undefined)
      ctx.addIssue({ code: 'custom', path: ['tables'], message: `Table '${twice}' is named twice` });
    if (body.resumeAfter && !names.includes(body.resumeAfter.table))
      ctx.addIssue({ code: 'custom', path: ['resumeAfter', 'table'], message: 'Not one of the tables' });
  });
export type AgentExtractionRequest = z.input<typeof agentExtractionRequestSchema>;

/** 202 */
export const agentExtractionStartedSchema = z.object({ id: extractionIdSchema });

export const extractionChunkSchema = z.object({
  index: z.number().int().min(0),
  table: z.string(),
  rows: z.number().int().min(0),
  /** The gzip file's size and SHA-256 (hex) over its bytes, as GET …/chunks/{index} serves them. */
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ExtractionChunk = z.infer<typeof extractionChunkSchema>;

/**
 * Where a run stands, as of its last finished chunk: FULL the table and the last key written (resume
 * with `resumeAfter`); CHANGES the table and the last position written (each table's changes are
 * read in turn over the same window, so a failed CHANGES run is re-run from its `since`: applying
 * its lines again in order converges to the same rows).
 */
export const extractionCheckpointSchema = z.union([
  z.object({ table: z.string(), key: extractionKeySchema }),
  z.object({ table: z.string(), position: changePositionSchema }),
]);
export type ExtractionCheckpoint = z.infer<typeof extractionCheckpointSchema>;

/** GET /extractions/{id} */
export const agentExtractionSchema = z.object({
  id: extractionIdSchema,
  state: z.enum(extractionStates),
  mode: z.enum(extractionModes),
  /** Null until the first chunk is written. Resume a failed FULL run with `resumeAfter: checkpoint`. */
  checkpoint: extractionCheckpointSchema.nullable(),
  /** The finished chunks, in order (a chunk is listed once its file is complete; fetch it while the run goes on). */
  chunks: z.array(extractionChunkSchema),
  /** Rows written to finished chunks. */
  rowsRead: z.number().int().min(0),
  /** FAILED: what failed (the database's message, never credentials). */
  error: z.string().optional(),
  /**
   * Where the next CHANGES extraction starts (its `since`). CHANGES: the position this run read up to
   * (fixed when it starts: changes after it are the next run's). FULL: the change position taken
   * before the first row was read (a change made during the load is then read again, harmlessly);
   * null when the database has no change capture.
   */
  endPosition: changePositionSchema.nullable(),
});
export type AgentExtraction = z.infer<typeof agentExtractionSchema>;

/** One NDJSON line of a chunk. */
export const agentChunkLineSchema = z.object({
  /** The table. */
  t: z.string(),
  /** FULL lines are U (upsert); CHANGES lines I, U or D in position order. */
  op: z.enum(['I', 'U', 'D']),
  /**
   * I/U: the current row, every column. D: the row as it was deleted (null when the change was
   * captured before change capture kept deleted rows).
   */
  row: z.record(z.string(), z.unknown()).nullable(),
  key: extractionKeySchema,
  /** CHANGES: the change's position. */
  pos: changePositionSchema.optional(),
});
export type AgentChunkLine = z.infer<typeof agentChunkLineSchema>;

const chunkLineFields = new Set(['t', 'op', 'row', 'key', 'pos']);
/** As `agentNameSchema`: 1 to 128 characters, no control character. */
function isAgentName(name: string): boolean {
  if (name.length < 1 || name.length > 128) return false;
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    if (code < 32 || code === 127) return false;
  }
  return true;
}
const positionDigits = /^\d{1,20}$/;

/** Whether `value` is a chunk line exactly as `agentChunkLineSchema` accepts it and would return it. */
function isPlainChunkLine(value: unknown): value is AgentChunkLine {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const line = value as Record<string, unknown>;
  for (const field in line) if (!chunkLineFields.has(field)) return false;
  if (typeof line.t !== 'string' || (line.op !== 'I' && line.op !== 'U' && line.op !== 'D')) return false;
  if (line.row !== null && (typeof line.row !== 'object' || Array.isArray(line.row))) return false;
  if (line.pos !== undefined && !(typeof line.pos === 'string' && positionDigits.test(line.pos))) return false;
  const key = line.key;
  if (typeof key !== 'object' || key === null || Array.isArray(key)) return false;
  for (const [name, part] of Object.entries(key)) {
    if (!isAgentName(name)) return false;
    if (typeof part === 'string' ? part.length > 4000 : typeof part !== 'number' && typeof part !== 'boolean')
      return false;
  }
  return true;
}

/**
 * A parsed chunk line checked against `agentChunkLineSchema`: the common well-formed line by a
 * direct check (a load reads millions), anything else through the schema (same result, same errors).
 */
export function parseAgentChunkLine(value: unknown): AgentChunkLine {
  return isPlainChunkLine(value) ? value : agentChunkLineSchema.parse(value);
}

/** Response headers of GET …/chunks/{index}. */
export const chunkRowsHeader = 'x-chunk-rows';
export const chunkSha256Header = 'x-chunk-sha256';
