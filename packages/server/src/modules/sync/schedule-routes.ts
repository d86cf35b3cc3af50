import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../platform/context.ts';
import type { Scope } from '../stores/queries.ts';

/** Sync: schedule read/save, sync-version change, recorded runs (helper sync-config). SEAM: filled by its helper. */
export function scheduleRoutes(_ctx: Context, _scope: Scope): FastifyPluginAsyncZod {
  return async () => {};
}
