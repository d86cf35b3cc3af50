import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/audit-columns.ts';

export const dataCentres = pgTable(
  'data_centres',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull(),
    region: text('region').notNull(),
    dbInstance: text('db_instance'),
    dbHost: text('db_host'),
    dnsRecordSet: text('dns_record_set'),
    endpoint: text('endpoint'),
    /** The IANA time zone of the centre's stores (sync schedules run in it). */
    timeZone: text('time_zone').notNull().default('UTC'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('data_centres_code_key').on(sql`lower(${t.code})`),
    index('data_centres_search_trgm').using(
      'gin',
      sql`(${t.code} || ' ' || ${t.name} || ' ' || ${t.region} || ' ' || ${t.countryCode}) gin_trgm_ops`,
    ),
  ],
);
