import type { TableDescription } from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import { float32Text, utcIso } from '../drivers/timestamps.ts';
import { rowConverter } from '../extraction/values.ts';
import { mssqlDialect, mysqlDialect, oracleDialect, postgresDialect } from './dialect.ts';
import { keysetPageQuery } from './select.ts';

const column = (name: string, type: string, primaryKey = false) => ({ name, type, nullable: !primaryKey, primaryKey });

/**
 * The type matrix as SQL and value conversion, per dialect, without a server (SQL Server and
 * Oracle are not on the development machines; PostgreSQL and MariaDB are also run for real in
 * extraction/type-matrix-real.test.ts). A value is read exactly, or as text the database writes.
 */
describe('type matrix: what each dialect selects', () => {
  it('SQL Server writes decimals, datetime2, datetimeoffset and time as text (tedious would round them)', () => {
    const table: TableDescription = {
      name: 'T',
      primaryKey: ['ROWID'],
      columns: [
        column('ROWID', 'numeric', true),
        column('PRI', 'decimal'),
        column('CASH', 'money'),
        column('AT', 'datetime2'),
        column('OLD', 'datetime'),
        column('ZONED', 'datetimeoffset'),
        column('T', 'time'),
        column('N', 'nvarchar'),
        column('B', 'varbinary'),
        column('BIG', 'bigint'),
        column('F', 'real'),
      ],
    };
    expect(keysetPageQuery(mssqlDialect, { schema: 'dbo', table }, { after: ['41000'], limit: 2 }).text).toBe(
      'SELECT TOP (2) CONVERT(varchar(64), [ROWID]) AS [ROWID], CONVERT(varchar(64), [PRI]) AS [PRI], CONVERT(varchar(64), [CASH]) AS [CASH], ' +
        'CONVERT(varchar(40), [AT], 126) AS [AT], CONVERT(varchar(40), [OLD], 126) AS [OLD], CONVERT(varchar(40), [ZONED], 126) AS [ZONED], ' +
        'CONVERT(varchar(16), [T]) AS [T], [N], [B], [BIG], [F] FROM [dbo].[T] WHERE [ROWID] > @p1 ORDER BY [ROWID]',
    );
    // What SQL Server then answers, and what a chunk line carries.
    expect(
      rowConverter('mssql', table).row({
        ROWID: '123456789012345678901234567890',
        PRI: '1.007919',
        CASH: '12.3400',
        AT: '2024-05-06T12:34:56.0000010',
        OLD: '2024-05-06T12:34:56.997',
        ZONED: '2024-05-06T12:34:56.1234567+02:00',
        T: '23:59:59.9999999',
        N: 'e\u0301 👩‍👩‍👧 עברית',
        B: Buffer.from([0, 1, 254, 255]),
        BIG: '-9223372036854775808',
        F: Math.fround(1.1),
      }),
    ).toEqual({
      ROWID: '123456789012345678901234567890',
      PRI: '1.007919',
      CASH: '12.3400',
      AT: '2024-05-06T12:34:56.0000010',
      OLD: '2024-05-06T12:34:56.997',
      ZONED: '2024-05-06T12:34:56.1234567+02:00',
      T: '23:59:59.9999999',
      N: 'e\u0301 👩‍👩‍👧 עברית',
      B: 'AAH+/w==',
      BIG: '-9223372036854775808',
      F: 1.1,
    });
  });

  it('Oracle writes timestamps to nine digits, zoned ones in UTC, and DATE as its wall clock; keys stay typed', () => {
    const table: TableDescription = {
      name: 'T',
      primaryKey: ['ID', 'DAY'],
      columns: [
        column('ID', 'number', true),
        column('DAY', 'date', true),
        column('AT', 'timestamp(6)'),
        column('AT9', 'timestamp(9)'),
        column('ZONED', 'timestamp(6) with time zone'),
        column('LOCAL', 'timestamp(6) with local time zone'),
        column('CREATED', 'date'),
        column('F', 'binary_float'),
        column('TXT', 'nclob'),
      ],
    };
    expect(keysetPageQuery(oracleDialect, { schema: 'SEED', table }, { after: null, limit: 5 }).text).toBe(
      `SELECT "ID", "DAY", TO_CHAR("AT", 'YYYY-MM-DD"T"HH24:MI:SS.FF9') AS "AT", TO_CHAR("AT9", 'YYYY-MM-DD"T"HH24:MI:SS.FF9') AS "AT9", ` +
        `TO_CHAR(SYS_EXTRACT_UTC("ZONED"), 'YYYY-MM-DD"T"HH24:MI:SS.FF9"Z"') AS "ZONED", TO_CHAR(SYS_EXTRACT_UTC("LOCAL"), 'YYYY-MM-DD"T"HH24:MI:SS.FF9"Z"') AS "LOCAL", ` +
        `TO_CHAR("CREATED", 'YYYY-MM-DD"T"HH24:MI:SS') AS "CREATED", "F", "TXT" FROM "SEED"."T" ORDER BY "ID", "DAY" FETCH FIRST 5 ROWS ONLY`,
    );
    expect(
      rowConverter('oracle', table).row({
        ID: '1',
        DAY: null,
        AT: null,
        AT9: null,
        ZONED: null,
        LOCAL: null,
        CREATED: null,
        F: Math.fround(0.1),
        TXT: null,
      }),
    ).toMatchObject({
      ID: '1',
      F: 0.1,
      AT: null,
    });
  });

  it('PostgreSQL and MySQL select every column as it is (their drivers read them exactly)', () => {
    const table: TableDescription = {
      name: 'T',
      primaryKey: ['ID'],
      columns: [column('ID', 'bigint', true), column('PRI', 'numeric'), column('AT', 'timestamp with time zone')],
    };
    expect(keysetPageQuery(postgresDialect, { schema: 'S', table }, { after: null, limit: 1 }).text).toBe(
      'SELECT "ID", "PRI", "AT" FROM "S"."T" ORDER BY "ID" LIMIT 1',
    );
    expect(keysetPageQuery(mysqlDialect, { schema: 'S', table }, { after: null, limit: 1 }).text).toBe(
      'SELECT `ID`, `PRI`, `AT` FROM `S`.`T` ORDER BY `ID` LIMIT 1',
    );
  });
});

