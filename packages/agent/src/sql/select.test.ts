import type { TableDescription } from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import { type CatalogueRow, columnsQuery, schemasQuery, tablesFromRows } from './catalogue.ts';
import { mssqlDialect, mysqlDialect, oracleDialect, postgresDialect } from './dialect.ts';
import { countQuery, keysetPageQuery, previewQuery } from './select.ts';

const item: TableDescription = {
  name: 'ITMMASTER',
  columns: [
    { name: 'ROWID', type: 'bigint', nullable: false, primaryKey: true },
    { name: 'ITMREF_0', type: 'varchar', nullable: false, primaryKey: false },
    { name: 'ITMSTA_0', type: 'smallint', nullable: false, primaryKey: false },
  ],
  primaryKey: ['ROWID'],
};
const lines: TableDescription = {
  name: 'SORDERQ',
  columns: [
    { name: 'SOHNUM_0', type: 'varchar', nullable: false, primaryKey: true },
    { name: 'SOPLIN_0', type: 'int', nullable: false, primaryKey: true },
    { name: 'QTY_0', type: 'numeric', nullable: false, primaryKey: false },
  ],
  primaryKey: ['SOHNUM_0', 'SOPLIN_0'],
};
const active = { column: 'ITMSTA_0', op: '=', value: 1 } as const;

describe('preview and count', () => {
  it('writes the row limit per dialect and orders by the primary key', () => {
    const ref = { schema: 'SEED', table: item };
    expect(previewQuery(postgresDialect, ref, active, 20)).toEqual({
      text: 'SELECT "ROWID", "ITMREF_0", "ITMSTA_0" FROM "SEED"."ITMMASTER" WHERE "ITMSTA_0" = $1 ORDER BY "ROWID" LIMIT 20',
      values: [1],
    });
    expect(previewQuery(mssqlDialect, ref, active, 20).text).toBe(
      'SELECT TOP (20) [ROWID], [ITMREF_0], [ITMSTA_0] FROM [SEED].[ITMMASTER] WHERE [ITMSTA_0] = @p1 ORDER BY [ROWID]',
    );
    expect(previewQuery(oracleDialect, ref, null, 5).text).toBe(
      'SELECT "ROWID", "ITMREF_0", "ITMSTA_0" FROM "SEED"."ITMMASTER" ORDER BY "ROWID" FETCH FIRST 5 ROWS ONLY',
    );
    expect(previewQuery(mysqlDialect, ref, null, 5).text).toBe(
      'SELECT `ROWID`, `ITMREF_0`, `ITMSTA_0` FROM `SEED`.`ITMMASTER` ORDER BY `ROWID` LIMIT 5',
    );
    expect(() => previewQuery(postgresDialect, ref, null, 1.5)).toThrow(/positive integer/);
  });

  it('counts with and without a filter', () => {
    const ref = { schema: 'SEED', table: item };
    expect(countQuery(postgresDialect, ref, null)).toEqual({
      text: 'SELECT COUNT(*) AS "count" FROM "SEED"."ITMMASTER"',
      values: [],
    });
    expect(countQuery(mssqlDialect, ref, active)).toEqual({
      text: 'SELECT COUNT_BIG(*) AS [count] FROM [SEED].[ITMMASTER] WHERE [ITMSTA_0] = @p1',
      values: [1],
    });
  });

  it('quotes schema and table names holding quotes as single identifiers', () => {
    const ref = { schema: 'S"; DROP', table: { ...item, name: 'T]`"' } };
    expect(countQuery(postgresDialect, ref, null).text).toBe('SELECT COUNT(*) AS "count" FROM "S""; DROP"."T]`"""');
    expect(countQuery(mssqlDialect, ref, null).text).toBe('SELECT COUNT_BIG(*) AS [count] FROM [S"; DROP].[T]]`"]');
    expect(countQuery(mysqlDialect, ref, null).text).toBe('SELECT COUNT(*) AS `count` FROM `S"; DROP`.`T]``"`');
  });
});

