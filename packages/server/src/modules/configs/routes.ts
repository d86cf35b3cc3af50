import {
  authenticatorLabel,
  buildVersion,
  configsSchema,
  errorResponseSchema,
  factorTypes,
  identityConfigSchema,
  productName,
  roles,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Context } from '../../platform/context.ts';

export function configRoutes(ctx: Context): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/configs', {
      schema: {
        tags: ['configuration'],
        summary: 'Properties and enums the console reads at start-up',
        response: { 200: configsSchema, 401: errorResponseSchema },
      },
      handler: async () => ({
        properties: {
          refreshTokenValidity: ctx.config.refreshTokenTtl,
          accessTokenValidity: ctx.config.accessTokenTtl,
          environment: ctx.config.environment,
          productName,
          version: buildVersion,
        },
        enums: { userRole: [...roles] },
      }),
    });
    app.get('/store-manager/configs/firebase', {
      schema: {
        tags: ['configuration'],
        summary: 'The identity configuration: second factors offered, authenticator label, refresh-token validity',
        response: { 200: identityConfigSchema, 401: errorResponseSchema },
      },
      handler: async () => ({
        secondFactors: [...factorTypes],
        authenticatorLabel: authenticatorLabel(productName, ctx.config.environment),
        refreshTokenValidity: ctx.config.refreshTokenTtl,
      }),
    });
  };
}
