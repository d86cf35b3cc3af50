import { lazy } from 'react';

/** Every screen, and the shell itself, is its own chunk, so /login loads only what signing in needs. */
export const AuthenticatedLayout = lazy(() =>
  import('./shell/authenticated-layout.tsx').then((m) => ({ default: m.AuthenticatedLayout })),
);
export const LoginPage = lazy(() => import('../features/login/login-page.tsx').then((m) => ({ default: m.LoginPage })));
export const DashboardPage = lazy(() =>
  import('../features/dashboard/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
);
export const DataCentresPage = lazy(() =>
  import('../features/data-centres/data-centres-page.tsx').then((m) => ({ default: m.DataCentresPage })),
);
export const UsersPage = lazy(() => import('../features/users/users-page.tsx').then((m) => ({ default: m.UsersPage })));
export const StoresPage = lazy(() =>
  import('../features/stores/stores-page.tsx').then((m) => ({ default: m.StoresPage })),
);
export const StoreLayout = lazy(() =>
  import('../features/stores/store-layout.tsx').then((m) => ({ default: m.StoreLayout })),
);
export const StoreMissing = lazy(() =>
  import('../features/stores/store-layout.tsx').then((m) => ({ default: m.StoreMissing })),
);
export const EnvironmentsPage = lazy(() =>
  import('../features/environments/environments-page.tsx').then((m) => ({ default: m.EnvironmentsPage })),
);
export const BackupsPage = lazy(() =>
  import('../features/backups/backups-page.tsx').then((m) => ({ default: m.BackupsPage })),
);
export const CdnStatsPage = lazy(() =>
  import('../features/cdn-stats/cdn-stats-page.tsx').then((m) => ({ default: m.CdnStatsPage })),
);
export const CredentialsList = lazy(() =>
  import('../features/credentials/credentials-list.tsx').then((m) => ({ default: m.CredentialsList })),
);
export const FirstStoreRedirect = lazy(() =>
  import('../ui/first-store-redirect.tsx').then((m) => ({ default: m.FirstStoreRedirect })),
);
export const NotAvailable = lazy(() => import('../ui/not-available.tsx').then((m) => ({ default: m.NotAvailable })));
export const VersionsPage = lazy(() =>
  import('../features/versions/versions-page.tsx').then((m) => ({ default: m.VersionsPage })),
);
