import type { ClientScope } from '@store-console/contract';
import type { SignedIn } from './auth-guard.ts';
import { AppError } from './errors.ts';

/**
 * A store's client token may only do what its credential's scopes grant (operators and peers are
 * limited by their role and by the store scope instead): 403 otherwise.
 */
export function assertClientScope(caller: SignedIn, scope: ClientScope): void {
  if (caller.storeScope === undefined) return;
  if (!caller.scopes?.includes(scope)) {
    throw new AppError(
      403,
      '4031-forbidden',
      `This client credential does not have the ${scope} scope`,
      'SCOPE_MISSING',
    );
  }
}
