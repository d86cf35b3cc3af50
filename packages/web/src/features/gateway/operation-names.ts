import type { AvailableInterface, Integration } from '@store-console/contract';
import { useMemo } from 'react';
import { useAvailableInterfaces, useIntegration } from '../../api/queries/gateway.ts';
import { integrationOperationRows } from './integration-operation-rows.ts';

/**
 * The operations an integration offers: its interface's operations in the catalogue, plus the
 * store's overrides (an override may name an operation the catalogue no longer has), sorted by name.
 */
export function operationNames(
  integration: Integration | undefined,
  interfaces: readonly AvailableInterface[] | undefined,
) {
  if (!integration) return [];
  return integrationOperationRows(integration, interfaces ?? []).map((row) => row.operation);
}

/** The operation names of one of the store's integrations (none while no integration is chosen). */
export function useOperationNames(storeId: number, integration: string | null) {
  const integrationQuery = useIntegration(storeId, integration);
  const interfacesQuery = useAvailableInterfaces();
  const names = useMemo(
    () => operationNames(integrationQuery.data, interfacesQuery.data),
    [integrationQuery.data, interfacesQuery.data],
  );
  return {
    names,
    loading: integration !== null && (integrationQuery.isPending || interfacesQuery.isPending),
    error: integrationQuery.error ?? interfacesQuery.error,
  };
}
