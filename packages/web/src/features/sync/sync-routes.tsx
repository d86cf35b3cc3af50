import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router';

/**
 * The synchronisation area: the tabs under /stores/{id}/synchronization/* with
 * their rules (sync-area.tsx), and the settings and Sage Data routes. Each page is its own chunk,
 * written by its helper in its own folder.
 */
function screen(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

function screenElement(load: () => Promise<ReactNode>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ element: await load() }) };
}

/** Routes under /stores/:storeId. */
export const syncStoreRoutes: RouteObject[] = [
  {
    path: 'synchronization/settings',
    ...screen(() => import('./settings/sync-settings-page.tsx').then((m) => m.SyncSettingsPage)),
  },
  { path: 'synchronization/sage', ...screen(() => import('./sage/sage-data-page.tsx').then((m) => m.SageDataPage)) },
  {
    path: 'synchronization',
    ...screen(() => import('./sync-area.tsx').then((m) => m.SyncArea)),
    children: [
      { path: 'connection', ...screen(() => import('./connection/connection-tab.tsx').then((m) => m.ConnectionTab)) },
      { path: 'mappings', ...screen(() => import('./mappings/mappings-tab.tsx').then((m) => m.MappingsTab)) },
      { path: 'filters', ...screen(() => import('./filters/filters-tab.tsx').then((m) => m.FiltersTab)) },
      { path: 'dashboard', ...screen(() => import('./dashboard/dashboard-tab.tsx').then((m) => m.DashboardTab)) },
      {
        path: 'activities',
        ...screen(() => import('./activities/activities-tab.tsx').then((m) => m.ActivitiesTab)),
      },
      { path: 'failures', ...screen(() => import('./failures/failures-tab.tsx').then((m) => m.FailuresTab)) },
      { path: 'scheduler', ...screen(() => import('./scheduler/scheduler-tab.tsx').then((m) => m.SchedulerTab)) },
      {
        path: 'diagnostics',
        ...screen(() => import('./diagnostics/diagnostics-tab.tsx').then((m) => m.DiagnosticsTab)),
      },
      { path: 'webhooks', ...screen(() => import('./webhooks/webhooks-tab.tsx').then((m) => m.WebhooksTab)) },
      // The bare area and any unknown tab: the area redirects (see syncFallbackTab).
      { index: true, element: null },
      { path: '*', element: null },
    ],
  },
];

const firstStoreRedirect = (area: string) =>
  screenElement(async () => {
    const { FirstStoreRedirect } = await import('../stores/first-store-redirect.tsx');
    return <FirstStoreRedirect area={area} />;
  });

/** Routes at the top level (/stores/synchronization…): the first store's. */
export const syncTopRoutes: RouteObject[] = [
  { path: 'stores/synchronization', ...firstStoreRedirect('synchronization') },
  { path: 'stores/synchronization/settings', ...firstStoreRedirect('synchronization/settings') },
  { path: 'stores/synchronization/sage', ...firstStoreRedirect('synchronization/sage') },
];
