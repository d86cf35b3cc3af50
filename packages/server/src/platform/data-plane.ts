import { sql } from 'drizzle-orm';
import type { Db, SqlRunner } from './db.ts';

/** The schema that holds one store's commerce data. */
export function storeSchemaName(storeDbId: number): string {
  if (!Number.isInteger(storeDbId) || storeDbId <= 0) throw new Error(`invalid store id ${storeDbId}`);
  return `store_${storeDbId}`;
}

/**
 * The commerce tables the synchronisation loads into, with their keys and constraints. Foreign keys
 * are DEFERRABLE (checked per statement unless a load defers them to its commit), so a restore or
 * a sync can load valid data in any order: a category whose parent comes later, a cycle.
 */
function commerceTables(schema: string): string[] {
  const s = `"${schema}"`;
  return [
    `CREATE SCHEMA IF NOT EXISTS ${s}`,
    `CREATE TABLE IF NOT EXISTS ${s}.categories (
      id bigserial PRIMARY KEY,
      code text NOT NULL UNIQUE,
      name text NOT NULL,
      parent_id bigint REFERENCES ${s}.categories(id) ON DELETE SET NULL DEFERRABLE
    )`,
    `CREATE TABLE IF NOT EXISTS ${s}.products (
      id bigserial PRIMARY KEY,
      sku text NOT NULL UNIQUE,
      name text NOT NULL,
      description text,
      category_id bigint REFERENCES ${s}.categories(id) ON DELETE SET NULL DEFERRABLE,
      active boolean NOT NULL DEFAULT true,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE IF NOT EXISTS ${s}.customers (
      id bigserial PRIMARY KEY,
      code text NOT NULL UNIQUE,
      name text NOT NULL,
      email text,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE IF NOT EXISTS ${s}.addresses (
      id bigserial PRIMARY KEY,
      customer_id bigint NOT NULL REFERENCES ${s}.customers(id) ON DELETE CASCADE DEFERRABLE,
      kind text NOT NULL CHECK (kind IN ('BILLING', 'SHIPPING')),
      line1 text NOT NULL,
      line2 text,
      city text NOT NULL,
      postcode text,
      country_code char(2) NOT NULL
    )`,
    `CREATE TABLE IF NOT EXISTS ${s}.prices (
      id bigserial PRIMARY KEY,
      product_id bigint NOT NULL REFERENCES ${s}.products(id) ON DELETE CASCADE DEFERRABLE,
      currency char(3) NOT NULL,
      amount numeric(18, 6) NOT NULL CHECK (amount >= 0),
      valid_from date NOT NULL DEFAULT current_date,
      UNIQUE (product_id, currency, valid_from)
    )`,
    `CREATE TABLE IF NOT EXISTS ${s}.stock (
      product_id bigint PRIMARY KEY REFERENCES ${s}.products(id) ON DELETE CASCADE DEFERRABLE,
      quantity numeric(18, 6) NOT NULL CHECK (quantity >= 0),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE IF NOT EXISTS ${s}.orders (
      id bigserial PRIMARY KEY,
      number text NOT NULL UNIQUE,
      customer_id bigint NOT NULL REFERENCES ${s}.customers(id) DEFERRABLE,
      status text NOT NULL,
      currency char(3) NOT NULL,
      total numeric(18, 6) NOT NULL CHECK (total >= 0),
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
    `CREATE TABLE IF NOT EXISTS ${s}.order_lines (
      id bigserial PRIMARY KEY,
      order_id bigint NOT NULL REFERENCES ${s}.orders(id) ON DELETE CASCADE DEFERRABLE,
      line_number integer NOT NULL,
      product_id bigint NOT NULL REFERENCES ${s}.products(id) DEFERRABLE,
      quantity numeric(18, 6) NOT NULL CHECK (quantity > 0),
      unit_price numeric(18, 6) NOT NULL CHECK (unit_price >= 0),
      UNIQUE (order_id, line_number)
    )`,
  ];
}

export const commerceTableNames = [
  'categories',
  'products',
  'customers',
  'addresses',
  'prices',
  'stock',
  'orders',
  'order_lines',
] as const;

/**
 * Creates the store's schema and tables; safe to run again after a crash half-way, and safe to run
 * twice at once (the demo seed and a worker, two replicas): `CREATE … IF NOT EXISTS` alone is not,
 * so a transaction-scoped advisory lock per store serialises them.
 */
export async function provisionStoreSchema(db: Db, storeDbId: number): Promise<void> {
  const schema = storeSchemaName(storeDbId);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${provisionLockSpace}, ${storeDbId})`);
    // Provisioned already (the demo seed provisions before the CREATE job runs, a job runs twice):
    // every statement would be a no-op, at the cost of a DDL round each.
    const present = await tx.execute(sql`
      SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = ${schema}
        AND tablename IN (${sql.join(
          commerceTableNames.map((name) => sql`${name}`),
          sql`, `,
        )})`);
    if (Number(rowsOf(present)[0]?.n) < commerceTableNames.length) {
      for (const statement of commerceTables(schema)) await tx.execute(sql.raw(statement));
    }
    await makeKeysDeferrable(tx, storeDbId);
    await widenCommerceColumns(tx, storeDbId);
  });
}