describe('keyset pages (never OFFSET)', () => {
  it('first page: key order and limit only', () => {
    expect(keysetPageQuery(postgresDialect, { schema: 'SEED', table: item }, { after: null, limit: 1000 })).toEqual({
      text: 'SELECT "ROWID", "ITMREF_0", "ITMSTA_0" FROM "SEED"."ITMMASTER" ORDER BY "ROWID" LIMIT 1000',
      values: [],
    });
  });

  it('next page of a one-column key, with a filter before the key condition', () => {
    const ref = { schema: 'SEED', table: item };
    expect(keysetPageQuery(postgresDialect, ref, { after: ['42'], limit: 500, filter: active })).toEqual({
      text: 'SELECT "ROWID", "ITMREF_0", "ITMSTA_0" FROM "SEED"."ITMMASTER" WHERE "ITMSTA_0" = $1 AND "ROWID" > $2 ORDER BY "ROWID" LIMIT 500',
      values: [1, '42'],
    });
    expect(keysetPageQuery(mssqlDialect, ref, { after: ['42'], limit: 500 }).text).toBe(
      'SELECT TOP (500) [ROWID], [ITMREF_0], [ITMSTA_0] FROM [SEED].[ITMMASTER] WHERE [ROWID] > @p1 ORDER BY [ROWID]',
    );
    expect(keysetPageQuery(oracleDialect, ref, { after: ['42'], limit: 500 }).text).toBe(
      'SELECT "ROWID", "ITMREF_0", "ITMSTA_0" FROM "SEED"."ITMMASTER" WHERE "ROWID" > :1 ORDER BY "ROWID" FETCH FIRST 500 ROWS ONLY',
    );
  });

  it('composite keys: row values where the engine has them, the expanded OR elsewhere', () => {
    const ref = { schema: 'SEED', table: lines };
    expect(keysetPageQuery(postgresDialect, ref, { after: ['SO1', 3], limit: 10 })).toEqual({
      text: 'SELECT "SOHNUM_0", "SOPLIN_0", "QTY_0" FROM "SEED"."SORDERQ" WHERE ("SOHNUM_0", "SOPLIN_0") > ($1, $2) ORDER BY "SOHNUM_0", "SOPLIN_0" LIMIT 10',
      values: ['SO1', 3],
    });
    expect(keysetPageQuery(mysqlDialect, ref, { after: ['SO1', 3], limit: 10 }).text).toBe(
      'SELECT `SOHNUM_0`, `SOPLIN_0`, `QTY_0` FROM `SEED`.`SORDERQ` WHERE (`SOHNUM_0`, `SOPLIN_0`) > (?, ?) ORDER BY `SOHNUM_0`, `SOPLIN_0` LIMIT 10',
    );
    const positive = { column: 'QTY_0', op: '>', value: 0 } as const;
    expect(keysetPageQuery(mssqlDialect, ref, { after: ['SO1', 3], limit: 10, filter: positive })).toEqual({
      text: 'SELECT TOP (10) [SOHNUM_0], [SOPLIN_0], CONVERT(varchar(64), [QTY_0]) AS [QTY_0] FROM [SEED].[SORDERQ] WHERE [QTY_0] > @p1 AND (([SOHNUM_0] > @p2) OR ([SOHNUM_0] = @p3 AND [SOPLIN_0] > @p4)) ORDER BY [SOHNUM_0], [SOPLIN_0]',
      values: [0, 'SO1', 'SO1', 3],
    });
    expect(keysetPageQuery(oracleDialect, ref, { after: ['SO1', 3], limit: 10 })).toEqual({
      text: 'SELECT "SOHNUM_0", "SOPLIN_0", "QTY_0" FROM "SEED"."SORDERQ" WHERE (("SOHNUM_0" > :1) OR ("SOHNUM_0" = :2 AND "SOPLIN_0" > :3)) ORDER BY "SOHNUM_0", "SOPLIN_0" FETCH FIRST 10 ROWS ONLY',
      values: ['SO1', 'SO1', 3],
    });
  });

  it('refuses a table without a key and a key of the wrong length', () => {
    expect(() =>
      keysetPageQuery(postgresDialect, { schema: 'S', table: { ...item, primaryKey: [] } }, { after: null, limit: 1 }),
    ).toThrow(/no primary key/);
    expect(() => keysetPageQuery(postgresDialect, { schema: 'S', table: lines }, { after: ['SO1'], limit: 1 })).toThrow(
      /has 2 values/,
    );
  });
});

describe('catalogue', () => {
  it('passes schema and table as parameters in each dialect', () => {
    expect(columnsQuery('postgres', 'SEED', 'ITMMASTER').values).toEqual(['SEED', 'ITMMASTER']);
    expect(columnsQuery('postgres', 'SEED', 'ITMMASTER').text).toContain('information_schema.columns');
    expect(columnsQuery('postgres', 'SEED').text).toContain('WHERE c.table_schema = $1\n');
    expect(columnsQuery('mssql', 'SEED', 'X').text).toMatch(/sys\.columns[\s\S]*WHERE s\.name = @p1 AND t\.name = @p2/);
    expect(columnsQuery('oracle', 'SEED', 'X').text).toMatch(
      /all_tab_columns[\s\S]*WHERE c\.owner = :1 AND c\.table_name = :2/,
    );
    expect(columnsQuery('mysql', 'SEED', 'X').text).toMatch(
      /information_schema\.COLUMNS[\s\S]*WHERE c\.TABLE_SCHEMA = \? AND c\.TABLE_NAME = \?/,
    );
    for (const type of ['postgres', 'mssql', 'oracle', 'mysql'] as const) {
      expect(schemasQuery(type).values).toEqual([]);
      expect(columnsQuery(type, "x'; DROP").text).not.toContain('DROP');
    }
  });

  it('builds table descriptions with the primary key in key order', () => {
    const rows: CatalogueRow[] = [
      { table_name: 'L', column_name: 'B', data_type: 'INT', is_nullable: 'NO', ordinal_position: 1, pk_position: 2 },
      {
        table_name: 'L',
        column_name: 'A',
        data_type: 'varchar',
        is_nullable: 'NO',
        ordinal_position: 2,
        pk_position: '1',
      },
      {
        table_name: 'L',
        column_name: 'C',
        data_type: 'date',
        is_nullable: 'YES',
        ordinal_position: 3,
        pk_position: null,
      },
      {
        table_name: 'M',
        column_name: 'X',
        data_type: 'text',
        is_nullable: 'YES',
        ordinal_position: 1,
        pk_position: null,
      },
    ];
    expect(tablesFromRows(rows)).toEqual([
      {
        name: 'L',
        columns: [
          { name: 'B', type: 'int', nullable: false, primaryKey: true },
          { name: 'A', type: 'varchar', nullable: false, primaryKey: true },
          { name: 'C', type: 'date', nullable: true, primaryKey: false },
        ],
        primaryKey: ['A', 'B'],
      },
      { name: 'M', columns: [{ name: 'X', type: 'text', nullable: true, primaryKey: false }], primaryKey: [] },
    ]);
  });
});
