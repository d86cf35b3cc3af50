import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const erpTypes = pgTable('erp_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
});

export const erpTypeVersions = pgTable(
  'erp_type_versions',
  {
    id: serial('id').primaryKey(),
    erpTypeId: integer('erp_type_id')
      .notNull()
      .references(() => erpTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('erp_type_versions_name_key').on(t.erpTypeId, t.name)],
);