/**
 * Prices and quantities as ERPs carry them: 6 decimals (DECIMAL(18,6) in Sage and most ERPs), 12
 * digits before the point. A store provisioned when they were numeric(14,4) / numeric(14,3) would
 * round them on load (1.007919 → 1.0079), so its columns are widened; a no-op once they are (one
 * catalogue read). Widening never changes a stored value.
 */
export const widenedColumns: Record<string, readonly string[]> = {
  prices: ['amount'],
  stock: ['quantity'],
  orders: ['total'],
  order_lines: ['quantity', 'unit_price'],
};
export const widenedType = 'numeric(18,6)';

export async function widenCommerceColumns(db: SqlRunner, storeDbId: number): Promise<void> {
  const schema = storeSchemaName(storeDbId);
  const result = await db.execute(sql`
    SELECT c.relname AS tbl, a.attname AS col
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = ${schema} AND a.attnum > 0 AND NOT a.attisdropped
      AND format_type(a.atttypid, a.atttypmod) IN ('numeric(14,4)', 'numeric(14,3)')`);
  const narrow = rowsOf(result).filter((row) => widenedColumns[String(row.tbl)]?.includes(String(row.col)));
  const byTable = new Map<string, string[]>();
  for (const row of narrow) byTable.set(String(row.tbl), [...(byTable.get(String(row.tbl)) ?? []), String(row.col)]);
  for (const [table, columns] of byTable) {
    const alter = columns.map((column) => `ALTER COLUMN "${column}" TYPE ${widenedType}`).join(', ');
    await db.execute(sql.raw(`ALTER TABLE "${schema}"."${table}" ${alter}`));
  }
}

/** The first key of the advisory locks that serialise provisioning a store (the second is its id). */
const provisionLockSpace = 0x5c01;

/**
 * Stores provisioned before the keys were DEFERRABLE get them altered; a no-op once they are.
 * A load calls it in its own transaction before `SET CONSTRAINTS ALL DEFERRED`.
 */
export async function makeKeysDeferrable(db: SqlRunner, storeDbId: number): Promise<void> {
  const result = await db.execute(sql`
    SELECT c.conrelid::regclass::text AS tbl, c.conname AS name
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE n.nspname = ${storeSchemaName(storeDbId)} AND c.contype = 'f' AND NOT c.condeferrable`);
  for (const row of rowsOf(result)) {
    await db.execute(sql.raw(`ALTER TABLE ${String(row.tbl)} ALTER CONSTRAINT "${String(row.name)}" DEFERRABLE`));
  }
}

