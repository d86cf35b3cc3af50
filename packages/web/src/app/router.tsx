import { Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullPageLoader } from '../ui/states.tsx';
import {
  AuthenticatedLayout,
  BackupsPage,
  CdnStatsPage,
  CredentialsPage,
  DashboardPage,
  DataCentresPage,
  FirstStoreRedirect,
  LoginPage,
  StoreAreaPage,
  StoresPage,
  UsersPage,
  VersionsPage,
} from './lazy-pages.ts';
import { RequireAuth } from './require-auth.tsx';
import { HomeRedirect, RequireRole } from './require-role.tsx';
import { RouteError } from './route-error.tsx';

/** Per-store areas of spec 2, built by later issues; each route already has its place and title. */
const storeAreas: [path: string, title: string][] = [
  ['stores/synchronization', 'Synchronization'],
  ['stores/synchronization/settings', 'Synchronization Settings'],
  ['stores/synchronization/sage', 'Sage Data'],
  ['stores/:storeId/synchronization/*', 'Synchronization'],
  ['stores/:storeId/synchronization/settings', 'Synchronization Settings'],
  ['stores/:storeId/synchronization/sage', 'Sage Data'],
  ['stores/gateway', 'API Gateways'],
  ['stores/:storeId/gateway/*', 'API Gateways'],
];

const shellRoutes: RouteObject[] = [
  { index: true, element: <HomeRedirect /> },
  {
    element: <RequireRole roles={['SUPER_ADMIN']} />,
    children: [
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'datacentres', element: <DataCentresPage /> },
      { path: 'users', element: <UsersPage /> },
    ],
  },
  { path: 'stores', element: <StoresPage /> },
  { path: 'stores/backups', element: <FirstStoreRedirect area="backups" /> },
  { path: 'stores/:storeId/backup/*', element: <BackupsPage /> },
  { path: 'stores/:storeId/backups', element: <BackupsPage /> },
  { path: 'stores/stats', element: <CdnStatsPage /> },
  { path: 'stores/:storeId/stats/*', element: <CdnStatsPage /> },
  { path: 'stores/credentials', element: <FirstStoreRedirect area="credentials" /> },
  { path: 'stores/:storeId/credentials/*', element: <CredentialsPage /> },
  ...storeAreas.map(([path, title]) => ({ path, element: <StoreAreaPage title={title} /> })),
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
