import type { TableDescription } from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import { postgresChangesPageQuery } from './postgres-changes-sql.ts';
import { rowConverter } from './values.ts';

const column = (name: string, type: string, primaryKey = false) => ({ name, type, nullable: !primaryKey, primaryKey });

const orders: TableDescription = {
  name: 'SORDERQ',
  columns: [column('SOHNUM_0', 'character varying', true), column('SOPLIN_0', 'integer', true), column('key', 'text')],
  primaryKey: ['SOHNUM_0', 'SOPLIN_0'],
};

describe('PostgreSQL changes page', () => {
  it('joins each change to the current row by its typed key, filter inside the joined rows, parameters only', () => {
    const query = postgresChangesPageQuery(
      { schema: 'SE"ED', table: orders },
      { column: 'key', op: '=', value: "x'; DROP TABLE t; --" },
      { after: '41', through: '99', limit: 500 },
    );
    expect(query.text).toBe(
      [
        'SELECT c.position::text AS "agent_cdc.position", c.op AS "agent_cdc.op", k."SOHNUM_0" AS "agent_cdc.key.0", k."SOPLIN_0" AS "agent_cdc.key.1", t."agent_cdc.found" AS "agent_cdc.found", (c.op = \'D\' AND c.old_row IS NOT NULL) AS "agent_cdc.old", CASE WHEN c.op = \'D\' THEN o."SOHNUM_0" ELSE t."SOHNUM_0" END AS "SOHNUM_0", CASE WHEN c.op = \'D\' THEN o."SOPLIN_0" ELSE t."SOPLIN_0" END AS "SOPLIN_0", CASE WHEN c.op = \'D\' THEN o."key" ELSE t."key" END AS "key"',
        'FROM "agent_cdc"."changes" c',
        'CROSS JOIN LATERAL jsonb_populate_record(NULL::"SE""ED"."SORDERQ", c.key) k',
        'CROSS JOIN LATERAL jsonb_populate_record(NULL::"SE""ED"."SORDERQ", c.old_row) o',
        'LEFT JOIN (SELECT true AS "agent_cdc.found", "SOHNUM_0", "SOPLIN_0", "key" FROM "SE""ED"."SORDERQ" WHERE "key" = $1) t ON t."SOHNUM_0" = k."SOHNUM_0" AND t."SOPLIN_0" = k."SOPLIN_0"',
        'WHERE c.schema_name = $2 AND c.table_name = $3',
        'AND c.position > $4::bigint AND c.position <= $5::bigint',
        `AND (c.op = 'D' OR t."agent_cdc.found")`,
        'ORDER BY c.position LIMIT 500',
      ].join('\n'),
    );
    expect(query.values).toEqual(["x'; DROP TABLE t; --", 'SE"ED', 'SORDERQ', '41', '99']);
  });

  it('refuses a table without a primary key and a bad limit', () => {
    const noKey = { ...orders, primaryKey: [] };
    expect(() =>
      postgresChangesPageQuery({ schema: 's', table: noKey }, null, { after: '0', through: '1', limit: 1 }),
    ).toThrow(/no primary key/);
    expect(() =>
      postgresChangesPageQuery({ schema: 's', table: orders }, null, { after: '0', through: '1', limit: 0 }),
    ).toThrow(/positive integer/);
  });
});

describe('chunk line values', () => {
  const table: TableDescription = {
    name: 'T',
    columns: [
      column('ID', 'bigint', true),
      column('AT', 'datetime'),
      column('TEXT', 'varchar'),
      column('F', 'double'),
      column('B', 'blob'),
      column('D', 'date'),
    ],
    primaryKey: ['ID'],
  };

  it('are JSON-safe and exact: ISO timestamps (MySQL datetime columns only), bytes base64, non-finite floats as strings', () => {
    const row = {
      ID: '9007199254740993',
      AT: '2024-03-01 09:00:00.250000',
      TEXT: '2024-03-01 09:00:00',
      F: Number.NaN,
      B: Buffer.from([0, 255, 16]),
      D: '2024-03-01',
    };
    expect(rowConverter('mysql', table).row(row)).toEqual({
      ID: '9007199254740993',
      AT: '2024-03-01T09:00:00.250000',
      TEXT: '2024-03-01 09:00:00',
      F: 'NaN',
      B: 'AP8Q',
      D: '2024-03-01',
    });
    expect(
      rowConverter('postgres', table).row({ ...row, F: -Infinity, AT: new Date('2024-03-01T09:00:00Z') }),
    ).toMatchObject({
      AT: '2024-03-01T09:00:00.000Z',
      F: '-Infinity',
    });
    expect(rowConverter('mysql', table).key(['9007199254740993'])).toEqual({ ID: '9007199254740993' });
    expect(rowConverter('postgres', { ...table, primaryKey: ['ID', 'F'] }).key([7, 1.5])).toEqual({ ID: 7, F: 1.5 });
  });
});
