import { dashboardSummarySchema, errorResponseSchema } from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { countDataCentres } from '../data-centres/service.ts';
import { fleetFigures } from '../stores/fleet.ts';
import { countOperators } from '../users/service.ts';

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
  };
}
