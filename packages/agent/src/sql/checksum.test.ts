import { createHash } from 'node:crypto';
import type { TableDescription } from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import { checksumOf, checksumQuery, KeyTypeError } from './checksum.ts';
import { mssqlDialect, mysqlDialect, oracleDialect, postgresDialect } from './dialect.ts';

const lines: TableDescription = {
  name: 'SORDERQ',
  columns: [
    { name: 'SOHNUM_0', type: 'nvarchar', nullable: false, primaryKey: true },
    { name: 'SOPLIN_0', type: 'int', nullable: false, primaryKey: true },
    { name: 'DLVDAT_0', type: 'date', nullable: true, primaryKey: false },
    { name: 'QTY_0', type: 'numeric', nullable: false, primaryKey: false },
    { name: 'UPDDATTIM_0', type: 'datetime', nullable: false, primaryKey: false },
  ],
  primaryKey: ['SOHNUM_0', 'SOPLIN_0'],
};
const ref = { schema: 'SEED', table: lines };
const key = [
  { column: 'SOHNUM_0', upper: true },
  { column: 'SOPLIN_0', upper: false },
  { column: 'DLVDAT_0', upper: false },
];
/** md5('') read as the contract says: Oracle's '' is NULL, so its statement names this value. */
const emptyKeyHash = Number.parseInt(createHash('md5').update('').digest('hex').slice(0, 8), 16);
const open = { column: 'SOPLIN_0', op: '>', value: 1 } as const;

