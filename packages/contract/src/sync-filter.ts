import {
  FilterParseError,
  isCalendarDate,
  keywordSet,
  Lexer,
  maxColumnLength,
  showToken,
  type Token,
} from './sync-filter-lexer.ts';
import {
  type FilterLiteral,
  type FilterNode,
  type FilterTree,
  filterTreeMaxDepth,
  filterTreeMaxNodes,
} from './sync-filter-tree.ts';

export { FilterParseError, filterKeywords } from './sync-filter-lexer.ts';
export { printFilterTree } from './sync-filter-print.ts';

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

/** The deepest nesting of parentheses and NOTs the parser follows (a printed valid tree needs ≤ 32). */
const maxSyntaxNesting = filterTreeMaxDepth * 2;
const maxInValues = 1000;

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
