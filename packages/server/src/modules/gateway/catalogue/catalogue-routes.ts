import {
  availableInterfacesSchema,
  catalogueInterfaceSchema,
  catalogueOperationSchema,
  catalogueProductSchema,
  catalogueProviderSchema,
  catalogueQuerySchema,
  catalogueSchema,
  catalogueVersionSchema,
  gatewayNameSchema,
  saveCatalogueLevelSchema,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guard, signedInOf } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/route-schemas.ts';
import { deleteLevel, readCatalogue, readLevel, saveLevel } from './catalogue-service.ts';
import { levelNames } from './catalogue-tree.ts';

/** Each level's path and the node it answers with (the level with everything under it). */
const levels = [
  { path: '/gateway/interfaces/:provider', node: catalogueProviderSchema },
  { path: '/gateway/interfaces/:provider/:product', node: catalogueProductSchema },
  { path: '/gateway/interfaces/:provider/:product/:version', node: catalogueVersionSchema },
  { path: '/gateway/interfaces/:provider/:product/:version/:interface', node: catalogueInterfaceSchema },
  { path: '/gateway/interfaces/:provider/:product/:version/:interface/:operation', node: catalogueOperationSchema },
] as const;

/** The catalogue (docs/decisions/0039): any operator reads it; only a SUPER_ADMIN changes it. */
export function catalogueRoutes(ctx: Context, guard: Guard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['gateway catalogue'];
    app.get('/gateway/interfaces', {
      schema: {
        tags,
        summary: 'The catalogue tree; with ?detailed=true the pickable interfaces with their operations',
        querystring: catalogueQuerySchema,
        response: { 200: z.union([catalogueSchema, availableInterfacesSchema]), ...errorResponses },
      },
      handler: async (request) => readCatalogue(ctx, request.query.detailed === 'true'),
    });
    for (const [index, level] of levels.entries()) {
      const params = z.object(Object.fromEntries(levelNames.slice(0, index + 1).map((n) => [n, gatewayNameSchema])));
      const pathOf = (raw: Record<string, string>) => ({ provider: raw.provider ?? '', ...raw });
      app.get(level.path, {
        schema: {
          tags,
          summary: 'One level of the catalogue, with everything under it',
          params,
          response: { 200: level.node, ...errorResponses },
        },
        handler: async (request) => readLevel(ctx, pathOf(request.params)),
      });
      app.post(level.path, {
        preHandler: guard.role('SUPER_ADMIN'),
        schema: {
          tags,
          summary: 'Creates or updates the level (and its missing parents); an operation needs its definition',
          params,
          body: saveCatalogueLevelSchema,
          response: { 200: level.node, ...errorResponses },
        },
        handler: async (request) => saveLevel(ctx, signedInOf(request), pathOf(request.params), request.body),
      });
      app.delete(level.path, {
        preHandler: guard.role('SUPER_ADMIN'),
        schema: {
          tags,
          summary: 'Deletes the level and everything under it',
          params,
          response: { 204: z.null(), ...errorResponses },
        },
        handler: async (request, reply) => {
          await deleteLevel(ctx, pathOf(request.params));
          return reply.status(204).send(null);
        },
      });
    }
  };
}
