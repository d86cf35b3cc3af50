import { describe, expect, it } from 'vitest';
import { localTree, prettyTree, previewTree } from './filter-text.ts';

describe('the live preview asks', () => {
  it('for the whole table while the expression is empty', () => {
    expect(previewTree('')).toBeNull();
    expect(previewTree('   \n')).toBeNull();
  });

  it('for nothing while the expression does not parse', () => {
    expect(previewTree('ITMSTA = ')).toBeUndefined();
    expect(previewTree("ITMREF LIKE 'B%")).toBeUndefined();
  });

  it("for the expression's tree once it parses", () => {
    expect(previewTree("ITMSTA = 1 AND ITMREF LIKE 'B%'")).toEqual({
      and: [
        { column: 'ITMSTA', op: '=', value: 1 },
        { column: 'ITMREF', op: 'LIKE', value: 'B%' },
      ],
    });
  });
});

describe('the Save tree', () => {
  it('is the local parse, or null when the server is left to name the problem', () => {
    expect(localTree('ITMSTA IS NULL')).toEqual({ column: 'ITMSTA', op: 'IS NULL' });
    expect(localTree('AND')).toBeNull();
  });
});

it('shows the tree as indented JSON', () => {
  expect(prettyTree({ column: 'A', op: 'IS NULL' })).toBe('{\n  "column": "A",\n  "op": "IS NULL"\n}');
});
