import {
  createDataCentreSchema,
  dataCentreListQuerySchema,
  dataCentrePageSchema,
  dataCentreSchema,
  updateDataCentreSchema,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guard, signedInOf } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import { createDataCentre, deleteDataCentre, getDataCentre, listDataCentres, updateDataCentre } from './service.ts';

export function dataCentreRoutes(ctx: Context, guard: Guard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['data centres'];
    app.get('/data_centers', {
      schema: {
        tags,
        summary: 'Data centres (a PARTNER receives only their own)',
        querystring: dataCentreListQuerySchema,
        response: { 200: dataCentrePageSchema, ...errorResponses },
      },
      handler: async (request) => listDataCentres(ctx, signedInOf(request), request.query),
    });
    app.get('/data_centers/:id', {
      schema: {
        tags,
        summary: 'One data centre',
        params: idParams,
        response: { 200: dataCentreSchema, ...errorResponses },
      },
      handler: async (request) => getDataCentre(ctx, signedInOf(request), request.params.id),
    });
    app.post('/data_centers', {
      preHandler: guard.role('SUPER_ADMIN'),
      schema: {
        tags,
        summary: 'Creates a data centre (SUPER_ADMIN)',
        body: createDataCentreSchema,
        response: { 201: dataCentreSchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        reply.status(201);
        return createDataCentre(ctx, signedInOf(request), request.body);
      },
    });
    app.put('/data_centers', {
      preHandler: guard.role('SUPER_ADMIN'),
      schema: {
        tags,
        summary: 'Updates a data centre (SUPER_ADMIN)',
        body: updateDataCentreSchema,
        response: { 200: dataCentreSchema, ...errorResponses },
      },
      handler: async (request) => updateDataCentre(ctx, signedInOf(request), request.body),
    });
    app.delete('/data_centers/:id', {
      preHandler: guard.role('SUPER_ADMIN'),
      schema: {
        tags,
        summary: 'Deletes a data centre (SUPER_ADMIN)',
        params: idParams,
        response: { 204: z.null(), ...errorResponses },
      },
      handler: async (request, reply) => {
        await deleteDataCentre(ctx, request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
