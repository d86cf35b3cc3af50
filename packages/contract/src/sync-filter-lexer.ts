import { type FilterComparisonOp, filterLiteralMaxLength } from './sync-filter-tree.ts';

/**
 * The filter expression language's tokens (docs/decisions/0064; grammar in sync-filter.ts): the
 * lexer and the words, characters and limits the parser and the printer share. Internal: the
 * index exports the language through sync-filter.ts.
 */

/** A parse failure with where it is. */
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
export const keywordSet: ReadonlySet<string> = new Set(filterKeywords);

export const maxColumnLength = 128;

export type Token =
  | { kind: 'word'; text: string; upper: string; start: number; end: number }
  | { kind: 'quoted'; text: string; start: number; end: number }
  | { kind: 'string'; text: string; start: number; end: number }
  | { kind: 'number'; text: string; value: number; start: number; end: number }
  | { kind: 'op'; text: FilterComparisonOp; start: number; end: number }
  | { kind: '(' | ')' | ','; start: number; end: number }
  | { kind: 'end'; start: number; end: number };

export const bareColumn = /^[A-Za-z_][A-Za-z0-9_$#]*$/;
const isDigit = (c: number) => c >= 48 && c <= 57;
const isWordStart = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isWordPart = (c: number) => isWordStart(c) || isDigit(c) || c === 36 || c === 35;
const isOperatorChar = (ch: string) => ch === '=' || ch === '<' || ch === '>' || ch === '!';
export const comparisonByText: Record<string, FilterComparisonOp> = {
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

export function showToken(expr: string, token: Token): string {
  if (token.kind === 'end') return 'end of the expression';
  const text = expr.slice(token.start, token.end);
  return `"${text.length > 20 ? `${text.slice(0, 20)}…` : text}"`;
}

export function isCalendarDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
}

export class Lexer {
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
