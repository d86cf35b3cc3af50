import { erpTypeListQuerySchema, erpTypePageSchema, erpTypeSchema } from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import { getErpType, listErpTypes } from './service.ts';

export function erpTypeRoutes(ctx: Context, guard: Guard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ERP types'];
    app.get('/erp_types', {
      preHandler: guard.signedIn,
      schema: { tags, querystring: erpTypeListQuerySchema, response: { 200: erpTypePageSchema, ...errorResponses } },
      handler: async (request) => listErpTypes(ctx, request.query),
    });
    app.get('/erp_types/:id', {
      preHandler: guard.signedIn,
      schema: {
        tags,
        params: idParams,
        response: { 200: erpTypeSchema, ...errorResponses },
      },
      handler: async (request) => getErpType(ctx, request.params.id),
    });
  };
}
