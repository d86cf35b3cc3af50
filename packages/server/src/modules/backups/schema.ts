import { backupStatusTypes, backupTypes } from '@store-console/contract';
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { stores } from '../stores/schema.ts';

export const backups = pgTable(
  'backups',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    type: text('type', { enum: backupTypes }).notNull().default('MANUAL'),
    statusType: text('status_type', { enum: backupStatusTypes }).notNull(),
    cdnStatusType: text('cdn_status_type', { enum: backupStatusTypes }),
    progress: integer('progress').notNull().default(0),
    cloneStoreName: text('clone_store_name'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
    createdBy: text('created_by'),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('backups_store_idx').on(t.storeId, t.id),
    index('backups_store_file_name_idx').on(t.storeId, t.fileName, t.id),
    index('backups_store_status_idx').on(t.storeId, t.statusType, t.id),
  ],
);
