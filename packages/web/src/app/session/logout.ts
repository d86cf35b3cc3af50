import { revokeRefreshToken } from '../../api/auth.ts';
import {
  clearLastLogin,
  clearSelectedUser,
  clearTokens,
  getRefreshToken,
  readSelectedUser,
} from '../../api/session-store.ts';

/** Revokes the refresh token (best effort), forgets the session and restarts at the root. */
export async function logout(): Promise<void> {
  const refreshToken = getRefreshToken();
  if (refreshToken) await revokeRefreshToken(refreshToken).catch(() => undefined);
  const user = readSelectedUser();
  clearTokens();
  clearSelectedUser();
  if (user) clearLastLogin(user.username);
  window.location.assign('/');
}
