import {
  type FilterComparisonOp,
  type FilterLiteral,
  type FilterNode,
  type FilterTree,
  filterLiteralMaxLength,
  filterTreeMaxDepth,
  filterTreeMaxNodes,
  filterTreeSize,
} from './sync-filter-tree.ts';

/**
 * The filter expression language (docs/decisions/0064): comparisons, LIKE, IN, BETWEEN,
 * IS [NOT] NULL, AND/OR/NOT, parentheses, string/number/date literals. `parseFilterExpr` gives the
 * tree of `sync-filter-tree.ts`; `printFilterTree` gives the canonical expression back, and
 * `printFilterTree(parseFilterExpr(e))` parses to the same tree (stable).
 *
 *   expr       := or
 *   or         := and ( OR and )*                 -- a chain is one { or: [...] } node
 *   and        := not ( AND not )*                -- a chain is one { and: [...] } node
 *   not        := NOT not | primary
 *   primary    := "(" expr ")" | condition
 *   condition  := column ( cmp literal | [NOT] LIKE string | [NOT] IN "(" literal ("," literal)* ")"
 *                 | [NOT] BETWEEN literal AND literal | IS [NOT] NULL )
 *   cmp        := = | <> | != | < | <= | > | >=   (!= is read as <>)
 *   column     := [A-Za-z_][A-Za-z0-9_$#]*  (not a keyword) | "double-quoted, "" escapes a quote"
 *   literal    := 'single-quoted, '' escapes a quote' | number | DATE 'YYYY-MM-DD'
 *   number     := -?digits(.digits)?([eE][+-]?digits)?
 *
 * Keywords are case-insensitive. Parentheses are kept in the tree's shape: `(a AND b) AND c` is an
 * `and` inside an `and`, while `a AND b AND c` is one `and` of three.
 */
export class FilterParseError extends Error {
  /** Zero-based character offset in the expression where the problem is. */
  readonly position: number;
  constructor(message: string, position: number) {
    super(message);
    this.name = 'FilterParseError';
    this.position = position;
  }
}

/** Words that cannot be bare column names (quote them: "DATE"). */
export const filterKeywords = ['AND', 'OR', 'NOT', 'LIKE', 'IN', 'BETWEEN', 'IS', 'NULL', 'DATE'] as const;
const keywordSet: ReadonlySet<string> = new Set(filterKeywords);

/** The deepest nesting of parentheses and NOTs the parser follows (a printed valid tree needs ≤ 32). */
const maxSyntaxNesting = filterTreeMaxDepth * 2;
const maxColumnLength = 128;
const maxInValues = 1000;

type Token =
  | { kind: 'word'; text: string; upper: string; start: number; end: number }
  | { kind: 'quoted'; text: string; start: number; end: number }
  | { kind: 'string'; text: string; start: number; end: number }
  | { kind: 'number'; text: string; value: number; start: number; end: number }
  | { kind: 'op'; text: FilterComparisonOp; start: number; end: number }
  | { kind: '(' | ')' | ','; start: number; end: number }
  | { kind: 'end'; start: number; end: number };

