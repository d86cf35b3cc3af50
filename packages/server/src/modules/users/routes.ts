import {
  createOperatorSchema,
  errorResponseSchema,
  operatorListQuerySchema,
  operatorPageSchema,
  operatorSchema,
  updateOperatorSchema,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guard, signedInOf } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { createOperator, deleteOperator, getOperator, listOperators, listPartners, updateOperator } from './service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const idParams = z.object({ id: z.coerce.number().int().positive() });

export function userRoutes(ctx: Context, guard: Guard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['operators'];
    app.get('/users', {
      preHandler: guard.signedIn,
      schema: {
        tags,
        summary: 'Operators (a PARTNER receives only their own record)',
        querystring: operatorListQuerySchema,
        response: { 200: operatorPageSchema, ...errors },
      },
      handler: async (request) => listOperators(ctx, signedInOf(request), request.query),
    });
    app.get('/users/role/PARTNER', {
      preHandler: guard.signedIn,
      schema: { tags, summary: 'Operators with role PARTNER', response: { 200: z.array(operatorSchema), ...errors } },
      handler: async (request) => listPartners(ctx, signedInOf(request)),
    });
    app.get('/users/:id', {
      preHandler: guard.signedIn,
      schema: {
        tags,
        summary: 'One operator (a PARTNER may read only their own record)',
        params: idParams,
        response: { 200: operatorSchema, ...errors },
      },
      handler: async (request) => getOperator(ctx, signedInOf(request), request.params.id),
    });
    app.post('/users', {
      preHandler: guard.role('SUPER_ADMIN'),
      schema: { tags, body: createOperatorSchema, response: { 201: operatorSchema, ...errors } },
      handler: async (request, reply) => {
        reply.status(201);
        return createOperator(ctx, signedInOf(request), request.body);
      },
    });
    app.put('/users', {
      preHandler: guard.signedIn,
      schema: { tags, body: updateOperatorSchema, response: { 200: operatorSchema, ...errors } },
      handler: async (request) => updateOperator(ctx, signedInOf(request), request.body),
    });
    app.delete('/users/:id', {
      preHandler: guard.role('SUPER_ADMIN'),
      schema: { tags, params: idParams, response: { 202: z.null(), ...errors } },
      handler: async (request, reply) => {
        await deleteOperator(ctx, signedInOf(request), request.params.id);
        return reply.status(202).send(null);
      },
    });
  };
}
