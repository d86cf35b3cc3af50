import {
  createOperatorRequestSchema,
  operatorListQuerySchema,
  operatorPageSchema,
  operatorSchema,
  updateOperatorSchema,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guard, signedInOf } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import { createOperator, deleteOperator, getOperator, listOperators, listPartners, updateOperator } from './service.ts';

export function userRoutes(ctx: Context, guard: Guard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['operators'];
    app.get('/users', {
      schema: {
        tags,
        summary: 'Operators (a PARTNER receives only their own record)',
        querystring: operatorListQuerySchema,
        response: { 200: operatorPageSchema, ...errorResponses },
      },
      handler: async (request) => listOperators(ctx, signedInOf(request), request.query),
    });
    app.get('/users/role/PARTNER', {
      schema: {
        tags,
        summary: 'Operators with role PARTNER',
        response: { 200: z.array(operatorSchema), ...errorResponses },
      },
      handler: async (request) => listPartners(ctx, signedInOf(request)),
    });
    app.get('/users/:id', {
      schema: {
        tags,
        summary: 'One operator (a PARTNER may read only their own record)',
        params: idParams,
        response: { 200: operatorSchema, ...errorResponses },
      },
      handler: async (request) => getOperator(ctx, signedInOf(request), request.params.id),
    });
    app.post('/users', {
      preHandler: guard.role('SUPER_ADMIN'),
      schema: {
        tags,
        summary: 'Creates an operator',
        body: createOperatorRequestSchema,
        response: { 201: operatorSchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        reply.status(201);
        return createOperator(ctx, signedInOf(request), request.body);
      },
    });
    app.put('/users', {
      schema: {
        tags,
        summary: 'Updates an operator',
        body: updateOperatorSchema,
        response: { 200: operatorSchema, ...errorResponses },
      },
      handler: async (request) => updateOperator(ctx, signedInOf(request), request.body, request.ip),
    });
    app.delete('/users/:id', {
      preHandler: guard.role('SUPER_ADMIN'),
      schema: {
        tags,
        summary: 'Deletes an operator',
        params: idParams,
        response: { 202: z.null(), ...errorResponses },
      },
      handler: async (request, reply) => {
        await deleteOperator(ctx, signedInOf(request), request.params.id);
        return reply.status(202).send(null);
      },
    });
  };
}
