import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { NotAvailable } from '../../ui/not-available.tsx';

/**
 * The synchronisation area (spec 02 section 2). SEAM: the sync-area helper owns this file: the tabs
 * under /stores/{id}/synchronization/* with their rules, and the settings and Sage Data routes. Each
 * tab's page is its own chunk, written by its helper in its own folder.
 */
function screen(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
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
    children: [
      { path: 'connection', ...screen(() => import('./connection/connection-tab.tsx').then((m) => m.ConnectionTab)) },
      { path: 'mappings', ...screen(() => import('./mappings/mappings-tab.tsx').then((m) => m.MappingsTab)) },
      { path: 'filters', ...screen(() => import('./filters/filters-tab.tsx').then((m) => m.FiltersTab)) },
      { path: 'scheduler', ...screen(() => import('./scheduler/scheduler-tab.tsx').then((m) => m.SchedulerTab)) },
      { path: '*', element: <NotAvailable title="Synchronization" /> },
    ],
  },
];

/** Routes at the top level (/stores/synchronization…): the first store's. */
export const syncTopRoutes: RouteObject[] = [
  { path: 'stores/synchronization', element: <NotAvailable title="Synchronization" /> },
  { path: 'stores/synchronization/settings', element: <NotAvailable title="Synchronization Settings" /> },
  { path: 'stores/synchronization/sage', element: <NotAvailable title="Sage Data" /> },
];
