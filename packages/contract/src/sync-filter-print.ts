import { bareColumn, comparisonByText, keywordSet } from './sync-filter-lexer.ts';
import {
  type FilterLiteral,
  type FilterNode,
  type FilterTree,
  filterTreeMaxDepth,
  filterTreeMaxNodes,
  filterTreeSize,
} from './sync-filter-tree.ts';

/** Printing a filter tree as its canonical expression (the language is described in sync-filter.ts). */

function printColumn(column: string): string {
  if (bareColumn.test(column) && !keywordSet.has(column.toUpperCase())) return column;
  return `"${column.replaceAll('"', '""')}"`;
}

function printString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

function printLiteral(value: FilterLiteral): string {
  if (typeof value === 'string') return printString(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('A filter number must be finite');
    return Object.is(value, -0) ? '-0' : String(value);
  }
  if (typeof value === 'object' && value !== null && typeof value.date === 'string') {
    return `DATE ${printString(value.date)}`;
  }
  throw new TypeError('Not a filter value');
}

function printNode(node: FilterNode): string {
  if ('and' in node) {
    return node.and.map((c) => ('and' in c || 'or' in c ? `(${printNode(c)})` : printNode(c))).join(' AND ');
  }
  if ('or' in node) return node.or.map((c) => ('or' in c ? `(${printNode(c)})` : printNode(c))).join(' OR ');
  if ('not' in node) {
    const child = node.not;
    return `NOT ${'and' in child || 'or' in child ? `(${printNode(child)})` : printNode(child)}`;
  }
  const column = printColumn(node.column);
  switch (node.op) {
    case 'IS NULL':
    case 'IS NOT NULL':
      return `${column} ${node.op}`;
    case 'IN':
    case 'NOT IN':
      return `${column} ${node.op} (${node.values.map(printLiteral).join(', ')})`;
    case 'BETWEEN':
    case 'NOT BETWEEN':
      return `${column} ${node.op} ${printLiteral(node.values[0])} AND ${printLiteral(node.values[1])}`;
    case 'LIKE':
    case 'NOT LIKE':
      return `${column} ${node.op} ${printString(node.value)}`;
    default:
      if (!(node.op in comparisonByText)) throw new TypeError('Not a filter operator');
      return `${column} ${node.op} ${printLiteral(node.value)}`;
  }
}

/**
 * The canonical expression of a tree: upper-case keywords, only the parentheses the tree's shape
 * needs, column names quoted only when they must be. `parseFilterExpr(printFilterTree(t))` equals t.
 */
export function printFilterTree(tree: FilterTree): string {
  const size = filterTreeSize(tree);
  if (size.depth > filterTreeMaxDepth || size.nodes > filterTreeMaxNodes) {
    throw new TypeError('The filter tree is too deep or too large');
  }
  return printNode(tree);
}
