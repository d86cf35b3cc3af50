import type { AgentDatabaseType, TableDescription } from '@store-console/contract';
import type { SqlQuery } from './dialect.ts';

/**
 * Catalogue queries per engine: the schemas, and each table's columns with type, nullability and
 * primary key position. Every query answers the same lower-case column names (see `CatalogueRow`).
 * The schema and table are parameters, never text.
 */
export type CatalogueRow = {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: string;
  ordinal_position: number | string;
  pk_position: number | string | null;
};

/** The agent's own change capture schema on PostgreSQL: not an ERP schema, so never listed. */
export const changeCaptureSchemaName = 'agent_cdc';

export function schemasQuery(type: AgentDatabaseType): SqlQuery {
  switch (type) {
    case 'postgres':
      return {
        text: `SELECT schema_name FROM information_schema.schemata WHERE schema_name NOT IN ('information_schema', '${changeCaptureSchemaName}') AND schema_name NOT LIKE 'pg\\_%' ORDER BY schema_name`,
        values: [],
      };
    case 'mssql':
      return {
        text: "SELECT s.name AS schema_name FROM sys.schemas s WHERE s.name NOT IN ('sys', 'INFORMATION_SCHEMA', 'guest', 'cdc') AND s.name NOT LIKE 'db[_]%' ORDER BY s.name",
        values: [],
      };
    case 'oracle':
      return {
        text: `SELECT username AS "schema_name" FROM all_users WHERE oracle_maintained = 'N' ORDER BY username`,
        values: [],
      };
    case 'mysql':
      return {
        text: "SELECT SCHEMA_NAME AS schema_name FROM information_schema.SCHEMATA WHERE SCHEMA_NAME NOT IN ('mysql', 'information_schema', 'performance_schema', 'sys') ORDER BY SCHEMA_NAME",
        values: [],
      };
  }
}

/** Columns of every table of a schema, or of one table when `table` is given. */
export function columnsQuery(type: AgentDatabaseType, schema: string, table?: string): SqlQuery {
  const values: unknown[] = table === undefined ? [schema] : [schema, table];
  switch (type) {
    case 'postgres':
      return {
        text: [
          'SELECT c.table_name, c.column_name, c.data_type, c.is_nullable, c.ordinal_position, k.ordinal_position AS pk_position',
          'FROM information_schema.columns c',
          "JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type IN ('BASE TABLE', 'VIEW')",
          "LEFT JOIN information_schema.table_constraints tc ON tc.table_schema = c.table_schema AND tc.table_name = c.table_name AND tc.constraint_type = 'PRIMARY KEY'",
          'LEFT JOIN information_schema.key_column_usage k ON k.constraint_schema = tc.constraint_schema AND k.constraint_name = tc.constraint_name AND k.table_name = c.table_name AND k.column_name = c.column_name',
          `WHERE c.table_schema = $1${table === undefined ? '' : ' AND c.table_name = $2'}`,
          'ORDER BY c.table_name, c.ordinal_position',
        ].join('\n'),
        values,
      };
    case 'mssql':
      return {
        text: [
          "SELECT t.name AS table_name, c.name AS column_name, ty.name AS data_type, CASE WHEN c.is_nullable = 1 THEN 'YES' ELSE 'NO' END AS is_nullable, c.column_id AS ordinal_position, ic.key_ordinal AS pk_position",
          'FROM sys.tables t',
          'JOIN sys.schemas s ON s.schema_id = t.schema_id',
          'JOIN sys.columns c ON c.object_id = t.object_id',
          'JOIN sys.types ty ON ty.user_type_id = c.user_type_id',
          'LEFT JOIN sys.indexes i ON i.object_id = t.object_id AND i.is_primary_key = 1',
          'LEFT JOIN sys.index_columns ic ON ic.object_id = i.object_id AND ic.index_id = i.index_id AND ic.column_id = c.column_id',
          `WHERE s.name = @p1${table === undefined ? '' : ' AND t.name = @p2'}`,
          'ORDER BY t.name, c.column_id',
        ].join('\n'),
        values,
      };
    case 'oracle':
      return {
        text: [
          `SELECT c.table_name AS "table_name", c.column_name AS "column_name", LOWER(c.data_type) AS "data_type", CASE c.nullable WHEN 'Y' THEN 'YES' ELSE 'NO' END AS "is_nullable", c.column_id AS "ordinal_position", pk.position AS "pk_position"`,
          'FROM all_tab_columns c',
          'JOIN all_tables t ON t.owner = c.owner AND t.table_name = c.table_name',
          "LEFT JOIN (SELECT cc.owner, cc.table_name, cc.column_name, cc.position FROM all_constraints k JOIN all_cons_columns cc ON cc.owner = k.owner AND cc.constraint_name = k.constraint_name AND cc.table_name = k.table_name WHERE k.constraint_type = 'P') pk",
          '  ON pk.owner = c.owner AND pk.table_name = c.table_name AND pk.column_name = c.column_name',
          `WHERE c.owner = :1${table === undefined ? '' : ' AND c.table_name = :2'}`,
          'ORDER BY c.table_name, c.column_id',
        ].join('\n'),
        values,
      };
    case 'mysql':
      return {
        text: [
          'SELECT c.TABLE_NAME AS table_name, c.COLUMN_NAME AS column_name, LOWER(c.DATA_TYPE) AS data_type, c.IS_NULLABLE AS is_nullable, c.ORDINAL_POSITION AS ordinal_position, k.ORDINAL_POSITION AS pk_position',
          'FROM information_schema.COLUMNS c',
          'JOIN information_schema.TABLES t ON t.TABLE_SCHEMA = c.TABLE_SCHEMA AND t.TABLE_NAME = c.TABLE_NAME',
          "LEFT JOIN information_schema.KEY_COLUMN_USAGE k ON k.TABLE_SCHEMA = c.TABLE_SCHEMA AND k.TABLE_NAME = c.TABLE_NAME AND k.COLUMN_NAME = c.COLUMN_NAME AND k.CONSTRAINT_NAME = 'PRIMARY'",
          // The agent's own change capture tables (change-capture/mysql-sql.ts) are not the ERP's.
          `WHERE c.TABLE_SCHEMA = ?${table === undefined ? '' : ' AND c.TABLE_NAME = ?'} AND LEFT(c.TABLE_NAME, 10) <> 'agent_cdc_'`,
          'ORDER BY c.TABLE_NAME, c.ORDINAL_POSITION',
        ].join('\n'),
        values,
      };
  }
}

/** Catalogue rows (ordered by table, then column position) → table descriptions. */
export function tablesFromRows(rows: readonly CatalogueRow[]): TableDescription[] {
  const tables = new Map<string, { description: TableDescription; key: { name: string; position: number }[] }>();
  for (const row of rows) {
    let entry = tables.get(row.table_name);
    if (!entry) {
      entry = { description: { name: row.table_name, columns: [], primaryKey: [] }, key: [] };
      tables.set(row.table_name, entry);
    }
    const primaryKey = row.pk_position !== null && row.pk_position !== undefined;
    entry.description.columns.push({
      name: row.column_name,
      type: String(row.data_type).toLowerCase(),
      nullable: String(row.is_nullable).toUpperCase() === 'YES',
      primaryKey,
    });
    if (primaryKey) entry.key.push({ name: row.column_name, position: Number(row.pk_position) });
  }
  return [...tables.values()].map(({ description, key }) => ({
    ...description,
    primaryKey: key.sort((a, b) => a.position - b.position).map((k) => k.name),
  }));
}
