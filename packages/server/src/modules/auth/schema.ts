import { bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/schema.ts';

/** Refresh tokens, stored as SHA-256 hashes; each rotation stays in its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    clientId: text('client_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** When the operator last proved who they are (password, second factor): kept across rotations. */
    authTime: timestamp('auth_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The session was opened with the second factor proven (kept across rotations and hand-overs). */
    secondFactor: boolean('second_factor').notNull().default(false),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** Every password sign-in attempt, for rate limiting per account and per client address. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    address: text('address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_attempts_username_idx').on(t.username, t.createdAt),
    index('sign_in_attempts_address_idx').on(t.address, t.createdAt),
  ],
);

/**
 * Single-use hand-over tickets: the console opens another page (the store's gateway) in a new tab
 * with a ticket in the URL instead of its long-lived token; the page exchanges it once, within a minute.
 */
export const handoverTickets = pgTable('handover_tickets', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  storeId: integer('store_id').notNull(),
  ticketHash: text('ticket_hash').notNull().unique(),
  /** The session (refresh family) and session version it was issued from: revoking either ends it. */
  familyId: text('family_id'),
  sessionVersion: integer('session_version'),
  authTime: timestamp('auth_time', { withTimezone: true, mode: 'date' }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/** Single-use proofs (the ipAccessToken after the second factor): the id of each one spent. */
export const spentProofs = pgTable('spent_proofs', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});
