/**
 * A message for the sign-in screen after the console restarts (e.g. after 2FA enrolment). Apart
 * from the session store, whose reading of the stored operator needs the contract's schemas, which
 * the sign-in screen does not load.
 */

const loginNoticeKey = 'loginNotice';

export function storeLoginNotice(message: string): void {
  sessionStorage.setItem(loginNoticeKey, message);
}

export function readLoginNotice(): string | null {
  return sessionStorage.getItem(loginNoticeKey);
}

export function clearLoginNotice(): void {
  sessionStorage.removeItem(loginNoticeKey);
}
