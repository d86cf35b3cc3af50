import { oracleDialect, type SqlQuery } from '../sql/dialect.ts';

/**
 * Oracle change capture (docs/decisions/0061): a per-table "modified at" column named in the agent's
 * configuration (`changeCapture.modifiedColumn: { "SCHEMA.TABLE" | "TABLE": "COLUMN" }`). Rows
 * modified after a position are the changes; deletes are not seen this way (a full load catches
 * them). Positions are the modification time in epoch milliseconds (decimal strings).
 * Written and unit-tested here; no Oracle runs on these machines.
 */
export type ModifiedColumn = { schema: string | null; table: string; column: string };

export function modifiedColumns(config: Record<string, string> | undefined): ModifiedColumn[] {
  return Object.entries(config ?? {}).map(([name, column]) => {
    const dot = name.indexOf('.');
    return dot > 0
      ? { schema: name.slice(0, dot), table: name.slice(dot + 1), column }
      : { schema: null, table: name, column };
  });
}

function from(m: ModifiedColumn): string {
  return m.schema === null ? oracleDialect.quote(m.table) : oracleDialect.table(m.schema, m.table);
}

/** The newest modification of one table, in epoch milliseconds (UTC). */
export function oracleLatestChangeQuery(m: ModifiedColumn): SqlQuery {
  const column = oracleDialect.quote(m.column);
  return {
    text: `SELECT ROUND((CAST(MAX(${column}) AS DATE) - DATE '1970-01-01') * 86400000) AS "position" FROM ${from(m)}`,
    values: [],
  };
}

/** Rows modified after a position (epoch ms, exclusive), oldest first, keyset on (modified, key). */
export function oracleChangesQuery(
  m: ModifiedColumn,
  primaryKey: readonly string[],
  since: string,
  limit: number,
): SqlQuery {
  const column = oracleDialect.quote(m.column);
  const order = [column, ...primaryKey.map((c) => oracleDialect.quote(c))].join(', ');
  return {
    text: oracleDialect.limitSelect({
      columns: '*',
      from: from(m),
      where: `${column} > DATE '1970-01-01' + (:1 / 86400000)`,
      orderBy: order,
      limit,
    }),
    values: [Number(since)],
  };
}
