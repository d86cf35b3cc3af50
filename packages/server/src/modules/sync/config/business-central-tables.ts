import type { TableColumn, TableDescription } from '@store-console/contract';

/**
 * A GATEWAY source's tables: the Business Central API v2.0 entities the sync reads through the
 * store's BusinessCentral integration, with their fields as Microsoft documents them (types are
 * the OData EDM types, lower case). A static description: Business Central's standard API does
 * not change per tenant, and reading $metadata would cost a gateway call per screen.
 */
type Field = [name: string, type: string];

const guid = 'edm.guid';
const text = 'edm.string';
const decimal = 'edm.decimal';
const bool = 'edm.boolean';
const date = 'edm.date';
const stamp = 'edm.datetimeoffset';
const int = 'edm.int32';

const entities: Record<string, Field[]> = {
  items: [
    ['id', guid],
    ['number', text],
    ['displayName', text],
    ['displayName2', text],
    ['type', text],
    ['itemCategoryId', guid],
    ['itemCategoryCode', text],
    ['blocked', bool],
    ['gtin', text],
    ['inventory', decimal],
    ['unitPrice', decimal],
    ['priceIncludesTax', bool],
    ['unitCost', decimal],
    ['taxGroupId', guid],
    ['taxGroupCode', text],
    ['baseUnitOfMeasureId', guid],
    ['baseUnitOfMeasureCode', text],
    ['generalProductPostingGroupId', guid],
    ['generalProductPostingGroupCode', text],
    ['inventoryPostingGroupId', guid],
    ['inventoryPostingGroupCode', text],
    ['lastModifiedDateTime', stamp],
  ],
  customers: [
    ['id', guid],
    ['number', text],
    ['displayName', text],
    ['type', text],
    ['addressLine1', text],
    ['addressLine2', text],
    ['city', text],
    ['state', text],
    ['country', text],
    ['postalCode', text],
    ['phoneNumber', text],
    ['email', text],
    ['website', text],
    ['salespersonCode', text],
    ['balanceDue', decimal],
    ['creditLimit', decimal],
    ['taxLiable', bool],
    ['taxAreaId', guid],
    ['taxAreaDisplayName', text],
    ['taxRegistrationNumber', text],
    ['currencyId', guid],
    ['currencyCode', text],
    ['paymentTermsId', guid],
    ['shipmentMethodId', guid],
    ['paymentMethodId', guid],
    ['blocked', text],
    ['lastModifiedDateTime', stamp],
  ],
  itemCategories: [
    ['id', guid],
    ['code', text],
    ['displayName', text],
    ['lastModifiedDateTime', stamp],
  ],
  salesOrders: [
    ['id', guid],
    ['number', text],
    ['externalDocumentNumber', text],
    ['orderDate', date],
    ['postingDate', date],
    ['customerId', guid],
    ['customerNumber', text],
    ['customerName', text],
    ['billToName', text],
    ['billToCustomerId', guid],
    ['billToCustomerNumber', text],
    ['shipToName', text],
    ['shipToContact', text],
    ['sellToAddressLine1', text],
    ['sellToAddressLine2', text],
    ['sellToCity', text],
    ['sellToCountry', text],
    ['sellToState', text],
    ['sellToPostCode', text],
    ['billToAddressLine1', text],
    ['billToAddressLine2', text],
    ['billToCity', text],
    ['billToCountry', text],
    ['billToState', text],
    ['billToPostCode', text],
    ['shipToAddressLine1', text],
    ['shipToAddressLine2', text],
    ['shipToCity', text],
    ['shipToCountry', text],
    ['shipToState', text],
    ['shipToPostCode', text],
    ['currencyId', guid],
    ['currencyCode', text],
    ['pricesIncludeTax', bool],
    ['paymentTermsId', guid],
    ['shipmentMethodId', guid],
    ['salesperson', text],
    ['partialShipping', bool],
    ['requestedDeliveryDate', date],
    ['discountAmount', decimal],
    ['discountAppliedBeforeTax', bool],
    ['totalAmountExcludingTax', decimal],
    ['totalTaxAmount', decimal],
    ['totalAmountIncludingTax', decimal],
    ['fullyShipped', bool],
    ['status', text],
    ['lastModifiedDateTime', stamp],
    ['phoneNumber', text],
    ['email', text],
  ],
  salesOrderLines: [
    ['id', guid],
    ['documentId', guid],
    ['sequence', int],
    ['itemId', guid],
    ['accountId', guid],
    ['lineType', text],
    ['lineObjectNumber', text],
    ['description', text],
    ['description2', text],
    ['unitOfMeasureId', guid],
    ['unitOfMeasureCode', text],
    ['quantity', decimal],
    ['unitPrice', decimal],
    ['discountAmount', decimal],
    ['discountPercent', decimal],
    ['discountAppliedBeforeTax', bool],
    ['amountExcludingTax', decimal],
    ['taxCode', text],
    ['taxPercent', decimal],
    ['totalTaxAmount', decimal],
    ['amountIncludingTax', decimal],
    ['invoiceDiscountAllocation', decimal],
    ['netAmount', decimal],
    ['netTaxAmount', decimal],
    ['netAmountIncludingTax', decimal],
    ['shipmentDate', date],
    ['shippedQuantity', decimal],
    ['invoicedQuantity', decimal],
    ['invoiceQuantity', decimal],
    ['shipQuantity', decimal],
    ['itemVariantId', guid],
    ['locationId', guid],
  ],
};

function describe(name: string, fields: Field[]): TableDescription {
  const columns: TableColumn[] = fields.map(([column, type]) => ({
    name: column,
    type,
    nullable: column !== 'id',
    primaryKey: column === 'id',
  }));
  return { name, columns, primaryKey: ['id'] };
}

/** The Business Central entities a GATEWAY source reads, in the order the console lists them. */
export const businessCentralTables: readonly TableDescription[] = Object.entries(entities).map(([name, fields]) =>
  describe(name, fields),
);
