import { erpTypeListQuerySchema, erpTypePageSchema, erpTypeSchema } from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../platform/context.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import { getErpType, listErpTypes } from './service.ts';

export function erpTypeRoutes(ctx: Context): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['ERP types'];
    app.get('/erp_types', {
      schema: {
        tags,
        summary: 'The ERP types',
        querystring: erpTypeListQuerySchema,
        response: { 200: erpTypePageSchema, ...errorResponses },
      },
      handler: async (request) => listErpTypes(ctx, request.query),
    });
    app.get('/erp_types/:id', {
      schema: {
        tags,
        summary: 'One ERP type',
        params: idParams,
        response: { 200: erpTypeSchema, ...errorResponses },
      },
      handler: async (request) => getErpType(ctx, request.params.id),
    });
  };
}
