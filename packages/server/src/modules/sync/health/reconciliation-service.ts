import {
  type AgentChecksumRequest,
  converterNameOf,
  type FilterTree,
  lookupTarget,
  type Mapping,
  mapConverterEntries,
  type Reconciliation,
  type ReconciliationRow,
  type ReconciliationSide,
  reconciliationMatches,
  reconciliationTexts,
} from '@store-console/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Context } from '../../../platform/context.ts';
import { rowsOf, storeSchemaName } from '../../../platform/data-plane.ts';
import { AppError } from '../../../platform/errors.ts';
import { type StoreRow, storeDatabase } from '../../stores/index.ts';
import { savedAgentOf, sourceOfStore } from '../config/sources-service.ts';
import { describeTargets, matchOf, type TargetTable } from '../config/target-tables.ts';
import { planOf, type TargetPlan } from '../engine/map-rows.ts';
import { requestMappings } from '../engine/request-service.ts';
import { syncFilters } from '../schema.ts';

/**
 * GET /sync/{storeId}/reconciliation (contract sync-reconciliation.ts): per mapped (source table,
 * store table), the agent's checksum of the source key set under the table's filter against the
 * same checksum of the store table's natural key, each one aggregate statement.
 *
 * The store's key is rendered back into the source's terms so both texts agree: a plain, trimmed,
 * upper-cased, integer or date column as its text; a `lookup:` column as the parent row's looked-up
 * column (the source holds the parent's code, the store its id); a `map:` column through the map
 * read backwards (BILLING → FAC). A key column any other converter changed (numbers, timestamps,
 * booleans…) cannot be compared by text: that row says so instead of a checksum.
 */

type KeyKind = 'text' | 'integer' | 'date';
type KeyPlan = { source: AgentChecksumRequest['key']; store: SQL[]; targetKey: string[] } | { refused: string };

function kindOf(type: string | undefined): KeyKind | null {
  if (!type) return null;
  if (type === 'text' || type.startsWith('character')) return 'text';
  if (type === 'smallint' || type === 'integer' || type === 'bigint') return 'integer';
  return type === 'date' ? 'date' : null;
}

/** A store value as the agent renders a source value of that kind (agent sql/checksum.ts, PostgreSQL). */
function render(kind: KeyKind, value: SQL): SQL {
  if (kind === 'text') return sql`btrim(CAST(${value} AS text), ' ')`;
  return kind === 'integer' ? sql`CAST(${value} AS text)` : sql`to_char(${value}, 'YYYY-MM-DD')`;
}

const sameText = new Set(['trim', 'upper', 'currency', 'integer', 'date', 'string']);

function keyPlan(plan: TargetPlan, target: TargetTable, targets: Map<string, TargetTable>, schema: string): KeyPlan {
  const mapped = plan.mappings.map((mapping) => mapping.targetColumn);
  const match = matchOf(target, mapped);
  const targetKey = 'conflict' in match ? match.conflict : match.match;
  const source: AgentChecksumRequest['key'] = [];
  const store: SQL[] = [];
  for (const column of targetKey) {
    const mapping = plan.mappings.find((m) => m.targetColumn === column) as Mapping;
    const converter = mapping.converter?.trim() ? mapping.converter : null;
    const name = converterNameOf(converter);
    const value = sql`t.${sql.identifier(column)}`;
    const lookup = lookupTarget(converter);
    if (lookup) {
      const kind = kindOf(targets.get(lookup.table)?.types.get(lookup.column));
      if (!kind)
        return {
          refused: `${plan.targetTable}.${column} looks up ${lookup.table}.${lookup.column}, not a text, integer or date column`,
        };
      const parent = sql`${sql.identifier(schema)}.${sql.identifier(lookup.table)}`;
      store.push(render(kind, sql`(SELECT p.${sql.identifier(lookup.column)} FROM ${parent} p WHERE p.id = ${value})`));
    } else if (name === 'map') {
      const entries = mapConverterEntries(converter) ?? new Map<string, string>();
      const text = sql`CAST(${value} AS text)`;
      // The first code of a value wins when several codes map to it (the map cannot be read back exactly then).
      const backwards = new Map<string, string>();
      for (const [code, to] of entries) if (!backwards.has(to)) backwards.set(to, code);
      const whens = [...backwards].map(([to, code]) => sql` WHEN ${to} THEN ${code}`);
      store.push(whens.length === 0 ? text : sql`(CASE ${text}${sql.join(whens)} ELSE ${text} END)`);
    } else if (converter === null || (name !== null && sameText.has(name) && !converter.includes(':'))) {
      const kind = kindOf(target.types.get(column));
      if (!kind)
        return {
          refused: `${plan.targetTable}.${column} is of type ${target.types.get(column)}: its text differs from the source's`,
        };
      store.push(render(kind, value));
    } else {
      return {
        refused: `${plan.targetTable}.${column} is converted by ${converter}: its text differs from the source's`,
      };
    }
    source.push({ column: mapping.sourceColumn, upper: name === 'upper' || name === 'currency' });
  }
  return { source, store, targetKey };
}

