import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { storeAreaHandle } from '../features/stores/store-area.ts';
import { syncStoreRoutes, syncTopRoutes } from '../features/sync/sync-routes.tsx';
import { FullPageLoader } from '../ui/states.tsx';
import { HomeRedirect, RequireRole } from './require-role.tsx';
import { RouteError } from './route-error.tsx';

/**
 * Every screen, and the shell itself, is its own chunk that the router loads (route `lazy`) as soon
 * as a navigation starts: /login loads only what signing in needs, and a signed-in page fetches
 * its screen together with the shell and the session's calls, not after them.
 */
function screen(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/** A screen given props by its route. */
function screenElement(load: () => Promise<ReactNode>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ element: await load() }) };
}

/**
 * Paths of no screen are sent to the dashboard by the router (a loader's redirect), not by a
 * rendered <Navigate>: one rendered late would undo a navigation the user started meanwhile.
 */
const toDashboard = () => redirect('/dashboard');

const firstStoreRedirect = (area: string) =>
  screenElement(async () => {
    const { FirstStoreRedirect } = await import('../features/stores/first-store-redirect.tsx');
    return <FirstStoreRedirect area={area} />;
  });

const backupsPage = screen(() => import('../features/backups/backups-page.tsx').then((m) => m.BackupsPage));

/** The gateway area: tabs Gateway Settings, Integrations, Logs; each page its own chunk. */
const gatewayRoute: RouteObject = {
  path: 'gateway',
  handle: storeAreaHandle({
    title: 'API Gateway',
    tabs: [
      { path: 'settings', label: 'Gateway Settings' },
      {
        path: 'integrations',
        label: 'Integrations',
        includes: ['integrations-add', 'integrations-send', 'playground'],
      },
      { path: 'logs', label: 'Logs' },
    ],
  }),
  ...screen(() => import('../features/gateway/gateway-area.tsx').then((m) => m.GatewayArea)),
  children: [
    {
      path: 'settings',
      ...screen(() => import('../features/gateway/gateway-settings-page.tsx').then((m) => m.GatewaySettingsPage)),
    },
    {
      path: 'integrations',
      ...screen(() => import('../features/gateway/integrations-page.tsx').then((m) => m.IntegrationsPage)),
    },
    {
      path: 'integrations-add',
      ...screen(() => import('../features/gateway/integration-page.tsx').then((m) => m.IntegrationAddPage)),
    },
    {
      path: 'integrations/:integrationName',
      ...screen(() => import('../features/gateway/integration-page.tsx').then((m) => m.IntegrationEditPage)),
    },
    {
      path: 'integrations/:integrationName/operations-add',
      ...screen(() => import('../features/gateway/operation-page.tsx').then((m) => m.OperationAddPage)),
    },
    {
      path: 'integrations/:integrationName/:operationName',
      ...screen(() => import('../features/gateway/operation-page.tsx').then((m) => m.OperationEditPage)),
    },
    {
      path: 'integrations-send/:integrationName/:operationName',
      ...screen(() => import('../features/gateway/send/send-operation-page.tsx').then((m) => m.SendOperationPage)),
    },
    {
      path: 'logs',
      ...screen(() => import('../features/gateway/logs/gateway-logs-page.tsx').then((m) => m.GatewayLogsPage)),
    },
    // Beyond the spec: an operation's transforms tried on a sample, or any transforms without one.
    ...['playground', 'playground/:integrationName/:operationName'].map((path) => ({
      path,
      ...screen(() =>
        import('../features/gateway/playground/transform-playground-page.tsx').then((m) => m.TransformPlaygroundPage),
      ),
    })),
    // Any other path of the area goes to its settings (an unknown tab already does, by the layout).
    { path: '*', ...screen(() => import('../features/gateway/gateway-area.tsx').then((m) => m.GatewayFallback)) },
  ],
};

