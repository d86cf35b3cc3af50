import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../platform/context.ts';
import type { Scope } from '../stores/queries.ts';

/** Sync: sources, agent probe, source/target tables and columns, Sage Data preview (helper sync-sources). SEAM: filled by its helper. */
export function sourceRoutes(_ctx: Context, _scope: Scope): FastifyPluginAsyncZod {
  return async () => {};
}