/** SQL Server and Oracle cannot run here: their statements are checked as text (PostgreSQL and MariaDB run in checksum.test.ts). */
describe('checksum statements', () => {
  it('SQL Server: trimmed nvarchar parts joined by NCHAR(31), UTF-8 bytes in a binary collation, MD5 through HASHBYTES', () => {
    expect(checksumQuery(mssqlDialect, ref, open, key)).toEqual({
      text:
        'SELECT CAST(COUNT_BIG(*) AS varchar(40)) AS [keys], CAST(SUM(g.n) AS varchar(40)) AS [rows], ' +
        "CAST(SUM(CAST(CAST(SUBSTRING(HASHBYTES('MD5', g.k), 1, 4) AS bigint) AS decimal(38, 0))) AS varchar(40)) AS [checksum] " +
        'FROM (SELECT s.k, COUNT_BIG(*) AS n FROM (SELECT CONVERT(varchar(8000), ' +
        'CONCAT(UPPER(CAST(LTRIM(RTRIM([SOHNUM_0])) AS nvarchar(4000))), NCHAR(31), CAST([SOPLIN_0] AS nvarchar(20)), NCHAR(31), CONVERT(nvarchar(10), [DLVDAT_0], 23)) ' +
        'COLLATE Latin1_General_100_BIN2_UTF8) AS k FROM [SEED].[SORDERQ] WHERE [SOPLIN_0] > @p1) s GROUP BY s.k) g',
      values: [1],
    });
    // One column: CONCAT needs two arguments, so NULL becomes '' through COALESCE.
    expect(checksumQuery(mssqlDialect, ref, null, [{ column: 'SOHNUM_0', upper: false }]).text).toContain(
      "CONVERT(varchar(8000), COALESCE(CAST(LTRIM(RTRIM([SOHNUM_0])) AS nvarchar(4000)), N'') COLLATE Latin1_General_100_BIN2_UTF8)",
    );
  });

  it('Oracle: TRIM and TO_CHAR parts joined by CHR(31), STANDARD_HASH MD5, an empty key hashed as md5("")', () => {
    const oracle = {
      ...ref,
      table: { ...lines, columns: lines.columns.map((c) => (c.name === 'SOPLIN_0' ? { ...c, type: 'number' } : c)) },
    };
    expect(checksumQuery(oracleDialect, oracle, open, key)).toEqual({
      text:
        'SELECT TO_CHAR(COUNT(*)) AS "keys", TO_CHAR(SUM(g.n)) AS "rows", ' +
        `TO_CHAR(SUM(NVL(TO_NUMBER(SUBSTR(RAWTOHEX(STANDARD_HASH(g.k, 'MD5')), 1, 8), 'XXXXXXXX'), ${emptyKeyHash}))) AS "checksum" ` +
        'FROM (SELECT s.k, COUNT(*) AS n FROM (SELECT UPPER(TO_CHAR(TRIM("SOHNUM_0"))) || CHR(31) || TO_CHAR("SOPLIN_0") || CHR(31) || ' +
        `TO_CHAR("DLVDAT_0", 'YYYY-MM-DD') AS k FROM "SEED"."SORDERQ" WHERE "SOPLIN_0" > :1) s GROUP BY s.k) g`,
      values: [1],
    });
  });

  it('PostgreSQL and MySQL: the same shape in their own functions', () => {
    const pgLines = {
      ...ref,
      table: {
        ...lines,
        columns: lines.columns.map((c) => (c.name === 'SOHNUM_0' ? { ...c, type: 'character varying' } : c)),
      },
    };
    expect(checksumQuery(postgresDialect, pgLines, null, key).text).toBe(
      'SELECT CAST(COUNT(*) AS text) AS "keys", CAST(SUM(g.n) AS text) AS "rows", ' +
        `CAST(SUM(CAST(CAST('x' || substr(md5(g.k), 1, 8) AS bit(32)) AS bigint)) AS text) AS "checksum" ` +
        `FROM (SELECT s.k, COUNT(*) AS n FROM (SELECT COALESCE(UPPER(btrim(CAST("SOHNUM_0" AS text), ' ')), '') || chr(31) || ` +
        `COALESCE(CAST("SOPLIN_0" AS text), '') || chr(31) || COALESCE(to_char("DLVDAT_0", 'YYYY-MM-DD'), '') AS k ` +
        'FROM "SEED"."SORDERQ") s GROUP BY s.k) g',
    );
    const myLines = {
      ...ref,
      table: { ...lines, columns: lines.columns.map((c) => (c.name === 'SOHNUM_0' ? { ...c, type: 'varchar' } : c)) },
    };
    expect(checksumQuery(mysqlDialect, myLines, open, key)).toEqual({
      text:
        'SELECT CAST(COUNT(*) AS CHAR) AS `keys`, CAST(SUM(g.n) AS CHAR) AS `rows`, ' +
        'CAST(SUM(CAST(CONV(SUBSTRING(MD5(g.k), 1, 8), 16, 10) AS UNSIGNED)) AS CHAR) AS `checksum` ' +
        "FROM (SELECT s.k, COUNT(*) AS n FROM (SELECT CAST(CONCAT(COALESCE(CONVERT(UPPER(TRIM(`SOHNUM_0`)) USING utf8mb4), ''), " +
        "CHAR(31 USING utf8mb4), COALESCE(CONVERT(CAST(`SOPLIN_0` AS CHAR) USING utf8mb4), ''), CHAR(31 USING utf8mb4), " +
        "COALESCE(CONVERT(DATE_FORMAT(`DLVDAT_0`, '%Y-%m-%d') USING utf8mb4), '')) AS BINARY) AS k " +
        'FROM `SEED`.`SORDERQ` WHERE `SOPLIN_0` > ?) s GROUP BY s.k) g',
      values: [1],
    });
  });

  it('refuses decimals, timestamps and unknown columns as key parts; a quoted name stays one identifier', () => {
    for (const dialect of [postgresDialect, mysqlDialect, mssqlDialect, oracleDialect]) {
      expect(() => checksumQuery(dialect, ref, null, [{ column: 'QTY_0', upper: false }])).toThrow(KeyTypeError);
      expect(() => checksumQuery(dialect, ref, null, [{ column: 'UPDDATTIM_0', upper: false }])).toThrow(/UPDDATTIM_0/);
      expect(() => checksumQuery(dialect, ref, null, [{ column: 'NOPE', upper: false }])).toThrow(
        "Unknown column 'NOPE'",
      );
    }
    const odd = {
      schema: 'S',
      table: { ...lines, columns: [{ name: 'A"]`B', type: 'varchar', nullable: false, primaryKey: true }] },
    };
    expect(checksumQuery(postgresDialect, odd, null, [{ column: 'A"]`B', upper: false }]).text).toContain('"A""]`B"');
    expect(checksumQuery(mssqlDialect, odd, null, [{ column: 'A"]`B', upper: false }]).text).toContain('[A"]]`B]');
  });

  it('reads the one row as exact figures: text sums beyond 2^53 kept, an empty table 0', () => {
    expect(checksumOf({ keys: '3', rows: '5', checksum: '123456789012345678901' })).toEqual({
      rows: 5,
      keys: 3,
      checksum: '123456789012345678901',
    });
    expect(checksumOf({ KEYS: '0', ROWS: null, CHECKSUM: null })).toEqual({ rows: 0, keys: 0, checksum: '0' });
  });
});
