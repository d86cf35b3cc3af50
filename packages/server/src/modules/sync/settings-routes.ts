import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../platform/context.ts';
import type { Scope } from '../stores/queries.ts';

/** Sync: the settings screen's forms (helper sync-config). SEAM: filled by its helper. */
export function settingsRoutes(_ctx: Context, _scope: Scope): FastifyPluginAsyncZod {
  return async () => {};
}
