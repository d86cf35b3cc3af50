import { checkConverter, syncErpCodes } from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import { defaultMappings } from './default-mappings.ts';
import { applyOverrides, mappingKey } from './mappings-service.ts';

/** The default mapping of every ERP type: well-formed, each target column filled once. */
describe('default mappings', () => {
  it.each(syncErpCodes)('%s: known converters, stable unique ids, one row per target column', (code) => {
    const mappings = defaultMappings(code);
    expect(mappings.length).toBeGreaterThan(20);
    for (const m of mappings) {
      if (m.converter) expect(checkConverter(m.converter), `${m.id}: ${m.converter}`).toBeNull();
      expect(m.isOverride).toBe(false);
    }
    expect(new Set(mappings.map((m) => m.id)).size).toBe(mappings.length);
    expect(new Set(mappings.map(mappingKey)).size).toBe(mappings.length);
    // Every commerce table is filled, but prices from Business Central: an item's unitPrice is in the
    // company's local currency, which no API v2 entity of the mapping names.
    const tables = ['categories', 'products', 'customers', 'addresses', 'prices', 'stock', 'orders', 'order_lines'];
    expect(new Set(mappings.map((m) => m.targetTable))).toEqual(
      new Set(code === 'MS_Dynamics_BC' ? tables.filter((t) => t !== 'prices') : tables),
    );
  });

  it('maps Sage X3 as its conventions say', () => {
    const byId = new Map(defaultMappings('Sage_X3').map((m) => [m.id, m]));
    expect(byId.get('default:ITMMASTER.ITMSTA_0:products.active')?.converter).toBe('equals:1');
    expect(byId.get('default:ITMMASTER.TCLCOD_0:products.category_id')?.converter).toBe('lookup:categories.code');
    expect(byId.get('default:SORDER.ORDSTA_0:orders.status')?.converter).toBe('map:1=OPEN,2=CLOSED');
  });

  it('knows no mapping for another ERP type', () => {
    expect(defaultMappings('SAP')).toEqual([]);
  });

  it('puts an override in the place of the default of its target column and row group', () => {
    const [first, second] = defaultMappings('Sage_X3');
    if (!first || !second) throw new Error('no defaults');
    const replacing = { ...second, id: 'override:1', sourceColumn: 'OTHER_0', isOverride: true };
    const adding = { ...second, id: 'override:2', rowGroup: 'extra', isOverride: true };
    expect(applyOverrides([first, second], [adding, replacing])).toEqual([first, replacing, adding]);
  });
});
