import type { AgentExtractionRequest, ExtractionMode, FilterTree, TableDescription } from '@store-console/contract';
import { mysqlCapturedTables } from '../change-capture/mysql.ts';
import { capturedTablesSql } from '../change-capture/postgres-sql.ts';
import type { Driver } from '../drivers/driver.ts';
import { AgentHttpError, badRequest, conflict, notFound } from '../errors.ts';
import { dialects } from '../sql/dialect.ts';
import { compileFilter } from '../sql/filter-compiler.ts';
import { Params } from '../sql/params.ts';
import { keysetPageQuery } from '../sql/select.ts';

export type PlannedTable = { table: TableDescription; filter: FilterTree | null };

/** What an extraction reads, checked before it is accepted. */
export type ExtractionPlan = {
  database: string;
  mode: ExtractionMode;
  schema: string;
  tables: PlannedTable[];
  /** FULL: continue after this key (values in primary key order) of `tables[0]`. */
  resumeAfter: unknown[] | null;
  /** CHANGES: the changes in (since, through]. */
  since: string | null;
  through: string | null;
  chunkRows: number;
  /** Where the next CHANGES run starts (agentExtractionSchema.endPosition). */
  endPosition: string | null;
};

type Request = Omit<Required<AgentExtractionRequest>, 'since' | 'resumeAfter'> &
  Pick<AgentExtractionRequest, 'since' | 'resumeAfter'> & { tables: { table: string; filter: FilterTree | null }[] };

/**
 * Checks an extraction request against the database, with the rules of preview: the schema must
 * be listed (hidden schemas are not the ERP's), every table must exist and every filter name only
 * its table's columns. A table without a primary key is refused (no stable order to page by or to
 * resume from); CHANGES need change capture (PostgreSQL or MySQL/MariaDB) on every table, at a position not yet pruned.
 */
export async function planExtraction(database: string, driver: Driver, request: Request): Promise<ExtractionPlan> {
  const dialect = dialects[driver.config.type];
  const { schema } = request;
  if (!(await driver.listSchemas()).includes(schema))
    throw notFound(`Unknown schema '${schema}' in database '${database}'`);
  const tables: PlannedTable[] = [];
  for (const { table: name, filter } of request.tables) {
    const table = await driver.describe(schema, name);
    if (!table) throw notFound(`Unknown table '${name}' in schema '${schema}'`);
    if (table.primaryKey.length === 0)
      throw badRequest(`Table '${name}' has no primary key: the agent cannot extract it`);
    // Names an unknown column → FilterColumnError (400), before anything is accepted.
    if (filter)
      compileFilter(
        filter,
        dialect,
        new Params(dialect),
        table.columns.map((c) => c.name),
      );
    tables.push({ table, filter });
  }

  let resumeAfter: unknown[] | null = null;
  if (request.resumeAfter) {
    const { table: name, key } = request.resumeAfter;
    const at = tables.findIndex((t) => t.table.name === name);
    const table = tables[at]?.table;
    if (!table) throw badRequest(`resumeAfter.table: Not one of the tables`);
    const given = Object.keys(key).sort();
    const expected = [...table.primaryKey].sort();
    if (given.length !== expected.length || given.some((column, i) => column !== expected[i])) {
      throw badRequest(`resumeAfter.key: Expected the primary key of '${name}': ${table.primaryKey.join(', ')}`);
    }
    resumeAfter = table.primaryKey.map((column) => key[column]);
    tables.splice(0, at);
  }
  // One row of each table as the run will ask for it: a filter value or a resume key of the wrong
  // type is the caller's 400 now, not a FAILED run later (an index seek each).
  for (const [i, { table, filter }] of tables.entries()) {
    await driver.query(
      keysetPageQuery(dialect, { schema, table }, { after: i === 0 ? resumeAfter : null, limit: 1, filter }),
    );
  }

  const base = { database, mode: request.mode, schema, tables, resumeAfter, chunkRows: request.chunkRows };
  if (request.mode === 'FULL') {
    return { ...base, since: null, through: null, endPosition: await positionBeforeFullLoad(driver) };
  }

  const since = request.since ?? '0';
  if (driver.config.type !== 'postgres' && driver.config.type !== 'mysql') {
    throw conflict(
      `Database '${database}' is ${driver.config.type}: this agent reads changes from PostgreSQL and MySQL/MariaDB change capture only`,
    );
  }
  const state = await driver.changeCapture(since);
  if (state.state === 'DISABLED') throw conflict(`Change capture is not installed on database '${database}'`);
  if (state.state === 'WRAPPED') {
    throw conflict(
      `The changes after position ${since} are no longer all retained (oldest ${state.oldestPosition ?? 'none'}): a full load is needed`,
    );
  }
  const captured = new Set(
    driver.config.type === 'mysql'
      ? await mysqlCapturedTables(driver, schema)
      : (await driver.query({ text: capturedTablesSql, values: [schema] })).map((r) => String(r.table_name)),
  );
  const uncaptured = tables.find((t) => !captured.has(t.table.name));
  if (uncaptured)
    throw conflict(`Table '${uncaptured.table.name}' has no change capture: install it or run a full load`);
  const position = state.position ?? '0';
  const through = BigInt(position) > BigInt(since) ? position : since;
  return { ...base, since, through, endPosition: through };
}

/** The change position before a full load reads its first row; null when the database has no change capture. */
async function positionBeforeFullLoad(driver: Driver): Promise<string | null> {
  try {
    const state = await driver.changeCapture();
    return state.state === 'ENABLED' ? (state.position ?? '0') : null;
  } catch (error) {
    if (error instanceof AgentHttpError) throw error;
    return null;
  }
}
