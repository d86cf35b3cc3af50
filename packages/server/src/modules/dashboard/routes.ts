import { dashboardSummarySchema, errorResponseSchema, fleetAgentsSchema } from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Guard, signedInOf } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { countDataCentres } from '../data-centres/index.ts';
import { fleetFigures } from '../stores/index.ts';
import { fleetAgents } from '../sync/index.ts';
import { countOperators } from '../users/index.ts';

export function dashboardRoutes(ctx: Context, guard: Guard): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/dashboard/summary', {
      preHandler: guard.role('SUPER_ADMIN'),
      schema: {
        tags: ['dashboard'],
        summary: 'Real figures of the installation',
        response: { 200: dashboardSummarySchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
      handler: async () => ({
        dataCentres: await countDataCentres(ctx),
        stores: await fleetFigures(ctx),
        operators: await countOperators(ctx),
      }),
    });

    app.get('/dashboard/agents', {
      preHandler: guard.role('SUPER_ADMIN', 'PARTNER'),
      schema: {
        tags: ['dashboard'],
        summary: 'The sync agents of the fleet as the agent probe last saw them (a partner: of its stores)',
        response: { 200: fleetAgentsSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
      handler: async (request) => fleetAgents(ctx, signedInOf(request)),
    });
  };
}
