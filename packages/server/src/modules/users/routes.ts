import { errorResponseSchema, operatorSchema } from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guard, signedInOf } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { getOperator } from './service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};

export function userRoutes(ctx: Context, guard: Guard): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/users/:id', {
      preHandler: guard.signedIn,
      schema: {
        tags: ['operators'],
        summary: 'One operator (a PARTNER may read only their own record)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: operatorSchema, ...errors },
      },
      handler: async (request) => getOperator(ctx, signedInOf(request), request.params.id),
    });
  };
}
