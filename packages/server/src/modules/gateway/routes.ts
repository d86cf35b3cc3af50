import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import type { Scope } from '../stores/queries.ts';

/** Every gateway route under /api/v1/gateway: the catalogue, store gateways, execution, logs, preview. */
export function gatewayRoutes(_ctx: Context, _guard: Guard, _scope: Scope): FastifyPluginAsyncZod {
  return async (_app) => {};
}
