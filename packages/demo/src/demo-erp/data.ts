import type { DemoErpTable } from './schema.ts';
import {
  addressExtras,
  categories,
  companyForms,
  companyKinds,
  companyWords,
  countries,
  itemAdjectives,
  itemColours,
  itemSizes,
  itemVariants,
  type Random,
  seededRandom,
  streets,
} from './words.ts';

/**
 * The demo ERP's rows, the same on every machine (seeded PRNG, fixed dates): an outdoor retailer's
 * catalogue, customers with billing (FAC) and shipping (LIV) addresses, a price list in EUR, GBP and
 * USD, stock, and orders with lines. Values are in each table's column order, without ROWID.
 */

export type Value = string | number | null;
export type DemoErpRows = Record<DemoErpTable, Value[][]>;

export type DemoErpSize = { items: number; customers: number; orders: number };
/** A few thousand rows (docs/decisions/0076): about 9,000 in all. */
export const defaultDemoErpSize: DemoErpSize = { items: 1000, customers: 300, orders: 500 };

/** Every date is relative to this one, so the rows do not depend on the day they were built. */
const anchor = Date.UTC(2026, 9, 31);
const day = 24 * 3600 * 1000;
const currencies = [
  { cur: 'EUR', rate: 1 },
  { cur: 'GBP', rate: 0.86 },
  { cur: 'USD', rate: 1.09 },
] as const;
/** X3's standard price list; the 2025 rows are history (ended), the 2026 ones current. */
const priceList = 'T10';

function date(daysBefore: number): string {
  return new Date(anchor - daysBefore * day).toISOString().slice(0, 10);
}

function timestamp(daysBefore: number, random: Random): string {
  const at = anchor - daysBefore * day + random.int(7 * 3600, 19 * 3600) * 1000;
  return new Date(at).toISOString().slice(0, 19).replace('T', ' ');
}

function money(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A price as shops print them: 129.90, 49.95… */
function shopPrice(value: number): number {
  return value < 10 ? money(Math.floor(value) + 0.49) : Math.floor(value) + (value % 1 < 0.5 ? 0.9 : 0.95);
}

function ean13(random: Random): string {
  const digits = [4, 0, ...Array.from({ length: 10 }, () => random.int(0, 9))];
  const sum = digits.reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0);
  return `${digits.join('')}${(10 - (sum % 10)) % 10}`;
}

type Item = { ref: string; category: (typeof categories)[number]; price: number; unit: string };
type Customer = { code: string; cur: string; active: boolean };

export function generateDemoErpRows(size: DemoErpSize = defaultDemoErpSize, seed = 14): DemoErpRows {
  const random = seededRandom(seed);
  const rows: DemoErpRows = {
    ITMCATEG: [],
    ITMMASTER: [],
    ITMSALES: [],
    BPCUSTOMER: [],
    BPADDRESS: [],
    SPRICLIST: [],
    ITMMVT: [],
    SORDER: [],
    SORDERQ: [],
  };
  for (const category of categories) {
    rows.ITMCATEG.push([category.code, category.name, date(2000), timestamp(random.int(200, 1900), random)]);
  }
  const items = addItems(rows, random, size.items);
  const customers = addCustomers(rows, random, size.customers);
  addOrders(rows, random, size.orders, items, customers);
  addAwkwardRows(rows);
  return rows;
}

/** Items with their sales line, prices per currency and stock. */
function addItems(rows: DemoErpRows, random: Random, count: number): Item[] {
  const items: Item[] = [];
  for (let i = 1; i <= count; i++) {
    const category = categories[(i - 1) % categories.length] as Item['category'];
    const ref = `${category.code}${String(i).padStart(5, '0')}`;
    const name = `${random.pick(itemAdjectives)} ${random.pick(category.nouns)} ${random.pick(itemVariants)}`;
    const variant = random.chance(0.5) ? `${random.pick(itemColours)}, ${random.pick(itemSizes)}` : null;
    const status = random.chance(0.85) ? 1 : random.int(2, 6);
    const unit = 'unit' in category ? category.unit : 'UN';
    const weight =
      Math.round((category.weight[0] + random.next() * (category.weight[1] - category.weight[0])) * 1000) / 1000;
    const created = random.int(60, 1500);
    const updated = random.int(0, Math.min(created, 400));
    rows.ITMMASTER.push([
      ref,
      name,
      variant,
      category.code,
      status,
      unit,
      weight,
      random.chance(0.8) ? ean13(random) : null,
      date(created),
      timestamp(updated, random),
    ]);
    const price = shopPrice(category.price[0] + random.next() ** 2 * (category.price[1] - category.price[0]));
    rows.ITMSALES.push([ref, unit, price, status === 5 || status === 6 ? 1 : 2, timestamp(updated, random)]);
    for (const { cur, rate } of currencies) {
      if (random.chance(0.2)) {
        rows.SPRICLIST.push([
          priceList,
          ref,
          cur,
          shopPrice(price * rate * 0.95),
          '2025-01-01',
          '2025-12-31',
          timestamp(310, random),
        ]);
      }
      rows.SPRICLIST.push([
        priceList,
        ref,
        cur,
        shopPrice(price * rate),
        '2026-01-01',
        null,
        timestamp(random.int(0, 300), random),
      ]);
    }
    const stock = random.chance(0.1) ? 0 : random.int(1, 400);
    rows.ITMMVT.push([ref, i % 4 === 0 ? 'ALP02' : 'ALP01', stock, timestamp(random.int(0, 30), random)]);
    items.push({ ref, category, price, unit });
  }
  return items;
}