/** The pages under /stores/{storeId}: the store layout loads the store once and hands it down. */
const storeAreaRoutes: RouteObject[] = [
  // /stores/{id} alone is no page of the spec: like every unknown path it goes to the dashboard.
  { index: true, loader: toDashboard, element: null },
  // The store header names the store; the area's heading says which page of it this is.
  { path: 'backups', ...backupsPage, handle: storeAreaHandle({ title: 'Backup' }) },
  { path: 'backup/*', ...backupsPage, handle: storeAreaHandle({ title: 'Backup' }) },
  {
    path: 'stats/*',
    ...screen(() => import('../features/cdn-stats/cdn-stats-page.tsx').then((m) => m.CdnStatsPage)),
    handle: storeAreaHandle({
      failure: (storeDbId, reason) => `Failed to get CDN logs for store ${storeDbId}, reason: ${reason}`,
    }),
  },
  {
    path: 'credentials',
    handle: storeAreaHandle({ title: 'Client Credentials', tabs: [{ path: 'list', label: 'Credentials' }] }),
    children: [
      {
        path: 'list',
        ...screen(() => import('../features/credentials/credentials-list.tsx').then((m) => m.CredentialsList)),
      },
      // Any other tab is sent to the first by the layout.
      { path: '*', element: null },
    ],
  },
  gatewayRoute,
  ...syncStoreRoutes,
];

const shellRoutes: RouteObject[] = [
  // '/' (where Login lands) is sent on by the router, before anything renders: a redirect rendered
  // once the shell shows could follow a menu link clicked meanwhile and undo it.
  {
    index: true,
    lazy: { loader: () => import('./session/session-loader.ts').then((m) => m.homeLoader) },
    element: <HomeRedirect />,
  },
  {
    element: <RequireRole roles={['SUPER_ADMIN']} />,
    children: [
      {
        path: 'dashboard',
        // Starts the figures' queries with the session's calls; never waits for them, nor fails the route.
        loader: () => {
          import('../api/queries/dashboard.ts').then(
            (m) => m.prefetchDashboard(),
            () => undefined,
          );
          return null;
        },
        ...screen(() => import('../features/dashboard/dashboard-page.tsx').then((m) => m.DashboardPage)),
      },
      {
        path: 'datacentres',
        ...screen(() => import('../features/data-centres/data-centres-page.tsx').then((m) => m.DataCentresPage)),
      },
      { path: 'users', ...screen(() => import('../features/users/users-page.tsx').then((m) => m.UsersPage)) },
      // Peer environments to clone from, reached from the backups screen.
      {
        path: 'stores/environments',
        ...screen(() => import('../features/environments/environments-page.tsx').then((m) => m.EnvironmentsPage)),
      },
    ],
  },
  {
    path: 'stores',
    // Starts the list's queries with the session's calls; never waits for them, nor fails the route.
    loader: ({ request }) => {
      import('../features/stores/store-list-query.ts').then(
        (m) => m.prefetchStoresScreen(new URL(request.url)),
        () => undefined,
      );
      return null;
    },
    ...screen(() => import('../features/stores/stores-page.tsx').then((m) => m.StoresPage)),
  },
  { path: 'stores/backups', ...firstStoreRedirect('backups') },
  {
    path: 'stores/stats',
    ...screen(() => import('../features/stores/store-layout.tsx').then((m) => m.StoreMissing)),
  },
  { path: 'stores/credentials', ...firstStoreRedirect('credentials') },
  ...syncTopRoutes,
  { path: 'stores/gateway', ...firstStoreRedirect('gateway') },
  {
    path: 'stores/:storeId',
    ...screen(() => import('../features/stores/store-layout.tsx').then((m) => m.StoreLayout)),
    children: storeAreaRoutes,
  },
  { path: 'versions', ...screen(() => import('../features/versions/versions-page.tsx').then((m) => m.VersionsPage)) },
  { path: '*', loader: toDashboard, element: null },
];

export const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    // Shown while the first page's chunks (and, signed in, the session) load.
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { path: '/login', ...screen(() => import('../features/login/login-page.tsx').then((m) => m.LoginPage)) },
      {
        path: '/',
        // The loader (session calls) and the shell load side by side, with the matched screen.
        lazy: {
          loader: () => import('./session/session-loader.ts').then((m) => m.sessionLoader),
          Component: () => import('./shell/authenticated-layout.tsx').then((m) => m.AuthenticatedLayout),
        },
        children: shellRoutes,
      },
    ],
  },
]);
