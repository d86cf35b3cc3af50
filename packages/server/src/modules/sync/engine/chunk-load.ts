import {
  type AgentChunkLine,
  type DeleteMode,
  type EmptiedTable,
  emptiedTableSchema,
  type FailurePhase,
} from '@store-console/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { storeSchemaName } from '../../../platform/data-plane.ts';
import type { Database } from '../../../platform/db.ts';
import { type CopySession, withCopySession } from '../../../platform/table-copy.ts';
import { inexactValue, type TargetTable } from '../config/target-tables.ts';
import { deleteLines } from './chunk-deletes.ts';
import { ident, mergeRows } from './chunk-merge.ts';
import { emptyTables } from './delete-plan.ts';
import { type Lookup, type MappedRow, mapRow, type TargetPlan } from './map-rows.ts';

/**
 * Loading one chunk into the store's tables, exactly once (docs/decisions/0067): one transaction on the store's data plane COPYs the mapped rows into a
 * temporary staging table, merges them into the target with one INSERT … ON CONFLICT (natural key)
 * DO UPDATE per target table, and writes the chunk's mark (its counters and failed rows) into
 * `sync_engine.loaded_chunks` of that same database. The data plane may be another database than
 * the control one, so the mark lives with the data: the engine then copies it into
 * `sync_request_chunks` (once, `WHERE loaded_at IS NULL`), and a resumed run that finds a mark for
 * a chunk not yet marked loaded on the control side copies the mark instead of loading again.
 */

export type ChunkFailure = {
  table: string;
  phase: FailurePhase;
  message: string;
  constraint: string | null;
  data: Record<string, unknown> | null;
  key: Record<string, unknown> | null;
};

export type ChunkOutcome = {
  inserted: number;
  updated: number;
  deleted: number;
  failed: number;
  failures: ChunkFailure[];
  /**
   * Rows that loaded with a value changed by a documented rule (a zero date as NULL), per source
   * table (packages/agent/README.md "Values"); absent from marks written before it existed.
   */
  warnings?: Record<string, number>;
};

const ready = new WeakSet<Database>();

