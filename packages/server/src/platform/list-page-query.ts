import { createHash } from 'node:crypto';
import { fillPlaceholders, type Placeholder, type Query, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './db.ts';

const dialect = new PgDialect();

/** A list's filter as SQL text and its parameters, rendered once per request (the fingerprint reads it too). */
export type RenderedWhere = { sql: string; params: unknown[] };

export function renderWhere(where: SQL | undefined): RenderedWhere {
  return where ? dialect.sqlToQuery(where) : { sql: '', params: [] };
}

/**
 * The rendered filter again as SQL, its parameters now placeholders `w0`, `w1`…: the page query of
 * one shape (filter text, sort, direction, seek or offset) is built and prepared once, and every
 * request of that shape only binds its values.
 */
export function whereTemplate(rendered: RenderedWhere): SQL | undefined {
  if (!rendered.sql) return undefined;
  const parts = rendered.sql.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${sql.placeholder(`w${Number(part) - 1}`)}`)),
  );
}

export function whereValues(rendered: RenderedWhere): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  rendered.params.forEach((value, i) => {
    values[`w${i}`] = value;
  });
  return values;
}

type Buildable = { toSQL(): Query };
type Preparable<Row> = Buildable & {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<Row[]> };
};
type Prepared<Row> = { execute(values: Record<string, unknown>): Promise<Row[]> };

/** Shapes a database keeps prepared: a bound (filter texts are few per list; an unusual one just runs unprepared). */
const maxShapes = 500;
const shapes = new WeakMap<Db, Map<string, Prepared<unknown> | null>>();

/**
 * Runs a page query through its shape's prepared statement. The first request of a shape builds
 * both the query as written (`plain`) and its template, and keeps the template only when it renders
 * the very same SQL with the very same parameters (checked, not assumed); otherwise that shape keeps
 * running the plain query. On a PostgreSQL server the statement is also prepared on each connection
 * (named by its text's hash), so it is parsed and planned once there too.
 */
export async function runPrepared<Row>(
  db: Db,
  shape: string,
  plain: () => Preparable<Row> & PromiseLike<Row[]>,
  template: () => Preparable<Row>,
  values: Record<string, unknown>,
): Promise<Row[]> {
  let known = shapes.get(db);
  if (!known) {
    known = new Map();
    shapes.set(db, known);
  }
  const prepared = known.get(shape) as Prepared<Row> | null | undefined;
  if (prepared) return prepared.execute(values);
  const query = plain();
  if (prepared === undefined && known.size < maxShapes) {
    const built = template();
    const expected = query.toSQL();
    const rendered = built.toSQL();
    const same =
      rendered.sql === expected.sql &&
      sameParams(fillPlaceholders(rendered.params as (Placeholder | unknown)[], values), expected.params);
    if (same) {
      const name = `list_${createHash('sha256').update(rendered.sql).digest('base64url').slice(0, 24)}`;
      const statement = built.prepare(name);
      known.set(shape, statement as Prepared<unknown>);
      return statement.execute(values);
    }
    known.set(shape, null);
  }
  return query;
}

const asJson = (values: unknown[]) =>
  JSON.stringify(values, (_, value) => (typeof value === 'bigint' ? `${value}n` : value));

function sameParams(a: unknown[], b: unknown[]): boolean {
  return a.length === b.length && asJson(a) === asJson(b);
}
