import { describe, expect, it } from 'vitest';
import { mysqlChangesPageQuery, mysqlRowsByKeyQuery, valueFromText } from '../extraction/mysql-changes-sql.ts';
import {
  defaultCaptureInstance,
  lsnToPosition,
  mssqlCdcEnabledSql,
  mssqlCdcPositionSql,
  mssqlChangesQuery,
  positionToLsn,
} from './mssql-sql.ts';
import { columnText, mysqlLiteral, mysqlTriggerSql, triggerName } from './mysql-sql.ts';
import { modifiedColumns, oracleChangesQuery, oracleLatestChangeQuery } from './oracle-sql.ts';
import { isWrapped } from './postgres.ts';
import {
  captureTriggerSql,
  changeCaptureSetupSql,
  dropTriggerSql,
  installChangeCaptureSql,
  pgLiteral,
} from './postgres-sql.ts';

describe('PostgreSQL change capture SQL', () => {
  it('creates the change table, its retention mark and the trigger function idempotently', () => {
    expect(changeCaptureSetupSql).toContain('CREATE SCHEMA IF NOT EXISTS "agent_cdc";');
    expect(changeCaptureSetupSql).toContain('CREATE TABLE IF NOT EXISTS "agent_cdc"."changes" (');
    expect(changeCaptureSetupSql).toContain('position bigserial PRIMARY KEY');
    expect(changeCaptureSetupSql).toContain("op char(1) NOT NULL CHECK (op IN ('I', 'U', 'D'))");
    expect(changeCaptureSetupSql).toContain('CREATE OR REPLACE FUNCTION "agent_cdc".capture() RETURNS trigger');
  });

  it('puts an AFTER row trigger on each table with its key columns as escaped literals', () => {
    expect(captureTriggerSql({ schema: 'SEED', table: 'SORDERQ', primaryKey: ['SOHNUM_0', 'SOPLIN_0'] })).toBe(
      `CREATE OR REPLACE TRIGGER "agent_cdc_capture" AFTER INSERT OR UPDATE OR DELETE ON "SEED"."SORDERQ" FOR EACH ROW EXECUTE FUNCTION "agent_cdc".capture('SOHNUM_0', 'SOPLIN_0');`,
    );
    expect(captureTriggerSql({ schema: 'a"b', table: "t'); DROP", primaryKey: ["k'); DROP TABLE x; --"] })).toBe(
      `CREATE OR REPLACE TRIGGER "agent_cdc_capture" AFTER INSERT OR UPDATE OR DELETE ON "a""b"."t'); DROP" FOR EACH ROW EXECUTE FUNCTION "agent_cdc".capture('k''); DROP TABLE x; --');`,
    );
    expect(dropTriggerSql('SEED', 'ITMMASTER')).toBe(
      'DROP TRIGGER IF EXISTS "agent_cdc_capture" ON "SEED"."ITMMASTER";',
    );
    expect(installChangeCaptureSql([{ schema: 'S', table: 'T', primaryKey: [] }])).toMatch(/capture\(\);$/);
    expect(() => pgLiteral('a\u0000b')).toThrow();
  });

  it('WRAPPED only for a consumer behind the pruned mark', () => {
    expect(isWrapped(undefined, '10')).toBe(false);
    expect(isWrapped('9', null)).toBe(false);
    expect(isWrapped('9', '10')).toBe(true);
    expect(isWrapped('10', '10')).toBe(false);
    expect(isWrapped('99999999999999999999', '100000000000000000000')).toBe(true);
    expect(() => isWrapped('x', '1')).toThrow("Not a change position: 'x'");
  });
});

