import {
  azureInterface,
  businessCentralInterface,
  type GatewaySendMethod,
  type InterfaceParts,
  type OperationDefinition,
  operationDefinitionSchema,
  type Transform,
} from '@store-console/contract';
import { getTableName } from 'drizzle-orm';
import { tableChanged } from '../../../platform/cache-invalidation.ts';
import type { Context } from '../../../platform/context.ts';
import { gatewayCatalogue } from '../schema.ts';

/**
 * The catalogue an installation starts with (docs/decisions/0039). Placeholders `{name}` in paths,
 * headers and parameters are filled at execution from settings: catalogue levels (defaults) < the
 * store's gateway < the integration < the operation override; an empty value counts as unset.
 *
 * Placeholder names (docs/decisions/0045):
 * - Azure AD: tenantId, clientId, clientSecret, scope; refreshToken (the calling integration's, given
 *   by execution to the refresh operation).
 * - Business Central: tenantId, environment, companyId; per call: subscriptionId.
 * - Sage X3: poolAlias, codeLang, requestConfig, publicName.
 * - Sage 300: company.
 */

type SeedOperation = { operation: string; settings?: Record<string, string>; definition: OperationDefinition };
type SeedInterface = InterfaceParts & {
  levelSettings: Partial<Record<'provider' | 'product' | 'version' | 'interface', Record<string, string>>>;
  operations: SeedOperation[];
};

const json = 'application/json';
const form = 'application/x-www-form-urlencoded';
const xml = 'text/xml';

function http(
  method: GatewaySendMethod,
  path: string,
  options: { body?: string; headers?: Record<string, string>; parameters?: Record<string, string> } = {},
): OperationDefinition {
  const pairs = (values: Record<string, string> = {}) =>
    Object.entries(values).map(([name, value]) => ({ name, value }));
  return operationDefinitionSchema.parse({
    interfaceType: 'HTTP',
    request: {
      method,
      path,
      inputContentType: options.body ?? json,
      outputContentType: options.body ?? json,
      headers: pairs({ Accept: json, ...options.headers }),
      parameters: pairs(options.parameters),
    },
    response: { inputContentType: json, outputContentType: json },
  });
}

/**
 * An OAuth token call: a POST whose parameters form the `application/x-www-form-urlencoded` body
 * (execution sends the parameters of a form-encoded POST with an empty body as that body).
 */
function tokenCall(parameters: Record<string, string>): OperationDefinition {
  return http('POST', '{tenantId}/oauth2/v2.0/token', {
    body: form,
    headers: { 'Content-Type': form },
    parameters,
  });
}

/** BC API v2.0 under a company: `v2.0/{tenantId}/{environment}/api/v2.0/companies({companyId})/…`. */
const bcRoot = 'v2.0/{tenantId}/{environment}/api/v2.0';
const bcCompany = `${bcRoot}/companies({companyId})`;

const autoStep = (from: string, to: string): Transform => ({
  description: `${from} to ${to}`,
  type: 'AUTO',
  inputContentType: from as Transform['inputContentType'],
  value: '',
  outputContentType: to as Transform['outputContentType'],
});

/** Sage X3's generic SOAP web service: the SOAPAction and body element are the operation's name. */
function x3(action: 'read' | 'query' | 'save' | 'run'): OperationDefinition {
  return operationDefinitionSchema.parse({
    interfaceType: 'SOAP',
    request: {
      method: 'POST',
      path: 'soap-generic/syracuse/collaboration/syracuse/CAdxWebServiceXmlCC',
      soapAction: action,
      inputContentType: json,
      outputContentType: xml,
      headers: [{ name: 'Content-Type', value: 'text/xml; charset=utf-8' }],
      transforms: [autoStep(json, xml)],
    },
    response: { inputContentType: xml, outputContentType: json, transforms: [autoStep(xml, json)] },
  });
}

const sage300 = 'Sage300WebApi/v1.0/-/{company}';

