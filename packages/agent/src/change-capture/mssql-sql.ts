import { mssqlDialect, type SqlQuery } from '../sql/dialect.ts';

/**
 * SQL Server change capture through its native CDC (docs/decisions/0061): the database's CDC flag, the newest
 * LSN, the oldest LSN every capture instance still retains, and the changes of one capture
 * instance between two LSNs. Written and unit-tested here; no SQL Server runs on these machines.
 */
export const mssqlCdcEnabledSql: SqlQuery = {
  text: 'SELECT CAST(is_cdc_enabled AS int) AS enabled FROM sys.databases WHERE name = DB_NAME()',
  values: [],
};

/** Newest LSN, and the oldest LSN all capture instances still hold (a consumer behind it has lost changes). */
export const mssqlCdcPositionSql: SqlQuery = {
  text: [
    'SELECT sys.fn_cdc_get_max_lsn() AS position,',
    '  (SELECT MAX(sys.fn_cdc_get_min_lsn(ct.capture_instance)) FROM cdc.change_tables ct) AS oldest,',
    '  (SELECT COUNT(*) FROM cdc.change_tables) AS instances',
  ].join('\n'),
  values: [],
};

/** The default capture instance name of a table (`{schema}_{table}`), as `sys.sp_cdc_enable_table` makes it. */
export function defaultCaptureInstance(schema: string, table: string): string {
  return `${schema}_${table}`;
}

/**
 * Every change of one capture instance after `since` (exclusive) up to the current maximum LSN.
 * The instance name is an identifier (quoted); the LSNs travel as binary(10) parameters.
 */
export function mssqlChangesQuery(captureInstance: string, since: Buffer): SqlQuery {
  const fn = `cdc.${mssqlDialect.quote(`fn_cdc_get_all_changes_${captureInstance}`)}`;
  return {
    text: `SELECT * FROM ${fn}(sys.fn_cdc_increment_lsn(@p1), sys.fn_cdc_get_max_lsn(), N'all') ORDER BY __$start_lsn, __$seqval`,
    values: [since],
  };
}

/** An LSN (binary(10)) as the contract's decimal position string, and back. */
export function lsnToPosition(lsn: Buffer | null | undefined): string | null {
  if (!lsn || lsn.length === 0) return null;
  return BigInt(`0x${lsn.toString('hex')}`).toString();
}

export function positionToLsn(position: string): Buffer {
  const hex = BigInt(position).toString(16).padStart(20, '0');
  if (hex.length > 20) throw new Error(`Not an LSN position: ${position}`);
  return Buffer.from(hex, 'hex');
}
