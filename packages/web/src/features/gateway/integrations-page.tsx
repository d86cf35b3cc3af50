import { useCurrentStore } from '../../app/current-store.ts';
import { useGatewayRecord } from './gateway-record.ts';
import { IntegrationList } from './integration-list.tsx';

/** /gateway/integrations: the store's integrations with Add Integration. */
export function IntegrationsPage() {
  const store = useCurrentStore();
  const record = useGatewayRecord();
  return <IntegrationList storeDbId={store.id} names={record.integrations} />;
}
