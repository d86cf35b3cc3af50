import { Navigate, Outlet } from 'react-router';
import { useGatewayStore } from '../../api/queries/gateway.ts';
import { useCurrentStore } from '../../app/current-store.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { LoadingState } from '../../ui/states.tsx';
import { gatewayPaths } from './gateway-paths.ts';
import { GatewayRecordContext } from './gateway-record.ts';

/**
 * /stores/{storeId}/gateway: 'Loading' until the store (the store layout) and its gateway record
 * load (a missing record is created and read again, see getGatewayStore); then the tab's page.
 */
export function GatewayArea() {
  const store = useCurrentStore();
  const query = useGatewayStore(store.id);
  if (query.isPending) return <LoadingState label="Loading" />;
  if (query.isError) return <ErrorAlert error={query.error} title="The gateway could not be loaded" />;
  return (
    <GatewayRecordContext value={query.data}>
      <Outlet />
    </GatewayRecordContext>
  );
}

/** Any other path of the area goes to its settings. */
export function GatewayFallback() {
  const store = useCurrentStore();
  return <Navigate to={gatewayPaths(store.id).settings} replace />;
}
