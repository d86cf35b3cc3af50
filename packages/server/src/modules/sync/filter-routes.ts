import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../platform/context.ts';
import type { Scope } from '../stores/queries.ts';

/** Sync: table filters, /filter/expr and /filter/tree (helper sync-config). SEAM: filled by its helper. */
export function filterRoutes(_ctx: Context, _scope: Scope): FastifyPluginAsyncZod {
  return async () => {};
}
