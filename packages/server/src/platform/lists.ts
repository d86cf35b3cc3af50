import { type Page, parseSort, type SortDirection } from '@store-console/contract';
import { and, asc, type Column, desc, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgDialect, type PgTable, type SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { Context } from './context.ts';
import { countRows, fingerprintOf } from './list-count.ts';
import { type CursorAnchor, decodeCursor, encodeCursor, type ListView } from './list-cursor.ts';
import { type RenderedWhere, renderWhere, runPrepared, whereTemplate, whereValues } from './list-page-query.ts';

/** `%term%` for ILIKE, with the pattern's own wildcards escaped. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const dialect = new PgDialect();

/**
 * A correlated subquery (a row's links as JSON) as a field of a one-table select, written to SQL text
 * once: it has no parameters, so every page reuses the text instead of building it again, and its
 * columns keep their tables' names (drizzle writes the columns at the top of a one-table select's
 * field without them, which inside the subquery would name the subquery's own table).
 */
export function subqueryField<T>(subquery: SQL<T>): SQL<T> {
  const { sql: text, params } = dialect.sqlToQuery(subquery);
  if (params.length > 0) throw new Error('a subquery field takes no parameters');
  return sql<T>`${sql.raw(text)}`;
}

/** What every list endpoint receives: 0-based page, size, `field,DIR` (validated by the contract), a cursor. */
export type ListQuery = { page: number; size: number; sort: string; cursor?: string | undefined };

/**
 * A sortable column as lists order by it. A key must be a total order a cursor can name, so a
 * nullable column is ordered by an expression without NULLs: a missing size sorts as +Infinity
 * (where PostgreSQL puts NULLs: last ascending, first descending), a missing text as ''. The
 * indexes of sortable columns are built on these same expressions (see the modules' schema.ts).
 */
type SortKey = { expr: SQL | Column; type: string };

const castTypes: Record<string, string> = { serial: 'integer', bigserial: 'bigint', smallserial: 'smallint' };

function sortKeyOf(column: PgColumn): SortKey {
  const type = castTypes[column.getSQLType()] ?? column.getSQLType();
  if (column.notNull) return { expr: column, type };
  if (type === 'double precision') return { expr: sql`coalesce(${column}, 'Infinity'::double precision)`, type };
  if (type === 'text') return { expr: sql`coalesce(${column}, '')`, type };
  throw new Error(`no NULL-free sort key for nullable ${type} column ${column.name}`);
}

export type PagedRows<Row> = {
  rows: Row[];
  total: number;
  /** `total` is the planner's estimate (a large list); the page's own figures stay exact. */
  estimated: boolean;
  sort: { field: string; direction: SortDirection };
  nextCursor: string | undefined;
  prevCursor: string | undefined;
  /** The rows as the standard page, once mapped to the contract's items. */
  page<Item>(content: Item[]): Page<Item>;
};

type Spec<Fields extends SelectedFieldsFlat> = {
  table: PgTable;
  /** The columns to read (the table's, plus any per-row subqueries). */
  columns: Fields;
  where?: SQL | undefined;
  query: ListQuery;
  /** The allowed sort fields and their columns; the id breaks ties, an unknown field sorts by id. */
  sortable: Record<string, PgColumn>;
  id: PgColumn;
  /** Lists up to this many rows are counted exactly; beyond, `total` is an estimate (tests lower it). */
  exactCountUpTo?: number;
};

/**
 * The one paged query of every list. Rows are found by index, never counted off: a page reached
 * from its neighbour (the reply's `nextCursor`/`prevCursor`, which the console keeps in the URL)
 * seeks past the neighbour's last (or before its first) sort key and id; a page named by number
 * alone is read from whichever end is nearer. One row more than the page tells whether another
 * follows. The total is exact up to `exactCountUpTo` rows (an index-only count that stops there),
 * the planner's estimate beyond (see list-count.ts). A short first page needs no count at all.
 */
export async function pagedRows<Fields extends SelectedFieldsFlat>(ctx: Context, spec: Spec<Fields>) {
  const { query, where } = spec;
  const parsed = parseSort(query.sort) ?? { field: 'id', direction: 'DESC' as const };
  const column = spec.sortable[parsed.field];
  const key = column && column !== spec.id ? sortKeyOf(column) : undefined;
  const ascending = parsed.direction === 'ASC';
  const rendered = renderWhere(where);
  const fingerprint = fingerprintOf(spec.table, rendered);
  const view: ListView = {
    list: getTableName(spec.table),
    sort: `${parsed.field},${parsed.direction}`,
    filter: `${fingerprint}|${query.size}`,
  };
  // A cursor made for another page, sort, filter or list is ignored: the page number still holds.
  const anchored = query.cursor ? decodeCursor(ctx, query.cursor, view) : undefined;
  const cursor = anchored?.page === query.page ? anchored : undefined;

  const read = rowReader(ctx, spec, { view, key, ascending, rendered });
  type Found = Awaited<ReturnType<typeof read>>[number];
  let counted: Promise<{ total: number; estimated: boolean }> | undefined;
  const count = () => {
    counted ??= countRows(ctx, { table: spec.table, where, fingerprint, cap: spec.exactCountUpTo ?? 1000 });
    return counted;
  };

  const { page, size } = query;
  const { found, hasNext, hasPrev, totals } = await findPage(read, count, query, cursor);
  const { total, estimated } = totals ?? (await count());

  const first = found[0];
  const last = found.at(-1);
  const anchor = (row: Found, direction: CursorAnchor['direction'], target: number) =>
    encodeCursor(ctx, view, { page: target, direction, key: row.key, id: row.id });
  const nextCursor = hasNext && last ? anchor(last, 'after', page + 1) : undefined;
  // Page 0 is always cheap by number, so the way back to it needs no cursor.
  const prevCursor = hasPrev && page > 1 && first ? anchor(first, 'before', page - 1) : undefined;

  // The figures agree with what the page found: an estimate never hides a next page nor invents one.
  const byCount = Math.ceil(total / size);
  const totalPages = hasNext ? Math.max(byCount, page + 2) : found.length > 0 ? page + 1 : byCount;
  const sort = { field: parsed.field, direction: parsed.direction };
  const result: PagedRows<Found['row']> = {
    rows: found.map((f) => f.row),
    total,
    estimated,
    sort,
    nextCursor,
    prevCursor,
    page: (content) => ({
      content,
      totalElements: total,
      totalPages,
      size,
      number: page,
      numberOfElements: content.length,
      isFirst: page === 0,
      isLast: !hasNext,
      sort,
      ...(nextCursor ? { nextCursor } : {}),
      ...(prevCursor ? { prevCursor } : {}),
      ...(estimated ? { estimated } : {}),
    }),
  };
  return result;
}

type ReadOptions = { forward: boolean; seek?: CursorAnchor; limit: number; offset: number };
type Totals = { total: number; estimated: boolean };

/**
 * How a list's rows are read, in its order or the reverse (`forward`): past a cursor's anchor
 * (`seek`), or counted off (`offset`); each shape of query is prepared once.
 */
function rowReader<Fields extends SelectedFieldsFlat>(
  ctx: Context,
  spec: Spec<Fields>,
  order: { view: ListView; key: SortKey | undefined; ascending: boolean; rendered: RenderedWhere },
) {
  const { where } = spec;
  const { view, key, ascending, rendered } = order;
  const selection = {
    row: spec.columns,
    id: spec.id,
    key: sql<string | null>`${key ? sql`CAST(${key.expr} AS text)` : sql`NULL`}`,
  };
  const template = whereTemplate(rendered);
  const shapeOf = `${view.list}|${columnsId(spec.columns)}|${view.sort}|${rendered.sql}`;
  return async (options: ReadOptions) => {
    const dir = options.forward === ascending ? asc : desc;
    const greater = options.forward === ascending;
    const order = key ? [dir(key.expr), dir(spec.id)] : [dir(spec.id)];
    // Rows counted off (a page named by number alone) are skipped as ids only: the page's own
    // columns and links are read for its rows, not for every row before them.
    const build = (condition: SQL | undefined, seek: SQL | undefined, limit: unknown, offset: unknown) => {
      const matching = options.offset
        ? inArray(
            spec.id,
            ctx.db
              .select({ id: spec.id })
              .from(spec.table)
              .where(and(condition, seek))
              .orderBy(...order)
              .limit(limit as number)
              .offset(offset as number),
          )
        : and(condition, seek);
      return ctx.db
        .select(selection)
        .from(spec.table)
        .where(matching)
        .orderBy(...order)
        .limit(limit as number);
    };
    const anchor = options.seek;
    const values = {
      ...whereValues(rendered),
      ...(anchor ? { seekKey: anchor.key, seekId: anchor.id } : {}),
      limit: options.limit,
      ...(options.offset ? { offset: options.offset } : {}),
    };
    const shape = `${shapeOf}|${greater}|${anchor ? 'seek' : ''}|${options.offset ? 'offset' : ''}`;
    const found = await runPrepared(
      ctx.db,
      shape,
      () => build(where, anchor ? seekPast(anchor, greater, key, spec.id) : undefined, options.limit, options.offset),
      () =>
        build(
          template,
          anchor ? seekTemplate(greater, key, spec.id) : undefined,
          sql.placeholder('limit'),
          sql.placeholder('offset'),
        ),
      values,
    );
    const rows = found.map((f) => ({ row: f.row, id: Number(f.id), key: f.key }));
    return options.forward ? rows : rows.reverse();
  };
}

/** The page's rows and whether pages follow and precede it, reading as little as the page needs. */
async function findPage<Row>(
  read: (options: ReadOptions) => Promise<{ row: Row; id: number; key: string | null }[]>,
  count: () => Promise<Totals>,
  query: ListQuery,
  cursor: CursorAnchor | undefined,
) {
  type Found = Awaited<ReturnType<typeof read>>[number];
  const { page, size } = query;
  let found: Found[];
  let hasNext: boolean;
  let hasPrev = page > 0;
  let totals: { total: number; estimated: boolean } | undefined;
  if (cursor && cursor.direction === 'after') {
    const [rows] = await Promise.all([read({ forward: true, seek: cursor, limit: size + 1, offset: 0 }), count()]);
    hasNext = rows.length > size;
    found = rows.slice(0, size);
  } else if (cursor) {
    const [rows] = await Promise.all([read({ forward: false, seek: cursor, limit: size + 1, offset: 0 }), count()]);
    hasPrev = rows.length > size;
    found = rows.slice(-size);
    hasNext = true;
  } else if (page === 0) {
    const rows = await read({ forward: true, limit: size + 1, offset: 0 });
    hasNext = rows.length > size;
    found = rows.slice(0, size);
    if (!hasNext) totals = { total: found.length, estimated: false };
  } else {
    const { total, estimated } = await count();
    const before = page * size;
    const lastPage = Math.max(Math.ceil(total / size) - 1, 0);
    if (!estimated && before >= total) {
      found = [];
      hasNext = false;
    } else if (!estimated && total - before - size < before) {
      // Nearer the end: counted off from there, in reverse.
      const onPage = Math.min(size, total - before);
      const after = total - before - onPage;
      found = await read({ forward: false, limit: onPage, offset: after });
      hasNext = after > 0;
    } else if (estimated && page >= lastPage) {
      // The estimate's last page is the list's last rows, however many the estimate missed.
      found = await read({ forward: false, limit: size, offset: 0 });
      hasNext = false;
    } else {
      const rows = await read({ forward: true, limit: size + 1, offset: before });
      hasNext = rows.length > size;
      found = rows.slice(0, size);
      if (!hasNext && found.length > 0) totals = { total: before + found.length, estimated: false };
    }
  }
  return { found, hasNext, hasPrev, totals };
}

/** `seekPast` with the anchor's key and id as placeholders, for a page's prepared statement. */
function seekTemplate(greater: boolean, key: SortKey | undefined, id: PgColumn): SQL {
  const op = sql.raw(greater ? '>' : '<');
  if (!key) return sql`${id} ${op} ${sql.placeholder('seekId')}`;
  return sql`(${key.expr}, ${id}) ${op} (CAST(${sql.placeholder('seekKey')} AS ${sql.raw(key.type)}), ${sql.placeholder('seekId')})`;
}

const columnIds = new WeakMap<object, number>();
let columnsSeen = 0;
/** Which list's columns a page reads, as a number for its shape's name. */
function columnsId(columns: object): number {
  let id = columnIds.get(columns);
  if (id === undefined) {
    id = ++columnsSeen;
    columnIds.set(columns, id);
  }
  return id;
}

/** Rows strictly beyond the anchor in the direction read: `(key, id) > (k, i)` ascending, `<` descending. */
function seekPast(anchor: CursorAnchor, greater: boolean, key: SortKey | undefined, id: PgColumn): SQL {
  const op = sql.raw(greater ? '>' : '<');
  if (!key) return sql`${id} ${op} ${anchor.id}`;
  return sql`(${key.expr}, ${id}) ${op} (CAST(${anchor.key} AS ${sql.raw(key.type)}), ${anchor.id})`;
}

/** PostgreSQL's unique_violation, whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object' && 'code' in current && current.code === '23505') return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}
