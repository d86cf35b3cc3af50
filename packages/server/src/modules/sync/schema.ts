import type { Mapping, ScheduleFrequency, SendMappingsReply, WeekDay } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/audit-columns.ts';
import { stores } from '../stores/schema.ts';

/**
 * A store's sync source: one per store. AGENT sources name the agent's
 * address and a database id and schema; the agent's shared key is sealed (SecretBox, purpose
 * 'sync'). GATEWAY sources name the store's gateway integration.
 */
export const syncSources = pgTable(
  'sync_sources',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    sourceType: text('source_type').notNull(),
    syncType: text('sync_type').$type<'GATEWAY' | 'AGENT'>().notNull(),
    integrationName: text('integration_name'),
    dbType: text('db_type').$type<'MSSQL' | 'ORACLE' | 'POSTGRES' | 'MYSQL'>(),
    protocol: text('protocol').$type<'https' | 'http'>(),
    hostName: text('host_name'),
    port: integer('port'),
    dbAlias: text('db_alias'),
    dbSchema: text('db_schema'),
    isActive: boolean('is_active').notNull().default(true),
    /** Sealed agent key, or null. */
    agentKey: text('agent_key'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('sync_sources_store_key').on(t.storeId)],
);

/** A source's schedule; `nextDueAt` is what the minute tick looks up. */
export const syncSchedules = pgTable(
  'sync_schedules',
  {
    sourceId: integer('source_id')
      .primaryKey()
      .references(() => syncSources.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(false),
    days: jsonb('days').$type<WeekDay[]>().notNull().default([]),
    startHour: integer('start_hour'),
    endHour: integer('end_hour'),
    frequency: text('frequency').$type<ScheduleFrequency>(),
    tables: jsonb('tables').$type<string[]>().notNull().default([]),
    /** The next due time (UTC), null while inactive: one indexed query finds every due schedule. */
    nextDueAt: timestamp('next_due_at', { withTimezone: true, mode: 'date' }),
    ...auditColumns,
  },
  (t) => [index('sync_schedules_next_due_idx').on(t.nextDueAt).where(sql`${t.nextDueAt} IS NOT NULL`)],
);

/** A due run the scheduler recorded; the engine (issue 15) marks it started. */
export const syncScheduledRuns = pgTable(
  'sync_scheduled_runs',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    sourceId: integer('source_id')
      .notNull()
      .references(() => syncSources.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('sync_scheduled_runs_source_due_key').on(t.sourceId, t.dueAt),
    index('sync_scheduled_runs_store_idx').on(t.storeId, t.dueAt),
  ],
);

/** A store's mapping overrides (the ERP type's default mapping lives in code). */
export const syncMappings = pgTable(
  'sync_mappings',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    sourceTable: text('source_table').notNull(),
    sourceColumn: text('source_column').notNull(),
    targetTable: text('target_table').notNull(),
    targetColumn: text('target_column').notNull(),
    defaultValue: text('default_value'),
    rowGroup: text('row_group'),
    converter: text('converter'),
    ...auditColumns,
  },
  (t) => [index('sync_mappings_store_idx').on(t.storeId)],
);

/** The effective mapping "Send Mappings" made current: what the next requests use. */
export const syncMappingSets = pgTable('sync_mapping_sets', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  mappings: jsonb('mappings').$type<Mapping[]>().notNull(),
  result: jsonb('result').$type<SendMappingsReply>().notNull(),
  sentBy: text('sent_by'),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A source table's filter: the expression as typed and its tree (what the agent compiles). */
export const syncFilters = pgTable(
  'sync_filters',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    tableName: text('table_name').notNull(),
    expr: text('expr').notNull(),
    tree: jsonb('tree').notNull(),
    ...auditColumns,
  },
  (t) => [primaryKey({ columns: [t.storeId, t.tableName] })],
);

/** The settings screen's forms; passwords sealed in `secrets`. */
export const syncSettings = pgTable('sync_settings', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  clientConnection: jsonb('client_connection').$type<Record<string, unknown>>().notNull().default({}),
  erpConnection: jsonb('erp_connection').$type<Record<string, unknown>>().notNull().default({}),
  webService: jsonb('web_service').$type<Record<string, unknown>>().notNull().default({}),
  language: jsonb('language').$type<Record<string, unknown>>().notNull().default({}),
  resources: jsonb('resources').$type<Record<string, string>>().notNull().default({}),
  /** Sealed JSON {password?, databasePassword?}, or null. */
  secrets: text('secrets'),
  ...auditColumns,
});
