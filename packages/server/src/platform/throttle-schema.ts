import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Atomic rate counters (sign-in per account, per account and address, per address; SMS sends):
 * one row per key, counted in a single upsert so parallel requests cannot pass the limit.
 */
export const throttleCounters = pgTable('throttle_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
  /** Growing delays: no attempt is let through before this time. */
  blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
  /** Whether the last hit arrived while blocked (refused). */
  lastRefused: boolean('last_refused').notNull().default(false),
});
