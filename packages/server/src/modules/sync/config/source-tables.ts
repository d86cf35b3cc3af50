import type {
  SourcePreviewReply,
  SyncTableInfo,
  SyncTablesReply,
  sourcePreviewRequestSchema,
  TableDescription,
} from '@store-console/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Context } from '../../../platform/context.ts';
import { commerceTableNames, rowsOf, storeSchemaName } from '../../../platform/data-plane.ts';
import { AppError } from '../../../platform/errors.ts';
import { storeDatabase, storeRow } from '../../stores/index.ts';
import { syncFilters } from '../schema.ts';
import { businessCentralTables } from './business-central-tables.ts';
import { effectiveMappings, type MappedStore } from './mappings-service.ts';
import { type SourceRow, savedAgentOf, sourceOfStore } from './sources-service.ts';

/**
 * The tables and columns of a store's source (through its agent, or the gateway's Business Central
 * entities) and of its target schema. Used by the source routes, by Send Mappings' validation and by
 * the engine. A store without a source, or an unknown table, is a 404.
 */

async function sourceRowOf(ctx: Context, storeDbId: number): Promise<SourceRow> {
  const row = await sourceOfStore(ctx, storeDbId);
  if (!row) throw AppError.notFound('The store has no sync source');
  return row;
}

/** Every table of the store's source with its columns (AGENT: the agent's dbAlias/dbSchema; GATEWAY: Business Central's entities). */
export async function describeSourceTables(ctx: Context, storeDbId: number): Promise<TableDescription[]> {
  const row = await sourceRowOf(ctx, storeDbId);
  if (row.syncType === 'GATEWAY') return [...businessCentralTables];
  const { client, dbAlias, dbSchema } = savedAgentOf(ctx, row);
  return client.tables(dbAlias, dbSchema);
}

/** One source table with its columns; 404 when the source has no such table. */
export async function describeSourceTable(ctx: Context, storeDbId: number, table: string): Promise<TableDescription> {
  const row = await sourceRowOf(ctx, storeDbId);
  if (row.syncType === 'GATEWAY') {
    const found = businessCentralTables.find((entry) => entry.name === table);
    if (!found) throw AppError.notFound(`Business Central has no entity ${table}`);
    return found;
  }
  const { client, dbAlias, dbSchema } = savedAgentOf(ctx, row);
  return client.table(dbAlias, dbSchema, table);
}

/** The store's own tables (schema store_{id} in its data centre's database) with their columns. */
export async function describeTargetTables(ctx: Context, storeDbId: number): Promise<TableDescription[]> {
  const store = await storeRow(ctx.db, storeDbId);
  if (!store) throw AppError.notFound(`Store ${storeDbId} not found`);
  const database = await storeDatabase(ctx, store);
  const schema = storeSchemaName(storeDbId);
  const columns = rowsOf(
    await database.db.execute(sql`
      SELECT c.table_name, c.column_name, c.data_type, c.is_nullable
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = ${schema} AND t.table_type = 'BASE TABLE'
      ORDER BY c.table_name, c.ordinal_position`),
  );
  const keys = rowsOf(
    await database.db.execute(sql`
      SELECT k.table_name, k.column_name
      FROM information_schema.table_constraints tc
      JOIN information_schema.key_column_usage k
        ON k.constraint_schema = tc.constraint_schema AND k.constraint_name = tc.constraint_name
        AND k.table_name = tc.table_name
      WHERE tc.table_schema = ${schema} AND tc.constraint_type = 'PRIMARY KEY'
      ORDER BY k.table_name, k.ordinal_position`),
  );
  const primaryKeys = new Map<string, string[]>();
  for (const key of keys) {
    const table = String(key.table_name);
    primaryKeys.set(table, [...(primaryKeys.get(table) ?? []), String(key.column_name)]);
  }
  const tables = new Map<string, TableDescription>();
  for (const column of columns) {
    const name = String(column.table_name);
    const primaryKey = primaryKeys.get(name) ?? [];
    let table = tables.get(name);
    if (!table) {
      table = { name, columns: [], primaryKey };
      tables.set(name, table);
    }
    table.columns.push({
      name: String(column.column_name),
      type: String(column.data_type).toLowerCase(),
      nullable: column.is_nullable === 'YES',
      primaryKey: primaryKey.includes(String(column.column_name)),
    });
  }
  // The commerce tables in the order the data plane creates them (parents first), others after.
  const order = (name: string) => {
    const index = (commerceTableNames as readonly string[]).indexOf(name);
    return index < 0 ? commerceTableNames.length : index;
  };
  return [...tables.values()].sort((a, b) => order(a.name) - order(b.name) || a.name.localeCompare(b.name));
}

