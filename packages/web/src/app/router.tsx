import { Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { storeAreaHandle } from '../features/stores/store-area.ts';
import { FullPageLoader } from '../ui/states.tsx';
import {
  AuthenticatedLayout,
  BackupsPage,
  CdnStatsPage,
  CredentialsList,
  DashboardPage,
  DataCentresPage,
  EnvironmentsPage,
  FirstStoreRedirect,
  LoginPage,
  NotAvailable,
  StoreLayout,
  StoreMissing,
  StoresPage,
  UsersPage,
  VersionsPage,
} from './lazy-pages.ts';
import { RequireAuth } from './require-auth.tsx';
import { HomeRedirect, RequireRole } from './require-role.tsx';
import { RouteError } from './route-error.tsx';

/** Per-store areas of spec 2 built by later issues; each route already has its place and title. */
const laterStoreAreas: [path: string, title: string][] = [
  ['synchronization/*', 'Synchronization'],
  ['synchronization/settings', 'Synchronization Settings'],
  ['synchronization/sage', 'Sage Data'],
  ['gateway/*', 'API Gateways'],
];

/** The pages under /stores/{storeId}: the store layout loads the store once and hands it down. */
const storeAreaRoutes: RouteObject[] = [
  // /stores/{id} alone is no page of the spec: like every unknown path it goes to the dashboard.
  { index: true, element: <Navigate to="/dashboard" replace /> },
  // The store header names the store; the area's heading says which page of it this is.
  { path: 'backups', element: <BackupsPage />, handle: storeAreaHandle({ title: 'Backup' }) },
  { path: 'backup/*', element: <BackupsPage />, handle: storeAreaHandle({ title: 'Backup' }) },
  {
    path: 'stats/*',
    element: <CdnStatsPage />,
    handle: storeAreaHandle({
      failure: (storeDbId, reason) => `Failed to get CDN logs for store ${storeDbId}, reason: ${reason}`,
    }),
  },
  {
    path: 'credentials',
    handle: storeAreaHandle({ title: 'Client Credentials', tabs: [{ path: 'list', label: 'Credentials' }] }),
    children: [
      { path: 'list', element: <CredentialsList /> },
      // Any other tab is sent to the first by the layout.
      { path: '*', element: null },
    ],
  },
  ...laterStoreAreas.map(([path, title]) => ({ path, element: <NotAvailable title={title} /> })),
];

const shellRoutes: RouteObject[] = [
  { index: true, element: <HomeRedirect /> },
  {
    element: <RequireRole roles={['SUPER_ADMIN']} />,
    children: [
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'datacentres', element: <DataCentresPage /> },
      { path: 'users', element: <UsersPage /> },
      // Peer environments to clone from, reached from the backups screen.
      { path: 'stores/environments', element: <EnvironmentsPage /> },
    ],
  },
  { path: 'stores', element: <StoresPage /> },
  { path: 'stores/backups', element: <FirstStoreRedirect area="backups" /> },
  { path: 'stores/stats', element: <StoreMissing /> },
  { path: 'stores/credentials', element: <FirstStoreRedirect area="credentials" /> },
  { path: 'stores/synchronization', element: <NotAvailable title="Synchronization" /> },
  { path: 'stores/synchronization/settings', element: <NotAvailable title="Synchronization Settings" /> },
  { path: 'stores/synchronization/sage', element: <NotAvailable title="Sage Data" /> },
  { path: 'stores/gateway', element: <NotAvailable title="API Gateways" /> },
  { path: 'stores/:storeId', element: <StoreLayout />, children: storeAreaRoutes },
  { path: 'versions', element: <VersionsPage /> },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
];

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    children: [
      {
        path: '/login',
        element: (
          <Suspense fallback={<FullPageLoader />}>
            <LoginPage />
          </Suspense>
        ),
      },
      {
        path: '/',
        element: <RequireAuth />,
        children: [
          {
            element: (
              <Suspense fallback={<FullPageLoader />}>
                <AuthenticatedLayout />
              </Suspense>
            ),
            children: shellRoutes,
          },
        ],
      },
    ],
  },
]);
