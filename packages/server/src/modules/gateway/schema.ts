import type { CapturePolicy, OperationDefinition } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
 * The installation's catalogue: provider → product → version → interface → operation. A level's row
 * has the deeper names empty (''); an operation row carries the operation's definition.
 */
export const gatewayCatalogue = pgTable(
  'gateway_catalogue',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    product: text('product').notNull().default(''),
    version: text('version').notNull().default(''),
    interface: text('interface').notNull().default(''),
    operation: text('operation').notNull().default(''),
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
    definition: jsonb('definition').$type<OperationDefinition>(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('gateway_catalogue_path_key').on(t.provider, t.product, t.version, t.interface, t.operation)],
);

/** A store's gateway: created on first read. */
export const gatewayStores = pgTable('gateway_stores', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(true),
  settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
  ...auditColumns,
});

/** The non-secret part of an integration's connection; secrets are sealed apart in `secrets`. */
export type StoredConnection = {
  type: 'HTTP';
  uri: string;
  authType: 'NONE' | 'BASIC' | 'BEARER';
  username: string | null;
  accessOperation: { provider: string; product: string; version: string; interface: string; operation: string } | null;
  refreshOperation: { provider: string; product: string; version: string; interface: string; operation: string } | null;
  clientCertificate: string | null;
  trustCertificate: string | null;
};

/** Sealed (SecretBox, purpose 'gateway') JSON of the integration's secrets. */
export type StoredSecrets = {
  password?: string;
  accessToken?: string;
  refreshToken?: string;
  clientKey?: string;
  /** Integration settings with secret names (contract `isSecretSettingName`), read back masked. */
  settings?: Record<string, string>;
};

export const gatewayIntegrations = pgTable(
  'gateway_integrations',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => gatewayStores.storeId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    provider: text('provider').notNull(),
    product: text('product').notNull(),
    version: text('version').notNull(),
    interface: text('interface').notNull(),
    connection: jsonb('connection').$type<StoredConnection>().notNull(),
    /** SecretBox-sealed JSON of `StoredSecrets`, or null when none is set. */
    secrets: text('secrets'),
    settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
    capture: jsonb('capture').$type<CapturePolicy>().notNull(),
    /** The access token the access operation obtained (sealed) and when it expires: shared by replicas. */
    cachedToken: text('cached_token'),
    cachedTokenExpiresAt: timestamp('cached_token_expires_at', { withTimezone: true, mode: 'date' }),
    ...auditColumns,
  },
  (t) => [uniqueIndex('gateway_integrations_store_name_key').on(t.storeId, t.name)],
);

/** A store's override of one of its integration's operations (always `override: true`). */
export const gatewayOperations = pgTable(
  'gateway_operations',
  {
    id: serial('id').primaryKey(),
    integrationId: integer('integration_id')
      .notNull()
      .references(() => gatewayIntegrations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    settings: jsonb('settings').$type<{ name: string; value: string }[]>().notNull().default([]),
    definition: jsonb('definition').$type<OperationDefinition>().notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('gateway_operations_integration_name_key').on(t.integrationId, t.name)],
);

/**
 * One row per execution. In the database the table is partitioned by day on `created_on` (migration
 * 0013 writes that by hand: drizzle-kit does not model partitions); the retention job adds and drops
 * the partitions. No foreign key: a deleted store's exchanges age out with the retention.
 */
export const gatewayExchanges = pgTable(
  'gateway_exchanges',
  {
    id: bigint('id', { mode: 'number' }).notNull().default(sql`nextval('gateway_exchanges_id_seq')`),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    requestedOn: timestamp('requested_on', { withTimezone: true, mode: 'date' }),
    storeId: integer('store_id').notNull(),
    integrationName: text('integration_name').notNull(),
    operationName: text('operation_name').notNull(),
    correlationId: text('correlation_id').notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    upstreamMs: integer('upstream_ms'),
    error: text('error'),
    /** Sent: the path, parameters (as JSON text) and body the upstream call carried. */
    path: text('path').notNull().default(''),
    parameters: text('parameters').notNull().default(''),
    body: text('body').notNull().default(''),
    /** The request as received, the upstream's reply, and the response after transforms (JSON text). */
    request: text('request').notNull().default(''),
    received: text('received').notNull().default(''),
    response: text('response').notNull().default(''),
    /** Lower-cased text the logs screen's search (≥ 3 characters) matches through a trigram index. */
    search: text('search').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.createdOn, t.id] }),
    index('gateway_exchanges_id_idx').on(t.id),
    index('gateway_exchanges_store_idx').on(t.storeId, t.createdOn, t.id),
    index('gateway_exchanges_store_operation_idx').on(t.storeId, t.integrationName, t.operationName, t.createdOn, t.id),
    index('gateway_exchanges_search_trgm').using('gin', sql`${t.search} gin_trgm_ops`),
  ],
);
