import type { CompanyData, Entity, EntitySet, Json, Row } from './data.ts';
import { orderTotals, salesOrderLine } from './data.ts';
import type { SimulatorStore } from './store.ts';

/** What a write may carry per entity set, and the rules Business Central applies on create and update. */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type FieldType = 'string' | 'number' | 'boolean' | 'date';

const writable: Record<EntitySet, Record<string, FieldType>> = {
  itemCategories: { code: 'string', displayName: 'string' },
  items: {
    number: 'string',
    displayName: 'string',
    displayName2: 'string',
    type: 'string',
    itemCategoryId: 'string',
    itemCategoryCode: 'string',
    blocked: 'boolean',
    gtin: 'string',
    unitPrice: 'number',
    priceIncludesTax: 'boolean',
    unitCost: 'number',
    taxGroupCode: 'string',
    baseUnitOfMeasureCode: 'string',
  },
  customers: {
    number: 'string',
    displayName: 'string',
    type: 'string',
    addressLine1: 'string',
    addressLine2: 'string',
    city: 'string',
    state: 'string',
    country: 'string',
    postalCode: 'string',
    phoneNumber: 'string',
    email: 'string',
    website: 'string',
    taxLiable: 'boolean',
    currencyCode: 'string',
    blocked: 'string',
    creditLimit: 'number',
  },
  salesOrders: {
    number: 'string',
    externalDocumentNumber: 'string',
    orderDate: 'date',
    postingDate: 'date',
    customerId: 'string',
    customerNumber: 'string',
    currencyCode: 'string',
    pricesIncludeTax: 'boolean',
  },
  salesOrderLines: {
    documentId: 'string',
    sequence: 'number',
    itemId: 'string',
    lineType: 'string',
    lineObjectNumber: 'string',
    description: 'string',
    unitOfMeasureCode: 'string',
    quantity: 'number',
    unitPrice: 'number',
    discountPercent: 'number',
  },
};

const entityNames: Record<EntitySet, string> = {
  itemCategories: 'itemCategory',
  items: 'item',
  customers: 'customer',
  salesOrders: 'salesOrder',
  salesOrderLines: 'salesOrderLine',
};

const bad = (message: string) => new ApiError(400, 'BadRequest', message);

/** The body's fields, each of the declared type; anything unknown or read-only is refused. */
export function writableFields(set: EntitySet, body: unknown, nested: string[] = []): Entity {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw bad('The request body must be a JSON object.');
  const fields: Entity = {};
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (name.startsWith('@odata.') || nested.includes(name)) continue;
    const type = writable[set][name];
    if (!type) {
      throw bad(
        `The property '${name}' does not exist on type 'Microsoft.NAV.${entityNames[set]}' or cannot be written.`,
      );
    }
    const ok =
      type === 'date'
        ? typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
        : typeof value === type || (type === 'string' && value === null);
    if (!ok) throw bad(`Cannot convert the value of '${name}' to the type '${type === 'date' ? 'Edm.Date' : type}'.`);
    fields[name] = value as Json;
  }
  return fields;
}

export function notFound(set: EntitySet | 'companies', id: string): ApiError {
  const what = set === 'companies' ? 'Company' : entityNames[set].replace(/^./, (c) => c.toUpperCase());
  return new ApiError(
    404,
    'Internal_RecordNotFound',
    `The ${what} does not exist. Identification fields and values: Id='${id}'`,
  );
}

const find = (company: CompanyData, set: EntitySet, field: string, value: Json) =>
  company.sets[set].find((row) => row.data[field] === value);

function nextNumber(company: CompanyData, set: EntitySet, step: number, prefix = ''): string {
  const numbers = company.sets[set].map((row) => Number(String(row.data.number ?? '').slice(prefix.length)) || 0);
  return `${prefix}${Math.max(0, ...numbers) + step}`;
}