/** Customers with their billing and shipping addresses. */
function addCustomers(rows: DemoErpRows, random: Random, count: number): Customer[] {
  const customers: Customer[] = [];
  for (let i = 1; i <= count; i++) {
    const country = random.pick(countries);
    const code = `C${String(i).padStart(5, '0')}`;
    const word = random.pick(companyWords);
    const name = `${word} ${random.pick(companyKinds)} ${random.pick(companyForms[country.code] ?? ['Ltd'])}`;
    const short =
      word
        .toUpperCase()
        .replace(/[^A-Z]/g, '')
        .slice(0, 10) || 'CUSTOMER';
    const active = random.chance(0.92);
    const domain = `${word.toLowerCase().replace(/[^a-z]/g, '')}-${i}.example.com`;
    const created = random.int(30, 2000);
    const updated = timestamp(random.int(0, Math.min(created, 500)), random);
    rows.BPCUSTOMER.push([
      code,
      name,
      short,
      country.cur,
      country.lan,
      active ? 2 : 1,
      random.chance(0.85) ? `orders@${domain}` : null,
      date(created),
      updated,
    ]);
    const [city, postcode] = random.pick(country.cities);
    const phone = random.chance(0.8) ? `${country.tel} ${random.int(100, 999)} ${random.int(100000, 999999)}` : null;
    const street = `${random.int(1, 180)} ${random.pick(streets)}`;
    rows.BPADDRESS.push([1, code, 'FAC', street, null, null, city, postcode, country.code, phone, updated]);
    const separate = random.chance(0.4);
    const [shipCity, shipPostcode] = separate ? random.pick(country.cities) : [city, postcode];
    rows.BPADDRESS.push([
      1,
      code,
      'LIV',
      separate ? `${random.int(1, 180)} ${random.pick(streets)}` : street,
      random.chance(0.3) ? random.pick(addressExtras) : null,
      random.chance(0.1) ? 'Goods entrance at the rear' : null,
      shipCity,
      shipPostcode,
      country.code,
      phone,
      updated,
    ]);
    customers.push({ code, cur: country.cur, active });
  }
  return customers;
}

/** Orders of active customers, spread over the last year, with their lines. */
function addOrders(rows: DemoErpRows, random: Random, count: number, items: Item[], customers: Customer[]) {
  const buyers = customers.filter((c) => c.active);
  for (let i = 1; i <= count && buyers.length > 0 && items.length > 0; i++) {
    const customer = random.pick(buyers);
    const rate = currencies.find((c) => c.cur === customer.cur)?.rate ?? 1;
    const daysBefore = Math.floor(((count - i) / count) * 365);
    const number = `SO${date(daysBefore).slice(2, 4)}${String(i).padStart(6, '0')}`;
    const lineCount = random.int(1, 5);
    const chosen = new Set<Item>();
    while (chosen.size < Math.min(lineCount, items.length)) chosen.add(random.pick(items));
    let total = 0;
    let line = 0;
    for (const item of chosen) {
      line += 1000;
      const quantity = item.unit === 'M' ? random.int(5, 60) : random.int(1, 6);
      const unitPrice = shopPrice(item.price * rate);
      total += quantity * unitPrice;
      rows.SORDERQ.push([number, line, item.ref, quantity, unitPrice, timestamp(daysBefore, random)]);
    }
    const closed = daysBefore > 20 || random.chance(0.3);
    rows.SORDER.push([
      number,
      customer.code,
      date(daysBefore),
      customer.cur,
      closed ? 2 : 1,
      money(total * 1.2),
      date(daysBefore),
      timestamp(closed ? Math.max(0, daysBefore - random.int(1, 10)) : daysBefore, random),
    ]);
  }
}

/**
 * At most ten rows a correct load must not take as they are (issue 15's failures to show): each
 * one breaks a rule of the store's tables or of the mapping, never the ERP's own unique keys.
 */
export const awkwardRows = [
  'SPRICLIST: a negative price (PRI_0 -12.50) on the first item in EUR, from 2026-07-01',
  "BPADDRESS: the second customer's shipping address with a 3-letter country (CRY_0 'DEU')",
  "ITMMASTER: the third item in a category that does not exist (TCLCOD_0 'NOCAT')",
  "ITMMASTER: the fourth item's description padded with spaces and in lower case",
  "BPCUSTOMER: the third customer's email is not an address (WEB_0 'orders at example')",
  'ITMMVT: negative stock (PHYSTO_0 -4) for the fifth item',
  "SORDER: an order of a customer that does not exist (BPCORD_0 'C99999')",
  "SORDERQ: a line of the first order for an item that does not exist (ITMREF_0 'GONE00001')",
] as const;

function addAwkwardRows(rows: DemoErpRows) {
  const set = (table: DemoErpTable, index: number, column: number, value: Value) => {
    const row = rows[table][index];
    if (row) row[column] = value;
  };
  const firstItem = rows.ITMMASTER[0]?.[0];
  if (firstItem) rows.SPRICLIST.push(['T10', firstItem, 'EUR', -12.5, '2026-07-01', null, '2026-07-01 09:00:00']);
  set('BPADDRESS', 3, 8, 'DEU');
  set('ITMMASTER', 2, 3, 'NOCAT');
  const fourth = rows.ITMMASTER[3];
  if (fourth) fourth[1] = `  ${String(fourth[1]).toLowerCase()}  `;
  set('BPCUSTOMER', 2, 6, 'orders at example');
  set('ITMMVT', 4, 2, -4);
  set('SORDER', rows.SORDER.length - 1, 1, 'C99999');
  const firstOrder = rows.SORDER[0]?.[0];
  if (firstOrder) rows.SORDERQ.push([firstOrder, 99000, 'GONE00001', 1, 10, '2026-10-01 12:00:00']);
}