describe('SQL Server CDC SQL (native functions)', () => {
  it('reads the CDC flag, the max LSN and the oldest LSN every capture instance retains', () => {
    expect(mssqlCdcEnabledSql.text).toBe(
      'SELECT CAST(is_cdc_enabled AS int) AS enabled FROM sys.databases WHERE name = DB_NAME()',
    );
    expect(mssqlCdcPositionSql.text).toContain('sys.fn_cdc_get_max_lsn()');
    expect(mssqlCdcPositionSql.text).toContain(
      'MAX(sys.fn_cdc_get_min_lsn(ct.capture_instance)) FROM cdc.change_tables ct',
    );
  });

  it('reads one capture instance’s changes after a position, the LSN as a parameter', () => {
    const lsn = positionToLsn('1234');
    expect(mssqlChangesQuery(defaultCaptureInstance('SEED', 'ITMMASTER'), lsn)).toEqual({
      text: "SELECT * FROM cdc.[fn_cdc_get_all_changes_SEED_ITMMASTER](sys.fn_cdc_increment_lsn(@p1), sys.fn_cdc_get_max_lsn(), N'all') ORDER BY __$start_lsn, __$seqval",
      values: [lsn],
    });
    expect(mssqlChangesQuery('x]; DROP TABLE y; --', lsn).text).toContain(
      'cdc.[fn_cdc_get_all_changes_x]]; DROP TABLE y; --](',
    );
  });

  it('turns binary(10) LSNs into decimal positions and back', () => {
    const lsn = Buffer.from('0000002a000001f00003', 'hex');
    const position = lsnToPosition(lsn);
    expect(position).toBe(BigInt('0x0000002a000001f00003').toString());
    expect(positionToLsn(position ?? '')).toEqual(lsn);
    expect(lsnToPosition(null)).toBeNull();
    expect(() => positionToLsn((2n ** 80n).toString())).toThrow(/Not an LSN/);
  });
});

describe('Oracle modified-at change capture SQL', () => {
  const columns = modifiedColumns({ 'SEED.ITMMASTER': 'UPDDATTIM_0', BPCUSTOMER: 'UPDDATTIM_0' });

  it('reads the per-table column from the configuration, schema optional', () => {
    expect(columns).toEqual([
      { schema: 'SEED', table: 'ITMMASTER', column: 'UPDDATTIM_0' },
      { schema: null, table: 'BPCUSTOMER', column: 'UPDDATTIM_0' },
    ]);
  });

  it('answers the newest modification as epoch milliseconds', () => {
    expect(oracleLatestChangeQuery(columns[0] ?? { schema: null, table: '', column: '' })).toEqual({
      text: `SELECT ROUND((CAST(MAX("UPDDATTIM_0") AS DATE) - DATE '1970-01-01') * 86400000) AS "position" FROM "SEED"."ITMMASTER"`,
      values: [],
    });
  });

  it('reads rows modified after a position, oldest first, bounded', () => {
    expect(
      oracleChangesQuery(columns[1] ?? { schema: null, table: '', column: '' }, ['ROWID'], '1719835200000', 500),
    ).toEqual({
      text: `SELECT * FROM "BPCUSTOMER" WHERE "UPDDATTIM_0" > DATE '1970-01-01' + (:1 / 86400000) ORDER BY "UPDDATTIM_0", "ROWID" FETCH FIRST 500 ROWS ONLY`,
      values: [1719835200000],
    });
  });
});

