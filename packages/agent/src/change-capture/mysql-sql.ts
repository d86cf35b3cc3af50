import { createHash } from 'node:crypto';
import type { TableDescription } from '@store-console/contract';
import { mysqlDialect, type SqlQuery } from '../sql/dialect.ts';

/**
 * MySQL/MariaDB change capture (packages/agent/README.md "Change capture"): as on PostgreSQL, a
 * change table with a monotonically increasing position kept by AFTER row triggers, installed
 * only by the agent's explicit command (binlog parsing would need replication rights and a
 * parser; triggers need the TRIGGER privilege only). MySQL's schema is its database: the change
 * table and its retention mark live in the configured database (`agent_cdc_changes`,
 * `agent_cdc_retention`, hidden from the listings), and a captured table of any schema writes
 * there. Values are written as text by the trigger so that nothing passes through a JSON number
 * (DECIMAL, BIGINT) or a session time zone (TIMESTAMP as epoch seconds).
 */
type Column = Pick<TableDescription['columns'][number], 'name' | 'type'>;

const q = mysqlDialect.quote;
export const changeTableName = 'agent_cdc_changes';
export const retentionTableName = 'agent_cdc_retention';
/** Every name the agent creates starts so: listings and uninstall recognise them by it. */
export const agentPrefix = 'agent_cdc_';

export const changeTable = (database: string) => `${q(database)}.${q(changeTableName)}`;
export const retentionTable = (database: string) => `${q(database)}.${q(retentionTableName)}`;

/** A string literal; a backslash or NUL is refused rather than escaped (NO_BACKSLASH_ESCAPES changes their meaning). */
export function mysqlLiteral(value: string): string {
  if (value.includes('\\') || value.includes('\u0000'))
    throw new Error('A MySQL name for change capture may not contain a backslash or NUL');
  return `'${value.split("'").join("''")}'`;
}

const binaryTypes = ['binary', 'varbinary', 'tinyblob', 'blob', 'mediumblob', 'longblob', 'bit'];

/** A column of NEW/OLD as text in the trigger: exact digits, bytes as base64, TIMESTAMP as epoch seconds. */
export function columnText(row: 'NEW' | 'OLD', column: Column): string {
  const ref = `${row}.${q(column.name)}`;
  if (binaryTypes.includes(column.type)) return `REPLACE(TO_BASE64(${ref}), CHAR(10 USING ascii), '')`;
  // A zero TIMESTAMP is no instant: kept as the zero date it shows.
  if (column.type === 'timestamp') return `IF(${ref} = 0, '0000-00-00 00:00:00', CAST(UNIX_TIMESTAMP(${ref}) AS CHAR))`;
  return `CAST(${ref} AS CHAR)`;
}

function jsonOf(row: 'NEW' | 'OLD', columns: readonly Column[]): string {
  return `JSON_OBJECT(${columns.map((c) => `${mysqlLiteral(c.name)}, ${columnText(row, c)}`).join(', ')})`;
}

export type MysqlCapturedTable = {
  /** The configured database, where the change table is. */
  database: string;
  schema: string;
  table: string;
  columns: readonly Column[];
  primaryKey: readonly string[];
};

/** The trigger's name in the table's schema (at most 64 characters: a long table name is hashed). */
export function triggerName(op: 'i' | 'u' | 'd', table: string): string {
  const name = `${agentPrefix}${op}_${table}`;
  if (name.length <= 64) return name;
  return `${agentPrefix}${op}_${createHash('sha256').update(table).digest('hex').slice(0, 32)}`;
}

/** The change table and the retention mark (idempotent statements, run one by one). */
export function mysqlSetupSql(database: string): string[] {
  return [
    `CREATE TABLE IF NOT EXISTS ${changeTable(database)} (
  position BIGINT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,
  schema_name VARCHAR(64) NOT NULL,
  table_name VARCHAR(64) NOT NULL,
  op CHAR(1) NOT NULL,
  \`key\` LONGTEXT NOT NULL,
  old_row LONGTEXT NULL,
  at TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
  KEY agent_cdc_changes_table (schema_name, table_name, position)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4`,
    `CREATE TABLE IF NOT EXISTS ${retentionTable(database)} (id INT PRIMARY KEY, purged_through BIGINT UNSIGNED NOT NULL DEFAULT 0) ENGINE=InnoDB`,
    `INSERT IGNORE INTO ${retentionTable(database)} (id) VALUES (1)`,
  ];
}

/**
 * The three AFTER row triggers of a table. An update that changes the key is the old row gone
 * and a new one come (D then I), as on PostgreSQL; a D keeps the row as it was, so the consumer
 * finds what it loaded from it. MariaDB replaces a trigger in place (`CREATE OR REPLACE`); MySQL
 * has no such statement, so its triggers are dropped and created again.
 */
