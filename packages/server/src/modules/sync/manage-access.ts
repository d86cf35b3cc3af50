import { idParamSchema } from '@store-console/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { signedInOf } from '../../platform/auth-guard.ts';
import { assertClientScope } from '../../platform/scopes.ts';
import type { StoreLocation, StoreScopeConfig } from '../../platform/store-scope.ts';

/**
 * Who may call the store's sync configuration routes: operators through the store scope (a
 * PARTNER only their stores), and the store's own client token when its credential has the
 * `sync:manage` scope (checked by `manageScope` before the handler).
 */
export const storeInPath: StoreLocation = { in: 'params', key: 'storeId' };
export const storeParams = z.object({ storeId: idParamSchema });

export function manageConfig(from: StoreLocation = storeInPath, refuse?: StoreScopeConfig['refuse']) {
  return {
    accepts: ['client'] as const,
    storeScope: { from, ...(refuse ? { refuse } : {}) } satisfies StoreScopeConfig,
  };
}

/** preHandler: a client token needs the sync:manage scope (operators pass). */
export async function manageScope(request: FastifyRequest): Promise<void> {
  assertClientScope(signedInOf(request), 'sync:manage');
}
