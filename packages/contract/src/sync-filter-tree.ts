import { z } from 'zod';

/**
 * A table filter's tree (tableName, expr, tree), the JSON the Filters tab
 * shows read-only and the agent compiles to parameterised SQL for its dialect. The expression
 * language (`sync-filter.ts`) parses to it and prints from it: `expr → tree → expr` is stable.
 *
 *   { "and": [ {...}, {...} ] }   { "or": [...] }   { "not": {...} }
 *   { "column": "ITMSTA", "op": "=", "value": 1 }
 *   { "column": "ITMREF", "op": "LIKE", "value": "BMS%" }
 *   { "column": "TCLCOD", "op": "IN", "values": ["A", "B"] }
 *   { "column": "CREDAT", "op": "BETWEEN", "values": [{ "date": "2024-01-01" }, { "date": "2024-12-31" }] }
 *   { "column": "ITMDES2", "op": "IS NULL" }
 */
export const filterComparisonOps = ['=', '<>', '<', '<=', '>', '>='] as const;
export type FilterComparisonOp = (typeof filterComparisonOps)[number];

/** A tree may not be deeper or larger than this (a hostile tree must not exhaust the agent). */
export const filterTreeMaxDepth = 32;
export const filterTreeMaxNodes = 500;
export const filterLiteralMaxLength = 1000;

const isoDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const filterDateSchema = z.strictObject({
  date: z
    .string()
    .regex(isoDate, 'Expected a date YYYY-MM-DD')
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }, 'Not a calendar date'),
});
export const filterLiteralSchema = z.union([
  z
    .string()
    .max(filterLiteralMaxLength)
    .refine((v) => !v.includes('\u0000'), 'Invalid character'),
  z.number().finite(),
  filterDateSchema,
]);
export type FilterLiteral = z.infer<typeof filterLiteralSchema>;

const column = z
  .string()
  .min(1)
  .max(128)
  .refine((v) => ![...v].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127), 'Invalid character');

export type FilterNode =
  | { and: FilterNode[] }
  | { or: FilterNode[] }
  | { not: FilterNode }
  | { column: string; op: FilterComparisonOp; value: FilterLiteral }
  | { column: string; op: 'LIKE' | 'NOT LIKE'; value: string }
  | { column: string; op: 'IN' | 'NOT IN'; values: FilterLiteral[] }
  | { column: string; op: 'BETWEEN' | 'NOT BETWEEN'; values: [FilterLiteral, FilterLiteral] }
  | { column: string; op: 'IS NULL' | 'IS NOT NULL' };

/** One node of the tree, recursive: the OpenAPI document names it as a component (it cannot be inlined). */
export const filterNodeSchema: z.ZodType<FilterNode> = z.lazy(() =>
  z.union([
    z.strictObject({ and: z.array(filterNodeSchema).min(2) }),
    z.strictObject({ or: z.array(filterNodeSchema).min(2) }),
    z.strictObject({ not: filterNodeSchema }),
    z.strictObject({ column, op: z.enum(filterComparisonOps), value: filterLiteralSchema }),
    z.strictObject({
      column,
      op: z.enum(['LIKE', 'NOT LIKE']),
      value: z
        .string()
        .max(filterLiteralMaxLength)
        .refine((v) => !v.includes('\u0000'), 'Invalid character'),
    }),
    z.strictObject({ column, op: z.enum(['IN', 'NOT IN']), values: z.array(filterLiteralSchema).min(1).max(1000) }),
    z.strictObject({
      column,
      op: z.enum(['BETWEEN', 'NOT BETWEEN']),
      values: z.tuple([filterLiteralSchema, filterLiteralSchema]),
    }),
    z.strictObject({ column, op: z.enum(['IS NULL', 'IS NOT NULL']) }),
  ]),
) as z.ZodType<FilterNode>;

/** Depth and size of a tree (checked before the recursive schema walks it). */
export function filterTreeSize(node: unknown, depth = 1): { depth: number; nodes: number } {
  // Stops descending past the limit: a hostile, very deep tree must not exhaust the stack.
  if (typeof node !== 'object' || node === null || depth > filterTreeMaxDepth) return { depth, nodes: 1 };
  const children: unknown[] =
    'and' in node && Array.isArray(node.and)
      ? node.and
      : 'or' in node && Array.isArray(node.or)
        ? node.or
        : 'not' in node
          ? [node.not]
          : [];
  let maxDepth = depth;
  let nodes = 1;
  for (const child of children) {
    const size = filterTreeSize(child, depth + 1);
    maxDepth = Math.max(maxDepth, size.depth);
    nodes += size.nodes;
    if (nodes > filterTreeMaxNodes || maxDepth > filterTreeMaxDepth) break;
  }
  return { depth: maxDepth, nodes };
}

/** A whole tree: the node schema, bounded in depth and size. */
export const filterTreeSchema = z
  .unknown()
  .superRefine((value, context) => {
    const size = filterTreeSize(value);
    if (size.depth > filterTreeMaxDepth) {
      context.addIssue({ code: 'custom', message: `A filter may nest at most ${filterTreeMaxDepth} levels` });
    }
    if (size.nodes > filterTreeMaxNodes) {
      context.addIssue({ code: 'custom', message: `A filter may have at most ${filterTreeMaxNodes} conditions` });
    }
  })
  .pipe(filterNodeSchema);
export type FilterTree = FilterNode;

/** The columns a tree names (the agent accepts only the table's own). */
export function filterColumns(node: FilterNode, into = new Set<string>()): Set<string> {
  if ('and' in node) for (const child of node.and) filterColumns(child, into);
  else if ('or' in node) for (const child of node.or) filterColumns(child, into);
  else if ('not' in node) filterColumns(node.not, into);
  else into.add(node.column);
  return into;
}
