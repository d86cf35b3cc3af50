import type { Mapping, SyncErpCode } from '@store-console/contract';

/**
 * The default mapping of each ERP type (docs/decisions/0063): the ERP's real table and column names
 * into the store's commerce tables (platform/data-plane.ts). They live in code, not in the
 * database: a store's overrides replace or add rows (mappings-service.ts).
 *
 * One line per mapped column: [sourceColumn, targetColumn, converter?, defaultValue?]. Converters are
 * the contract's (sync-converters.ts); `lookup:{table}.{column}` finds the parent row by natural key.
 */
type Column = readonly [source: string, target: string, converter?: string | null, defaultValue?: string | null];
type TableMapping = {
  source: string;
  target: string;
  /** Set when a source table feeds a target table through more than one row (or two sources feed one). */
  rowGroup?: string;
  columns: readonly Column[];
};

/**
 * Sage X3 (see the demo ERP's tables): every field column suffixed `_0`, local menus as small
 * integers. ITMSTA_0 1 = Active; BPAADD_0 FAC = billing, LIV = shipping; ORDSTA_0 1 open, 2 closed.
 */
const sageX3: readonly TableMapping[] = [
  {
    source: 'ITMCATEG',
    target: 'categories',
    columns: [
      ['TCLCOD_0', 'code', 'trim'],
      ['TCLAXX_0', 'name', 'trim'],
    ],
  },
  {
    source: 'ITMMASTER',
    target: 'products',
    columns: [
      ['ITMREF_0', 'sku', 'trim'],
      ['ITMDES1_0', 'name', 'trim'],
      ['ITMDES2_0', 'description', 'trim'],
      ['TCLCOD_0', 'category_id', 'lookup:categories.code'],
      ['ITMSTA_0', 'active', 'equals:1'],
      ['UPDDATTIM_0', 'updated_at', 'datetime'],
    ],
  },
  {
    source: 'BPCUSTOMER',
    target: 'customers',
    columns: [
      ['BPCNUM_0', 'code', 'trim'],
      ['BPCNAM_0', 'name', 'trim'],
      ['WEB_0', 'email', 'trim'],
      ['UPDDATTIM_0', 'updated_at', 'datetime'],
    ],
  },
  {
    source: 'BPADDRESS',
    target: 'addresses',
    columns: [
      ['BPANUM_0', 'customer_id', 'lookup:customers.code'],
      ['BPAADD_0', 'kind', 'map:FAC=BILLING,LIV=SHIPPING'],
      ['BPAADDLIG_0', 'line1', 'trim'],
      ['BPAADDLIG_1', 'line2', 'trim'],
      ['CTY_0', 'city', 'trim'],
      ['POSCOD_0', 'postcode', 'trim'],
      ['CRY_0', 'country_code', 'country'],
    ],
  },
  {
    source: 'SPRICLIST',
    target: 'prices',
    columns: [
      ['PLICRI1_0', 'product_id', 'lookup:products.sku'],
      ['CUR_0', 'currency', 'currency'],
      ['PRI_0', 'amount', 'number'],
      ['PLISTRDAT_0', 'valid_from', 'date'],
    ],
  },
  {
    source: 'ITMMVT',
    target: 'stock',
    columns: [
      ['ITMREF_0', 'product_id', 'lookup:products.sku'],
      ['PHYSTO_0', 'quantity', 'number'],
      ['UPDDATTIM_0', 'updated_at', 'datetime'],
    ],
  },
  {
    source: 'SORDER',
    target: 'orders',
    columns: [
      ['SOHNUM_0', 'number', 'trim'],
      ['BPCORD_0', 'customer_id', 'lookup:customers.code'],
      ['ORDSTA_0', 'status', 'map:1=OPEN,2=CLOSED'],
      ['CUR_0', 'currency', 'currency'],
      ['ORDINVATI_0', 'total', 'number'],
      ['ORDDAT_0', 'created_at', 'datetime'],
    ],
  },
  {
    source: 'SORDERQ',
    target: 'order_lines',
    columns: [
      ['SOHNUM_0', 'order_id', 'lookup:orders.number'],
      ['SOPLIN_0', 'line_number', 'integer'],
      ['ITMREF_0', 'product_id', 'lookup:products.sku'],
      ['QTY_0', 'quantity', 'number'],
      ['NETPRI_0', 'unit_price', 'number'],
    ],
  },
];

