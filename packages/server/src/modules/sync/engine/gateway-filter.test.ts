import { parseFilterExpr } from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import { odataFilter } from './gateway-filter.ts';

const tree = parseFilterExpr;

describe("a table filter as Business Central's $filter", () => {
  it('says every operator of the filter language in OData', () => {
    expect(odataFilter('items', tree("displayName LIKE 'Ant%' AND unitPrice >= 10"))).toBe(
      "(startswith(displayName,'Ant') and unitPrice ge 10)",
    );
    expect(odataFilter('items', tree("displayName LIKE '%Oak%' OR displayName NOT LIKE '%Chair'"))).toBe(
      "(contains(displayName,'Oak') or not (endswith(displayName,'Chair')))",
    );
    expect(odataFilter('customers', tree("country IN ('DE', 'IE') AND NOT email IS NULL"))).toBe(
      "((country eq 'DE' or country eq 'IE') and not (email eq null))",
    );
    expect(odataFilter('salesOrders', tree("orderDate BETWEEN DATE '2026-01-01' AND DATE '2026-01-31'"))).toBe(
      '(orderDate ge 2026-01-01 and orderDate le 2026-01-31)',
    );
    expect(odataFilter('customers', tree("displayName = 'O''Brien'"))).toBe("displayName eq 'O''Brien'");
  });

  it('refuses a field the entity does not have and a pattern OData cannot say', () => {
    expect(() => odataFilter('items', tree("ITMREF = 'A'"))).toThrow(
      'The filter of items names ITMREF, not a field of items',
    );
    expect(() => odataFilter('items', tree("displayName LIKE 'A_C%'"))).toThrow(/cannot be read through/);
  });
});
