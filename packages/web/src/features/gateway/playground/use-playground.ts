import type { Transform } from '@store-console/contract';
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