/** The mark table in the data plane's database (created once, by whichever engine gets there first). */
export async function ensureMarks(database: Database): Promise<void> {
  if (ready.has(database)) return;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${0x5c15}, 0)`);
    await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS sync_engine`);
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS sync_engine.loaded_chunks (
      request_id uuid NOT NULL, seq integer NOT NULL, store_id integer NOT NULL,
      outcome jsonb, loaded_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (request_id, seq))`);
  });
  ready.add(database);
}

/** The mark of a chunk loaded on the data plane, or null when it was not. */
export async function markOf(database: Database, requestId: string, seq: number): Promise<ChunkOutcome | null> {
  const result = await database.db.execute(
    sql`SELECT outcome FROM sync_engine.loaded_chunks WHERE request_id = ${requestId} AND seq = ${seq}`,
  );
  const row = (result as { rows?: { outcome: ChunkOutcome | string | null }[] }).rows?.[0];
  if (!row?.outcome) return null;
  return typeof row.outcome === 'string' ? (JSON.parse(row.outcome) as ChunkOutcome) : row.outcome;
}

/** Removes a request's marks (its chunks are all recorded on the control side). */
export async function dropMarks(database: Database, requestId: string): Promise<void> {
  await database.db.execute(sql`DELETE FROM sync_engine.loaded_chunks WHERE request_id = ${requestId}`);
}

/**
 * Delete Before Load, once per request, marked as chunk -1 in the same transaction with the rows it
 * emptied per table (delete-plan.ts `emptyTables`): a resumed run finds the mark and answers what
 * the first run emptied instead of emptying again (the loaded chunks must stay).
 */
export async function emptyOnce(
  database: Database,
  storeDbId: number,
  requestId: string,
  targets: readonly string[],
  mode: DeleteMode,
): Promise<EmptiedTable[]> {
  return database.db.transaction(async (tx) => {
    const mark = await tx.execute(sql`INSERT INTO sync_engine.loaded_chunks (request_id, seq, store_id, outcome)
      VALUES (${requestId}, -1, ${storeDbId}, '{}'::jsonb) ON CONFLICT DO NOTHING RETURNING seq`);
    if (((mark as { rows?: unknown[] }).rows ?? []).length === 0) {
      const earlier = await tx.execute(
        sql`SELECT outcome FROM sync_engine.loaded_chunks WHERE request_id = ${requestId} AND seq = -1`,
      );
      const outcome = (earlier as { rows?: { outcome: unknown }[] }).rows?.[0]?.outcome;
      const parsed = typeof outcome === 'string' ? JSON.parse(outcome) : outcome;
      return emptiedTablesSchema.catch([]).parse((parsed as { emptied?: unknown } | null)?.emptied ?? []);
    }
    const emptied = await emptyTables(tx, storeDbId, targets, mode);
    await tx.execute(sql`UPDATE sync_engine.loaded_chunks SET outcome = ${JSON.stringify({ emptied })}::jsonb
      WHERE request_id = ${requestId} AND seq = -1`);
    return emptied;
  });
}

const emptiedTablesSchema = z.array(emptiedTableSchema);

export type Pending = { line: AgentChunkLine; row: MappedRow };

/** Loads one chunk's lines; null when its mark shows it was loaded already (a resumed run). */
export async function loadChunk(input: {
  database: Database;
  storeDbId: number;
  requestId: string;
  seq: number;
  lines: AgentChunkLine[];
  plans: Map<string, TargetPlan[]>;
  targets: Map<string, TargetTable>;
  /** Called for each row that fails (the trace seam). */
  onFailure?: (failure: ChunkFailure) => void;
  /** Called with the rows a chunk's deletes removed from a target table (the trace seam). */
  onDeleted?: (table: string, rows: number) => void;
  /** false: no mark (a failures retry: the merge is idempotent, so loading twice is harmless). */
  mark?: boolean;
}): Promise<ChunkOutcome | null> {
  const { database, storeDbId, requestId, seq, lines, plans, targets } = input;
  const schema = storeSchemaName(storeDbId);
  return withCopySession(database, { readOnly: false }, async (session) => {
    const marking = input.mark !== false;
    if (marking) {
      const claimed = await session.execute(sql`INSERT INTO sync_engine.loaded_chunks (request_id, seq, store_id)
        VALUES (${requestId}, ${seq}, ${storeDbId}) ON CONFLICT DO NOTHING RETURNING seq`);
      if (claimed.rows.length === 0) return null;
    }
    const outcome: ChunkOutcome = { inserted: 0, updated: 0, deleted: 0, failed: 0, failures: [], warnings: {} };
    const fail = (line: AgentChunkLine, phase: FailurePhase, message: string, constraint: string | null = null) => {
      // jsonb cannot hold NUL either: such a row is kept without its data (the failure names why).
      const data = line.row && JSON.stringify(line.row).includes('\\u0000') ? null : line.row;
      const failure = { table: line.t, phase, message, constraint, data, key: line.key };
      outcome.failures.push(failure);
      outcome.failed++;
      input.onFailure?.(failure);
    };
    const warned = new Set<AgentChunkLine>();
    const warn = (line: AgentChunkLine) => {
      if (warned.has(line)) return;
      warned.add(line);
      const warnings = outcome.warnings ?? {};
      warnings[line.t] = (warnings[line.t] ?? 0) + 1;
      outcome.warnings = warnings;
    };
    // Lines apply in their order: runs of upserts and runs of deletes, one after the other.
    for (const segment of segmentsOf(lines)) {
      if (segment.op === 'D') {
        outcome.deleted += await deleteLines({
          session,
          schema,
          lines: segment.lines,
          plans,
          targets,
          resolve: async (plan, rows) =>
            (await resolveLookups(session, schema, plan, rows, () => {})).map((entry) => ({
              line: entry.line,
              values: entry.row.values,
            })),
          // No row kept: a retry re-applies a failure's row as an upsert, which would bring it back.
          fail: ({ line, message, constraint }) => fail({ ...line, row: null }, 'LOAD', message, constraint),
          ...(input.onDeleted ? { onDeleted: input.onDeleted } : {}),
        });
        continue;
      }
      const counts = await upsertLines(segment.lines);
      outcome.inserted += counts.inserted;
      outcome.updated += counts.updated;
    }
    if (marking) {
      await session.execute(sql`UPDATE sync_engine.loaded_chunks SET outcome = ${JSON.stringify(outcome)}::jsonb
        WHERE request_id = ${requestId} AND seq = ${seq}`);
    }
    return outcome;

    async function upsertLines(lines: AgentChunkLine[]): Promise<{ inserted: number; updated: number }> {
      const counts = { inserted: 0, updated: 0 };
      // Target rows by plan, in the mapping's order (parents first), so lookups see the parents.
      const byPlan = new Map<TargetPlan, Pending[]>();
      for (const line of lines) {
        const tablePlans = plans.get(line.t) ?? [];
        if (line.row === null) continue;
        for (const plan of tablePlans) {
          const mapped = mapRow(plan, line.row);
          if (!mapped.ok) {
            fail(line, 'TRANSFORM', mapped.error);
            break;
          }
          const list = byPlan.get(plan);
          if (list) list.push({ line, row: mapped.row });
          else byPlan.set(plan, [{ line, row: mapped.row }]);
        }
      }
      const failedLines = new Set<AgentChunkLine>();
      for (const [plan, pending] of byPlan) {
        const target = targets.get(plan.targetTable);
        if (!target) {
          for (const entry of pending) fail(entry.line, 'LOAD', `The store has no table ${plan.targetTable}`);
          continue;
        }
        const exact = pending.filter((entry) => {
          const problem = inexactValue(target, entry.row.values);
          if (problem === null) return true;
          failedLines.add(entry.line);
          fail(entry.line, 'LOAD', problem);
          return false;
        });
        const resolved = await resolveLookups(session, schema, plan, exact, (entry, message) => {
          failedLines.add(entry.line);
          fail(entry.line, 'TRANSFORM', message);
        });
        const ready = resolved.filter((entry) => !failedLines.has(entry.line));
        const merged = await mergeRows(session, schema, target, plan, ready, (entry, error) => {
          failedLines.add(entry.line);
          fail(entry.line, 'LOAD', error.message, error.constraint);
        });
        counts.inserted += merged.inserted;
        counts.updated += merged.updated;
        for (const entry of ready) {
          if (failedLines.has(entry.line)) continue;
          if (entry.row.warnings.length > 0) warn(entry.line);
        }
      }
      return counts;
    }
  });
}

/** Consecutive lines of the same kind (upserts: I and U; deletes: D), in chunk order. */
function segmentsOf(lines: AgentChunkLine[]): { op: 'U' | 'D'; lines: AgentChunkLine[] }[] {
  const segments: { op: 'U' | 'D'; lines: AgentChunkLine[] }[] = [];
  for (const line of lines) {
    const op = line.op === 'D' ? 'D' : 'U';
    const last = segments[segments.length - 1];
    if (last?.op === op) last.lines.push(line);
    else segments.push({ op, lines: [line] });
  }
  return segments;
}

/** Every lookup of the plan's rows resolved with one query per (table, column): the parent's id. */
async function resolveLookups(
  session: CopySession,
  schema: string,
  plan: TargetPlan,
  pending: Pending[],
  fail: (entry: Pending, message: string) => void,
): Promise<Pending[]> {
  const wanted = new Map<string, { lookup: Lookup; values: Set<string> }>();
  for (const entry of pending) {
    for (const lookup of Object.values(entry.row.lookups)) {
      const key = `${lookup.table}.${lookup.column}`;
      const slot = wanted.get(key) ?? { lookup, values: new Set<string>() };
      slot.values.add(String(lookup.value));
      wanted.set(key, slot);
    }
  }
  const found = new Map<string, Map<string, unknown>>();
  for (const [key, { lookup, values }] of wanted) {
    const column = sql.raw(ident(lookup.column));
    // A join with the wanted keys (hash or index): `= ANY(ARRAY(SELECT …))` compared every parent row
    // with every wanted key, one by one (seen in bench/sync.ts).
    const { rows } = await session.execute(
      sql`SELECT p.${column}::text AS k, p.id FROM ${sql.raw(`${ident(schema)}.${ident(lookup.table)}`)} AS p
        JOIN (SELECT jsonb_array_elements_text(${JSON.stringify([...values])}::jsonb) AS k) AS v ON p.${column}::text = v.k`,
    );
    found.set(key, new Map(rows.map((row) => [String(row.k), row.id])));
  }
  const out: Pending[] = [];
  for (const entry of pending) {
    let ok = true;
    for (const [column, lookup] of Object.entries(entry.row.lookups)) {
      const id = found.get(`${lookup.table}.${lookup.column}`)?.get(String(lookup.value));
      if (id === undefined) {
        fail(
          entry,
          `${plan.targetTable}.${column}: no ${lookup.table} row with ${lookup.column} ${JSON.stringify(String(lookup.value))}`,
        );
        ok = false;
        break;
      }
      entry.row.values[column] = id;
    }
    if (ok) out.push(entry);
  }
  return out;
}
