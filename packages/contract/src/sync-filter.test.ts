import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FilterParseError, filterKeywords, parseFilterExpr, printFilterTree } from './sync-filter.ts';
import {
  type FilterLiteral,
  type FilterNode,
  filterComparisonOps,
  filterTreeMaxDepth,
  filterTreeMaxNodes,
  filterTreeSchema,
  filterTreeSize,
} from './sync-filter-tree.ts';

function parseError(expr: string): FilterParseError {
  try {
    parseFilterExpr(expr);
  } catch (error) {
    if (error instanceof FilterParseError) return error;
    throw error;
  }
  throw new Error(`"${expr}" parsed`);
}

describe('parseFilterExpr', () => {
  it('parses each kind of condition', () => {
    expect(parseFilterExpr('ITMSTA_0 = 1')).toEqual({ column: 'ITMSTA_0', op: '=', value: 1 });
    expect(parseFilterExpr("ITMREF_0 like 'BMS%'")).toEqual({ column: 'ITMREF_0', op: 'LIKE', value: 'BMS%' });
    expect(parseFilterExpr("ITMREF_0 not like 'A''B'")).toEqual({ column: 'ITMREF_0', op: 'NOT LIKE', value: "A'B" });
    expect(parseFilterExpr("TCLCOD_0 IN ('A', 'B', 3)")).toEqual({
      column: 'TCLCOD_0',
      op: 'IN',
      values: ['A', 'B', 3],
    });
    expect(parseFilterExpr('X NOT IN (1)')).toEqual({ column: 'X', op: 'NOT IN', values: [1] });
    expect(parseFilterExpr("CREDAT_0 BETWEEN DATE '2024-01-01' AND date '2024-12-31'")).toEqual({
      column: 'CREDAT_0',
      op: 'BETWEEN',
      values: [{ date: '2024-01-01' }, { date: '2024-12-31' }],
    });
    expect(parseFilterExpr('P not between -1.5 and 2e3')).toEqual({
      column: 'P',
      op: 'NOT BETWEEN',
      values: [-1.5, 2000],
    });
    expect(parseFilterExpr('ITMDES2_0 is null')).toEqual({ column: 'ITMDES2_0', op: 'IS NULL' });
    expect(parseFilterExpr('ITMDES2_0 IS NOT NULL')).toEqual({ column: 'ITMDES2_0', op: 'IS NOT NULL' });
  });

  it('reads every comparison and normalises != to <>', () => {
    for (const op of filterComparisonOps)
      expect(parseFilterExpr(`a ${op} 'x'`)).toEqual({ column: 'a', op, value: 'x' });
    expect(parseFilterExpr('a != 1')).toEqual({ column: 'a', op: '<>', value: 1 });
    expect(parseFilterExpr('a>=1')).toEqual({ column: 'a', op: '>=', value: 1 });
    expect(parseFilterExpr('a<-1')).toEqual({ column: 'a', op: '<', value: -1 });
  });

  it('reads numbers: integers, decimals, negatives, exponents', () => {
    const value = (text: string) => (parseFilterExpr(`a = ${text}`) as { value: FilterLiteral }).value;
    expect(value('0')).toBe(0);
    expect(value('007')).toBe(7);
    expect(value('-12.25')).toBe(-12.25);
    expect(value('1e3')).toBe(1000);
    expect(value('1.5E-3')).toBe(0.0015);
    expect(value('2e+2')).toBe(200);
  });

  it('gives precedence NOT > AND > OR and flattens chains', () => {
    const a = { column: 'a', op: '=', value: 1 } as const;
    const b = { column: 'b', op: '=', value: 2 } as const;
    const c = { column: 'c', op: '=', value: 3 } as const;
    expect(parseFilterExpr('a = 1 OR b = 2 AND c = 3')).toEqual({ or: [a, { and: [b, c] }] });
    expect(parseFilterExpr('a = 1 and b = 2 and c = 3')).toEqual({ and: [a, b, c] });
    expect(parseFilterExpr('(a = 1 AND b = 2) AND c = 3')).toEqual({ and: [{ and: [a, b] }, c] });
    expect(parseFilterExpr('NOT a = 1 AND b = 2')).toEqual({ and: [{ not: a }, b] });
    expect(parseFilterExpr('NOT (a = 1 OR b = 2)')).toEqual({ not: { or: [a, b] } });
    expect(parseFilterExpr('not not a = 1')).toEqual({ not: { not: a } });
    expect(parseFilterExpr('((a = 1))')).toEqual(a);
    expect(parseFilterExpr('a BETWEEN 1 AND 2 AND b = 2')).toEqual({
      and: [{ column: 'a', op: 'BETWEEN', values: [1, 2] }, b],
    });
  });

  it('reads quoted column names, keywords as names and unicode', () => {
    expect(parseFilterExpr('"DATE" = 1')).toEqual({ column: 'DATE', op: '=', value: 1 });
    expect(parseFilterExpr('"a ""b"" c" = 1')).toEqual({ column: 'a "b" c', op: '=', value: 1 });
    expect(parseFilterExpr('"Größe" = \'日本\'')).toEqual({ column: 'Größe', op: '=', value: '日本' });
    expect(parseFilterExpr('A$B#_9 = 1')).toEqual({ column: 'A$B#_9', op: '=', value: 1 });
    expect(parseFilterExpr(" a\t=\n'x\ny'  ")).toEqual({ column: 'a', op: '=', value: 'x\ny' });
    expect(parseFilterExpr("a = '😀'")).toEqual({ column: 'a', op: '=', value: '😀' });
  });

  it('names the position in errors a person can read', () => {
    const cases: [string, string, number][] = [
      ['', 'The expression is empty: expected a condition at position 0', 0],
      ['ITMSTA_0 = ', 'Expected a value at position 11', 11],
      ['ITMSTA_0 = AND', 'Expected a value at position 11', 11],
      ["a = 1 AND b = 'abc", 'Unclosed string starting at position 14', 14],
      ['a = 1 AND "b = 1', 'Unclosed quoted column name starting at position 10', 10],
      ['ITMSTA_0 => 1', 'Unknown operator "=>" at position 9', 9],
      ['a == 1', 'Unknown operator "==" at position 2', 2],
      ['a = 1 AND', 'Expected a condition at position 9', 9],
      ['(a = 1', 'Missing ")" for the "(" at position 0; expected ")" at position 6', 6],
      ['a = 1)', 'Unexpected ")" without a matching "(" at position 5', 5],
      ['a = 1 b = 2', 'Expected AND, OR or the end but found "b" at position 6', 6],
      [
        'a 1',
        'Expected an operator (=, <>, <, <=, >, >=, LIKE, IN, BETWEEN, IS NULL) after the column but found "1" at position 2',
        2,
      ],
      ['AND = 1', 'Expected a column name but found the keyword AND (quote a column named so: "AND") at position 0', 0],
      ['1 = a', 'Expected a column name but found "1" at position 0', 0],
      ['a LIKE 1', "Expected a pattern in single quotes (e.g. 'AB%') at position 7", 7],
      ['a IN ()', 'Expected a value at position 6', 6],
      ['a IN (1 2)', 'Expected "," or ")" in the IN list at position 8', 8],
      ['a IN 1', 'Expected "(" after IN at position 5', 5],
      ['a BETWEEN 1 OR 2', 'Expected AND between the two values of BETWEEN at position 12', 12],
      ['a IS 1', 'Expected NULL or NOT NULL after IS at position 5', 5],
      ['a IS NOT NOT NULL', 'Expected NULL after IS NOT at position 9', 9],
      ['a NOT = 1', 'Expected LIKE, IN or BETWEEN after NOT at position 6', 6],
      ["a = DATE '2024-02-30'", "Invalid date; expected DATE 'YYYY-MM-DD' at position 9", 9],
      ["a = DATE '24-1-1'", "Invalid date; expected DATE 'YYYY-MM-DD' at position 9", 9],
      ['a = DATE 1', "Expected a date in single quotes after DATE (DATE 'YYYY-MM-DD') at position 9", 9],
      ['a = 1.2.3', 'Invalid number at position 4', 4],
      ['a = 12abc', 'Invalid number at position 4', 4],
      ['a = 1e999', 'Number out of range at position 4', 4],
      ['a = 1; DROP TABLE x', 'Unexpected character ";" at position 5', 5],
      ['"" = 1', 'A column name may not be empty at position 0', 0],
      ['()', 'Expected a condition at position 1', 1],
      ['a = \u0000', 'Unexpected character NUL (U+0000) at position 4', 4],
      ["a = 'x\u0000y'", 'Invalid character NUL (U+0000) at position 6', 6],
      ['"a\u0001" = 1', 'Invalid character U+0001 in the column name starting at position 0', 0],
      ['Größe = 1', 'Unexpected character "ö" at position 2', 2],
    ];
    for (const [expr, message, position] of cases) {
      const error = parseError(expr);
      expect({ expr, message: error.message, position: error.position }).toEqual({ expr, message, position });
      expect(error.message).toContain(`at position ${position}`);
    }
  });

  it('enforces the limits of sync-filter-tree.ts with a clear message', () => {
    expect(parseError(`a = '${'x'.repeat(1001)}'`).message).toBe(
      'A value may be at most 1000 characters: the string is longer, starting at position 4',
    );
    expect(parseFilterExpr(`a = '${'x'.repeat(1000)}'`)).toMatchObject({ value: 'x'.repeat(1000) });
    expect(parseError(`"${'c'.repeat(129)}" = 1`).message).toContain('A column name may be at most 128 characters');
    expect(parseError(`${'c'.repeat(129)} = 1`).message).toContain('A column name may be at most 128 characters');
    const many = Array.from({ length: 600 }, (_, i) => `a = ${i}`).join(' AND ');
    expect(parseError(many).message).toMatch(
      /^A filter may have at most 500 conditions and operators.* at position \d+$/,
    );
    const deep = `${'NOT '.repeat(filterTreeMaxDepth)}a = 1`;
    expect(parseError(deep).message).toBe('A filter may nest at most 32 levels: one too deep at position 0');
    expect(filterTreeSize(parseFilterExpr(`${'NOT '.repeat(filterTreeMaxDepth - 1)}a = 1`)).depth).toBe(32);
    expect(parseError(`a IN (${Array.from({ length: 1001 }, () => '1').join(',')})`).message).toContain(
      'An IN list may have at most 1000 values',
    );
  });

  it('survives hostile input: very long, deeply nested, NUL, lone surrogates', () => {
    const nested = `${'('.repeat(100_000)}a = 1${')'.repeat(100_000)}`;
    expect(parseError(nested).message).toBe(
      'A filter may nest at most 64 parentheses and NOTs: one too deep at position 64',
    );
    expect(parseError('NOT '.repeat(100_000)).message).toContain('A filter may nest at most');
    expect(parseError(`a = '${"''".repeat(200_000)}`).message).toBe('Unclosed string starting at position 4');
    expect(parseError(`a = '${'x'.repeat(1_000_000)}'`).message).toContain('at most 1000 characters');
    expect(parseError(`a = ${'9'.repeat(5000)}`).message).toContain('at most 1000 characters');
    expect(parseError('a = 1 OR '.repeat(50_000)).message).toContain('at most 500 conditions');
    expect(parseError(' '.repeat(100_000)).position).toBe(100_000);
    expect(parseError('a = \ud800').message).toBe('Unexpected character U+D800 at position 4');
    expect(parseFilterExpr("a = '\ud800'")).toEqual({ column: 'a', op: '=', value: '\ud800' });
    expect(parseError('\u202e = 1').message).toContain('Unexpected character');
  });
});

