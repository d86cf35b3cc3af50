import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/api-error.ts';
import { useStore } from '../../api/queries/stores.ts';
import { CurrentStoreContext } from '../../app/current-store.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { LoadingState } from '../../ui/states.tsx';
import { storeIdParam } from '../../ui/store-id-param.ts';
import { currentTab, matchedStoreArea, type StoreArea } from './store-area.ts';
import { StoreHeader } from './store-header.tsx';

/** A per-store page without a store to show still has its page heading, over the one message. */
function NoStoreFrame({ children }: { children: ReactNode }) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Store
      </Title>
      {children}
    </Stack>
  );
}

/** A per-store page opened without a usable store id says so. */
export function StoreMissing() {
  return (
    <NoStoreFrame>
      <Text>No Invalid StoreId</Text>
    </NoStoreFrame>
  );
}

/**
 * /stores/{storeId}/…: loads the store once (re-fetched every second while it is waiting, so the
 * header's status stays live), shows the store header and the area's heading and tabs, and gives the
 * area's pages the store through useCurrentStore(). Until the store is there, only one message shows.
 */
export function StoreLayout() {
  const storeDbId = storeIdParam(useParams().storeId);
  if (storeDbId === null) return <StoreMissing />;
  // Keyed by the store, so nothing of one store's pages lingers on another's.
  return <StoreScope key={storeDbId} storeDbId={storeDbId} />;
}

function StoreScope({ storeDbId }: { storeDbId: number }) {
  const query = useStore(storeDbId, { pollWhileWaiting: true });
  const matched = matchedStoreArea(useMatches());

  if (query.isPending) return <LoadingState label="Loading store" />;
  if (!query.data) {
    const failure = matched?.area.failure;
    return (
      <NoStoreFrame>
        {failure ? (
          <Alert color="red" role="alert">
            {failure(storeDbId, errorMessage(query.error))}
          </Alert>
        ) : (
          <ErrorAlert error={query.error} title="The store could not be loaded" />
        )}
      </NoStoreFrame>
    );
  }
  return (
    <CurrentStoreContext value={query.data}>
      <Stack gap="md">
        <StoreHeader store={query.data} />
        {matched ? <AreaFrame area={matched.area} areaPathname={matched.pathname} /> : <AreaOutlet />}
      </Stack>
    </CurrentStoreContext>
  );
}

function AreaOutlet() {
  return (
    <Suspense fallback={<LoadingState />}>
      <Outlet />
    </Suspense>
  );
}

/** The area's heading and tabs around its page. */
function AreaFrame({ area, areaPathname }: { area: StoreArea; areaPathname: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const base = areaPathname.replace(/\/+$/, '');
  const firstTab = area.tabs?.[0];
  const tab = currentTab(area, base, pathname);
  if (firstTab && !tab) return <Navigate to={`${base}/${firstTab.path}`} replace />;

  return (
    <>
      {area.title !== undefined && (
        <Title order={1} size="h2">
          {area.title}
        </Title>
      )}
      {area.tabs && tab ? (
        <Tabs value={tab.path} onChange={(value) => value && navigate(`${base}/${value}`)}>
          <Tabs.List>
            {area.tabs.map((entry) => (
              <Tabs.Tab key={entry.path} value={entry.path}>
                {entry.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={tab.path} pt="md">
            <AreaOutlet />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <AreaOutlet />
      )}
    </>
  );
}
