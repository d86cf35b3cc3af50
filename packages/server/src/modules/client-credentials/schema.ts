import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/audit-columns.ts';
import { stores } from '../stores/schema.ts';

/** OAuth client credentials of a store; the secret is kept only as a SHA-256 hash (it is 256 random bits). */
export const clientCredentials = pgTable(
  'client_credentials',
  {
    id: serial('id').primaryKey(),
    clientId: text('client_id').notNull(),
    clientName: text('client_name').notNull(),
    /** Null for a PEER credential: another installation reading this one's stores and backups (clone). */
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: ['STORE', 'PEER'] })
      .notNull()
      .default('STORE'),
    secretHash: text('secret_hash').notNull(),
    /** What the credential's tokens may do (contract `clientScopes`); read-only unless granted more. */
    scopes: text('scopes').array().notNull().default(sql`ARRAY['store:read']::text[]`),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('client_credentials_client_id_key').on(t.clientId),
    index('client_credentials_store_idx').on(t.storeId, t.id),
  ],
);
