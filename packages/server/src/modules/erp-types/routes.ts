import { erpTypeListQuerySchema, erpTypePageSchema, erpTypeSchema, errorResponseSchema } from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Guard } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { getErpType, listErpTypes } from './service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

export function erpTypeRoutes(ctx: Context, guard: Guard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ERP types'];
    app.get('/erp_types', {
      preHandler: guard.signedIn,
      schema: { tags, querystring: erpTypeListQuerySchema, response: { 200: erpTypePageSchema, ...errors } },
      handler: async (request) => listErpTypes(ctx, request.query),
    });
    app.get('/erp_types/:id', {
      preHandler: guard.signedIn,
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: erpTypeSchema, ...errors },
      },
      handler: async (request) => getErpType(ctx, request.params.id),
    });
  };
}
