import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stores } from '../../stores/schema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Business Central webhook subscriptions (docs/decisions/0072, 0088):
 * what notification routing and renewal need; Business Central keeps the subscription itself.
 */
export const syncSubscriptions = pgTable(
  'sync_subscriptions',
  {
    /** Business Central's subscriptionId (the contract's `id`): a notification names only this. */
    id: text('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The Business Central entity set subscribed to (items, customers…), also the source table. */
    webhookType: text('webhook_type').notNull(),
    /** The resource path subscribed to (/api/v2.0/companies({id})/items). */
    resource: text('resource').notNull(),
    /** SHA-256 (hex) of the clientState sent: a notification must carry the matching state. */
    clientStateHash: text('client_state_hash').notNull(),
    expirationDateTime: at('expiration_date_time').notNull(),
    renewedAt: at('renewed_at'),
    /** The last renewal's failure (cleared by a renewal that worked). */
    renewError: text('renew_error'),
    createdBy: text('created_by'),
    created: at('created').notNull().defaultNow(),
  },
  (t) => [
    // One subscription per type per store: a second create is a 409.
    uniqueIndex('sync_subscriptions_type_key').on(t.storeId, t.webhookType),
    // The renewal job: subscriptions expiring within a day (`webhookRenewWithinMs`).
    index('sync_subscriptions_expiry_idx').on(t.expirationDateTime),
  ],
);
