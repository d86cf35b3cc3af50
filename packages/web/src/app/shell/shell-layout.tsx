import './shell-styles.ts';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { loadLaterSheets } from '../../ui/deferred/load-later-sheets.ts';
import { WithLaterSheets } from '../../ui/deferred/with-later-sheets.tsx';
import { LoadingState } from '../../ui/states.tsx';
import { useIdle } from '../../ui/use-idle.ts';
import { AppBreadcrumbs } from './app-breadcrumbs.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import classes from './shell-layout.module.css';
import { Sidebar } from './sidebar.tsx';

/**
 * Notifications only follow a user's action, so their container (and its transitions) loads once
 * the browser is idle after the shell shows, rather than before; one shown earlier waits in
 * Mantine's store until then.
 */
const Notifications = lazy(() =>
  Promise.all([import('@mantine/notifications'), loadLaterSheets()]).then(([m]) => ({ default: m.Notifications })),
);

/**
 * The screens whose first render the shell's sheets (shell-styles.ts) cover; any other waits for
 * the later sheets, which load alongside its chunk.
 */
const screensWithShellSheets = new Set(['/stores', '/dashboard']);

/**
 * Its own component, so that the browser turning idle re-renders the notifications' container
 * alone: in ShellLayout it re-rendered the whole shell (header, menu, footer, screen) in one task.
 */
function NotificationsWhenIdle() {
  const idle = useIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}

export function ShellLayout() {
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  return (
    <>
      <NotificationsWhenIdle />
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
        footer={{ height: 40 }}
        padding="md"
      >
        <AppShell.Header>
          <AppHeader navOpened={navOpened} onToggleNav={toggle} />
        </AppShell.Header>
        <AppShell.Navbar p="xs" aria-label="Main menu" className={classes.navbar} mod={{ collapsed: !navOpened }}>
          <Sidebar onNavigate={close} />
        </AppShell.Navbar>
        <AppShell.Main>
          <AppBreadcrumbs pathname={pathname} />
          <Suspense fallback={<LoadingState />}>
            {screensWithShellSheets.has(pathname) ? (
              <Outlet />
            ) : (
              <WithLaterSheets>
                <Outlet />
              </WithLaterSheets>
            )}
          </Suspense>
        </AppShell.Main>
        <AppShell.Footer>
          <AppFooter />
        </AppShell.Footer>
      </AppShell>
    </>
  );
}