/** The store side: distinct keys, rows and checksum in one statement (the agent's definition, PostgreSQL). */
function storeChecksum(schema: string, table: string, parts: SQL[]): SQL {
  const key = sql.join(
    parts.map((part) => sql`COALESCE(${part}, '')`),
    sql` || chr(31) || `,
  );
  return sql`SELECT count(*)::text AS keys, coalesce(sum(g.n), 0)::text AS rows,
      coalesce(sum(CAST(CAST('x' || substr(md5(g.k), 1, 8) AS bit(32)) AS bigint)), 0)::text AS checksum
    FROM (SELECT s.k, count(*) AS n FROM (SELECT ${key} AS k FROM ${sql.identifier(schema)}.${sql.identifier(table)} t) s
      GROUP BY s.k) g`;
}

function side(row: Record<string, unknown> | undefined): ReconciliationSide {
  return { rows: Number(row?.rows ?? 0), keys: Number(row?.keys ?? 0), checksum: String(row?.checksum ?? '0') };
}

export async function reconcile(ctx: Context, store: StoreRow): Promise<Reconciliation> {
  const checkedAt = new Date().toISOString();
  const source = await sourceOfStore(ctx, store.id);
  if (!source) throw AppError.notFound('The store has no sync source');
  if (source.syncType === 'GATEWAY') {
    throw AppError.conflict(reconciliationTexts.throughGateway);
  }
  const { client, dbAlias, dbSchema } = savedAgentOf(ctx, source);
  const { mappings } = await requestMappings(ctx, store);
  const filters = await ctx.db
    .select({ table: syncFilters.tableName, tree: syncFilters.tree })
    .from(syncFilters)
    .where(eq(syncFilters.storeId, store.id));
  const treeOf = new Map(filters.map((filter) => [filter.table, filter.tree as FilterTree]));
  const database = await storeDatabase(ctx, store);
  const targets = await describeTargets(database, store.id);
  const schema = storeSchemaName(store.id);
  const plans = [...planOf(mappings).values()].flat();
  const fedBy = new Map<string, Set<string>>();
  for (const plan of plans)
    fedBy.set(plan.targetTable, (fedBy.get(plan.targetTable) ?? new Set()).add(plan.sourceTable));

  const tables = await Promise.all(
    plans.map(async (plan): Promise<ReconciliationRow> => {
      const base = { sourceTable: plan.sourceTable, targetTable: plan.targetTable, targetKey: [], sourceKey: [] };
      const target = targets.get(plan.targetTable);
      if (!target)
        return { ...base, source: null, store: null, match: false, note: `The store has no table ${plan.targetTable}` };
      const key = keyPlan(plan, target, targets, schema);
      if ('refused' in key) return { ...base, source: null, store: null, match: false, note: key.refused };
      const [sourceSide, storeSide] = await Promise.allSettled([
        client.checksum(dbAlias, dbSchema, plan.sourceTable, {
          filter: treeOf.get(plan.sourceTable) ?? null,
          key: key.source,
        }),
        database.db
          .execute(storeChecksum(schema, plan.targetTable, key.store))
          .then((result) => side(rowsOf(result)[0])),
      ]);
      const notes: string[] = [];
      if (sourceSide.status === 'rejected') notes.push(`Source: ${reason(sourceSide.reason)}`);
      if (storeSide.status === 'rejected') {
        notes.push(`Store: ${reason(storeSide.reason)}`);
        // The database's own message: a query error's text would carry the statement's parameters.
        const cause = (storeSide.reason as { cause?: unknown })?.cause ?? storeSide.reason;
        console.error(`reconciliation of store ${store.id}, table ${plan.targetTable}: ${(cause as Error)?.message}`);
      }
      const others = [...(fedBy.get(plan.targetTable) ?? [])].filter((table) => table !== plan.sourceTable);
      if (others.length > 0) notes.push(`${plan.targetTable} is also filled from ${others.join(', ')}`);
      const sourceFigures = sourceSide.status === 'fulfilled' ? sourceSide.value : null;
      const storeFigures = storeSide.status === 'fulfilled' ? storeSide.value : null;
      return {
        ...base,
        targetKey: key.targetKey,
        sourceKey: key.source.map((part) => part.column),
        source: sourceFigures,
        store: storeFigures,
        match: reconciliationMatches(sourceFigures, storeFigures),
        note: notes.length > 0 ? notes.join('; ') : null,
      };
    }),
  );
  return { checkedAt, tables };
}

/** What the caller may read of a failure: an AppError's message (the agent's own words), never internals. */
function reason(error: unknown): string {
  return error instanceof AppError ? error.message : 'The figures could not be read';
}