/**
 * Runs a bulk load in the caller's transaction with the store's keys and indexes dropped, then
 * puts them back as they were (DEFERRABLE included), as pg_restore builds them after the data:
 * an index is built once from the whole table instead of entry by entry, and a foreign key is
 * checked once over its table instead of by a trigger per row. A row that breaks a key fails the
 * load, which rolls back with everything in place; the tables stay locked until it ends.
 */
export async function withKeysBuiltAfterLoad<T>(db: SqlRunner, storeDbId: number, load: () => Promise<T>): Promise<T> {
  const schema = storeSchemaName(storeDbId);
  // Foreign keys first (they depend on the keys they reference), then keys and unique constraints,
  // then indexes of their own; rebuilt in the opposite order.
  const result = await db.execute(sql`
    SELECT c.conrelid::regclass::text AS tbl, c.conname AS name, pg_get_constraintdef(c.oid) AS definition,
      NULL AS index_definition, CASE c.contype WHEN 'f' THEN 1 ELSE 2 END AS step
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE n.nspname = ${schema} AND c.contype IN ('f', 'p', 'u')
    UNION ALL
    SELECT i.indrelid::regclass::text, ic.relname, NULL, pg_get_indexdef(i.indexrelid), 3
    FROM pg_index i JOIN pg_class ic ON ic.oid = i.indexrelid JOIN pg_namespace n ON n.oid = ic.relnamespace
    WHERE n.nspname = ${schema} AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
    ORDER BY step, tbl, name`);
  const keys = rowsOf(result).map((row) => ({
    table: String(row.tbl),
    name: `"${String(row.name).replaceAll('"', '""')}"`,
    definition: row.definition === null ? null : String(row.definition),
    indexDefinition: row.index_definition === null ? null : String(row.index_definition),
  }));
  for (const key of keys) {
    await db.execute(
      sql.raw(
        key.indexDefinition
          ? `DROP INDEX "${schema}".${key.name}`
          : `ALTER TABLE ${key.table} DROP CONSTRAINT ${key.name}`,
      ),
    );
  }
  const loaded = await load();
  for (const key of [...keys].reverse()) {
    await db.execute(
      sql.raw(key.indexDefinition ?? `ALTER TABLE ${key.table} ADD CONSTRAINT ${key.name} ${key.definition}`),
    );
  }
  return loaded;
}

export async function dropStoreSchema(db: Db, storeDbId: number): Promise<void> {
  await db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${storeSchemaName(storeDbId)}" CASCADE`));
}

export function rowsOf(result: unknown): Record<string, unknown>[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) return result.rows;
  return [];
}

