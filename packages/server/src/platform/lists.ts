import { type Page, parseSort, type SortDirection, toPage } from '@store-console/contract';
import { asc, type Column, count, desc, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db.ts';

/** `%term%` for ILIKE, with the pattern's own wildcards escaped. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** ORDER BY for a validated `field,DIR`, with id as the tie-breaker so pages never overlap. */
export function orderBy(
  sort: string,
  columns: Record<string, Column>,
  id: Column,
): { order: SQL[]; field: string; direction: SortDirection } {
  const parsed = parseSort(sort) ?? { field: 'id', direction: 'DESC' as const };
  const column = columns[parsed.field] ?? id;
  const dir = parsed.direction === 'ASC' ? asc : desc;
  const order = column === id ? [dir(id)] : [dir(column), dir(id)];
  return { order, field: parsed.field, direction: parsed.direction };
}

export function pageOf<T>(
  content: T[],
  total: number,
  query: { page: number; size: number },
  sort: { field: string; direction: SortDirection },
): Page<T> {
  return toPage(content, total, query.page, query.size, sort);
}

/** What every list endpoint receives: 0-based page, size and `field,DIR` (validated by the contract). */
export type ListQuery = { page: number; size: number; sort: string };

export type PagedRows<Row> = {
  rows: Row[];
  total: number;
  sort: { field: string; direction: SortDirection };
  /** The rows as the standard page, once mapped to the contract's items. */
  page<Item>(content: Item[]): Page<Item>;
};

/**
 * The one paged query: the rows of `select` (a dynamic `db.select().from(table).$dynamic()`) matching
 * `where`, ordered by an allowed sort field (the id breaks ties; an unknown field sorts by id), one
 * page by limit/offset, and the count of all matching rows of `table`, both run in parallel.
 */
export async function pagedRows<Query extends PgSelect>(
  db: Db,
  spec: {
    select: Query;
    table: PgTable;
    where?: SQL | undefined;
    query: ListQuery;
    sortable: Record<string, Column>;
    id: Column;
  },
): Promise<PagedRows<Query['_']['result'][number]>> {
  const { where, query } = spec;
  const sort = orderBy(query.sort, spec.sortable, spec.id);
  const [rows, totals] = await Promise.all([
    spec.select
      .where(where)
      .orderBy(...sort.order)
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(spec.table).where(where),
  ]);
  const total = totals[0]?.n ?? 0;
  const info = { field: sort.field, direction: sort.direction };
  return { rows, total, sort: info, page: (content) => pageOf(content, total, query, info) };
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
