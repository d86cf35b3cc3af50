import { Navigate, Outlet } from 'react-router';
import { getAccessToken } from '../api/session-store.ts';

/** Every route but /login needs a stored access token. */
export function RequireAuth() {
  if (!getAccessToken()) return <Navigate to="/login" replace />;
  return <Outlet />;
}
