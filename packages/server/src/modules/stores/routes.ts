import {
  createStoreSchema,
  gatewayTicketSchema,
  idParamSchema,
  storeListQuerySchema,
  storePageSchema,
  storeSchema,
  storeTypeCountSchema,
  updateStoreSchema,
  updateStoreStatusSchema,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInOf } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { sendBuilt } from '../../platform/page-serializer.ts';
import { errorResponses } from '../../platform/route-schemas.ts';
import { issueHandoverTicket } from '../auth/index.ts';
import {
  isNameTaken,
  listStores,
  type Scope,
  storeListTables,
  storeReply,
  storeTypeCount,
  storeVisibility,
} from './queries.ts';
import { changeStoreStatus, createStore, updateStore } from './service.ts';

const dcParams = z.object({ dataCentreId: idParamSchema });
const storeParams = z.object({ storeId: idParamSchema });
const inPath = { in: 'params', key: 'storeId' } as const;

export function storeRoutes(ctx: Context, scope: Scope): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['stores'];
    app.get('/stores/data_center/:dataCentreId', {
      config: { listCache: { tables: storeListTables, scope: storeVisibility } },
      schema: {
        tags,
        summary: 'The stores of a data centre, a page at a time',
        params: dcParams,
        querystring: storeListQuerySchema,
        response: { 200: storePageSchema, ...errorResponses },
      },
      // The page is built field by field in the contract's order (list-cache.test.ts checks the bytes).
      handler: async (request, reply) =>
        sendBuilt(reply, await listStores(ctx, signedInOf(request), request.params.dataCentreId, request.query)),
    });
    app.get('/stores/store_type_count/:dataCentreId', {
      schema: {
        tags,
        summary: 'How many stores of each type a data centre has',
        params: dcParams,
        response: { 200: storeTypeCountSchema, ...errorResponses },
      },
      handler: async (request) => storeTypeCount(ctx, signedInOf(request), request.params.dataCentreId),
    });
    app.get('/stores/:storeId', {
      // A deleted store's history stays readable.
      config: { accepts: ['client', 'peer'], storeScope: { from: inPath, refuse: 'none' } },
      // HEAD /stores/{name} is the name check, not this route's head.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary: 'One store (also a deleted one)',
        params: storeParams,
        response: { 200: storeSchema, ...errorResponses },
      },
      handler: async (request) => storeReply(ctx, scope.store(request)),
    });
    app.get('/store-manager/stores/:storeId', {
      config: { accepts: ['client', 'peer'], storeScope: { from: inPath, refuse: 'none' } },
      schema: {
        tags,
        summary: "One store, for the store manager and the store's programs",
        params: storeParams,
        response: { 200: storeSchema, ...errorResponses },
      },
      handler: async (request) => storeReply(ctx, scope.store(request)),
    });
    app.post('/stores/:storeId/gateway-ticket', {
      config: { storeScope: { from: inPath } },
      schema: {
        tags,
        summary: "A single-use, one-minute ticket for opening the store's gateway page in a new tab",
        params: storeParams,
        response: { 201: gatewayTicketSchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        const store = scope.store(request);
        const issued = await issueHandoverTicket(ctx, signedInOf(request), store);
        reply.status(201);
        return { ...issued, url: `/stores/${store.id}/gateway?ticket=${encodeURIComponent(issued.ticket)}` };
      },
    });
    app.head('/stores/:name', {
      schema: {
        tags,
        summary: '200 when the store name is taken, 404 when free',
        params: z.object({ name: z.string().min(1).max(200) }),
      },
      handler: async (request, reply) => reply.status((await isNameTaken(ctx, request.params.name)) ? 200 : 404).send(),
    });
    app.post('/stores', {
      schema: {
        tags,
        summary: 'Creates a store',
        body: createStoreSchema,
        response: { 201: storeSchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        reply.status(201);
        return createStore(ctx, signedInOf(request), request.body);
      },
    });
    app.put('/stores', {
      config: { storeScope: { from: { in: 'body', key: 'id' } } },
      schema: {
        tags,
        summary: 'Updates a store',
        body: updateStoreSchema,
        response: { 200: storeSchema, ...errorResponses },
      },
      handler: async (request) => updateStore(ctx, signedInOf(request), scope.store(request), request.body),
    });
    app.put('/stores/update_status/:storeId', {
      config: { storeScope: { from: inPath } },
      schema: {
        tags,
        summary: "Changes a store's status (activate, deactivate, delete)",
        params: storeParams,
        body: updateStoreStatusSchema,
        response: { 200: storeSchema, ...errorResponses },
      },
      handler: async (request) =>
        changeStoreStatus(ctx, signedInOf(request), scope.store(request), request.body.statusType, {
          password: request.body.password,
          address: request.ip,
        }),
    });
  };
}
