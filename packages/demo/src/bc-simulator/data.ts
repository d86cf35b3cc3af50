import { createHash } from 'node:crypto';

/**
 * The simulator's seeded data: one demo company with item categories, ~200 items, ~50 customers and
 * ~30 sales orders with lines, shaped like Business Central API v2.0 entities. Deterministic (ids
 * are hashes of names, values come from a seeded generator) so tests and the demo seed can rely on
 * them across restarts.
 */

export type Json = string | number | boolean | null;
/** Fields may be missing (undefined), as after a $select or on a partial update. */
export type Entity = Record<string, Json | undefined>;
/** A stored row: the entity's fields and a version that makes its etag. */
export type Row = { data: Entity; version: number };

export const entitySets = ['itemCategories', 'items', 'customers', 'salesOrders', 'salesOrderLines'] as const;
export type EntitySet = (typeof entitySets)[number];

export type CompanyData = { company: Entity; sets: Record<EntitySet, Row[]> };

/** A GUID derived from a name: the same on every start. */
export function stableGuid(name: string): string {
  const h = createHash('sha1').update(`bc-simulator:${name}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const demoTenantId = stableGuid('tenant');
export const demoClientId = stableGuid('client');
export const demoCompanyId = stableGuid('company:demo');

/** mulberry32: small, fast and good enough for demo values. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seededAt = Date.parse('2026-01-05T08:00:00Z');
const minutes = (n: number) => new Date(seededAt + n * 60_000).toISOString();
const money = (n: number) => Math.round(n * 100) / 100;
export const taxPercent = 10;

const categories = [
  ['CHAIR', 'Office Chairs', 'Chair'],
  ['DESK', 'Office Desks', 'Desk'],
  ['TABLE', 'Assorted Tables', 'Table'],
  ['LIGHT', 'Lighting', 'Lamp'],
  ['STORAGE', 'Storage', 'Cabinet'],
  ['TEXTILE', 'Textiles', 'Rug'],
  ['SUPPLIES', 'Office Supplies', 'Organiser'],
  ['DECOR', 'Decoration', 'Vase'],
] as const;
const models = ['Antwerp', 'Berlin', 'London', 'Paris', 'Rome', 'Athens', 'Amsterdam', 'Munich', 'Oslo', 'Seoul'];
const finishes = ['Oak', 'Walnut', 'White', 'Black', 'Grey', 'Blue', 'Green', 'Red', 'Birch', 'Steel'];
const customerPrefixes = ['Adatum', 'Trey', 'Alpine', 'Relecloud', 'Coho', 'Fabrikam', 'Contoso', 'Northwind'];
const customerSuffixes = ['Corporation', 'Research', 'Ski House', 'Winery', 'Toys', 'Traders', 'Furniture', 'Foods'];
const cities = [
  ['Berlin', 'DE', '10115'],
  ['Dublin', 'IE', 'D02'],
  ['London', 'GB', 'EC1A 1BB'],
  ['Paris', 'FR', '75001'],
  ['Seattle', 'US', '98101'],
  ['Sydney', 'AU', '2000'],
  ['Oslo', 'NO', '0150'],
] as const;

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

export function seedCompany(options: { items?: number; customers?: number; salesOrders?: number } = {}): CompanyData {
  const random = generator(13);
  const itemCount = options.items ?? 200;
  const customerCount = options.customers ?? 50;
  const orderCount = options.salesOrders ?? 30;
  const row = (data: Entity): Row => ({ data, version: 1 });

  const itemCategories = categories.map(([code, displayName], i) =>
    row({ id: stableGuid(`category:${code}`), code, displayName, lastModifiedDateTime: minutes(i) }),
  );
  const items = Array.from({ length: itemCount }, (_, i) => {
    const [code, , noun] = pick(categories, i);
    const unitPrice = money(20 + random() * 980);
    return row({
      id: stableGuid(`item:${i}`),
      number: String(1000 + i),
      displayName: `${pick(models, Math.floor(i / categories.length))} ${noun} ${pick(finishes, i * 3 + Math.floor(i / 80))}`,
      displayName2: '',
      type: 'Inventory',
      itemCategoryId: stableGuid(`category:${code}`),
      itemCategoryCode: code,
      blocked: i % 47 === 46,
      gtin: String(4006381333931 + i * 7),
      inventory: Math.floor(random() * 250),
      unitPrice,
      priceIncludesTax: false,
      unitCost: money(unitPrice * (0.45 + random() * 0.2)),
      taxGroupCode: 'STANDARD',
      baseUnitOfMeasureCode: 'PCS',
      lastModifiedDateTime: minutes(10 + i),
    });
  });
  const customers = Array.from({ length: customerCount }, (_, i) => {
    const prefix = pick(customerPrefixes, i);
    const suffix = pick(customerSuffixes, Math.floor(i / customerPrefixes.length) + i);
    const [city, country, postalCode] = pick(cities, i * 5 + 1);
    const slug = `${prefix}${suffix}`.toLowerCase().replace(/[^a-z]/g, '');
    return row({
      id: stableGuid(`customer:${i}`),
      number: String((i + 1) * 10000),
      displayName: `${prefix} ${suffix}${i >= 64 ? ` ${i}` : ''}`,
      type: 'Company',
      addressLine1: `${1 + Math.floor(random() * 200)} Market Street`,
      addressLine2: '',
      city,
      state: '',
      country,
      postalCode,
      phoneNumber: `+1 425 555 ${String(1000 + i).slice(-4)}`,
      email: `orders@${slug}.example.com`,
      website: `www.${slug}.example.com`,
      taxLiable: true,
      currencyCode: country === 'US' ? 'USD' : 'EUR',
      blocked: ' ',
      balanceDue: 0,
      creditLimit: 10000,
      lastModifiedDateTime: minutes(300 + i),
    });
  });
  const salesOrders: Row[] = [];
  const salesOrderLines: Row[] = [];
  for (let i = 0; i < orderCount && customers.length > 0 && items.length > 0; i++) {
    const customer = pick(customers, Math.floor(random() * customers.length)).data;
    const id = stableGuid(`salesOrder:${i}`);
    const lineCount = 1 + Math.floor(random() * 5);
    const lines = Array.from({ length: lineCount }, (_, l) => {
      const item = pick(items, Math.floor(random() * items.length)).data;
      return row(
        salesOrderLine(id, (l + 1) * 10000, {
          id: stableGuid(`salesOrderLine:${i}:${l}`),
          itemId: item.id,
          lineObjectNumber: item.number,
          description: item.displayName,
          quantity: 1 + Math.floor(random() * 10),
          unitPrice: item.unitPrice,
        }),
      );
    });
    salesOrderLines.push(...lines);
    const day = new Date(seededAt - (orderCount - i) * 86_400_000).toISOString().slice(0, 10);
    salesOrders.push(
      row({
        id,
        number: `S-ORD${101001 + i}`,
        externalDocumentNumber: '',
        orderDate: day,
        postingDate: day,
        customerId: customer.id,
        customerNumber: customer.number,
        customerName: customer.displayName,
        currencyCode: customer.currencyCode,
        pricesIncludeTax: false,
        status: i % 3 === 0 ? 'Draft' : 'Open',
        fullyShipped: false,
        ...orderTotals(lines.map((l) => l.data)),
        lastModifiedDateTime: minutes(400 + i),
      }),
    );
  }
  return {
    company: {
      id: demoCompanyId,
      systemVersion: '18.5.22950.0',
      name: 'DEMO',
      displayName: 'Demo Company (simulated)',
      businessProfileId: '',
    },
    sets: { itemCategories, items, customers, salesOrders, salesOrderLines },
  };
}

/** A sales order line with its amounts worked out from quantity, price and the demo's tax rate. */
export function salesOrderLine(documentId: string, sequence: number, input: Entity): Entity {
  const quantity = typeof input.quantity === 'number' ? input.quantity : 0;
  const unitPrice = typeof input.unitPrice === 'number' ? input.unitPrice : 0;
  const amountExcludingTax = money(quantity * unitPrice);
  const totalTaxAmount = money((amountExcludingTax * taxPercent) / 100);
  return {
    lineType: 'Item',
    description: '',
    unitOfMeasureCode: 'PCS',
    discountAmount: 0,
    discountPercent: 0,
    ...input,
    documentId,
    sequence,
    quantity,
    unitPrice,
    taxPercent,
    amountExcludingTax,
    totalTaxAmount,
    amountIncludingTax: money(amountExcludingTax + totalTaxAmount),
  };
}

export function orderTotals(lines: Entity[]): Entity {
  const sum = (field: string) => money(lines.reduce((total, line) => total + Number(line[field] ?? 0), 0));
  return {
    discountAmount: 0,
    totalAmountExcludingTax: sum('amountExcludingTax'),
    totalTaxAmount: sum('totalTaxAmount'),
    totalAmountIncludingTax: sum('amountIncludingTax'),
  };
}