/** Fills what Business Central derives: numbers, the customer's name on an order, the item's price on a line. */
export function prepare(company: CompanyData, set: EntitySet, fields: Entity, existing: Row | null): Entity {
  const result: Entity = { ...fields };
  if (set === 'itemCategories' && !existing && !result.code) throw bad("The field 'code' is required.");
  if ((set === 'items' || set === 'customers') && !existing) {
    if (!result.displayName) throw bad("The field 'displayName' is required.");
    result.number ??= nextNumber(company, set, set === 'items' ? 1 : 10000);
    if (find(company, set, 'number', result.number)) {
      throw new ApiError(
        400,
        'Internal_EntityWithSameKeyExists',
        `The record already exists. Number='${result.number}'`,
      );
    }
  }
  if (set === 'items') {
    const category =
      (result.itemCategoryId && find(company, 'itemCategories', 'id', result.itemCategoryId)) ||
      (result.itemCategoryCode && find(company, 'itemCategories', 'code', result.itemCategoryCode));
    if ((result.itemCategoryId || result.itemCategoryCode) && !category) throw bad('The item category does not exist.');
    if (category) Object.assign(result, { itemCategoryId: category.data.id, itemCategoryCode: category.data.code });
    if (!existing)
      Object.assign(result, { type: result.type ?? 'Inventory', inventory: 0, unitPrice: result.unitPrice ?? 0 });
  }
  if (set === 'salesOrders') {
    const customer =
      (result.customerId && find(company, 'customers', 'id', result.customerId)) ||
      (result.customerNumber && find(company, 'customers', 'number', result.customerNumber));
    if ((result.customerId || result.customerNumber || !existing) && !customer) {
      throw bad('The customer does not exist: give an existing customerId or customerNumber.');
    }
    if (customer) {
      const c = customer.data;
      Object.assign(result, { customerId: c.id, customerNumber: c.number, customerName: c.displayName });
      result.currencyCode ??= c.currencyCode ?? 'EUR';
    }
    if (!existing) {
      const today = new Date().toISOString().slice(0, 10);
      result.number ??= nextNumber(company, set, 1, 'S-ORD');
      Object.assign(result, {
        externalDocumentNumber: result.externalDocumentNumber ?? '',
        orderDate: result.orderDate ?? today,
        postingDate: result.postingDate ?? today,
        pricesIncludeTax: result.pricesIncludeTax ?? false,
        status: 'Draft',
        fullyShipped: false,
        ...orderTotals([]),
      });
    }
  }
  if (set === 'salesOrderLines') return prepareLine(company, result, existing);
  return result;
}

function prepareLine(company: CompanyData, fields: Entity, existing: Row | null): Entity {
  const merged: Entity = { ...(existing?.data ?? {}), ...fields };
  const documentId = String(merged.documentId ?? '');
  if (!find(company, 'salesOrders', 'id', documentId)) throw bad('The sales order (documentId) does not exist.');
  const item =
    (fields.itemId && find(company, 'items', 'id', fields.itemId)) ||
    (fields.lineObjectNumber && find(company, 'items', 'number', fields.lineObjectNumber));
  if ((fields.itemId || fields.lineObjectNumber || !existing) && !item) {
    throw bad('The item does not exist: give an existing itemId or lineObjectNumber.');
  }
  if (item) {
    merged.itemId = item.data.id;
    merged.lineObjectNumber = item.data.number;
    if (!fields.description) merged.description = item.data.displayName;
    if (fields.unitPrice === undefined && (!existing || fields.itemId || fields.lineObjectNumber)) {
      merged.unitPrice = item.data.unitPrice;
    }
  }
  const sequence =
    typeof merged.sequence === 'number'
      ? merged.sequence
      : 10000 * (1 + company.sets.salesOrderLines.filter((l) => l.data.documentId === documentId).length);
  return salesOrderLine(documentId, sequence, merged);
}

/** A line changed: its order's totals follow (and the order counts as updated, as in Business Central). */
export function refreshOrderTotals(store: SimulatorStore, company: CompanyData, documentId: Json) {
  const order = find(company, 'salesOrders', 'id', documentId);
  if (!order) return;
  const lines = company.sets.salesOrderLines.filter((l) => l.data.documentId === documentId).map((l) => l.data);
  store.update(company, 'salesOrders', order, orderTotals(lines));
}
