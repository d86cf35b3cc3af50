import type { AgentChunkLine } from '@store-console/contract';
import { sql } from 'drizzle-orm';
import type { CopySession } from '../../../platform/table-copy.ts';
import { matchOf, type TargetTable } from '../config/target-tables.ts';
import { type MappedRow, mapRow, type TargetPlan } from './map-rows.ts';

/**
 * Deletes from change capture (docs/decisions/0061, 0067). A D line
 * carries the source row as it was deleted; it is mapped like a loaded row and the target rows it
 * filled are deleted by the same natural key the merge matches on, children's plans first. A row
 * the mapping refuses, or whose parent is gone, was never loaded (or went with its parent): there
 * is nothing to delete, and that is not a failure. A delete the database refuses (a row still
 * referenced) fails that line only, under a savepoint.
 */

export type DeleteFailure = { line: AgentChunkLine; message: string; constraint: string | null };

type Entry = { line: AgentChunkLine; values: Record<string, unknown> };
type Pending = { line: AgentChunkLine; row: MappedRow };

export async function deleteLines(input: {
  session: CopySession;
  schema: string;
  lines: AgentChunkLine[];
  plans: Map<string, TargetPlan[]>;
  targets: Map<string, TargetTable>;
  /** Lookups resolved to the parent's id (chunk-load's, shared with the merge). */
  resolve: (plan: TargetPlan, rows: Pending[]) => Promise<Entry[]>;
  fail: (failure: DeleteFailure) => void;
  /** Rows deleted from a target table (the trace seam). */
  onDeleted?: (table: string, rows: number) => void;
}): Promise<number> {
  const { session, schema, lines, plans, targets } = input;
  let deleted = 0;
  const byPlan = new Map<TargetPlan, Pending[]>();
  for (const line of lines) {
    if (line.row === null) continue;
    for (const plan of plans.get(line.t) ?? []) {
      const row = mapped(plan, line.row);
      if (row) byPlan.set(plan, [...(byPlan.get(plan) ?? []), { line, row }]);
    }
  }
  // Children before parents: a parent's delete may cascade to them, never the other way round.
  for (const [plan, pending] of [...byPlan].reverse()) {
    const target = targets.get(plan.targetTable);
    if (!target) continue;
    const entries = await input.resolve(plan, pending);
    if (entries.length === 0) continue;
    const before = deleted;
    const columns = [...new Set(plan.mappings.map((mapping) => mapping.targetColumn))].filter((column) =>
      target.types.has(column),
    );
    const match = matchOf(target, columns);
    const key = 'conflict' in match ? match.conflict : match.match;
    const table = `${ident(schema)}.${ident(target.name)}`;
    const statement = (json: string) =>
      sql`DELETE FROM ${sql.raw(table)} AS t USING json_populate_recordset(null::${sql.raw(table)}, ${json}::json) AS s
        WHERE ${sql.raw(key.map((c) => `t.${ident(c)} IS NOT DISTINCT FROM s.${ident(c)}`).join(' AND '))} RETURNING 1`;
    const keysOf = (list: Entry[]) => JSON.stringify(list.map((entry) => pick(entry.values, key)));
    await session.execute(sql.raw('SAVEPOINT sync_delete'));
    try {
      const { rows } = await session.execute(statement(keysOf(entries)));
      await session.execute(sql.raw('RELEASE SAVEPOINT sync_delete'));
      deleted += rows.length;
      if (rows.length > 0) input.onDeleted?.(target.name, rows.length);
      continue;
    } catch {
      await session.execute(sql.raw('ROLLBACK TO SAVEPOINT sync_delete'));
      await session.execute(sql.raw('RELEASE SAVEPOINT sync_delete'));
    }
    for (const entry of entries) {
      await session.execute(sql.raw('SAVEPOINT sync_delete'));
      try {
        const { rows } = await session.execute(statement(keysOf([entry])));
        await session.execute(sql.raw('RELEASE SAVEPOINT sync_delete'));
        deleted += rows.length;
      } catch (error) {
        await session.execute(sql.raw('ROLLBACK TO SAVEPOINT sync_delete'));
        await session.execute(sql.raw('RELEASE SAVEPOINT sync_delete'));
        const constraint =
          error && typeof error === 'object' && 'constraint' in error && typeof error.constraint === 'string'
            ? error.constraint
            : null;
        const message = error instanceof Error ? error.message : String(error);
        input.fail({
          line: entry.line,
          message: `delete of ${target.name} ${JSON.stringify(pick(entry.values, key))}: ${message}`,
          constraint,
        });
      }
    }
    if (deleted > before) input.onDeleted?.(target.name, deleted - before);
  }
  return deleted;
}

function mapped(plan: TargetPlan, row: Record<string, unknown>): MappedRow | null {
  const outcome = mapRow(plan, row);
  return outcome.ok ? outcome.row : null;
}

function pick(values: Record<string, unknown>, columns: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(columns.map((column) => [column, values[column] ?? null]));
}

function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
