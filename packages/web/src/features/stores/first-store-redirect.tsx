import { defaultSort } from '@store-console/contract';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { storeKeys } from '../../api/queries/stores.ts';
import { listStores } from '../../api/stores.ts';
import { useSession } from '../../app/session/session-context.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { LoadingState } from '../../ui/states.tsx';

const firstStoreParams = { page: 0, size: 1, sort: defaultSort };

/**
 * A per-store area opened without a store (/stores/backups): goes to that area of the first store of
 * the selected data centre, or to /stores when it has none.
 */
export function FirstStoreRedirect({ area }: { area: string }) {
  const { selectedDataCentre } = useSession();
  const dataCentreId = selectedDataCentre?.id ?? null;
  const query = useQuery({
    queryKey: storeKeys.list(dataCentreId ?? 0, firstStoreParams),
    queryFn: ({ signal }) => listStores(dataCentreId ?? 0, firstStoreParams, signal),
    enabled: dataCentreId !== null,
  });
  if (dataCentreId === null) return <Navigate to="/stores" replace />;
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorAlert error={query.error} />;
  const first = query.data.content[0];
  return <Navigate to={first ? `/stores/${first.id}/${area}` : '/stores'} replace />;
}
