import type { Integration, Transform } from '@store-console/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getCatalogueOperation, getExchange, listGatewayLog } from '../../../api/gateway-logs.ts';
import { catalogueOperationKeys } from '../../../api/query-keys.ts';
import type { PlaygroundSide } from './samples.ts';

/**
 * The transforms one side of an operation runs: the store's override when there is one, else the
 * catalogue's definition (read only then). Undefined while loading.
 */
export function useOperationTransforms(
  integration: Integration | undefined,
  operation: string | null,
  side: PlaygroundSide,
): { transforms: Transform[] | undefined; error: unknown } {
  const override = integration && operation ? integration.operations[operation] : undefined;
  const path =
    integration && operation
      ? [integration.provider, integration.product, integration.version, integration.interface, operation].join('/')
      : '';
  const catalogue = useQuery({
    queryKey: catalogueOperationKeys.detail(path),
    queryFn: ({ signal }) => {
      if (!integration || !operation) throw new Error('No operation chosen');
      return getCatalogueOperation(integration, operation, signal);
    },
    enabled: Boolean(integration && operation) && !override,
    staleTime: 60_000,
  });
  if (!integration || !operation) return { transforms: undefined, error: null };
  if (override) return { transforms: override[side].transforms, error: null };
  return { transforms: catalogue.data?.definition[side].transforms, error: catalogue.error };
}

/** The newest exchange of an operation, to take a sample from; null when it has none. */
async function latestExchange(storeId: number, integration: string, operation: string) {
  const page = await listGatewayLog(storeId, {
    page: 1,
    integrationName: integration,
    operationName: operation,
    searchTerm: '',
  });
  const newest = page.messages[0];
  return newest ? getExchange(newest.id) : null;
}

/** Reads the operation's newest exchange on demand (a sample picked from the logs). */
export function useLatestExchange(storeId: number, integration: string | null, operation: string | null) {
  return useMutation({ mutationFn: () => latestExchange(storeId, integration ?? '', operation ?? '') });
}
