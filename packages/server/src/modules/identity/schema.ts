import { factorTypes } from '@store-console/contract';
import { bigserial, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/schema.ts';

/** Single-use codes and link tokens (email verification, SMS codes), stored hashed. */
export const identityCodes = pgTable(
  'identity_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['EMAIL_VERIFY', 'SMS_ENROL', 'SMS_SIGN_IN'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    target: text('target'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('identity_codes_user_idx').on(t.userId, t.purpose)],
);

/** Enrolled second factors: an authenticator app (TOTP secret, encrypted) or a phone for SMS. */
export const userFactors = pgTable(
  'user_factors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: factorTypes }).notNull(),
    secret: text('secret'),
    phone: text('phone'),
    /** The last TOTP time step accepted, so a code cannot be replayed. */
    lastStep: integer('last_step'),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('user_factors_user_idx').on(t.userId)],
);

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** Issued at a successful second factor; lets the next sign-in within the validity period skip it. */
export const rememberedDevices = pgTable(
  'remembered_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('remembered_devices_user_idx').on(t.userId)],
);