/**
 * Sage 300 (Accpac) on its SQL database: upper-case columns without suffix, dates as decimals
 * YYYYMMDD, INACTIVE 0/1, OEORDH.COMPLETE 1 = incomplete (open), 2 and 3 = complete.
 */
const sage300: readonly TableMapping[] = [
  {
    source: 'ICCATG',
    target: 'categories',
    columns: [
      ['CATEGORY', 'code', 'trim'],
      ['DESC', 'name', 'trim'],
    ],
  },
  {
    source: 'ICITEM',
    target: 'products',
    columns: [
      ['ITEMNO', 'sku', 'trim'],
      ['DESC', 'name', 'trim'],
      ['COMMENT1', 'description', 'trim'],
      ['CATEGORY', 'category_id', 'lookup:categories.code'],
      ['INACTIVE', 'active', 'equals:0'],
      ['AUDTDATE', 'updated_at', 'date:YYYYMMDD'],
    ],
  },
  {
    source: 'ARCUS',
    target: 'customers',
    columns: [
      ['IDCUST', 'code', 'trim'],
      ['NAMECUST', 'name', 'trim'],
      ['EMAIL1', 'email', 'trim'],
      ['AUDTDATE', 'updated_at', 'date:YYYYMMDD'],
    ],
  },
  {
    // The customer's own address is its billing address (every customer has one: SWACTV is 0 or 1).
    source: 'ARCUS',
    target: 'addresses',
    columns: [
      ['IDCUST', 'customer_id', 'lookup:customers.code'],
      ['SWACTV', 'kind', 'map:0=BILLING,1=BILLING'],
      ['TEXTSTRE1', 'line1', 'trim'],
      ['TEXTSTRE2', 'line2', 'trim'],
      ['NAMECITY', 'city', 'trim'],
      ['CODEPSTL', 'postcode', 'trim'],
      ['CODECTRY', 'country_code', 'country'],
    ],
  },
  {
    source: 'ICPRICP',
    target: 'prices',
    columns: [
      ['ITEMNO', 'product_id', 'lookup:products.sku'],
      ['CURRENCY', 'currency', 'currency'],
      ['UNITPRICE', 'amount', 'number'],
    ],
  },
  {
    source: 'ICILOC',
    target: 'stock',
    columns: [
      ['ITEMNO', 'product_id', 'lookup:products.sku'],
      ['QTYONHAND', 'quantity', 'number'],
      ['AUDTDATE', 'updated_at', 'date:YYYYMMDD'],
    ],
  },
  {
    source: 'OEORDH',
    target: 'orders',
    columns: [
      ['ORDNUMBER', 'number', 'trim'],
      ['CUSTOMER', 'customer_id', 'lookup:customers.code'],
      ['COMPLETE', 'status', 'map:1=OPEN,2=CLOSED,3=CLOSED'],
      ['ORSOURCURR', 'currency', 'currency'],
      ['INVNETWTX', 'total', 'number'],
      ['ORDDATE', 'created_at', 'date:YYYYMMDD'],
    ],
  },
  {
    source: 'OEORDD',
    target: 'order_lines',
    columns: [
      ['ORDUNIQ', 'order_id', 'lookup:orders.number'],
      ['LINENUM', 'line_number', 'integer'],
      ['ITEM', 'product_id', 'lookup:products.sku'],
      ['QTYORDERED', 'quantity', 'number'],
      ['UNITPRICE', 'unit_price', 'number'],
    ],
  },
];