/** The source tables the store's effective mapping reads (its ERP type's defaults with its overrides). */
export async function mappedSourceTables(ctx: Context, store: MappedStore): Promise<Set<string>> {
  return new Set((await effectiveMappings(ctx, store)).map((mapping) => mapping.sourceTable));
}

async function filteredTables(ctx: Context, storeDbId: number): Promise<Set<string>> {
  const rows = await ctx.db
    .select({ table: syncFilters.tableName })
    .from(syncFilters)
    .where(eq(syncFilters.storeId, storeDbId));
  return new Set(rows.map((row) => row.table));
}

/** `tables` keyed by name, in the given order. */
function keyed(infos: SyncTableInfo[]): SyncTablesReply {
  return { tables: Object.fromEntries(infos.map((info) => [info.name, info])) };
}

/** GET /sync/{storeId}/source?mappedOnly: the source's table names, each with mapped and hasFilter. */
export async function sourceTableList(ctx: Context, store: MappedStore, mappedOnly: boolean): Promise<SyncTablesReply> {
  const [tables, mapped, filtered] = await Promise.all([
    describeSourceTables(ctx, store.id),
    mappedSourceTables(ctx, store),
    filteredTables(ctx, store.id),
  ]);
  const infos = tables
    .map((table) => ({ name: table.name, mapped: mapped.has(table.name), hasFilter: filtered.has(table.name) }))
    .filter((info) => !mappedOnly || info.mapped);
  return keyed(infos);
}

/** GET /sync/{storeId}/source/{table}: tables[table] with its columns and primary key. */
export async function sourceTableColumns(ctx: Context, store: MappedStore, name: string): Promise<SyncTablesReply> {
  const [table, mapped, filtered] = await Promise.all([
    describeSourceTable(ctx, store.id, name),
    mappedSourceTables(ctx, store),
    filteredTables(ctx, store.id),
  ]);
  return keyed([
    {
      name: table.name,
      columns: table.columns,
      primaryKey: table.primaryKey,
      mapped: mapped.has(table.name),
      hasFilter: filtered.has(table.name),
    },
  ]);
}

/** GET /sync/{storeId}/target: the store's table names. */
export async function targetTableList(ctx: Context, storeDbId: number): Promise<SyncTablesReply> {
  return keyed((await describeTargetTables(ctx, storeDbId)).map((table) => ({ name: table.name })));
}

/** GET /sync/{storeId}/target/{table}: tables[table] with its columns; 404 for a table the store has not. */
export async function targetTableColumns(ctx: Context, storeDbId: number, name: string): Promise<SyncTablesReply> {
  const table = (await describeTargetTables(ctx, storeDbId)).find((entry) => entry.name === name);
  if (!table) throw AppError.notFound(`The store has no table ${name}`);
  return keyed([{ name: table.name, columns: table.columns, primaryKey: table.primaryKey }]);
}

/**
 * POST /sync/{storeId}/source/{table}/preview: the first rows the filter keeps and how many it keeps
 * of the whole table, through the agent. A gateway source has no preview here (409).
 */
export async function previewSourceTable(
  ctx: Context,
  storeDbId: number,
  table: string,
  body: z.output<typeof sourcePreviewRequestSchema>,
): Promise<SourcePreviewReply> {
  const row = await sourceRowOf(ctx, storeDbId);
  if (row.syncType === 'GATEWAY') {
    throw AppError.conflict('A preview reads a source through its agent; this store synchronises through the gateway');
  }
  const { client, dbAlias, dbSchema } = savedAgentOf(ctx, row);
  const [preview, count] = await Promise.all([
    client.preview(dbAlias, dbSchema, table, { filter: body.filter, limit: body.limit }),
    client.count(dbAlias, dbSchema, table, body.filter),
  ]);
  return { columns: preview.columns, rows: preview.rows, count };
}
