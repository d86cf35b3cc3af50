import type {
  ChangeCaptureState,
  DeleteMode,
  EmptiedTable,
  FailurePhase,
  SyncReadType,
  SyncRequestStage,
  SyncRequestType,
} from '@store-console/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from '../../stores/schema.ts';
import { syncScheduledRuns, syncSources } from '../schema.ts';

/** The sync engine's tables (issue 15; docs/decisions/0088 has the reasons). */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const unfinished = sql`stage NOT IN ('COMPLETED', 'FAILED')`;

/** One row per request; percentage and description are computed by the contract. */
export const syncRequests = pgTable(
  'sync_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    sourceId: integer('source_id')
      .notNull()
      .references(() => syncSources.id, { onDelete: 'cascade' }),
    requestType: text('request_type').$type<SyncRequestType>().notNull(),
    type: text('type').$type<SyncReadType>().notNull(),
    stage: text('stage').$type<SyncRequestStage>().notNull().default('CREATED'),
    /** Requested source tables; [] = every mapped table. */
    tables: jsonb('tables').$type<string[]>().notNull().default([]),
    truncate: boolean('truncate').notNull().default(false),
    currentIndex: count('current_index'),
    endIndex: count('end_index'),
    checkpoint: text('checkpoint'),
    tableCount: integer('table_count').notNull().default(0),
    rowsRead: count('rows_read'),
    inserted: count('inserted'),
    updated: count('updated'),
    deleted: count('deleted'),
    failed: count('failed'),
    bytes: count('bytes'),
    error: text('error'),
    positionFrom: text('position_from'),
    positionTo: text('position_to'),
    /** The agent's extraction id (poll, fetch chunks, cancel). */
    extractionId: text('extraction_id'),
    /** The seq of the current extraction's chunk 0 (a resumed extraction numbers its chunks from 0 again). */
    chunkBase: integer('chunk_base').notNull().default(0),
    /** The last chunk the saved checkpoint covers: a new extraction resumes after it and drops the chunks past it (0022). */
    coveredSeq: integer('covered_seq').notNull().default(-1),
    /** Delete Before Load: only the chosen tables, or their dependents too (contract `deleteModes`). */
    deleteMode: text('delete_mode').$type<DeleteMode>().notNull().default('WITH_DEPENDENTS'),
    /** Delete Before Load's rows emptied per store table, written in the transaction that empties them. */
    emptied: jsonb('emptied').$type<EmptiedTable[]>().notNull().default([]),
    /** The effective mapping's `sentAt` the request loads with (restart keeps it). */
    mappingSentAt: at('mapping_sent_at'),
    scheduledRunId: integer('scheduled_run_id').references(() => syncScheduledRuns.id, { onDelete: 'set null' }),
    subscriptionId: text('subscription_id'),
    attempts: integer('attempts').notNull().default(0),
    createdBy: text('created_by'),
    created: at('created').notNull().defaultNow(),
    startedAt: at('started_at'),
    /** When the current stage began and its currentIndex then: the ETA's rate is this stage's own (0020). */
    stageStartedAt: at('stage_started_at'),
    stageStartIndex: count('stage_start_index'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    finished: at('finished'),
  },
  (t) => [
    index('sync_requests_store_created_idx').on(t.storeId, t.created.desc()),
    index('sync_requests_open_idx').on(t.storeId, t.created).where(unfinished),
    index('sync_requests_failed_idx')
      .on(t.storeId, t.created.desc())
      .where(sql`stage = 'FAILED' OR (stage = 'COMPLETED' AND failed > 0)`),
    // "One request per store runs at a time": a second claim fails on this index and waits.
    uniqueIndex('sync_requests_one_running_key')
      .on(t.storeId)
      .where(sql`stage NOT IN ('CREATED', 'COMPLETED', 'FAILED')`),
    index('sync_requests_finished_idx').on(t.storeId, t.finished).where(sql`finished IS NOT NULL`),
    // The status query's "due run not yet completed" (0021).
    index('sync_requests_scheduled_run_idx').on(t.scheduledRunId).where(sql`scheduled_run_id IS NOT NULL`),
  ],
);

/** Per table of a request: the extraction's checkpoint and Delete Before Load's once-per-run mark. */
export const syncRequestTables = pgTable(
  'sync_request_tables',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => syncRequests.id, { onDelete: 'cascade' }),
    tableName: text('table_name').notNull(),
    lastKey: jsonb('last_key').$type<Record<string, unknown>>(),
    extracted: boolean('extracted').notNull().default(false),
    truncated: boolean('truncated').notNull().default(false),
    rowsRead: count('rows_read'),
    chunks: integer('chunks').notNull().default(0),
    /** Rows that loaded with a value changed by a documented rule (a zero date as NULL; packages/agent/README.md). */
    warnings: count('warnings'),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.tableName] })],
);

