import {
  gatewayNameSchema,
  gatewayStoreListSchema,
  gatewayStoreSchema,
  idParamSchema,
  integrationOperationSchema,
  integrationSchema,
  saveGatewayStoreSchema,
  saveIntegrationOperationSchema,
  saveIntegrationQuerySchema,
  saveIntegrationSchema,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInOf } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { errorResponses } from '../../../platform/route-schemas.ts';
import type { StoreScopeConfig } from '../../../platform/store-scope.ts';
import type { Scope } from '../../stores/index.ts';
import { deleteGatewayStore, listGatewayStores, readGatewayStore, saveGatewayStore } from './gateway-stores-service.ts';
import { deleteIntegration, readIntegration, saveIntegration } from './integrations-service.ts';
import { deleteOperation, readOperation, saveOperation } from './operations-service.ts';

const storeParams = z.object({ storeId: idParamSchema });
const integrationParams = storeParams.extend({ integration: gatewayNameSchema });
const operationParams = integrationParams.extend({ operation: gatewayNameSchema });
/** A deactivated store's gateway can still be configured; execution refuses closed stores. */
const scoped: { storeScope: StoreScopeConfig } = { storeScope: { from: { in: 'params', key: 'storeId' } } };

const noContent = { 204: z.null(), ...errorResponses };

/** The stores' gateways: settings, integrations and operation overrides. */
export function integrationRoutes(ctx: Context, scope: Scope): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['gateway integrations'];
    app.get('/gateway/integrations', {
      schema: {
        tags,
        summary: 'The gateways of the stores the caller sees (a PARTNER: their stores)',
        response: { 200: gatewayStoreListSchema, ...errorResponses },
      },
      handler: async (request) => listGatewayStores(ctx, signedInOf(request)),
    });

    app.get('/gateway/integrations/:storeId', {
      config: scoped,
      schema: {
        tags,
        summary: "The store's gateway, created when missing",
        params: storeParams,
        response: { 200: gatewayStoreSchema, ...errorResponses },
      },
      handler: async (request) => readGatewayStore(ctx, signedInOf(request), scope.store(request)),
    });
    app.post('/gateway/integrations/:storeId', {
      config: scoped,
      schema: {
        tags,
        summary: "Saves the store's gateway: {storeId, settings, enabled}",
        params: storeParams,
        body: saveGatewayStoreSchema,
        response: { 200: gatewayStoreSchema, ...errorResponses },
      },
      handler: async (request) => saveGatewayStore(ctx, signedInOf(request), scope.store(request), request.body),
    });
    app.delete('/gateway/integrations/:storeId', {
      config: scoped,
      schema: { tags, summary: "Resets the store's gateway", params: storeParams, response: noContent },
      handler: async (request, reply) => {
        await deleteGatewayStore(ctx, scope.store(request));
        return reply.status(204).send(null);
      },
    });

    app.get('/gateway/integrations/:storeId/:integration', {
      config: scoped,
      schema: {
        tags,
        summary: 'One integration of the store',
        params: integrationParams,
        response: { 200: integrationSchema, ...errorResponses },
      },
      handler: async (request) => readIntegration(ctx, scope.store(request), request.params.integration),
    });
    app.post('/gateway/integrations/:storeId/:integration', {
      config: scoped,
      schema: {
        tags,
        summary: 'Creates (201) or updates (200) the integration; ?mode=create refuses an existing name (409)',
        params: integrationParams,
        querystring: saveIntegrationQuerySchema,
        body: saveIntegrationSchema,
        response: { 200: integrationSchema, 201: integrationSchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        if (request.body.integration !== request.params.integration) {
          throw AppError.badRequest("The body's integration differs from the path's", [
            { path: 'integration', message: `Expected ${request.params.integration}` },
          ]);
        }
        const { username } = signedInOf(request);
        const saved = await saveIntegration(ctx, username, scope.store(request), request.body, request.query);
        reply.status(saved.created ? 201 : 200);
        return saved.integration;
      },
    });
    app.delete('/gateway/integrations/:storeId/:integration', {
      config: scoped,
      schema: { tags, summary: 'Deletes one integration of the store', params: integrationParams, response: noContent },
      handler: async (request, reply) => {
        await deleteIntegration(ctx, scope.store(request), request.params.integration);
        return reply.status(204).send(null);
      },
    });

    app.get('/gateway/integrations/:storeId/:integration/:operation', {
      config: scoped,
      schema: {
        tags,
        summary: "The store's override, or the catalogue's definition (override: false)",
        params: operationParams,
        response: { 200: integrationOperationSchema, ...errorResponses },
      },
      handler: async (request) => {
        const { integration, operation } = request.params;
        return readOperation(ctx, scope.store(request), integration, operation);
      },
    });
    app.post('/gateway/integrations/:storeId/:integration/:operation', {
      config: scoped,
      schema: {
        tags,
        summary: 'Saves an operation override (override: true)',
        params: operationParams,
        body: saveIntegrationOperationSchema,
        response: { 200: integrationOperationSchema, ...errorResponses },
      },
      handler: async (request) => {
        const { integration, operation } = request.params;
        const { username } = signedInOf(request);
        return saveOperation(ctx, username, scope.store(request), integration, operation, request.body);
      },
    });
    app.delete('/gateway/integrations/:storeId/:integration/:operation', {
      config: scoped,
      schema: { tags, summary: 'Deletes an operation override', params: operationParams, response: noContent },
      handler: async (request, reply) => {
        const { integration, operation } = request.params;
        await deleteOperation(ctx, scope.store(request), integration, operation);
        return reply.status(204).send(null);
      },
    });
  };
}