export function mysqlTriggerSql(t: MysqlCapturedTable, mariadb: boolean): string[] {
  const keyColumns = (t.primaryKey.length > 0 ? t.primaryKey : t.columns.map((c) => c.name)).map((name) => {
    const column = t.columns.find((c) => c.name === name);
    if (!column) throw new Error(`Table '${t.table}' has no column '${name}'`);
    return column;
  });
  const target = mysqlDialect.table(t.schema, t.table);
  const insert = (op: 'I' | 'U' | 'D', row: 'NEW' | 'OLD', old: boolean) =>
    `INSERT INTO ${changeTable(t.database)} (schema_name, table_name, op, \`key\`, old_row) VALUES (${mysqlLiteral(t.schema)}, ${mysqlLiteral(t.table)}, '${op}', ${jsonOf(row, keyColumns)}, ${old ? jsonOf('OLD', t.columns) : 'NULL'});`;
  const sameKey = keyColumns.map((c) => `NEW.${q(c.name)} <=> OLD.${q(c.name)}`).join(' AND ');
  const bodies: Record<'i' | 'u' | 'd', { event: string; body: string }> = {
    i: { event: 'INSERT', body: insert('I', 'NEW', false) },
    u: {
      event: 'UPDATE',
      body: `BEGIN IF NOT (${sameKey}) THEN ${insert('D', 'OLD', true)} ${insert('I', 'NEW', false)} ELSE ${insert('U', 'NEW', false)} END IF; END`,
    },
    d: { event: 'DELETE', body: insert('D', 'OLD', true) },
  };
  const statements: string[] = [];
  for (const op of ['i', 'u', 'd'] as const) {
    const name = `${q(t.schema)}.${q(triggerName(op, t.table))}`;
    const { event, body } = bodies[op];
    const create = `TRIGGER ${name} AFTER ${event} ON ${target} FOR EACH ROW ${body.endsWith(';') ? body.slice(0, -1) : body}`;
    if (mariadb) statements.push(`CREATE OR REPLACE ${create}`);
    else statements.push(`DROP TRIGGER IF EXISTS ${name}`, `CREATE ${create}`);
  }
  return statements;
}

export function mysqlDropTriggersSql(schema: string, table: string): string[] {
  return (['i', 'u', 'd'] as const).map((op) => `DROP TRIGGER IF EXISTS ${q(schema)}.${q(triggerName(op, table))}`);
}

export const mysqlInstalledQuery = (database: string): SqlQuery => ({
  text: 'SELECT COUNT(*) AS installed FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ?',
  values: [database, changeTableName],
});

/** The agent's triggers that write to this database's change table (other databases' agents have their own). */
const ourTriggers = `LEFT(TRIGGER_NAME, ${agentPrefix.length}) = '${agentPrefix}' AND LOCATE(?, ACTION_STATEMENT) > 0`;

export const mysqlStatusQuery = (database: string): SqlQuery => ({
  text: [
    'SELECT',
    `  (SELECT CAST(MAX(position) AS CHAR) FROM ${changeTable(database)}) AS position,`,
    `  (SELECT CAST(MIN(position) AS CHAR) FROM ${changeTable(database)}) AS oldest,`,
    `  (SELECT CAST(purged_through AS CHAR) FROM ${retentionTable(database)} WHERE id = 1) AS purged_through,`,
    `  (SELECT COUNT(*) FROM information_schema.TRIGGERS WHERE ${ourTriggers}) AS triggers`,
  ].join('\n'),
  values: [changeTable(database)],
});

/** Tables of a schema that carry the capture triggers. */
export const mysqlCapturedTablesQuery = (database: string, schema: string): SqlQuery => ({
  text: `SELECT DISTINCT EVENT_OBJECT_TABLE AS table_name FROM information_schema.TRIGGERS WHERE EVENT_OBJECT_SCHEMA = ? AND ${ourTriggers} ORDER BY EVENT_OBJECT_TABLE`,
  values: [schema, changeTable(database)],
});

export const mysqlBaseTablesQuery = (schema: string): SqlQuery => ({
  text: `SELECT TABLE_NAME AS table_name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' AND LEFT(TABLE_NAME, ${agentPrefix.length}) <> '${agentPrefix}' ORDER BY TABLE_NAME`,
  values: [schema],
});

/** Forgets changes up to a position: the mark first, so a consumer reading meanwhile sees WRAPPED, never a gap. */
export const mysqlPruneQueries = (database: string, through: string): SqlQuery[] => [
  {
    text: `UPDATE ${retentionTable(database)} SET purged_through = GREATEST(purged_through, CAST(? AS UNSIGNED)) WHERE id = 1`,
    values: [through],
  },
  { text: `DELETE FROM ${changeTable(database)} WHERE position <= CAST(? AS UNSIGNED)`, values: [through] },
];

export const mysqlDropChangeTablesSql = (database: string): string[] => [
  `DROP TABLE IF EXISTS ${changeTable(database)}`,
  `DROP TABLE IF EXISTS ${retentionTable(database)}`,
];
