import { Navigate } from 'react-router';
import { useFirstStore } from '../../api/queries/stores.ts';
import { useSession } from '../../app/session/session-context.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { LoadingState } from '../../ui/states.tsx';

/**
 * A per-store area opened without a store (/stores/backups): goes to that area of the first store of
 * the selected data centre, or to /stores when it has none.
 */
export function FirstStoreRedirect({ area }: { area: string }) {
  const { selectedDataCentre } = useSession();
  const dataCentreId = selectedDataCentre?.id ?? null;
  const query = useFirstStore(dataCentreId);
  if (dataCentreId === null) return <Navigate to="/stores" replace />;
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorAlert error={query.error} />;
  const first = query.data;
  return <Navigate to={first ? `/stores/${first.id}/${area}` : '/stores'} replace />;
}
