import type { Transform } from '@store-console/contract';
import { useMutation } from '@tanstack/react-query';
import { getExchange, listGatewayLog } from '../../../api/gateway-logs.ts';
import { useIntegrationOperation } from '../../../api/queries/gateway.ts';
import type { PlaygroundSide } from './samples.ts';

/**
 * The transforms one side of an operation runs, as the store runs it (its override, else the
 * catalogue's definition). Undefined while loading or while no operation is chosen.
 */
export function useOperationTransforms(
  storeId: number,
  integration: string | null,
  operation: string | null,
  side: PlaygroundSide,
): { transforms: Transform[] | undefined; error: unknown } {
  const query = useIntegrationOperation(storeId, integration ?? '', integration ? operation : null);
  return { transforms: query.data?.[side].transforms, error: query.error };
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
