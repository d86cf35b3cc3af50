import {
  exchangeDetailSchema,
  exchangeIdSchema,
  gatewayLogPageQuerySchema,
  gatewayLogPageSchema,
  gatewayLogQuerySchema,
  gatewayNameSchema,
  idParamSchema,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInOf } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/route-schemas.ts';
import type { StoreLocation } from '../../../platform/store-scope.ts';
import type { Scope } from '../../stores/index.ts';
import { gatewayCertificate } from '../integrations/certificate.ts';
import { exchangeDetail, listExchanges, storeOfExchange } from './exchange-queries.ts';
import { flushExchanges } from './exchange-writer.ts';

const tags = ['gateway'];
const inQuery: StoreLocation = { in: 'query', key: 'storeId' };
const inPath: StoreLocation = { in: 'params', key: 'storeId' };
const viaExchange: StoreLocation = {
  in: 'params',
  key: 'id',
  via: { entity: 'exchange', ref: storeOfExchange, id: exchangeIdSchema },
};
const name = gatewayNameSchema;
const page = { 200: gatewayLogPageSchema, ...errorResponses };

/**
 * The exchange logs: a store's, an integration's, an operation's,
 * a catalogue level's (across the stores the caller may see), the caller's whole log, one exchange,
 * and the installation's gateway client certificate. Pages start at 1, newest first.
 */
export function logRoutes(ctx: Context, scope: Scope): FastifyPluginAsyncZod {
  return async (app) => {
    // Rows this process queued are written before any log is read (the detail route's store scope
    // looks its exchange up before the handler, hence a hook).
    app.addHook('onRequest', () => flushExchanges(ctx));
    app.get('/gateway/integrations/log', {
      config: { storeScope: { from: inQuery } },
      schema: { tags, summary: "A store's exchange log", querystring: gatewayLogQuerySchema, response: page },
      handler: async (request) => {
        const { storeId: _storeId, page: number, size, ...filter } = request.query;
        return listExchanges(
          ctx,
          signedInOf(request),
          { ...filter, storeId: scope.store(request).id },
          { page: number, size },
        );
      },
    });
    app.get('/gateway/integrations/:storeId/:integration.log', {
      config: { storeScope: { from: inPath } },
      schema: {
        tags,
        summary: "An integration's exchange log",
        params: z.object({ storeId: idParamSchema, integration: name }),
        querystring: gatewayLogPageQuerySchema,
        response: page,
      },
      handler: async (request) => {
        const { page: number, size, searchTerm } = request.query;
        const filter = { storeId: scope.store(request).id, integrationName: request.params.integration, searchTerm };
        return listExchanges(ctx, signedInOf(request), filter, { page: number, size });
      },
    });
    app.get('/gateway/integrations/:storeId/:integration/:operation.log', {
      config: { storeScope: { from: inPath } },
      schema: {
        tags,
        summary: "An operation's exchange log",
        params: z.object({ storeId: idParamSchema, integration: name, operation: name }),
        querystring: gatewayLogPageQuerySchema,
        response: page,
      },
      handler: async (request) => {
        const { page: number, size, searchTerm } = request.query;
        const { integration, operation } = request.params;
        const filter = {
          storeId: scope.store(request).id,
          integrationName: integration,
          operationName: operation,
          searchTerm,
        };
        return listExchanges(ctx, signedInOf(request), filter, { page: number, size });
      },
    });

    // Catalogue levels: the exchanges of integrations of that level, in every store the caller may see.
    const levels = [
      { path: '/gateway/interfaces/:provider.log', params: { provider: name } },
      { path: '/gateway/interfaces/:provider/:product.log', params: { provider: name, product: name } },
      {
        path: '/gateway/interfaces/:provider/:product/:version.log',
        params: { provider: name, product: name, version: name },
      },
      {
        path: '/gateway/interfaces/:provider/:product/:version/:interface/log',
        params: { provider: name, product: name, version: name, interface: name },
      },
      {
        path: '/gateway/interfaces/:provider/:product/:version/:interface/:operation.log',
        params: { provider: name, product: name, version: name, interface: name, operation: name },
      },
    ];
    for (const level of levels) {
      app.get(level.path, {
        schema: {
          tags,
          summary: "A catalogue level's exchange log (the caller's stores)",
          params: z.object(level.params),
          querystring: gatewayLogPageQuerySchema,
          response: page,
        },
        handler: async (request) => {
          const { page: number, size, searchTerm } = request.query;
          const catalogue = z
            .object({
              provider: z.string(),
              product: z.string().optional(),
              version: z.string().optional(),
              interface: z.string().optional(),
              operation: z.string().optional(),
            })
            .parse(request.params);
          return listExchanges(ctx, signedInOf(request), { catalogue, searchTerm }, { page: number, size });
        },
      });
    }

    app.get('/gateway.log', {
      schema: {
        tags,
        summary: 'Every exchange of the stores the caller may see',
        querystring: gatewayLogPageQuerySchema,
        response: page,
      },
      handler: async (request) => {
        const { page: number, size, searchTerm } = request.query;
        return listExchanges(ctx, signedInOf(request), { searchTerm }, { page: number, size });
      },
    });

    app.get('/gateway/integrations/exchange/:id', {
      config: { storeScope: { from: viaExchange } },
      schema: {
        tags,
        summary: "One exchange's request, sent, received and response views",
        params: z.object({ id: exchangeIdSchema }),
        response: { 200: exchangeDetailSchema, ...errorResponses },
      },
      handler: async (request) => exchangeDetail(ctx, scope.store(request).id, request.params.id),
    });

    app.get('/gateway/certificate.pem', {
      schema: {
        tags,
        summary: "The installation's gateway client certificate (PEM)",
        response: { 200: z.string(), ...errorResponses },
      },
      handler: async (_request, reply) => {
        const { cert } = await gatewayCertificate(ctx);
        return reply.type('text/plain; charset=utf-8').send(cert);
      },
    });
  };
}
