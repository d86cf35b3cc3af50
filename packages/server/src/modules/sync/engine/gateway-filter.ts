import type { FilterLiteral, FilterNode } from '@store-console/contract';
import { businessCentralTables } from '../config/business-central-tables.ts';

/**
 * A table's saved filter tree as Business Central's OData `$filter` (what the agent does in SQL):
 * comparisons, LIKE as startswith / endswith / contains (or eq without a wildcard), IN as `or`,
 * BETWEEN as `ge … and … le`, IS [NOT] NULL as `eq null` / `ne null`, AND / OR / NOT. Only the
 * entity's own fields; a LIKE pattern OData cannot say (a wildcard inside, `_`) is refused.
 */
export function odataFilter(table: string, tree: FilterNode): string {
  const entity = businessCentralTables.find((candidate) => candidate.name === table);
  if (!entity) throw new Error(`Not a Business Central entity the sync reads: ${table}`);
  const types = new Map(entity.columns.map((column) => [column.name, column.type]));

  const field = (column: string) => {
    if (!types.has(column)) throw new Error(`The filter of ${table} names ${column}, not a field of ${table}`);
    return column;
  };
  const literal = (column: string, value: FilterLiteral): string => {
    if (typeof value === 'number') return String(value);
    if (typeof value === 'object') return value.date;
    const type = types.get(column);
    // GUIDs, dates and instants are written without quotes in OData v4.
    if (type === 'edm.guid' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value))
      return value;
    if (type === 'edm.date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
    if (type === 'edm.boolean' && (value === 'true' || value === 'false')) return value;
    return `'${value.replaceAll("'", "''")}'`;
  };
  const like = (column: string, pattern: string): string => {
    const inner = pattern.replace(/^%/, '').replace(/%$/, '');
    if (/[%_]/.test(inner) || inner === '') {
      throw new Error(`The filter of ${table}: LIKE '${pattern}' cannot be read through Business Central's $filter`);
    }
    const text = `'${inner.replaceAll("'", "''")}'`;
    const starts = pattern.startsWith('%');
    const ends = pattern.endsWith('%') && pattern.length > 1;
    if (starts && ends) return `contains(${column},${text})`;
    if (ends) return `startswith(${column},${text})`;
    if (starts) return `endswith(${column},${text})`;
    return `${column} eq ${text}`;
  };
  const operators = { '=': 'eq', '<>': 'ne', '<': 'lt', '<=': 'le', '>': 'gt', '>=': 'ge' } as const;

  const walk = (node: FilterNode): string => {
    if ('and' in node) return `(${node.and.map(walk).join(' and ')})`;
    if ('or' in node) return `(${node.or.map(walk).join(' or ')})`;
    if ('not' in node) return `not (${walk(node.not)})`;
    const column = field(node.column);
    switch (node.op) {
      case 'LIKE':
        return like(column, node.value);
      case 'NOT LIKE':
        return `not (${like(column, node.value)})`;
      case 'IN':
      case 'NOT IN': {
        const any = `(${node.values.map((value) => `${column} eq ${literal(column, value)}`).join(' or ')})`;
        return node.op === 'IN' ? any : `not ${any}`;
      }
      case 'BETWEEN':
      case 'NOT BETWEEN': {
        const [low, high] = node.values;
        const within = `(${column} ge ${literal(column, low)} and ${column} le ${literal(column, high)})`;
        return node.op === 'BETWEEN' ? within : `not ${within}`;
      }
      case 'IS NULL':
        return `${column} eq null`;
      case 'IS NOT NULL':
        return `${column} ne null`;
      default:
        return `${column} ${operators[node.op]} ${literal(column, node.value)}`;
    }
  };
  return walk(tree);
}
