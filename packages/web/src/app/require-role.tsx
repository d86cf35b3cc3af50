import type { Role } from '@store-console/contract';
import { Navigate, Outlet } from 'react-router';
import { useSession } from './session/session-context.ts';

/** Screens hidden from a role send it to the stores, which every operator may see. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const { user } = useSession();
  if (!roles.includes(user.role)) return <Navigate to="/stores" replace />;
  return <Outlet />;
}

/** '/' once the session is read, when its loader (homeLoader) could not read the operator itself. */
export function HomeRedirect() {
  const { isSuperAdmin } = useSession();
  return <Navigate to={isSuperAdmin ? '/dashboard' : '/stores'} replace />;
}
