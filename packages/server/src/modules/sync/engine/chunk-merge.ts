import { sql } from 'drizzle-orm';
import type { CopySession } from '../../../platform/table-copy.ts';
import { matchOf, type TargetTable, valueOrDefault } from '../config/target-tables.ts';
import type { Pending } from './chunk-load.ts';
import type { TargetPlan } from './map-rows.ts';

/**
 * One plan's rows of a chunk into its target table (chunk-load.ts): COPY into a temporary staging
 * table, then one set-based merge statement; row by row only when that statement fails, so only
 * the rows at fault fail, each with its reason.
 */

export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

type LoadError = { message: string; constraint: string | null };

function loadError(error: unknown): LoadError {
  const constraint =
    error && typeof error === 'object' && 'constraint' in error && typeof error.constraint === 'string'
      ? error.constraint
      : null;
  return { message: error instanceof Error ? error.message : String(error), constraint };
}

let stageCount = 0;
/** Where one row's subquery goes in a merge statement. */
const rowSlot = '__sync_row__';

/**
 * COPY into staging, then one merge statement; when it fails (a row breaks a check or a key), the
 * rows are merged one by one, each under a savepoint, so only the rows at fault fail.
 */
export async function mergeRows(
  session: CopySession,
  schema: string,
  target: TargetTable,
  plan: TargetPlan,
  entries: Pending[],
  fail: (entry: Pending, error: LoadError) => void,
): Promise<{ inserted: number; updated: number }> {
  if (entries.length === 0) return { inserted: 0, updated: 0 };
  const columns = [...new Set(plan.mappings.map((mapping) => mapping.targetColumn))].filter((column) =>
    target.types.has(column),
  );
  const match = matchOf(target, columns);
  // Later lines of one key replace earlier ones (one merge statement may touch a row once).
  const keyColumns = 'conflict' in match ? match.conflict : match.match;
  const last = new Map<string, Pending>();
  for (const entry of entries) last.set(JSON.stringify(keyColumns.map((c) => entry.row.values[c] ?? null)), entry);
  const rows = [...last.values()];
  const table = `${ident(schema)}.${ident(target.name)}`;
  const stage = `sync_stage_${++stageCount}`;
  const list = columns.map(ident).join(', ');
  await session.execute(sql.raw('SAVEPOINT sync_merge'));
  try {
    await session.execute(
      sql.raw(`CREATE TEMP TABLE ${stage} ON COMMIT DROP AS SELECT ${list} FROM ${table} WITH NO DATA`),
    );
    await session.copyIn({ schema: 'pg_temp', table: stage }, columns, copyText(rows, columns));
    const merged = await session.execute(sql.raw(mergeStatement(table, `pg_temp.${stage}`, columns, match, target)));
    await session.execute(sql.raw('RELEASE SAVEPOINT sync_merge'));
    return countOf(merged.rows);
  } catch {
    await session.execute(sql.raw('ROLLBACK TO SAVEPOINT sync_merge'));
    await session.execute(sql.raw('RELEASE SAVEPOINT sync_merge'));
  }
  const counts = { inserted: 0, updated: 0 };
  for (const entry of rows) {
    await session.execute(sql.raw('SAVEPOINT sync_row'));
    try {
      // The row goes as a parameter: its values are the source's.
      const [before, after] = mergeStatement(table, rowSlot, columns, match, target).split(rowSlot) as [string, string];
      const json = JSON.stringify(entry.row.values).replaceAll('\\u0000', '');
      const merged = await session.execute(
        sql`${sql.raw(`${before}(SELECT ${list} FROM json_populate_record(null::${table}, `)}${json}::json${sql.raw(`))${after}`)}`,
      );
      await session.execute(sql.raw('RELEASE SAVEPOINT sync_row'));
      const count = countOf(merged.rows);
      counts.inserted += count.inserted;
      counts.updated += count.updated;
    } catch (error) {
      await session.execute(sql.raw('ROLLBACK TO SAVEPOINT sync_row'));
      await session.execute(sql.raw('RELEASE SAVEPOINT sync_row'));
      fail(entry, loadError(error));
    }
  }
  return counts;
}

function countOf(rows: Record<string, unknown>[]): { inserted: number; updated: number } {
  let inserted = 0;
  for (const row of rows) if (row.inserted === true || row.inserted === 't') inserted++;
  return { inserted, updated: rows.length - inserted };
}

/** One statement merging `from` (a table or a subquery) into `table`, answering one row per row written. */
function mergeStatement(
  table: string,
  from: string,
  columns: string[],
  match: ReturnType<typeof matchOf>,
  target: TargetTable,
): string {
  const list = columns.map(ident).join(', ');
  const source = (alias: string) => columns.map((column) => valueOrDefault(target, alias, column)).join(', ');
  if ('conflict' in match) {
    const rest = columns.filter((column) => !match.conflict.includes(column));
    const action =
      rest.length === 0
        ? 'DO NOTHING'
        : `DO UPDATE SET ${rest.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(', ')}`;
    return `INSERT INTO ${table} AS t (${list}) SELECT ${source('s')} FROM ${from} AS s
      ON CONFLICT (${match.conflict.map(ident).join(', ')}) ${action} RETURNING (xmax = 0) AS inserted`;
  }
  const on = match.match
    .map((c) => `t.${ident(c)} ${match.equal.includes(c) ? '=' : 'IS NOT DISTINCT FROM'} s.${ident(c)}`)
    .join(' AND ');
  const set = columns.map((c) => `${ident(c)} = s.${ident(c)}`).join(', ');
  return `WITH s AS (SELECT ${source('x')} FROM ${from} AS x),
    u AS (UPDATE ${table} AS t SET ${set} FROM s WHERE ${on} RETURNING false AS inserted),
    i AS (INSERT INTO ${table} AS t (${list}) SELECT ${list} FROM s
      WHERE NOT EXISTS (SELECT 1 FROM ${table} AS t WHERE ${on}) RETURNING true AS inserted)
    SELECT inserted FROM u UNION ALL SELECT inserted FROM i`;
}

/** The rows as COPY text: tab-separated, `\N` for null, backslash escapes. */
async function* copyText(rows: Pending[], columns: string[]): AsyncGenerator<Buffer> {
  let text = '';
  for (const entry of rows) {
    text += `${columns.map((column) => copyValue(entry.row.values[column])).join('\t')}\n`;
    if (text.length > 1 << 20) {
      yield Buffer.from(text);
      text = '';
    }
  }
  if (text) yield Buffer.from(text);
}

/** Whether the text holds a character COPY text escapes (or drops: NUL); most values hold none. */
function hasCopySpecial(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 92 || code === 9 || code === 10 || code === 13 || code === 0) return true;
  }
  return false;
}

function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  let text: string;
  if (typeof value === 'boolean') text = value ? 't' : 'f';
  else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  if (!hasCopySpecial(text)) return text;
  return text
    .replaceAll('\\', '\\\\')
    .replaceAll('\t', '\\t')
    .replaceAll('\n', '\\n')
    .replaceAll('\r', '\\r')
    .replaceAll('\u0000', '');
}
