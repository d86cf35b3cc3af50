import { Tabs, Title } from '@mantine/core';
import { requestInProgress } from '@store-console/contract';
import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useSyncStatus } from '../../api/queries/sync-requests.ts';
import { useDropUnwatchedSyncQueries, useSyncSources } from '../../api/queries/sync-sources.ts';
import { useCurrentStore } from '../../app/current-store.ts';
import { ErrorAlert } from '../../ui/error-alert.tsx';
import { LoadingState } from '../../ui/states.tsx';
import { type SyncTabFacts, syncFallbackTab, syncTabStates } from './sync-tab-rules.ts';
import { SyncContext, type SyncContextValue, syncStoreRef } from './use-sync-context.ts';

/** The area's URL: /stores/{id}/synchronization. */
export function syncAreaPath(storeDbId: number): string {
  return `/stores/${storeDbId}/synchronization`;
}

/** The tab segment of a URL under the area, if any. */
function tabOf(pathname: string, base: string): string | undefined {
  return pathname.slice(base.length).split('/').filter(Boolean)[0];
}

/**
 * /stores/{storeId}/synchronization/*: inside the store layout (store header), loads the store's
 * sources, then shows the area's tabs with its rules (sync-tab-rules.ts) and the tab's page. A bare, unknown or
 * disabled tab goes to the fallback (connection). Leaving the area drops every sync query it held.
 */
export function SyncArea() {
  const store = useCurrentStore();
  const { id, storeId } = store;
  const storeRef = useMemo(() => syncStoreRef({ id, storeId }), [id, storeId]);
  const sources = useSyncSources(storeRef);
  const dropUnwatched = useDropUnwatchedSyncQueries();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  // Leaving the section unloads it and clears its state, once the next page has mounted.
  useEffect(
    () => () => {
      setTimeout(dropUnwatched);
    },
    [dropUnwatched],
  );

  const source = sources.data?.[0] ?? null;
  // The tab rule's "sync stage" is the status reply's: the store's open request, null when none is.
  const status = useSyncStatus(storeRef, store.syncVersion === 'SYNC_2' && source !== null);
  const inProgress = requestInProgress(status.data?.stage);
  const context = useMemo<SyncContextValue>(
    () => ({ store, storeRef, source, requestInProgress: inProgress, timeZone: store.dataCentre.timeZone }),
    [store, storeRef, source, inProgress],
  );

  if (sources.isPending) return <LoadingState label="Loading synchronization" />;
  if (sources.isError) return <ErrorAlert error={sources.error} title="The sync source could not be loaded" />;

  const facts: SyncTabFacts = {
    erpCode: store.erpType.code,
    syncVersion: store.syncVersion,
    hasSource: source !== null,
    requestInProgress: context.requestInProgress,
  };
  const tabs = syncTabStates(facts);
  const base = syncAreaPath(store.id);
  const segment = tabOf(pathname, base);
  const tab = tabs.find((entry) => entry.path === segment);
  const fallback = syncFallbackTab(facts);
  // A tab the rules disable is left for the fallback.
  if (!tab || (tab.disabled && tab.path !== fallback)) {
    return <Navigate to={`${base}/${fallback}`} replace />;
  }

  return (
    <SyncContext value={context}>
      <Title order={1} size="h2">
        Synchronization
      </Title>
      <Tabs value={tab.path} onChange={(value) => value && navigate(`${base}/${value}`)}>
        <Tabs.List>
          {tabs.map((entry) => (
            <Tabs.Tab key={entry.path} value={entry.path} disabled={entry.disabled}>
              {entry.title}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab.path} pt="md">
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </SyncContext>
  );
}
