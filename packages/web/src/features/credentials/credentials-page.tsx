import { Stack, Tabs, Title } from '@mantine/core';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { LoadingState } from '../../ui/states.tsx';
import { storeIdParam } from '../../ui/store-id-param.ts';
import { StoreHeader } from '../stores/store-header.tsx';
import { useStore } from '../stores/use-stores.ts';
import { CredentialsList } from './credentials-list.tsx';

/** The single tab of the screen; /stores/{id}/credentials goes to it once the store has loaded. */
const credentialsTab = 'list';

/** /stores/{storeId}/credentials/*: the store's client credentials. */
export function CredentialsPage() {
  const params = useParams();
  const storeDbId = storeIdParam(params.storeId);
  if (storeDbId === null) return <Navigate to="/stores/credentials" replace />;
  return <StoreCredentials key={storeDbId} storeDbId={storeDbId} tab={params['*'] ?? ''} />;
}

function StoreCredentials({ storeDbId, tab }: { storeDbId: number; tab: string }) {
  const store = useStore(storeDbId);
  const navigate = useNavigate();
  const base = `/stores/${storeDbId}/credentials`;

  let body = null;
  if (store.isPending) body = <LoadingState label="Loading store" />;
  else if (store.isError) body = <ErrorAlert error={store.error} />;
  else if (tab !== credentialsTab) return <Navigate to={`${base}/${credentialsTab}`} replace />;
  else
    body = (
      <Tabs value={tab} onChange={(value) => value && navigate(`${base}/${value}`)}>
        <Tabs.List>
          <Tabs.Tab value={credentialsTab}>Credentials</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={credentialsTab} pt="md">
          <CredentialsList store={{ id: store.data.id, storeId: store.data.storeId }} />
        </Tabs.Panel>
      </Tabs>
    );

  return (
    <Stack gap="md">
      <StoreHeader storeId={storeDbId} />
      <Title order={1} size="h2">
        Client Credentials
      </Title>
      {body}
    </Stack>
  );
}