const bareColumn = /^[A-Za-z_][A-Za-z0-9_$#]*$/;
const isDigit = (c: number) => c >= 48 && c <= 57;
const isWordStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isWordPart = (c: number) => isWordStart(c) || isDigit(c) || c === 36 || c === 35;
const isOperatorChar = (ch: string) => ch === '=' || ch === '<' || ch === '>' || ch === '!';
const comparisonByText: Record<string, FilterComparisonOp> = {
  '=': '=',
  '<>': '<>',
  '!=': '<>',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
};
const isoDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A character as a person can read it in a message (control and invisible characters as U+XXXX). */
function showChar(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  if (code === 0) return 'NUL (U+0000)';
  if (code < 32 || code === 127 || (code >= 0x80 && code < 0xa0) || (code >= 0xd800 && code <= 0xdfff)) {
    return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return `"${ch}"`;
}

function showToken(expr: string, token: Token): string {
  if (token.kind === 'end') return 'end of the expression';
  const text = expr.slice(token.start, token.end);
  return `"${text.length > 20 ? `${text.slice(0, 20)}…` : text}"`;
}

function isCalendarDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

class Lexer {
  private pos = 0;
  private peeked: Token | null = null;
  constructor(private readonly expr: string) {}

  peek(): Token {
    if (this.peeked === null) this.peeked = this.read();
    return this.peeked;
  }

  next(): Token {
    const token = this.peek();
    this.peeked = null;
    return token;
  }

  private fail(message: string, position: number): never {
    throw new FilterParseError(`${message} at position ${position}`, position);
  }

  private read(): Token {
    const s = this.expr;
    while (this.pos < s.length && /\s/.test(s[this.pos] as string)) this.pos++;
    const start = this.pos;
    if (start >= s.length) return { kind: 'end', start, end: start };
    const ch = s[start] as string;
    const code = s.charCodeAt(start);
    if (ch === '(' || ch === ')' || ch === ',') {
      this.pos++;
      return { kind: ch, start, end: this.pos };
    }
    if (ch === "'" || ch === '"') return this.readQuoted(ch, start);
    if (isDigit(code) || (ch === '-' && isDigit(s.charCodeAt(start + 1)))) return this.readNumber(start);
    if (isWordStart(code)) {
      let end = start + 1;
      while (end < s.length && isWordPart(s.charCodeAt(end))) end++;
      this.pos = end;
      const text = s.slice(start, end);
      return { kind: 'word', text, upper: text.toUpperCase(), start, end };
    }
    if (isOperatorChar(ch)) {
      let end = start + 1;
      while (end < s.length && isOperatorChar(s[end] as string)) end++;
      const text = s.slice(start, end);
      const op = comparisonByText[text];
      if (op === undefined) {
        this.fail(`Unknown operator "${text.length > 20 ? `${text.slice(0, 20)}…` : text}"`, start);
      }
      this.pos = end;
      return { kind: 'op', text: op, start, end };
    }
    const point = String.fromCodePoint(s.codePointAt(start) ?? code);
    this.fail(`Unexpected character ${showChar(point)}`, start);
  }

  private readQuoted(quote: "'" | '"', start: number): Token {
    const s = this.expr;
    let end = start + 1;
    const pieces: string[] = [];
    let from = end;
    for (;;) {
      const at = s.indexOf(quote, end);
      const nul = s.slice(from, at === -1 ? s.length : at).indexOf('\u0000');
      if (nul !== -1) this.fail(`Invalid character ${showChar('\u0000')}`, from + nul);
      if (at === -1) {
        this.fail(quote === "'" ? 'Unclosed string starting' : 'Unclosed quoted column name starting', start);
      }
      if (s[at + 1] === quote) {
        pieces.push(s.slice(from, at + 1));
        end = at + 2;
        from = end;
        continue;
      }
      pieces.push(s.slice(from, at));
      end = at + 1;
      break;
    }
    this.pos = end;
    const text = pieces.join('');
    if (quote === "'") {
      if (text.length > filterLiteralMaxLength) {
        this.fail(`A value may be at most ${filterLiteralMaxLength} characters: the string is longer, starting`, start);
      }
      return { kind: 'string', text, start, end };
    }
    if (text.length === 0) this.fail('A column name may not be empty', start);
    if (text.length > maxColumnLength) {
      this.fail(`A column name may be at most ${maxColumnLength} characters: the name is longer, starting`, start);
    }
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c < 32 || c === 127)
        this.fail(`Invalid character ${showChar(text[i] as string)} in the column name starting`, start);
    }
    return { kind: 'quoted', text, start, end };
  }

  private readNumber(start: number): Token {
    const s = this.expr;
    let end = start;
    if (s[end] === '-') end++;
    while (isDigit(s.charCodeAt(end))) end++;
    if (s[end] === '.' && isDigit(s.charCodeAt(end + 1))) {
      end++;
      while (isDigit(s.charCodeAt(end))) end++;
    }
    if (s[end] === 'e' || s[end] === 'E') {
      let exp = end + 1;
      if (s[exp] === '+' || s[exp] === '-') exp++;
      if (isDigit(s.charCodeAt(exp))) {
        while (isDigit(s.charCodeAt(exp))) exp++;
        end = exp;
      }
    }
    if (end < s.length && (isWordPart(s.charCodeAt(end)) || s[end] === '.')) this.fail('Invalid number', start);
    const text = s.slice(start, end);
    if (text.length > filterLiteralMaxLength) {
      this.fail(`A value may be at most ${filterLiteralMaxLength} characters: the number is longer, starting`, start);
    }
    const value = Number(text);
    if (!Number.isFinite(value)) this.fail('Number out of range', start);
    this.pos = end;
    return { kind: 'number', text, value, start, end };
  }
}

