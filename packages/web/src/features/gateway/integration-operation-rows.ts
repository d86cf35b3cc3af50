import {
  type AvailableInterface,
  type GatewayInterfaceType,
  type GatewaySendMethod,
  type Integration,
  interfaceValue,
} from '@store-console/contract';

/** One operation as the integration's page lists it: the store's override, or the catalogue's own. */
export interface IntegrationOperationRow {
  operation: string;
  override: boolean;
  interfaceType: GatewayInterfaceType;
  method: GatewaySendMethod;
  path: string;
  /** A catalogue operation runs as defined; an override can be switched off. */
  enabled: boolean;
}

/**
 * Every operation of the integration's interface in the catalogue, each replaced by the store's
 * override where it has one, plus the overrides the catalogue lacks (an operation added by name, or
 * one the catalogue has since dropped); sorted by name.
 */
export function integrationOperationRows(
  integration: Integration,
  available: readonly AvailableInterface[],
): IntegrationOperationRow[] {
  const key = interfaceValue(integration);
  const catalogue = available.find((candidate) => interfaceValue(candidate) === key)?.operations ?? [];
  const rows = new Map<string, IntegrationOperationRow>();
  for (const operation of catalogue) {
    rows.set(operation.operation, {
      operation: operation.operation,
      override: false,
      interfaceType: operation.interfaceType,
      method: operation.method,
      path: operation.path,
      enabled: true,
    });
  }
  for (const operation of Object.values(integration.operations)) {
    rows.set(operation.operation, {
      operation: operation.operation,
      override: true,
      interfaceType: operation.interfaceType,
      method: operation.request.method,
      path: operation.request.path,
      enabled: operation.enabled,
    });
  }
  return [...rows.values()].sort((a, b) => a.operation.localeCompare(b.operation));
}