describe('printFilterTree', () => {
  it('prints the canonical expression: upper-case keywords, minimal parentheses, quoting only when needed', () => {
    expect(printFilterTree(parseFilterExpr("itmsta_0=1 and (itmref_0 like 'B%' or x is not null)"))).toBe(
      "itmsta_0 = 1 AND (itmref_0 LIKE 'B%' OR x IS NOT NULL)",
    );
    expect(printFilterTree(parseFilterExpr('a = 1 or b = 2 and c = 3'))).toBe('a = 1 OR b = 2 AND c = 3');
    expect(printFilterTree(parseFilterExpr('(a = 1 or b = 2) or c = 3'))).toBe('(a = 1 OR b = 2) OR c = 3');
    expect(printFilterTree(parseFilterExpr('not (a = 1 and b != 2)'))).toBe('NOT (a = 1 AND b <> 2)');
    expect(printFilterTree(parseFilterExpr("\"date\" in ( 1 , 'o''k', date '2024-02-29')"))).toBe(
      `"date" IN (1, 'o''k', DATE '2024-02-29')`,
    );
    expect(printFilterTree({ column: 'a b', op: 'BETWEEN', values: [-0, 1e21] })).toBe('"a b" BETWEEN -0 AND 1e+21');
    expect(printFilterTree({ column: 'Größe', op: '=', value: 5e-7 })).toBe('"Größe" = 5e-7');
  });

  it('is a fixed point of parse-then-print', () => {
    const exprs = [
      "ITMSTA_0 = 1 AND TCLCOD_0 IN ('A', 'B') AND NOT (ITMREF_0 LIKE 'X%' OR EANCOD_0 IS NULL)",
      "CREDAT_0 NOT BETWEEN DATE '2024-01-01' AND DATE '2024-12-31' OR (a = 1 AND b = 2) AND c = 3",
      'not not not x >= -1.25e-10',
    ];
    for (const expr of exprs) {
      const once = printFilterTree(parseFilterExpr(expr));
      expect(printFilterTree(parseFilterExpr(once))).toBe(once);
    }
  });

  it('refuses a tree beyond the limits rather than recursing forever', () => {
    let deep: FilterNode = { column: 'a', op: 'IS NULL' };
    for (let i = 0; i < 100_000; i++) deep = { not: deep };
    expect(() => printFilterTree(deep)).toThrow('too deep or too large');
    expect(filterTreeSchema.safeParse(deep).success).toBe(false);
  });
});