/** Business Central API v2.0 entities (read through the gateway's BusinessCentral integration). */
const businessCentral: readonly TableMapping[] = [
  {
    source: 'itemCategories',
    target: 'categories',
    columns: [
      ['code', 'code', 'trim'],
      ['displayName', 'name', 'trim'],
    ],
  },
  {
    source: 'items',
    target: 'products',
    columns: [
      ['number', 'sku', 'trim'],
      ['displayName', 'name', 'trim'],
      ['itemCategoryCode', 'category_id', 'lookup:categories.code'],
      ['blocked', 'active', 'equals:false'],
      ['lastModifiedDateTime', 'updated_at', 'datetime'],
    ],
  },
  {
    source: 'items',
    target: 'stock',
    columns: [
      ['number', 'product_id', 'lookup:products.sku'],
      ['inventory', 'quantity', 'number'],
      ['lastModifiedDateTime', 'updated_at', 'datetime'],
    ],
  },
  {
    source: 'customers',
    target: 'customers',
    columns: [
      ['number', 'code', 'trim'],
      ['displayName', 'name', 'trim'],
      ['email', 'email', 'trim'],
      ['lastModifiedDateTime', 'updated_at', 'datetime'],
    ],
  },
  {
    // The customer's address is its billing address (type is Company or Person for every customer).
    source: 'customers',
    target: 'addresses',
    columns: [
      ['number', 'customer_id', 'lookup:customers.code'],
      ['type', 'kind', 'map:Company=BILLING,Person=BILLING'],
      ['addressLine1', 'line1', 'trim'],
      ['addressLine2', 'line2', 'trim'],
      ['city', 'city', 'trim'],
      ['postalCode', 'postcode', 'trim'],
      ['country', 'country_code', 'country'],
    ],
  },
  {
    source: 'salesOrders',
    target: 'orders',
    columns: [
      ['number', 'number', 'trim'],
      ['customerNumber', 'customer_id', 'lookup:customers.code'],
      ['status', 'status', 'map:Draft=OPEN,In Review=OPEN,Open=OPEN,Released=CLOSED'],
      ['currencyCode', 'currency', 'currency'],
      ['totalAmountIncludingTax', 'total', 'number'],
      ['orderDate', 'created_at', 'datetime'],
    ],
  },
  {
    // A line names its order by the order's id (documentId); turning it into the order's number for
    // this lookup is left to the gateway reader of issue 15, which reads lines through their order.
    source: 'salesOrderLines',
    target: 'order_lines',
    columns: [
      ['documentId', 'order_id', 'lookup:orders.number'],
      ['sequence', 'line_number', 'integer'],
      ['lineObjectNumber', 'product_id', 'lookup:products.sku'],
      ['quantity', 'quantity', 'number'],
      ['unitPrice', 'unit_price', 'number'],
    ],
  },
];

const byErp: Record<SyncErpCode, readonly TableMapping[]> = {
  Sage_X3: sageX3,
  Sage_300: sage300,
  MS_Dynamics_BC: businessCentral,
};

/** A default row's stable id: its source and target (and row group), never a number that could shift. */
export function defaultMappingId(
  m: Pick<Mapping, 'sourceTable' | 'sourceColumn' | 'targetTable' | 'targetColumn' | 'rowGroup'>,
) {
  const group = m.rowGroup ? `#${m.rowGroup}` : '';
  return `default:${m.sourceTable}.${m.sourceColumn}:${m.targetTable}.${m.targetColumn}${group}`;
}

function expand(tables: readonly TableMapping[]): Mapping[] {
  return tables.flatMap((table) =>
    table.columns.map(([sourceColumn, targetColumn, converter, defaultValue]) => {
      const row = {
        sourceTable: table.source,
        sourceColumn,
        targetTable: table.target,
        targetColumn,
        defaultValue: defaultValue ?? null,
        rowGroup: table.rowGroup ?? null,
        converter: converter ?? null,
      };
      return { id: defaultMappingId(row), ...row, isOverride: false };
    }),
  );
}

const expanded = new Map<string, Mapping[]>(Object.entries(byErp).map(([code, tables]) => [code, expand(tables)]));

/** The default mapping of an ERP type (none for a type sync does not know). */
export function defaultMappings(erpCode: string): readonly Mapping[] {
  return expanded.get(erpCode) ?? [];
}
