import { type FilterTree, filterTreeSchema } from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import { type Dialect, mssqlDialect, mysqlDialect, oracleDialect, postgresDialect } from './dialect.ts';
import { compileFilter, FilterColumnError } from './filter-compiler.ts';
import { Params } from './params.ts';

const columns = ['ROWID', 'ITMREF_0', 'ITMSTA_0', 'CREDAT_0', 'ITMDES2_0', 'we"ird', 'br]ack`et'];

function compile(dialect: Dialect, tree: FilterTree) {
  const params = new Params(dialect);
  const text = compileFilter(filterTreeSchema.parse(tree), dialect, params, columns);
  return { text, values: params.values };
}

const tree: FilterTree = {
  and: [
    { column: 'ITMSTA_0', op: '=', value: 1 },
    {
      or: [
        { column: 'ITMREF_0', op: 'LIKE', value: 'BMS%' },
        { column: 'ITMDES2_0', op: 'IS NULL' },
      ],
    },
    { not: { column: 'CREDAT_0', op: 'BETWEEN', values: [{ date: '2024-01-01' }, { date: '2024-12-31' }] } },
    { column: 'ITMREF_0', op: 'NOT IN', values: ['A', 'B'] },
  ],
};

describe('filter compiler', () => {
  it('PostgreSQL: $n parameters, typed dates, every AND/OR/NOT parenthesised', () => {
    expect(compile(postgresDialect, tree)).toEqual({
      text: '("ITMSTA_0" = $1 AND ("ITMREF_0" LIKE $2 OR "ITMDES2_0" IS NULL) AND (NOT "CREDAT_0" BETWEEN $3::date AND $4::date) AND "ITMREF_0" NOT IN ($5, $6))',
      values: [1, 'BMS%', '2024-01-01', '2024-12-31', 'A', 'B'],
    });
  });

  it('SQL Server: @pn parameters, [quoted] names, CAST dates', () => {
    expect(compile(mssqlDialect, tree)).toEqual({
      text: '([ITMSTA_0] = @p1 AND ([ITMREF_0] LIKE @p2 OR [ITMDES2_0] IS NULL) AND (NOT [CREDAT_0] BETWEEN CAST(@p3 AS date) AND CAST(@p4 AS date)) AND [ITMREF_0] NOT IN (@p5, @p6))',
      values: [1, 'BMS%', '2024-01-01', '2024-12-31', 'A', 'B'],
    });
  });

  it("Oracle: :n parameters, TO_DATE(:n, 'YYYY-MM-DD')", () => {
    expect(compile(oracleDialect, tree)).toEqual({
      text: `("ITMSTA_0" = :1 AND ("ITMREF_0" LIKE :2 OR "ITMDES2_0" IS NULL) AND (NOT "CREDAT_0" BETWEEN TO_DATE(:3, 'YYYY-MM-DD') AND TO_DATE(:4, 'YYYY-MM-DD')) AND "ITMREF_0" NOT IN (:5, :6))`,
      values: [1, 'BMS%', '2024-01-01', '2024-12-31', 'A', 'B'],
    });
  });

  it('MySQL: ? parameters in text order, `quoted` names, CAST dates', () => {
    expect(compile(mysqlDialect, tree)).toEqual({
      text: '(`ITMSTA_0` = ? AND (`ITMREF_0` LIKE ? OR `ITMDES2_0` IS NULL) AND (NOT `CREDAT_0` BETWEEN CAST(? AS DATE) AND CAST(? AS DATE)) AND `ITMREF_0` NOT IN (?, ?))',
      values: [1, 'BMS%', '2024-01-01', '2024-12-31', 'A', 'B'],
    });
  });

  it('every comparison operator and IS NOT NULL', () => {
    for (const op of ['=', '<>', '<', '<=', '>', '>='] as const) {
      expect(compile(postgresDialect, { column: 'ROWID', op, value: 5 }).text).toBe(`"ROWID" ${op} $1`);
    }
    expect(compile(postgresDialect, { column: 'ITMDES2_0', op: 'IS NOT NULL' })).toEqual({
      text: '"ITMDES2_0" IS NOT NULL',
      values: [],
    });
    expect(compile(oracleDialect, { column: 'CREDAT_0', op: '>=', value: { date: '2024-02-29' } })).toEqual({
      text: `"CREDAT_0" >= TO_DATE(:1, 'YYYY-MM-DD')`,
      values: ['2024-02-29'],
    });
  });

  it('values with quotes and semicolons travel only as parameters', () => {
    const value = 'x\'; DROP TABLE "ITMMASTER"; --';
    for (const dialect of [postgresDialect, mssqlDialect, oracleDialect, mysqlDialect]) {
      const { text, values } = compile(dialect, {
        or: [
          { column: 'ITMREF_0', op: '=', value },
          { column: 'ITMREF_0', op: 'NOT LIKE', value: `%${value}%` },
        ],
      });
      expect(text).not.toContain('DROP');
      expect(text).not.toContain("'");
      expect(values).toEqual([value, `%${value}%`]);
    }
  });

  it('refuses columns the table does not have, whatever quotes they carry', () => {
    for (const column of ['NOPE', 'ITMREF_0" OR 1=1 --', 'ITMREF_0] OR 1=1 --', 'ITMREF_0` OR 1=1 --', 'ITMREF_0;']) {
      for (const dialect of [postgresDialect, mssqlDialect, oracleDialect, mysqlDialect]) {
        expect(() => compile(dialect, { not: { column, op: '=', value: 1 } })).toThrow(new FilterColumnError(column));
      }
    }
  });

  it('matches a column ignoring case when only one fits, and quotes awkward real names', () => {
    expect(compile(postgresDialect, { column: 'itmref_0', op: '=', value: 'A' }).text).toBe('"ITMREF_0" = $1');
    expect(compile(postgresDialect, { column: 'we"ird', op: '=', value: 'A' }).text).toBe('"we""ird" = $1');
    expect(compile(mssqlDialect, { column: 'br]ack`et', op: '=', value: 'A' }).text).toBe('[br]]ack`et] = @p1');
    expect(compile(mysqlDialect, { column: 'br]ack`et', op: '=', value: 'A' }).text).toBe('`br]ack``et` = ?');
    expect(compile(oracleDialect, { column: 'we"ird', op: 'IS NULL' }).text).toBe('"we""ird" IS NULL');
  });
});
