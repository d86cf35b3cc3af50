import { runTransforms } from '../transforms/index.ts';
import type { GatewayDeps } from './execute.ts';
import { clearTokenCache, placeholderValues, readTokenCache, resolveOperationRef, saveTokenCache } from './resolve.ts';
import { resolveOperationCached } from './resolved-cache.ts';

/** Execution's seams, met by the integrations service (resolve.ts) and the transforms. */
export const gatewayDeps: GatewayDeps = {
  resolveOperation: resolveOperationCached,
  resolveOperationRef,
  placeholderValues,
  runTransforms,
  readTokenCache: (ctx, integrationId) => readTokenCache(ctx, integrationId),
  saveTokenCache,
  clearTokenCache,
};
