import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/audit-columns.ts';

/** Other installations of the product (staging, QA…) this one can clone from, with their peer credential. */
export const environments = pgTable(
  'environments',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    baseUrl: text('base_url').notNull(),
    clientId: text('client_id').notNull(),
    /** Sealed with the server's secret box: it must be sent to the peer, so it cannot be hashed. */
    clientSecret: text('client_secret').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('environments_name_key').on(t.name)],
);