describe('MySQL/MariaDB change capture SQL (triggers)', () => {
  const table = {
    database: 'erp',
    schema: 'x3',
    table: 'SORDERQ',
    columns: [
      { name: 'SOHNUM_0', type: 'varchar' },
      { name: 'SOPLIN_0', type: 'int' },
      { name: 'B', type: 'blob' },
      { name: 'TS', type: 'timestamp' },
    ],
    primaryKey: ['SOHNUM_0', 'SOPLIN_0'],
  };

  it('writes values as text: exact digits, bytes as base64, TIMESTAMP as epoch seconds', () => {
    expect(columnText('OLD', { name: 'PRI', type: 'decimal' })).toBe('CAST(OLD.`PRI` AS CHAR)');
    expect(columnText('OLD', { name: 'B', type: 'blob' })).toBe(
      "REPLACE(TO_BASE64(OLD.`B`), CHAR(10 USING ascii), '')",
    );
    expect(columnText('NEW', { name: 'TS', type: 'timestamp' })).toBe(
      "IF(NEW.`TS` = 0, '0000-00-00 00:00:00', CAST(UNIX_TIMESTAMP(NEW.`TS`) AS CHAR))",
    );
  });

  it('three AFTER row triggers; a key change is D then I; MariaDB replaces, MySQL drops and creates', () => {
    const [insert, update, remove] = mysqlTriggerSql(table, true);
    expect(insert).toBe(
      "CREATE OR REPLACE TRIGGER `x3`.`agent_cdc_i_SORDERQ` AFTER INSERT ON `x3`.`SORDERQ` FOR EACH ROW INSERT INTO `erp`.`agent_cdc_changes` (schema_name, table_name, op, `key`, old_row) VALUES ('x3', 'SORDERQ', 'I', JSON_OBJECT('SOHNUM_0', CAST(NEW.`SOHNUM_0` AS CHAR), 'SOPLIN_0', CAST(NEW.`SOPLIN_0` AS CHAR)), NULL)",
    );
    expect(update).toContain('IF NOT (NEW.`SOHNUM_0` <=> OLD.`SOHNUM_0` AND NEW.`SOPLIN_0` <=> OLD.`SOPLIN_0`) THEN');
    expect(update).toMatch(/'D', .*'I', .*ELSE .*'U', .*END IF; END$/);
    expect(remove).toContain("'D', JSON_OBJECT('SOHNUM_0', CAST(OLD.`SOHNUM_0` AS CHAR)");
    expect(remove).toContain("'TS', IF(OLD.`TS` = 0");
    expect(mysqlTriggerSql(table, false).slice(0, 2)).toEqual([
      'DROP TRIGGER IF EXISTS `x3`.`agent_cdc_i_SORDERQ`',
      expect.stringMatching(/^CREATE TRIGGER `x3`.`agent_cdc_i_SORDERQ` AFTER INSERT/),
    ]);
    expect(triggerName('u', 'T'.repeat(60))).toMatch(/^agent_cdc_u_[0-9a-f]{32}$/);
    expect(() => mysqlLiteral("a\\'")).toThrow(/backslash/);
    expect(mysqlLiteral("it's")).toBe("'it''s'");
  });

  it('reads a page of changes and the current rows by exact key comparisons', () => {
    expect(
      mysqlChangesPageQuery('erp', { schema: 'x3', table: 'T' }, { after: '5', through: '9', limit: 100 }),
    ).toEqual({
      text: [
        'SELECT CAST(c.position AS CHAR) AS `agent_cdc.position`, c.op AS `agent_cdc.op`, c.`key` AS `agent_cdc.key`, c.old_row AS `agent_cdc.old_row`',
        'FROM `erp`.`agent_cdc_changes` c',
        'WHERE c.schema_name = ? AND c.table_name = ? AND c.position > CAST(? AS UNSIGNED) AND c.position <= CAST(? AS UNSIGNED)',
        'ORDER BY c.position LIMIT 100',
      ].join('\n'),
      values: ['x3', 'T', '5', '9'],
    });
    const description = {
      name: 'SORDERQ',
      primaryKey: ['SOHNUM_0', 'SOPLIN_0'],
      columns: [
        { name: 'SOHNUM_0', type: 'varchar', nullable: false, primaryKey: true },
        { name: 'SOPLIN_0', type: 'bigint', nullable: false, primaryKey: true },
        { name: 'QTY_0', type: 'decimal', nullable: true, primaryKey: false },
      ],
    };
    expect(
      mysqlRowsByKeyQuery({ schema: 'x3', table: description }, { column: 'QTY_0', op: '>', value: 0 }, [
        ['SO1', '9007199254740993'],
        ['SO2', '1'],
      ]),
    ).toEqual({
      text: 'SELECT `SOHNUM_0`, `SOPLIN_0`, `QTY_0` FROM `x3`.`SORDERQ` WHERE (`SOHNUM_0`, `SOPLIN_0`) IN ((?, CAST(? AS DECIMAL(65,0))), (?, CAST(? AS DECIMAL(65,0)))) AND (`QTY_0` > ?)',
      values: ['SO1', '9007199254740993', 'SO2', '1', 0],
    });
    expect(valueFromText('timestamp', '1714998896.123456')).toBe('2024-05-06T12:34:56.123456Z');
    expect(valueFromText('int', '42')).toBe(42);
    expect(valueFromText('bigint', '9223372036854775807')).toBe('9223372036854775807');
    expect(valueFromText('datetime', '2024-05-06 12:34:56.000001')).toBe('2024-05-06T12:34:56.000001');
    expect(valueFromText('decimal', null)).toBeNull();
  });
});
