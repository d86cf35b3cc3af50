import type { Factor } from '@store-console/contract';

/** How a second factor is named to the operator: 'Authenticator app' or 'SMS •••• 0000'. */
export function factorName(factor: Factor): string {
  return factor.type === 'TOTP' ? 'Authenticator app' : `SMS ${factor.hint}`;
}
