import { type Page, parseSort, type SortDirection, toPage } from '@store-console/contract';
import { asc, type Column, desc, type SQL } from 'drizzle-orm';

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

/** PostgreSQL's unique_violation, whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object' && 'code' in current && current.code === '23505') return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return false;
}
