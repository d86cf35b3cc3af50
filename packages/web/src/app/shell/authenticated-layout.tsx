import { SessionProvider } from '../session/session-provider.tsx';
import { ShellLayout } from './shell-layout.tsx';

/** The signed-in part of the console: the session, then the shell around the screens. */
export function AuthenticatedLayout() {
  return (
    <SessionProvider>
      <ShellLayout />
    </SessionProvider>
  );
}
