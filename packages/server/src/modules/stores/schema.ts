import { storeStatusTypes, storeTypes } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
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
import type { LogLine } from '../../platform/logs.ts';
import { dataCentres } from '../data-centres/schema.ts';
import { erpTypes, erpTypeVersions } from '../erp-types/schema.ts';
import { users } from '../users/schema.ts';

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    storeId: text('store_id').notNull(),
    name: text('name').notNull(),
    originName: text('origin_name').notNull(),
    dataCentreId: integer('data_centre_id')
      .notNull()
      .references(() => dataCentres.id, { onDelete: 'restrict' }),
    erpTypeId: integer('erp_type_id')
      .notNull()
      .references(() => erpTypes.id),
    erpTypeVersionId: integer('erp_type_version_id')
      .notNull()
      .references(() => erpTypeVersions.id),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    storeType: text('store_type', { enum: storeTypes }).notNull(),
    statusType: text('status_type', { enum: storeStatusTypes }).notNull(),
    /** The action a FAILED store failed in, which RETRY runs again. */
    failedAction: text('failed_action'),
    syncVersion: text('sync_version'),
    orderIntegrationVersion: text('order_integration_version'),
    databaseSize: doublePrecision('database_size'),
    cdnSize: doublePrecision('cdn_size'),
    databaseInstanceName: text('database_instance_name'),
    logs: jsonb('logs').$type<LogLine[]>().notNull().default([]),
    /** name, storeId, domains and contact in one text, for the fuzzy search's trigram index. */
    searchText: text('search_text').notNull().default(''),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('stores_store_id_key').on(t.storeId),
    uniqueIndex('stores_name_key').on(sql`lower(${t.name})`),
    index('stores_dc_id_idx').on(t.dataCentreId, t.id),
    // Every sortable column pages by index within a data centre (id breaks ties).
    index('stores_dc_name_idx').on(t.dataCentreId, t.name, t.id),
    index('stores_dc_store_id_idx').on(t.dataCentreId, t.storeId, t.id),
    index('stores_dc_type_idx').on(t.dataCentreId, t.storeType, t.id),
    index('stores_dc_status_idx').on(t.dataCentreId, t.statusType, t.id),
    // Sizes not measured yet sort as +Infinity: the lists' NULL-free sort key (platform/lists.ts).
    index('stores_dc_db_size_idx').on(
      t.dataCentreId,
      sql`coalesce(${t.databaseSize}, 'Infinity'::double precision)`,
      t.id,
    ),
    index('stores_dc_cdn_size_idx').on(t.dataCentreId, sql`coalesce(${t.cdnSize}, 'Infinity'::double precision)`, t.id),
    // The environment-wide list (every data centre: what other installations read) pages by index too.
    index('stores_name_idx').on(t.name, t.id),
    index('stores_store_id_sort_idx').on(t.storeId, t.id),
    index('stores_type_idx').on(t.storeType, t.id),
    index('stores_status_idx').on(t.statusType, t.id),
    index('stores_db_size_idx').on(sql`coalesce(${t.databaseSize}, 'Infinity'::double precision)`, t.id),
    index('stores_cdn_size_idx').on(sql`coalesce(${t.cdnSize}, 'Infinity'::double precision)`, t.id),
    index('stores_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const storeDomains = pgTable(
  'store_domains',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    protocol: text('protocol').notNull().default('https'),
    isStaging: boolean('is_staging').notNull().default(false),
    isPrimary: boolean('is_primary').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('store_domains_name_key').on(sql`lower(${t.name})`),
    index('store_domains_store_idx').on(t.storeId),
  ],
);

export const storePartners = pgTable(
  'store_partners',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.userId] }), index('store_partners_user_idx').on(t.userId)],
);

export const storeStatuses = pgTable(
  'store_statuses',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    statusType: text('status_type', { enum: storeStatusTypes }).notNull(),
    createdBy: text('created_by'),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('store_statuses_store_idx').on(t.storeId)],
);