// ─── Properties ───

const bareName = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_$#]{0,20}$/);
const noControl = (s: string) => ![...s].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
const columnArb = fc.oneof(
  bareName,
  fc.constantFrom(...filterKeywords, 'and', 'Null', 'date'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).filter(noControl),
  fc.string({ minLength: 1, maxLength: 128 }).filter(noControl),
);
const stringArb = fc
  .oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.constantFrom("'", "''", '%', '', ' x '),
  )
  .map((s) => s.replaceAll('\u0000', ''));
const dateArb = fc
  .date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => ({ date: d.toISOString().slice(0, 10) }));
const numberArb = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(-0));
const literalArb: fc.Arbitrary<FilterLiteral> = fc.oneof(stringArb, numberArb, dateArb);

const leafArb: fc.Arbitrary<FilterNode> = fc.oneof(
  fc.record({ column: columnArb, op: fc.constantFrom(...filterComparisonOps), value: literalArb }),
  fc.record({ column: columnArb, op: fc.constantFrom('LIKE' as const, 'NOT LIKE' as const), value: stringArb }),
  fc.record({
    column: columnArb,
    op: fc.constantFrom('IN' as const, 'NOT IN' as const),
    values: fc.array(literalArb, { minLength: 1, maxLength: 5 }),
  }),
  fc.record({
    column: columnArb,
    op: fc.constantFrom('BETWEEN' as const, 'NOT BETWEEN' as const),
    values: fc.tuple(literalArb, literalArb),
  }),
  fc.record({ column: columnArb, op: fc.constantFrom('IS NULL' as const, 'IS NOT NULL' as const) }),
);

