import { type Operator, storageKeys, type TokenResponse } from '@store-console/contract';

/** The browser-held session: tokens, selected user and data centre, last-login times. */

export function getAccessToken(): string | null {
  return localStorage.getItem(storageKeys.accessToken);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(storageKeys.refreshToken);
}

export function storeTokens(tokens: Pick<TokenResponse, 'access_token' | 'refresh_token'>): void {
  localStorage.setItem(storageKeys.accessToken, tokens.access_token);
  localStorage.setItem(storageKeys.refreshToken, tokens.refresh_token);
}

export function clearTokens(): void {
  localStorage.removeItem(storageKeys.accessToken);
  localStorage.removeItem(storageKeys.refreshToken);
}

/** What the console reads back of the stored operator: who to ask the server for, and whose last login to keep. */
export type SelectedUser = Pick<Operator, 'id' | 'username'>;

function isSelectedUser(value: unknown): value is SelectedUser {
  if (typeof value !== 'object' || value === null) return false;
  const { id, username } = value as Record<string, unknown>;
  return Number.isInteger(id) && typeof id === 'number' && id > 0 && typeof username === 'string' && username !== '';
}

/**
 * The operator stored at sign-in, or null when none is stored or it is not one (edited by hand, or
 * left by another version): the session asks the server for the operator again by this id.
 */
export function readSelectedUser(): SelectedUser | null {
  const raw = localStorage.getItem(storageKeys.selectedUser);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isSelectedUser(value) ? { id: value.id, username: value.username } : null;
  } catch {
    return null;
  }
}

/**
 * Whether the operator stored at sign-in is a super admin: a hint for what to ask the server before
 * the session has read the operator again (the server decides).
 */
export function storedUserIsSuperAdmin(): boolean {
  if (!readSelectedUser()) return false;
  const { role } = JSON.parse(localStorage.getItem(storageKeys.selectedUser) ?? '{}') as Record<string, unknown>;
  return role === 'SUPER_ADMIN';
}

export function storeSelectedUser(user: Operator): void {
  localStorage.setItem(storageKeys.selectedUser, JSON.stringify(user));
}

export function clearSelectedUser(): void {
  localStorage.removeItem(storageKeys.selectedUser);
}

export function readSelectedDataCentreId(): number | null {
  const raw = localStorage.getItem(storageKeys.selectedDataCentre);
  if (!raw) return null;
  const id = Number(raw);
  return Number.isInteger(id) ? id : null;
}

export function storeSelectedDataCentreId(id: number): void {
  localStorage.setItem(storageKeys.selectedDataCentre, String(id));
}

function lastLoginKey(username: string): string {
  return `${storageKeys.lastLoginPrefix}${username}`;
}

export function recordLastLogin(username: string, at: Date = new Date()): void {
  localStorage.setItem(lastLoginKey(username), at.toISOString());
}

export function clearLastLogin(username: string): void {
  localStorage.removeItem(lastLoginKey(username));
}

/** The remembered-device token of a username (kept across logouts, so the second factor is asked once). */
function mfaDeviceKey(username: string): string {
  return `mfaDevice:${username.trim().toLowerCase()}`;
}

export function readMfaDevice(username: string): string | null {
  return localStorage.getItem(mfaDeviceKey(username));
}

export function storeMfaDevice(username: string, deviceToken: string): void {
  localStorage.setItem(mfaDeviceKey(username), deviceToken);
}
