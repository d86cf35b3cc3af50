import { type Operator, operatorSchema, storageKeys, type TokenResponse } from '@store-console/contract';

/** The browser-held session of spec 3: tokens, selected user and data centre, last-login times. */

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

export function readSelectedUser(): Operator | null {
  const raw = localStorage.getItem(storageKeys.selectedUser);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    const parsed = operatorSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
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
