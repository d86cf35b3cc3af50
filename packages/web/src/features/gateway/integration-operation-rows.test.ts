import {
  type AvailableInterface,
  businessCentralInterface,
  type Integration,
  type IntegrationOperation,
  interfaceTitle,
  interfaceValue,
} from '@store-console/contract';
import { describe, expect, it } from 'vitest';
import { integrationOperationRows } from './integration-operation-rows.ts';

const catalogueOperation = (operation: string, method: 'GET' | 'POST', path: string) => ({
  operation,
  title: operation,
  value: operation,
  interfaceType: 'HTTP' as const,
  method,
  path,
});

const available: AvailableInterface[] = [
  {
    ...businessCentralInterface,
    title: interfaceTitle(businessCentralInterface),
    value: interfaceValue(businessCentralInterface),
    operations: [catalogueOperation('items', 'GET', '/items'), catalogueOperation('customers', 'GET', '/customers')],
  },
  {
    provider: 'Sage',
    product: '300',
    version: '2023',
    interface: 'Web API',
    title: 'Sage 300 2023 Web API',
    value: 'Sage-300-2023-Web API',
    operations: [catalogueOperation('invoices', 'GET', '/AR/Invoices')],
  },
];

function override(operation: string, path: string, enabled: boolean): IntegrationOperation {
  return {
    ...businessCentralInterface,
    enabled,
    storeId: 7,
    integration: 'BusinessCentral',
    operation,
    override: true,
    interfaceType: 'HTTP',
    settings: [],
    request: {
      method: 'POST',
      path,
      inputContentType: '*/*',
      outputContentType: '*/*',
      transforms: [],
      parameters: [],
      headers: [],
    },
    response: { inputContentType: '*/*', outputContentType: '*/*', transforms: [], parameters: [], headers: [] },
  };
}

function integrationWith(operations: IntegrationOperation[]): Integration {
  return {
    ...businessCentralInterface,
    storeId: 7,
    integration: 'BusinessCentral',
    enabled: true,
    connection: {
      type: 'HTTP',
      uri: 'http://127.0.0.1:9/bc',
      authType: 'NONE',
      username: null,
      passwordSet: false,
      accessOperation: null,
      accessTokenSet: false,
      refreshOperation: null,
      refreshTokenSet: false,
      clientCertificate: null,
      clientKeySet: false,
      trustCertificate: null,
    },
    settings: {},
    capture: { mode: 'FULL', redactHeaders: [], redactJsonPaths: [], maxBodyBytes: 65_536 },
    operations: Object.fromEntries(operations.map((operation) => [operation.operation, operation])),
  };
}

describe("an integration's operations", () => {
  it("lists its own interface's catalogue operations, sorted, and no other interface's", () => {
    expect(integrationOperationRows(integrationWith([]), available)).toEqual([
      {
        operation: 'customers',
        override: false,
        interfaceType: 'HTTP',
        method: 'GET',
        path: '/customers',
        enabled: true,
      },
      { operation: 'items', override: false, interfaceType: 'HTTP', method: 'GET', path: '/items', enabled: true },
    ]);
  });

  it("shows an override in its catalogue operation's place, and one the catalogue lacks beside them", () => {
    const rows = integrationOperationRows(
      integrationWith([override('items', '/items?$top=5', false), override('legacyOrders', '/orders', true)]),
      available,
    );
    expect(rows.map((row) => [row.operation, row.override, row.method, row.path, row.enabled])).toEqual([
      ['customers', false, 'GET', '/customers', true],
      ['items', true, 'POST', '/items?$top=5', false],
      ['legacyOrders', true, 'POST', '/orders', true],
    ]);
  });

  it('lists only the overrides when the catalogue has no such interface', () => {
    const rows = integrationOperationRows(integrationWith([override('items', '/items', true)]), []);
    expect(rows.map((row) => row.operation)).toEqual(['items']);
  });
});
