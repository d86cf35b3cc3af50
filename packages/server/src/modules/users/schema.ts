import { operatorStatusTypes, roles } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/audit-columns.ts';
import type { LogLine } from '../../platform/logs.ts';
import { dataCentres } from '../data-centres/schema.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    role: text('role', { enum: roles }).notNull(),
    dataCentreId: integer('data_centre_id').references(() => dataCentres.id, { onDelete: 'restrict' }),
    statusType: text('status_type', { enum: operatorStatusTypes }).notNull().default('CREATED'),
    logs: jsonb('logs').$type<LogLine[]>().notNull().default([]),
    /** Bumped to end every session of the operator at once (demotion, deletion, password change). */
    sessionVersion: integer('session_version').notNull().default(0),
    emailVerified: boolean('email_verified').notNull().default(false),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    index('users_data_centre_idx').on(t.dataCentreId),
    // The operator list pages by index on every sortable column (id breaks ties; no phone sorts as '').
    index('users_name_idx').on(t.name, t.id),
    index('users_username_sort_idx').on(t.username, t.id),
    index('users_role_idx').on(t.role, t.id),
    index('users_phone_idx').on(sql`coalesce(${t.phone}, '')`, t.id),
    index('users_status_idx').on(t.statusType, t.id),
  ],
);