/** The tables that exist in the store's schema. */
export async function storeTables(db: Db, storeDbId: number): Promise<string[]> {
  const result = await db.execute(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = ${storeSchemaName(storeDbId)} ORDER BY table_name`,
  );
  return rowsOf(result).map((row) => String(row.table_name));
}

/** Size of everything in the store's schema (tables, indexes, TOAST), in MB (base 1000), or null when absent. */
export async function measureStoreSchemaMb(db: Db, storeDbId: number): Promise<number | null> {
  const result = await db.execute(sql`
    SELECT count(c.oid)::int AS relations, coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint AS bytes
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = ${storeSchemaName(storeDbId)} AND c.relkind IN ('r', 'p', 'm')`);
  const [row] = rowsOf(result);
  if (!row || Number(row.relations) === 0) return null;
  return Math.round((Number(row.bytes) / 1_000_000) * 1000) / 1000;
}

/**
 * Whether this demo catalogue (the one seedDemoCatalogue loads with `prefix`) is in the store's
 * schema: the build's demo template holds those of the demo seed's stores. seedDemoCatalogue loads
 * its rows in one transaction, so its first product stands for all of them.
 */
export async function demoCatalogueLoaded(db: Db, storeDbId: number, prefix: string): Promise<boolean> {
  const table = `"${storeSchemaName(storeDbId)}".products`;
  const [found] = rowsOf(await db.execute(sql`SELECT to_regclass(${table}) IS NOT NULL AS present`));
  if (found?.present !== true) return false;
  const [row] = rowsOf(
    await db.execute(sql`SELECT EXISTS (SELECT 1 FROM ${sql.raw(table)} WHERE sku = ${`${prefix}-001`}) AS loaded`),
  );
  return row?.loaded === true;
}

/** A small catalogue so a demo store has something in it: categories, products, prices, stock, a customer, an order. */
export async function seedDemoCatalogue(db: Db, storeDbId: number, prefix: string): Promise<void> {
  const s = `"${storeSchemaName(storeDbId)}"`;
  const statements = [
    `INSERT INTO ${s}.categories (code, name) VALUES ('OUTDOOR', 'Outdoor'), ('HOME', 'Home') ON CONFLICT DO NOTHING`,
    `INSERT INTO ${s}.products (sku, name, description, category_id)
       SELECT '${prefix}-' || lpad(n::text, 3, '0'), 'Demo product ' || n, 'Demo catalogue row', (SELECT id FROM ${s}.categories ORDER BY id LIMIT 1)
       FROM generate_series(1, 5) AS n ON CONFLICT DO NOTHING`,
    `INSERT INTO ${s}.prices (product_id, currency, amount) SELECT id, 'EUR', 9.99 + id FROM ${s}.products ON CONFLICT DO NOTHING`,
    `INSERT INTO ${s}.stock (product_id, quantity) SELECT id, 10 * id FROM ${s}.products ON CONFLICT DO NOTHING`,
    `INSERT INTO ${s}.customers (code, name, email) VALUES ('C-001', 'Demo Customer', 'customer@example.com') ON CONFLICT DO NOTHING`,
    `INSERT INTO ${s}.addresses (customer_id, kind, line1, city, postcode, country_code)
       SELECT id, 'BILLING', '1 Demo Street', 'Berlin', '10115', 'DE' FROM ${s}.customers WHERE code = 'C-001'
       AND NOT EXISTS (SELECT 1 FROM ${s}.addresses)`,
    `INSERT INTO ${s}.orders (number, customer_id, status, currency, total)
       SELECT 'SO-0001', id, 'CONFIRMED', 'EUR', 21.98 FROM ${s}.customers WHERE code = 'C-001' ON CONFLICT DO NOTHING`,
    `INSERT INTO ${s}.order_lines (order_id, line_number, product_id, quantity, unit_price)
       SELECT o.id, 1, p.id, 2, 10.99 FROM ${s}.orders o, ${s}.products p WHERE o.number = 'SO-0001'
       ORDER BY p.id LIMIT 1 ON CONFLICT DO NOTHING`,
  ];
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

/** One foreign key of the store's schema: `table`'s `columns` refer to `refersTo` (maybe itself). */
export type StoreForeignKey = { table: string; columns: string[]; refersTo: string };

/** The store schema's foreign keys, read from the catalogue (what Delete Before Load reaches through). */
export async function storeForeignKeys(db: SqlRunner, storeDbId: number): Promise<StoreForeignKey[]> {
  const result = await db.execute(sql`SELECT child.relname AS child, parent.relname AS parent,
      (SELECT array_agg(a.attname::text ORDER BY a.attnum) FROM pg_attribute a
        WHERE a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)) AS columns
    FROM pg_constraint c
    JOIN pg_class child ON child.oid = c.conrelid
    JOIN pg_class parent ON parent.oid = c.confrelid
    JOIN pg_namespace n ON n.oid = child.relnamespace
    WHERE c.contype = 'f' AND n.nspname = ${storeSchemaName(storeDbId)}
    ORDER BY child.relname, c.conname`);
  return rowsOf(result).map((row) => ({
    table: String(row.child),
    refersTo: String(row.parent),
    // PGlite may answer a text[] as its literal ('{a,b}').
    columns: Array.isArray(row.columns)
      ? row.columns.map(String)
      : String(row.columns ?? '')
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean),
  }));
}
