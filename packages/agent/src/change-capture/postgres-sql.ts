import { changeCaptureSchemaName } from '../sql/catalogue.ts';
import { postgresDialect } from '../sql/dialect.ts';

/**
 * PostgreSQL change capture (docs/decisions/0061): a change table with a monotonically increasing position,
 * kept by AFTER row triggers on the captured tables. Installed only by an explicit agent command.
 * The statements here are pure text (identifiers quoted, trigger arguments as escaped literals) so
 * they are unit-tested, and run as one simple-protocol batch (one implicit transaction).
 */
const q = postgresDialect.quote;
const cdc = q(changeCaptureSchemaName);
export const changeTable = `${cdc}.${q('changes')}`;
export const retentionTable = `${cdc}.${q('retention')}`;
export const captureTriggerName = 'agent_cdc_capture';

/** A string literal: quotes doubled; standard_conforming_strings keeps backslashes as they are. */
export function pgLiteral(value: string): string {
  if (value.includes('\u0000')) throw new Error('A literal may not contain NUL');
  return `'${value.split("'").join("''")}'`;
}

function keyOf(row: 'NEW' | 'OLD'): string {
  return `SELECT COALESCE(jsonb_object_agg(e.key, e.value), to_jsonb(${row})) FROM jsonb_each(to_jsonb(${row})) e WHERE e.key = ANY (TG_ARGV)`;
}

function record(op: 'I' | 'U' | 'D', key: string): string {
  // A delete keeps the row as it was: the consumer finds what it had loaded from it by its content
  // (a target's natural key is rarely the source's primary key, e.g. an X3 ROWID).
  const old = op === 'D' ? 'to_jsonb(OLD)' : 'NULL';
  return `INSERT INTO ${changeTable} (schema_name, table_name, op, key, old_row) VALUES (TG_TABLE_SCHEMA, TG_TABLE_NAME, '${op}', ${key}, ${old});`;
}

/** The change table, its retention mark and the trigger function (idempotent). */
export const changeCaptureSetupSql = [
  `CREATE SCHEMA IF NOT EXISTS ${cdc};`,
  `CREATE TABLE IF NOT EXISTS ${changeTable} (`,
  '  position bigserial PRIMARY KEY,',
  '  schema_name text NOT NULL,',
  '  table_name text NOT NULL,',
  "  op char(1) NOT NULL CHECK (op IN ('I', 'U', 'D')),",
  '  key jsonb NOT NULL,',
  '  at timestamptz NOT NULL DEFAULT now()',
  ');',
  // Added after the first release: installing again upgrades a change table made before it.
  `ALTER TABLE ${changeTable} ADD COLUMN IF NOT EXISTS old_row jsonb;`,
  `CREATE TABLE IF NOT EXISTS ${retentionTable} (id int PRIMARY KEY CHECK (id = 1), purged_through bigint NOT NULL DEFAULT 0);`,
  `INSERT INTO ${retentionTable} (id) VALUES (1) ON CONFLICT (id) DO NOTHING;`,
  `CREATE OR REPLACE FUNCTION ${cdc}.capture() RETURNS trigger LANGUAGE plpgsql AS $capture$`,
  'DECLARE',
  '  new_key jsonb;',
  '  old_key jsonb;',
  'BEGIN',
  // The key is the row's primary key columns (the trigger's arguments), or the whole row without one.
  `  IF TG_OP <> 'DELETE' THEN ${keyOf('NEW')} INTO new_key; END IF;`,
  `  IF TG_OP <> 'INSERT' THEN ${keyOf('OLD')} INTO old_key; END IF;`,
  "  IF TG_OP = 'INSERT' THEN",
  `    ${record('I', 'new_key')}`,
  "  ELSIF TG_OP = 'UPDATE' AND new_key IS DISTINCT FROM old_key THEN",
  // A changed key is the old row gone and a new one come.
  `    ${record('D', 'old_key')}`,
  `    ${record('I', 'new_key')}`,
  "  ELSIF TG_OP = 'UPDATE' THEN",
  `    ${record('U', 'new_key')}`,
  '  ELSE',
  `    ${record('D', 'old_key')}`,
  '  END IF;',
  '  RETURN NULL;',
  'END',
  '$capture$;',
].join('\n');

export type CapturedTable = { schema: string; table: string; primaryKey: readonly string[] };

/** The AFTER row trigger of one table (CREATE OR REPLACE: installing twice changes nothing). */
export function captureTriggerSql(t: CapturedTable): string {
  const args = t.primaryKey.map(pgLiteral).join(', ');
  return `CREATE OR REPLACE TRIGGER ${q(captureTriggerName)} AFTER INSERT OR UPDATE OR DELETE ON ${postgresDialect.table(t.schema, t.table)} FOR EACH ROW EXECUTE FUNCTION ${cdc}.capture(${args});`;
}

export function installChangeCaptureSql(tables: readonly CapturedTable[]): string {
  return [changeCaptureSetupSql, ...tables.map(captureTriggerSql)].join('\n');
}

export function dropTriggerSql(schema: string, table: string): string {
  return `DROP TRIGGER IF EXISTS ${q(captureTriggerName)} ON ${postgresDialect.table(schema, table)};`;
}

/** Tables of a schema that carry the capture trigger. */
export const capturedTablesSql = `SELECT c.relname AS table_name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE t.tgname = '${captureTriggerName}' AND NOT t.tgisinternal AND n.nspname = $1 ORDER BY c.relname`;

/** Base tables of a schema (triggers go on tables, not views). */
export const baseTablesSql =
  "SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY table_name";

export const installedSql = `SELECT to_regclass(${pgLiteral(`${changeCaptureSchemaName}.changes`)}) IS NOT NULL AS installed`;

export const statusSql = [
  'SELECT',
  `  (SELECT max(position) FROM ${changeTable})::text AS position,`,
  `  (SELECT min(position) FROM ${changeTable})::text AS oldest,`,
  `  (SELECT purged_through FROM ${retentionTable} WHERE id = 1)::text AS purged_through,`,
  `  (SELECT count(*) FROM pg_trigger WHERE tgname = '${captureTriggerName}' AND NOT tgisinternal)::int AS triggers`,
].join('\n');

/** Changes after a position, oldest first (for incremental extraction). */
export const changesAfterSql = `SELECT position::text AS position, schema_name, table_name, op, key, at FROM ${changeTable} WHERE position > $1::bigint ORDER BY position LIMIT $2`;

/** Forgets changes up to a position and remembers that a consumer behind it has lost changes. */
export const pruneSql = [
  `WITH gone AS (DELETE FROM ${changeTable} WHERE position <= $1::bigint)`,
  `UPDATE ${retentionTable} SET purged_through = GREATEST(purged_through, $1::bigint) WHERE id = 1`,
].join('\n');