/** A request's chunks: received (stored, checksum verified) and loaded (exactly once). */
export const syncRequestChunks = pgTable(
  'sync_request_chunks',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => syncRequests.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    tableName: text('table_name').notNull(),
    rowCount: integer('row_count').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    blobKey: text('blob_key'),
    receivedAt: at('received_at'),
    loadedAt: at('loaded_at'),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    deleted: integer('deleted').notNull().default(0),
    failed: integer('failed').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.seq] }),
    index('sync_request_chunks_pending_idx').on(t.requestId, t.seq).where(sql`loaded_at IS NULL`),
    index('sync_request_chunks_loaded_idx').on(t.storeId, t.loadedAt).where(sql`loaded_at IS NOT NULL`),
  ],
);

/** Rows that failed, grouped by (request, table, category); `count` kept in step with sync_failures. */
export const syncFailureGroups = pgTable(
  'sync_failure_groups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => syncRequests.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    tableName: text('table_name').notNull(),
    category: text('category').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('sync_failure_groups_key').on(t.requestId, t.tableName, t.category)],
);

export const syncFailures = pgTable(
  'sync_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => syncFailureGroups.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => syncRequests.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    phase: text('phase').$type<FailurePhase>().notNull(),
    detail: text('detail').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    rowKey: jsonb('row_key').$type<Record<string, unknown>>(),
    /** The chunk the row failed in; null for a failure a retry recorded again. */
    chunkSeq: integer('chunk_seq'),
    created: at('created').notNull().defaultNow(),
  },
  (t) => [
    index('sync_failures_group_idx').on(t.groupId, t.id),
    index('sync_failures_request_idx').on(t.requestId),
    // A chunk's failed row is recorded once, whatever records it again (0022).
    uniqueIndex('sync_failures_once_key')
      .on(t.requestId, t.chunkSeq, t.groupId, sql`md5(coalesce(${t.rowKey}::text, ${t.data}::text, ${t.detail}))`)
      .where(sql`chunk_seq IS NOT NULL`),
  ],
);

/** What health reads, kept by the engine in the transactions that change the facts. */
export const syncStoreStates = pgTable('sync_store_states', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  everLoadedAt: at('ever_loaded_at'),
  lastCompletedAt: at('last_completed_at'),
  lastDataAt: at('last_data_at'),
  openRequestId: uuid('open_request_id'),
  openStage: text('open_stage').$type<SyncRequestStage>(),
  position: text('position'),
});

/**
 * The agent probe's last answer for one AGENT source (docs/decisions/0073): one row per source, upserted
 * by the minute probe job; health reads it only while the source still names the address probed.
 * `lastSeen`, the version and change capture are kept across probes that did not reach them.
 */
export const syncAgentProbes = pgTable(
  'sync_agent_probes',
  {
    sourceId: integer('source_id')
      .primaryKey()
      .references(() => syncSources.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The address and database id probed. */
    protocol: text('protocol').$type<'https' | 'http'>().notNull(),
    hostName: text('host_name').notNull(),
    port: integer('port').notNull(),
    dbAlias: text('db_alias').notNull(),
    probedAt: at('probed_at').notNull(),
    /** The agent answered its health call and accepted the key. */
    reachable: boolean('reachable').notNull(),
    /** When a probe last reached the agent. */
    lastSeen: at('last_seen'),
    agentVersion: text('agent_version'),
    uptimeSeconds: bigint('uptime_seconds', { mode: 'number' }),
    /** The source's database id answered without error; null when the agent was not reached. */
    databaseOk: boolean('database_ok'),
    /** What went wrong (the agent unreachable, the key refused, the database's error); never a secret. */
    error: text('error'),
    changeCaptureState: text('change_capture_state').$type<ChangeCaptureState>(),
    position: text('position'),
    /** When a probe first saw `position` with its current value (when it last moved). */
    positionChangedAt: at('position_changed_at'),
  },
  (t) => [index('sync_agent_probes_store_idx').on(t.storeId)],
);

/**
 * A GATEWAY (Business Central) source's incremental position per table: the newest
 * `lastModifiedDateTime` a successful run read, moved in the transaction that completes the run.
 */
export const syncGatewayPositions = pgTable(
  'sync_gateway_positions',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    tableName: text('table_name').notNull(),
    position: text('position').notNull(),
    requestId: uuid('request_id'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.tableName] })],
);

/** A sync request as stored (request-service.ts reads and writes it). */
export type RequestRow = typeof syncRequests.$inferSelect;
