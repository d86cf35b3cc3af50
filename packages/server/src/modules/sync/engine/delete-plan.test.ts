import { describe, expect, it } from 'vitest';
import { emptiedClosure } from './delete-plan.ts';

/** The tables Delete Before Load empties with their dependents: the store schema's foreign keys followed back. */
describe('emptiedClosure', () => {
  // The commerce schema's keys (platform/data-plane.ts), as the catalogue lists them.
  const keys = [
    { table: 'addresses', columns: ['customer_id'], refersTo: 'customers' },
    { table: 'categories', columns: ['parent_id'], refersTo: 'categories' },
    { table: 'order_lines', columns: ['order_id'], refersTo: 'orders' },
    { table: 'order_lines', columns: ['product_id'], refersTo: 'products' },
    { table: 'orders', columns: ['customer_id'], refersTo: 'customers' },
    { table: 'prices', columns: ['product_id'], refersTo: 'products' },
    { table: 'products', columns: ['category_id'], refersTo: 'categories' },
    { table: 'stock', columns: ['product_id'], refersTo: 'products' },
  ];

  it('follows the keys at any depth, each table once, the chosen ones first', () => {
    expect(emptiedClosure(['categories'], keys)).toEqual([
      { table: 'categories', dependent: false, refersTo: [] },
      { table: 'products', dependent: true, refersTo: ['categories'] },
      { table: 'order_lines', dependent: true, refersTo: ['products'] },
      { table: 'prices', dependent: true, refersTo: ['products'] },
      { table: 'stock', dependent: true, refersTo: ['products'] },
    ]);
  });

  it('names every emptied table a dependent refers to; a chosen table is never a dependent', () => {
    expect(emptiedClosure(['customers', 'products'], keys)).toEqual([
      { table: 'customers', dependent: false, refersTo: [] },
      { table: 'products', dependent: false, refersTo: [] },
      { table: 'addresses', dependent: true, refersTo: ['customers'] },
      { table: 'orders', dependent: true, refersTo: ['customers'] },
      { table: 'order_lines', dependent: true, refersTo: ['products', 'orders'] },
      { table: 'prices', dependent: true, refersTo: ['products'] },
      { table: 'stock', dependent: true, refersTo: ['products'] },
    ]);
  });

  it('empties nothing else when nothing refers to the chosen tables', () => {
    expect(emptiedClosure(['stock'], keys)).toEqual([{ table: 'stock', dependent: false, refersTo: [] }]);
    expect(emptiedClosure([], keys)).toEqual([]);
  });
});
