import type { GatewayDeps } from './execute.ts';
import {
  clearTokenCache,
  placeholderValues,
  readTokenCache,
  resolveOperation,
  resolveOperationRef,
  saveTokenCache,
} from './resolve.ts';
import { runTransforms } from './transforms/index.ts';

/** Execution's seams, met by the integrations service (resolve.ts) and the transforms. */
export const gatewayDeps: GatewayDeps = {
  resolveOperation,
  resolveOperationRef,
  placeholderValues,
  runTransforms,
  readTokenCache: (ctx, integrationId) => readTokenCache(ctx, integrationId),
  saveTokenCache,
  clearTokenCache,
};
