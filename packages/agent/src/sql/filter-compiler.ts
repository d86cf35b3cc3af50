import type { FilterLiteral, FilterNode } from '@store-console/contract';
import type { Dialect } from './dialect.ts';
import type { Params } from './params.ts';

/** A filter names a column the table does not have (the API answers 400 with this message). */
export class FilterColumnError extends Error {
  constructor(readonly column: string) {
    super(`Unknown column '${column}'`);
  }
}

/**
 * Resolves a filter's column against the table's own columns: the exact name, or the one column
 * whose name matches ignoring case (X3 users write `itmref_0` as often as `ITMREF_0`).
 */
export function resolveColumn(column: string, columns: readonly string[]): string {
  if (columns.includes(column)) return column;
  const lower = column.toLowerCase();
  const matches = columns.filter((c) => c.toLowerCase() === lower);
  if (matches.length === 1 && matches[0] !== undefined) return matches[0];
  throw new FilterColumnError(column);
}

function literal(value: FilterLiteral, params: Params): string {
  if (typeof value === 'object') return params.addDate(value.date);
  return params.add(value);
}

/**
 * Compiles a filter tree to a parameterised condition for the dialect. Values only ever travel as
 * parameters (LIKE patterns too); column names only as quoted identifiers of the table's own
 * columns; every AND/OR/NOT is parenthesised so the text means what the tree means.
 */
export function compileFilter(node: FilterNode, dialect: Dialect, params: Params, columns: readonly string[]): string {
  if ('and' in node) return `(${node.and.map((n) => compileFilter(n, dialect, params, columns)).join(' AND ')})`;
  if ('or' in node) return `(${node.or.map((n) => compileFilter(n, dialect, params, columns)).join(' OR ')})`;
  if ('not' in node) return `(NOT ${compileFilter(node.not, dialect, params, columns)})`;
  const column = dialect.quote(resolveColumn(node.column, columns));
  switch (node.op) {
    case 'IS NULL':
    case 'IS NOT NULL':
      return `${column} ${node.op}`;
    case 'LIKE':
    case 'NOT LIKE':
      return `${column} ${node.op} ${params.add(node.value)}`;
    case 'IN':
    case 'NOT IN':
      return `${column} ${node.op} (${node.values.map((v) => literal(v, params)).join(', ')})`;
    case 'BETWEEN':
    case 'NOT BETWEEN':
      return `${column} ${node.op} ${literal(node.values[0], params)} AND ${literal(node.values[1], params)}`;
    default:
      return `${column} ${node.op} ${literal(node.value, params)}`;
  }
}
