import { text, timestamp } from 'drizzle-orm/pg-core';

/** createdBy/createdDate/modifiedBy/modifiedDate, always set by the server from the signed-in operator. */
export const auditColumns = {
  createdBy: text('created_by'),
  createdDate: timestamp('created_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  modifiedBy: text('modified_by'),
  modifiedDate: timestamp('modified_date', { withTimezone: true, mode: 'date' }),
};

export type AuditRow = {
  createdBy: string | null;
  createdDate: Date;
  modifiedBy: string | null;
  modifiedDate: Date | null;
};

export function auditOut(row: AuditRow) {
  return {
    createdBy: row.createdBy,
    createdDate: row.createdDate.toISOString(),
    modifiedBy: row.modifiedBy,
    modifiedDate: row.modifiedDate ? row.modifiedDate.toISOString() : null,
  };
}