export const seedCatalogue: SeedInterface[] = [
  {
    ...azureInterface,
    levelSettings: {
      provider: {},
      product: {},
      version: {},
      interface: { scope: 'https://api.businesscentral.dynamics.com/.default' },
    },
    operations: [
      {
        operation: 'token',
        definition: tokenCall({
          grant_type: 'client_credentials',
          client_id: '{clientId}',
          client_secret: '{clientSecret}',
          scope: '{scope}',
        }),
      },
      {
        operation: 'refresh',
        definition: tokenCall({
          grant_type: 'refresh_token',
          refresh_token: '{refreshToken}',
          client_id: '{clientId}',
          client_secret: '{clientSecret}',
          scope: '{scope}',
        }),
      },
    ],
  },
  {
    ...businessCentralInterface,
    levelSettings: { product: {}, version: {}, interface: { environment: 'production' } },
    operations: [
      { operation: 'companies', definition: http('GET', `${bcRoot}/companies`) },
      { operation: 'items', definition: http('GET', `${bcCompany}/items`) },
      { operation: 'customers', definition: http('GET', `${bcCompany}/customers`) },
      { operation: 'createCustomer', definition: http('POST', `${bcCompany}/customers`) },
      { operation: 'itemCategories', definition: http('GET', `${bcCompany}/itemCategories`) },
      { operation: 'salesOrders', definition: http('GET', `${bcCompany}/salesOrders`) },
      { operation: 'createSalesOrder', definition: http('POST', `${bcCompany}/salesOrders`) },
      { operation: 'salesOrderLines', definition: http('GET', `${bcCompany}/salesOrderLines`) },
      { operation: 'subscriptions', definition: http('GET', `${bcRoot}/subscriptions`) },
      { operation: 'createSubscription', definition: http('POST', `${bcRoot}/subscriptions`) },
      {
        operation: 'deleteSubscription',
        definition: http('DELETE', `${bcRoot}/subscriptions({subscriptionId})`, { headers: { 'If-Match': '*' } }),
      },
    ],
  },
  {
    provider: 'Sage',
    product: 'X3',
    version: 'V12',
    interface: 'web services',
    levelSettings: {
      provider: {},
      product: {},
      version: {},
      interface: { codeLang: 'ENG', poolAlias: '', requestConfig: 'adxwss.optreturn=JSON', publicName: '' },
    },
    operations: (['read', 'query', 'save', 'run'] as const).map((action) => ({
      operation: action,
      definition: x3(action),
    })),
  },
  {
    provider: 'Sage',
    product: '300',
    version: '2023',
    interface: 'Web API',
    levelSettings: { product: {}, version: {}, interface: { company: 'SAMINC' } },
    operations: [
      { operation: 'items', definition: http('GET', `${sage300}/IC/ICItems`) },
      { operation: 'customers', definition: http('GET', `${sage300}/AR/ARCustomers`) },
      { operation: 'orders', definition: http('GET', `${sage300}/OE/OEOrders`) },
      { operation: 'createOrder', definition: http('POST', `${sage300}/OE/OEOrders`) },
    ],
  },
];

type CatalogueRow = typeof gatewayCatalogue.$inferInsert;

/** Every row the seed holds: each level once (with its settings), then the operations. */
export function seedRows(): CatalogueRow[] {
  const rows = new Map<string, CatalogueRow>();
  for (const entry of seedCatalogue) {
    const { provider, product, version, interface: iface, levelSettings } = entry;
    const levels: [keyof SeedInterface['levelSettings'], CatalogueRow][] = [
      ['provider', { provider }],
      ['product', { provider, product }],
      ['version', { provider, product, version }],
      ['interface', { provider, product, version, interface: iface }],
    ];
    for (const [level, row] of levels) {
      const key = JSON.stringify(row);
      if (!rows.has(key)) rows.set(key, { ...row, settings: levelSettings[level] ?? {}, createdBy: 'system' });
    }
    for (const op of entry.operations) {
      const row = { provider, product, version, interface: iface, operation: op.operation };
      rows.set(JSON.stringify(row), {
        ...row,
        settings: op.settings ?? {},
        definition: op.definition,
        createdBy: 'system',
      });
    }
  }
  return [...rows.values()];
}

/**
 * Inserts the seeded levels and operations that are missing; what a SUPER_ADMIN changed stays as it
 * is. Safe on every start, run inside the start-up lock (app.ts) like the ERP types.
 */
export async function ensureGatewayCatalogue(ctx: Context): Promise<void> {
  await ctx.db.insert(gatewayCatalogue).values(seedRows()).onConflictDoNothing();
  await tableChanged(ctx.pubsub, getTableName(gatewayCatalogue));
}
