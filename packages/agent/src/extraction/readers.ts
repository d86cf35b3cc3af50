import type { ExtractionCheckpoint } from '@store-console/contract';
import type { Driver } from '../drivers/driver.ts';
import { dialects } from '../sql/dialect.ts';
import { keysetPageQuery } from '../sql/select.ts';
import { mysqlChangeColumns, mysqlChangesPageQuery, mysqlRowsByKeyQuery, rowFromText } from './mysql-changes-sql.ts';
import type { ExtractionPlan, PlannedTable } from './plan.ts';
import { changeColumns, postgresChangesPageQuery } from './postgres-changes-sql.ts';
import { rowConverter } from './values.ts';

/** One line of a chunk and where the run stands once it is written. */
export type Line = { text: string; checkpoint: ExtractionCheckpoint };
/** A page of lines of one table. */
export type Page = { table: string; lines: Line[] };

/** Rows per statement: small enough for flat memory, large enough that a page costs one index seek among many rows. */
export const pageRows = 5_000;

/** FULL: every table page by page in primary key order (keyset, never OFFSET), from `resumeAfter` for the first. */
export async function* fullPages(driver: Driver, plan: ExtractionPlan, signal: AbortSignal): AsyncGenerator<Page> {
  const dialect = dialects[driver.config.type];
  for (const [i, { table, filter }] of plan.tables.entries()) {
    const convert = rowConverter(driver.config.type, table);
    const limit = Math.min(pageRows, plan.chunkRows);
    const page = (after: readonly unknown[] | null) =>
      driver.query(keysetPageQuery(dialect, { schema: plan.schema, table }, { after, limit, filter }));
    let pending: Promise<Record<string, unknown>[]> | null = page(i === 0 ? plan.resumeAfter : null);
    try {
      while (pending) {
        const rows: Record<string, unknown>[] = await pending;
        const last = rows[rows.length - 1];
        // The next page is read while this one is written (after the driver's own values of the
        // last key: exact, whatever the type).
        pending = last && rows.length === limit ? page(table.primaryKey.map((c) => last[c])) : null;
        if (signal.aborted) return;
        const lines = rows.map((row) => {
          const key = convert.key(table.primaryKey.map((c) => row[c]));
          const text = JSON.stringify({ t: table.name, op: 'U', row: convert.row(row), key });
          return { text, checkpoint: { table: table.name, key } };
        });
        if (lines.length > 0) yield { table: table.name, lines };
      }
    } finally {
      // A page read ahead and no longer wanted (cancelled, failed) must not fail unobserved.
      pending?.catch(() => {});
    }
  }
}

/** CHANGES (trigger-kept change capture): each table's changes in (since, through], in position order. */
export async function* changePages(driver: Driver, plan: ExtractionPlan, signal: AbortSignal): AsyncGenerator<Page> {
  const since = plan.since ?? '0';
  const through = plan.through ?? since;
  const read = driver.config.type === 'mysql' ? mysqlTableChanges : tableChanges;
  for (const { table, filter } of plan.tables) {
    yield* read(driver, plan, { table, filter }, { since, through }, signal);
  }
}

/** Keys per statement when reading the current rows of a page of MySQL changes. */
const keysPerRead = 1_000;

/**
 * MySQL/MariaDB: a page of changes, then the current rows of its I and U keys (one `IN` read per
 * thousand keys, exact comparisons: mysql-changes-sql.ts). As on PostgreSQL, an I or U whose row is
 * gone or no longer matches the filter is left out, and a D carries the row as it was deleted.
 */
async function* mysqlTableChanges(
  driver: Driver,
  plan: ExtractionPlan,
  { table, filter }: PlannedTable,
  window: { since: string; through: string },
  signal: AbortSignal,
): AsyncGenerator<Page> {
  const convert = rowConverter(driver.config.type, table);
  const limit = Math.min(pageRows, plan.chunkRows);
  const columns = table.columns.map((c) => c.name);
  const c = mysqlChangeColumns;
  let after = window.since;
  for (;;) {
    if (signal.aborted) return;
    const ref = { schema: plan.schema, table: table.name };
    const changes = await driver.query(
      mysqlChangesPageQuery(driver.config.database, ref, { after, through: window.through, limit }),
    );
    const keyText = (change: Record<string, unknown>): string[] => {
      const parsed: Record<string, unknown> = JSON.parse(String(change[c.key]));
      return table.primaryKey.map((name) => String(parsed[name]));
    };
    const wanted = new Map<string, string[]>();
    for (const change of changes) {
      if (change[c.op] === 'D') continue;
      const key = keyText(change);
      wanted.set(JSON.stringify(convert.key(rowFromTextKey(key))), key);
    }
    const current = new Map<string, Record<string, unknown>>();
    const keys = [...wanted.values()];
    for (let i = 0; i < keys.length; i += keysPerRead) {
      const rows = await driver.query(
        mysqlRowsByKeyQuery({ schema: plan.schema, table }, filter, keys.slice(i, i + keysPerRead)),
      );
      for (const row of rows) current.set(JSON.stringify(convert.key(table.primaryKey.map((k) => row[k]))), row);
    }
    if (signal.aborted) return;
    const lines: Line[] = [];
    for (const change of changes) {
      const pos = String(change[c.position]);
      const op = String(change[c.op]);
      const key = convert.key(rowFromTextKey(keyText(change)));
      let row: Record<string, unknown> | null = null;
      if (op === 'D') {
        row = change[c.old] === null ? null : rowFromText(table, change[c.old], columns);
      } else {
        const found = current.get(JSON.stringify(key));
        if (!found) continue;
        row = convert.row(found);
      }
      const text = JSON.stringify({ t: table.name, op, row, key, pos });
      lines.push({ text, checkpoint: { table: table.name, position: pos } });
    }
    if (lines.length > 0) yield { table: table.name, lines };
    const last = changes[changes.length - 1];
    if (!last || changes.length < limit) break;
    after = String(last[c.position]);
  }

  /** A key's text values typed as the key's columns are in a line (numbers stay numbers). */
  function rowFromTextKey(values: string[]): unknown[] {
    const typed = rowFromText(
      table,
      Object.fromEntries(table.primaryKey.map((k, i) => [k, values[i]])),
      table.primaryKey,
    );
    return table.primaryKey.map((k) => typed[k]);
  }
}

async function* tableChanges(
  driver: Driver,
  plan: ExtractionPlan,
  { table, filter }: PlannedTable,
  window: { since: string; through: string },
  signal: AbortSignal,
): AsyncGenerator<Page> {
  const convert = rowConverter(driver.config.type, table);
  const limit = Math.min(pageRows, plan.chunkRows);
  let after = window.since;
  for (;;) {
    if (signal.aborted) return;
    const query = postgresChangesPageQuery({ schema: plan.schema, table }, filter, {
      after,
      through: window.through,
      limit,
    });
    const rows = await driver.query(query);
    const lines = rows.map((row) => {
      const pos = String(row[changeColumns.position]);
      const op = String(row[changeColumns.op]);
      const key = convert.key(table.primaryKey.map((_, i) => row[changeColumns.key(i)]));
      // A D carries the row as it was deleted (null when change capture predates that).
      const deleted = op === 'D' && row[changeColumns.old] !== true ? null : convert.row(row);
      const text = JSON.stringify({ t: table.name, op, row: deleted, key, pos });
      return { text, checkpoint: { table: table.name, position: pos } };
    });
    if (lines.length > 0) yield { table: table.name, lines };
    const last = lines[lines.length - 1];
    if (!last || rows.length < limit) break;
    after = (last.checkpoint as { position: string }).position;
  }
}
