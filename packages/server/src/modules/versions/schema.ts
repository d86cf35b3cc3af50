import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/audit-columns.ts';

export const versions = pgTable(
  'versions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    release: timestamp('release', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    notes: text('notes'),
    info: text('info'),
    ...auditColumns,
  },
  (t) => [
    index('versions_release_idx').on(t.release, t.id),
    index('versions_name_idx').on(t.name, t.id),
    index('versions_search_trgm').using(
      'gin',
      sql`(${t.name} || ' ' || coalesce(${t.notes}, '') || ' ' || coalesce(${t.info}, '')) gin_trgm_ops`,
    ),
  ],
);