describe('type matrix: value conversion', () => {
  it('timestamps with a zone become UTC to the microsecond, never through a Date', () => {
    expect(utcIso('2024-05-06 12:34:56.000001+00')).toBe('2024-05-06T12:34:56.000001Z');
    expect(utcIso('2024-05-06 00:30:00.5+02')).toBe('2024-05-05T22:30:00.5Z');
    expect(utcIso('2024-05-06 12:00:00-03:30')).toBe('2024-05-06T15:30:00Z');
    expect(utcIso('1900-01-01 00:00:00+00:09:21')).toBe('1899-12-31T23:50:39Z');
    expect(utcIso('infinity')).toBe('infinity');
    expect(utcIso('0044-03-15 12:00:00+00 BC')).toBe('0044-03-15 12:00:00+00 BC');
  });

  it('32-bit floats as the shortest decimal they are; doubles and integers untouched', () => {
    expect(float32Text(Math.fround(1.1))).toBe(1.1);
    expect(float32Text(Math.fround(3.4028235e38))).toBe(3.4028235e38);
    expect(float32Text(Math.fround(1e-45))).toBe(1e-45);
    expect(float32Text(0.1)).toBe(0.1);
    expect(float32Text(16777217)).toBe(16777217);
  });

  it('MySQL: TIMESTAMP in UTC with Z, DATETIME as wall clock, zero dates as written, FLOAT shortest', () => {
    const table: TableDescription = {
      name: 'T',
      primaryKey: ['ID'],
      columns: [
        column('ID', 'bigint', true),
        column('TS', 'timestamp'),
        column('DT', 'datetime'),
        column('Z', 'datetime'),
        column('ZD', 'date'),
        column('F', 'float'),
        column('DB', 'double'),
        column('U', 'bigint'),
      ],
    };
    expect(
      rowConverter('mysql', table).row({
        ID: '9223372036854775807',
        TS: '2024-05-06 12:34:56.123456',
        DT: '2024-05-06 12:34:56.000001',
        Z: '0000-00-00 00:00:00',
        ZD: '0000-00-00',
        F: Math.fround(1.1),
        DB: 1.1,
        U: '18446744073709551615',
      }),
    ).toEqual({
      ID: '9223372036854775807',
      TS: '2024-05-06T12:34:56.123456Z',
      DT: '2024-05-06T12:34:56.000001',
      Z: '0000-00-00T00:00:00',
      ZD: '0000-00-00',
      F: 1.1,
      DB: 1.1,
      U: '18446744073709551615',
    });
  });
});