const treeArb: fc.Arbitrary<FilterNode> = fc
  .letrec<{ node: FilterNode }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leafArb,
      fc.record({ and: fc.array(tie('node'), { minLength: 2, maxLength: 4 }) }),
      fc.record({ or: fc.array(tie('node'), { minLength: 2, maxLength: 4 }) }),
      fc.record({ not: tie('node') }),
    ),
  }))
  .node.filter((tree) => {
    const size = filterTreeSize(tree);
    return size.depth <= filterTreeMaxDepth && size.nodes <= filterTreeMaxNodes;
  });

describe('properties', () => {
  it('print then parse gives the same tree for every valid tree', () => {
    fc.assert(
      fc.property(treeArb, (tree) => {
        expect(filterTreeSchema.safeParse(tree).success).toBe(true);
        const expr = printFilterTree(tree);
        expect(parseFilterExpr(expr)).toEqual(tree);
        expect(printFilterTree(parseFilterExpr(expr))).toBe(expr);
      }),
      { numRuns: 500 },
    );
  });

  it('a deep chain of NOTs at the limit round-trips', () => {
    fc.assert(
      fc.property(leafArb, fc.integer({ min: 0, max: filterTreeMaxDepth - 1 }), (leaf, n) => {
        let tree = leaf;
        for (let i = 0; i < n; i++) tree = i % 2 ? { not: tree } : { and: [tree, leaf] };
        expect(parseFilterExpr(printFilterTree(tree))).toEqual(tree);
      }),
    );
  });

  it('any string either parses to a valid tree or throws a FilterParseError with a position inside it', () => {
    const pieces = fc.constantFrom(
      'a',
      '"q"',
      '=',
      '<>',
      '!=',
      '<',
      '>=',
      'AND',
      'or',
      'NOT',
      'LIKE',
      'IN',
      'BETWEEN',
      'IS',
      'NULL',
      'DATE',
      "'2024-01-01'",
      "'s'",
      '(',
      ')',
      ',',
      '1',
      '-2.5e3',
      ' ',
      "'",
      '"',
      '\u0000',
      '😀',
    );
    const input = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.array(pieces, { maxLength: 30 }).map((parts) => parts.join(' ')),
      fc.array(pieces, { maxLength: 30 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(input, (expr) => {
        let tree: FilterNode;
        try {
          tree = parseFilterExpr(expr);
        } catch (error) {
          expect(error).toBeInstanceOf(FilterParseError);
          const position = (error as FilterParseError).position;
          expect(position).toBeGreaterThanOrEqual(0);
          expect(position).toBeLessThanOrEqual(expr.length);
          expect((error as Error).message).toContain(`at position ${position}`);
          return;
        }
        expect(filterTreeSchema.safeParse(tree).success).toBe(true);
        expect(parseFilterExpr(printFilterTree(tree))).toEqual(tree);
      }),
      { numRuns: 2000 },
    );
  });
});
