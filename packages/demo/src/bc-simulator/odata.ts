import type { Entity, Json } from './data.ts';

/**
 * The OData v4 query options Business Central's API answers: $filter (comparisons, and/or/not,
 * parentheses, contains/startswith/endswith), $orderby, $select, $top, $skip, $count, with
 * server-driven paging through @odata.nextLink.
 */

export class ODataError extends Error {}

type Expr =
  | { kind: 'cmp'; op: string; field: string; value: Json }
  | { kind: 'fn'; name: string; field: string; value: string }
  | { kind: 'and' | 'or'; left: Expr; right: Expr }
  | { kind: 'not'; expr: Expr };

const token = /\s*(\(|\)|,|'(?:[^']|'')*'|[^\s(),']+)/y;

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  token.lastIndex = 0;
  while (token.lastIndex < text.length) {
    const at = token.lastIndex;
    const match = token.exec(text);
    if (!match?.[1]) {
      if (text.slice(at).trim() === '') break;
      throw new ODataError(`Invalid filter expression near position ${at}.`);
    }
    tokens.push(match[1]);
  }
  return tokens;
}

function literal(raw: string): Json {
  if (raw.startsWith("'")) return raw.slice(1, -1).replaceAll("''", "'");
  if (raw === 'null') return null;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  if (/^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  // Dates, date-times and GUIDs are written without quotes in OData v4.
  if (/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(raw) || /^[0-9a-f-]{36}$/i.test(raw)) return raw;
  throw new ODataError(`Invalid literal '${raw}' in filter expression.`);
}

const comparisons = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);
const functions = new Set(['contains', 'startswith', 'endswith']);

export function parseFilter(text: string): Expr {
  const tokens = tokenize(text);
  let i = 0;
  const next = () => tokens[i++];
  const expect = (what: string) => {
    if (next() !== what) throw new ODataError(`Invalid filter expression: '${what}' expected.`);
  };
  const field = (name: string | undefined) => {
    if (!name || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name))
      throw new ODataError('Invalid filter expression: a property name expected.');
    return name;
  };
  const primary = (): Expr => {
    const head = next();
    if (head === '(') {
      const inner = or();
      expect(')');
      return inner;
    }
    if (head === 'not') return { kind: 'not', expr: primary() };
    if (head && functions.has(head.toLowerCase())) {
      expect('(');
      const name = field(next());
      expect(',');
      const value = literal(next() ?? '');
      expect(')');
      if (typeof value !== 'string') throw new ODataError(`${head} takes a string.`);
      return { kind: 'fn', name: head.toLowerCase(), field: name, value };
    }
    const name = field(head);
    const op = next();
    if (!op || !comparisons.has(op))
      throw new ODataError(`Invalid filter expression: an operator expected after ${name}.`);
    return { kind: 'cmp', op, field: name, value: literal(next() ?? '') };
  };
  const and = (): Expr => {
    let left = primary();
    while (tokens[i] === 'and') {
      i++;
      left = { kind: 'and', left, right: primary() };
    }
    return left;
  };
  const or = (): Expr => {
    let left = and();
    while (tokens[i] === 'or') {
      i++;
      left = { kind: 'or', left, right: and() };
    }
    return left;
  };
  const expr = or();
  if (i !== tokens.length) throw new ODataError(`Invalid filter expression: unexpected '${tokens[i]}'.`);
  return expr;
}

const isDate = (v: Json) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v));

export function compare(a: Json, b: Json): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  if (isDate(a) && isDate(b)) return Date.parse(a as string) - Date.parse(b as string);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a).toLowerCase();
  const y = String(b).toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

export function matches(expr: Expr, row: Entity): boolean {
  switch (expr.kind) {
    case 'and':
      return matches(expr.left, row) && matches(expr.right, row);
    case 'or':
      return matches(expr.left, row) || matches(expr.right, row);
    case 'not':
      return !matches(expr.expr, row);
    case 'fn': {
      if (!(expr.field in row)) throw new ODataError(`Could not find a property named '${expr.field}'.`);
      const value = String(row[expr.field] ?? '').toLowerCase();
      const part = expr.value.toLowerCase();
      if (expr.name === 'contains') return value.includes(part);
      return expr.name === 'startswith' ? value.startsWith(part) : value.endsWith(part);
    }
    case 'cmp': {
      if (!(expr.field in row)) throw new ODataError(`Could not find a property named '${expr.field}'.`);
      const c = compare(row[expr.field] ?? null, expr.value);
      const ops: Record<string, boolean> = { eq: c === 0, ne: c !== 0, gt: c > 0, ge: c >= 0, lt: c < 0, le: c <= 0 };
      return ops[expr.op] ?? false;
    }
  }
}

export type QueryOptions = {
  filter: Expr | null;
  orderBy: { field: string; desc: boolean }[];
  select: string[] | null;
  expand: string[];
  top: number | null;
  skip: number;
  count: boolean;
};

const count = (name: string, value: string | undefined): number | null => {
  if (value === undefined) return null;
  if (!/^\d+$/.test(value)) throw new ODataError(`The value of ${name} must be a non-negative integer.`);
  return Number(value);
};

export function parseQuery(query: URLSearchParams): QueryOptions {
  const get = (name: string) => query.get(name) ?? undefined;
  const list = (value: string | undefined) =>
    value
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : [];
  const filter = get('$filter');
  return {
    filter: filter ? parseFilter(filter) : null,
    orderBy: list(get('$orderby')).map((part) => {
      const [field = '', direction = 'asc', ...rest] = part.split(/\s+/);
      if (rest.length > 0 || !/^(asc|desc)$/i.test(direction)) throw new ODataError(`Invalid $orderby '${part}'.`);
      return { field, desc: direction.toLowerCase() === 'desc' };
    }),
    select: get('$select') ? list(get('$select')) : null,
    expand: list(get('$expand')),
    top: count('$top', get('$top')),
    skip: count('$skip', get('$skip')) ?? 0,
    count: get('$count') === 'true',
  };
}

/** Filters, orders and slices rows; says where the next page starts when there is one. */
export function applyQuery(
  rows: Entity[],
  options: QueryOptions,
  pageSize: number,
): { page: Entity[]; total: number; next: { skip: number; top: number | null } | null } {
  let result = options.filter ? rows.filter((row) => matches(options.filter as Expr, row)) : rows.slice();
  for (const { field } of options.orderBy) {
    if (result.length > 0 && !(field in (result[0] as Entity))) {
      throw new ODataError(`Could not find a property named '${field}'.`);
    }
  }
  if (options.orderBy.length > 0) {
    result.sort((a, b) => {
      for (const { field, desc } of options.orderBy) {
        const c = compare(a[field] ?? null, b[field] ?? null);
        if (c !== 0) return desc ? -c : c;
      }
      return 0;
    });
  }
  const total = result.length;
  result = result.slice(options.skip);
  const wanted = options.top === null ? result.length : Math.min(options.top, result.length);
  const page = result.slice(0, Math.min(wanted, pageSize));
  const more = wanted > page.length;
  return {
    page,
    total,
    next: more
      ? { skip: options.skip + page.length, top: options.top === null ? null : options.top - page.length }
      : null,
  };
}

export function selectFields(row: Entity, select: string[] | null): Entity {
  if (!select) return row;
  for (const field of select) {
    if (!(field in row)) throw new ODataError(`Could not find a property named '${field}'.`);
  }
  return Object.fromEntries(select.map((field) => [field, row[field] ?? null]));
}