type Built = { node: FilterNode; height: number };

class Parser {
  private readonly lexer: Lexer;
  private nesting = 0;
  private nodes = 0;
  constructor(private readonly expr: string) {
    this.lexer = new Lexer(expr);
  }

  private fail(message: string, position: number): never {
    throw new FilterParseError(`${message} at position ${position}`, position);
  }

  private isKeyword(token: Token, word: string): boolean {
    return token.kind === 'word' && token.upper === word;
  }

  private build(node: FilterNode, height: number, start: number): Built {
    this.nodes++;
    if (this.nodes > filterTreeMaxNodes) {
      this.fail(`A filter may have at most ${filterTreeMaxNodes} conditions and operators: one too many`, start);
    }
    if (height > filterTreeMaxDepth) {
      this.fail(`A filter may nest at most ${filterTreeMaxDepth} levels: one too deep`, start);
    }
    return { node, height };
  }

  parse(): FilterTree {
    const first = this.lexer.peek();
    if (first.kind === 'end') this.fail('The expression is empty: expected a condition', first.start);
    const result = this.parseOr();
    const rest = this.lexer.peek();
    if (rest.kind === ')') this.fail('Unexpected ")" without a matching "("', rest.start);
    if (rest.kind !== 'end')
      this.fail(`Expected AND, OR or the end but found ${showToken(this.expr, rest)}`, rest.start);
    return result.node;
  }

  private parseChain(word: 'AND' | 'OR'): Built {
    const start = this.lexer.peek().start;
    const first = word === 'OR' ? this.parseChain('AND') : this.parseNot();
    if (!this.isKeyword(this.lexer.peek(), word)) return first;
    const children = [first];
    while (this.isKeyword(this.lexer.peek(), word)) {
      this.lexer.next();
      children.push(word === 'OR' ? this.parseChain('AND') : this.parseNot());
    }
    const height = Math.max(...children.map((c) => c.height)) + 1;
    const nodes = children.map((c) => c.node);
    return this.build(word === 'OR' ? { or: nodes } : { and: nodes }, height, start);
  }

  private parseOr(): Built {
    return this.parseChain('OR');
  }

  private enter(position: number): void {
    this.nesting++;
    if (this.nesting > maxSyntaxNesting) {
      this.fail(`A filter may nest at most ${maxSyntaxNesting} parentheses and NOTs: one too deep`, position);
    }
  }

  private parseNot(): Built {
    const token = this.lexer.peek();
    if (this.isKeyword(token, 'NOT')) {
      this.lexer.next();
      this.enter(token.start);
      const child = this.parseNot();
      this.nesting--;
      return this.build({ not: child.node }, child.height + 1, token.start);
    }
    return this.parsePrimary();
  }

  private parsePrimary(): Built {
    const token = this.lexer.next();
    if (token.kind === '(') {
      this.enter(token.start);
      if (this.lexer.peek().kind === ')') this.fail('Expected a condition', this.lexer.peek().start);
      const inner = this.parseOr();
      const close = this.lexer.next();
      if (close.kind !== ')') {
        this.fail(
          close.kind === 'end'
            ? `Missing ")" for the "(" at position ${token.start}; expected ")"`
            : `Expected ")" or AND/OR but found ${showToken(this.expr, close)}`,
          close.start,
        );
      }
      this.nesting--;
      return inner;
    }
    if (token.kind === 'quoted') return this.parseCondition(token.text, token.start);
    if (token.kind === 'word' && !keywordSet.has(token.upper)) return this.parseCondition(token.text, token.start);
    if (token.kind === 'end') this.fail('Expected a condition', token.start);
    if (token.kind === 'word') {
      this.fail(
        `Expected a column name but found the keyword ${token.upper} (quote a column named so: "${token.text}")`,
        token.start,
      );
    }
    this.fail(`Expected a column name but found ${showToken(this.expr, token)}`, token.start);
  }

