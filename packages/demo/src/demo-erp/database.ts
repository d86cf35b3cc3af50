import { PGlite } from '@electric-sql/pglite';
import { type DemoErpRows, type DemoErpSize, defaultDemoErpSize, generateDemoErpRows, type Value } from './data.ts';
import { demoErpDdl, demoErpSchema, demoErpTableNames, demoErpTables, quoteName } from './schema.ts';

/**
 * The demo ERP's database: an embedded PGlite, on disk under `dataDir` (kept across starts) or in
 * memory without one. Built on first open, in one transaction, so a start killed half-way builds it
 * again next time rather than serving half a folder.
 */

export type OpenedDemoErp = { db: PGlite; built: boolean };

export async function openDemoErp(
  options: { dataDir?: string | undefined; size?: DemoErpSize } = {},
): Promise<OpenedDemoErp> {
  const db = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  try {
    await db.waitReady;
    if (await hasFolder(db)) return { db, built: false };
    await buildDemoErp(db, generateDemoErpRows(options.size ?? defaultDemoErpSize));
    return { db, built: true };
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}

async function hasFolder(db: PGlite): Promise<boolean> {
  const found = await db.query('SELECT 1 FROM information_schema.schemata WHERE schema_name = $1', [demoErpSchema]);
  return found.rows.length > 0;
}

/** Multi-row INSERTs of literals (a few statements per table, not one per row): the build stays well under a second. */
export async function buildDemoErp(db: PGlite, rows: DemoErpRows): Promise<void> {
  const statements = [demoErpDdl()];
  for (const table of demoErpTableNames) statements.push(...insertStatements(table, rows[table]));
  await db.transaction(async (tx) => {
    await tx.exec(statements.join(';\n'));
  });
}

const chunk = 2000;

function insertStatements(table: keyof typeof demoErpTables, rows: Value[][]): string[] {
  const columns = demoErpTables[table]
    .map((definition) => definition.slice(0, definition.indexOf('"', 1) + 1))
    .filter((column) => column !== '"ROWID"');
  const into = `INSERT INTO ${quoteName(demoErpSchema)}.${quoteName(table)} (${columns.join(', ')}) VALUES\n`;
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += chunk) {
    const values = rows.slice(start, start + chunk).map((row) => `(${row.map(literal).join(', ')})`);
    statements.push(into + values.join(',\n'));
  }
  return statements;
}

function literal(value: Value): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

/** Row counts per table, as the database holds them. */
export async function countDemoErpRows(db: PGlite): Promise<Record<string, number>> {
  const parts = demoErpTableNames.map(
    (table) => `SELECT '${table}' AS name, count(*)::int AS n FROM ${quoteName(demoErpSchema)}.${quoteName(table)}`,
  );
  const result = await db.query<{ name: string; n: number }>(parts.join(' UNION ALL '));
  return Object.fromEntries(result.rows.map((row) => [row.name, row.n]));
}
