import { bigint, bigserial, date, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { stores } from '../stores/schema.ts';

/** Bytes downloaded from a store's CDN, per UTC day. */
export const cdnUsage = pgTable(
  'cdn_usage',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    usageDate: date('usage_date', { mode: 'string' }).notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.usageDate] })],
);

/** The size of a store's CDN folder, recorded daily. */
export const cdnSizeLogs = pgTable(
  'cdn_size_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    cdnSize: bigint('cdn_size', { mode: 'number' }).notNull(),
  },
  (t) => [index('cdn_size_logs_store_idx').on(t.storeId, t.createdDate)],
);