  private parseCondition(column: string, start: number): Built {
    if (column.length > maxColumnLength) {
      this.fail(`A column name may be at most ${maxColumnLength} characters: the name is longer, starting`, start);
    }
    const token = this.lexer.next();
    if (token.kind === 'op') {
      return this.build({ column, op: token.text, value: this.parseLiteral() }, 1, start);
    }
    if (token.kind === 'word') {
      let negated = false;
      let word: Token = token;
      if (token.upper === 'IS') {
        let next = this.lexer.next();
        if (this.isKeyword(next, 'NOT')) {
          negated = true;
          next = this.lexer.next();
        }
        if (!this.isKeyword(next, 'NULL')) {
          this.fail(`Expected ${negated ? 'NULL after IS NOT' : 'NULL or NOT NULL after IS'}`, next.start);
        }
        return this.build({ column, op: negated ? 'IS NOT NULL' : 'IS NULL' }, 1, start);
      }
      if (token.upper === 'NOT') {
        negated = true;
        word = this.lexer.next();
        if (!(word.kind === 'word' && ['LIKE', 'IN', 'BETWEEN'].includes(word.upper))) {
          this.fail('Expected LIKE, IN or BETWEEN after NOT', word.start);
        }
      }
      if (word.kind === 'word' && word.upper === 'LIKE') {
        const value = this.lexer.next();
        if (value.kind !== 'string') this.fail("Expected a pattern in single quotes (e.g. 'AB%')", value.start);
        return this.build({ column, op: negated ? 'NOT LIKE' : 'LIKE', value: value.text }, 1, start);
      }
      if (word.kind === 'word' && word.upper === 'IN') {
        const open = this.lexer.next();
        if (open.kind !== '(') this.fail('Expected "(" after IN', open.start);
        const values: FilterLiteral[] = [this.parseLiteral()];
        for (;;) {
          const sep = this.lexer.next();
          if (sep.kind === ')') break;
          if (sep.kind !== ',') this.fail('Expected "," or ")" in the IN list', sep.start);
          if (values.length >= maxInValues)
            this.fail(`An IN list may have at most ${maxInValues} values: one too many`, sep.start);
          values.push(this.parseLiteral());
        }
        return this.build({ column, op: negated ? 'NOT IN' : 'IN', values }, 1, start);
      }
      if (word.kind === 'word' && word.upper === 'BETWEEN') {
        const low = this.parseLiteral();
        const and = this.lexer.next();
        if (!this.isKeyword(and, 'AND')) this.fail('Expected AND between the two values of BETWEEN', and.start);
        const high = this.parseLiteral();
        return this.build({ column, op: negated ? 'NOT BETWEEN' : 'BETWEEN', values: [low, high] }, 1, start);
      }
    }
    this.fail(
      `Expected an operator (=, <>, <, <=, >, >=, LIKE, IN, BETWEEN, IS NULL) after the column but found ${showToken(this.expr, token)}`,
      token.start,
    );
  }

  private parseLiteral(): FilterLiteral {
    const token = this.lexer.next();
    if (token.kind === 'string') return token.text;
    if (token.kind === 'number') return token.value;
    if (token.kind === 'word' && token.upper === 'DATE') {
      const value = this.lexer.next();
      if (value.kind !== 'string')
        this.fail("Expected a date in single quotes after DATE (DATE 'YYYY-MM-DD')", value.start);
      if (!isCalendarDate(value.text)) this.fail("Invalid date; expected DATE 'YYYY-MM-DD'", value.start);
      return { date: value.text };
    }
    this.fail('Expected a value', token.start);
  }
}

/** Parses an expression into its tree; throws FilterParseError (with the position) on anything else. */
export function parseFilterExpr(expr: string): FilterTree {
  if (typeof expr !== 'string') throw new FilterParseError('Expected an expression at position 0', 0);
  return new Parser(expr).parse();
}

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
