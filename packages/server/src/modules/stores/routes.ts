import {
  createStoreSchema,
  gatewayTicketSchema,
  storeListQuerySchema,
  storePageSchema,
  storeSchema,
  storeTypeCountSchema,
  updateStoreSchema,
  updateStoreStatusSchema,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Guard, signedInOf } from '../../platform/auth-guard.ts';
import type { Context } from '../../platform/context.ts';
import { errorResponses, idParams } from '../../platform/route-schemas.ts';
import { issueHandoverTicket } from '../auth/service.ts';
import {
  changeStoreStatus,
  createStore,
  getStore,
  isNameTaken,
  listStores,
  storeTypeCount,
  updateStore,
} from './service.ts';

const dcParams = z.object({ dataCentreId: z.coerce.number().int().positive() });

export function storeRoutes(ctx: Context, guard: Guard): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['stores'];
    app.get('/stores/data_center/:dataCentreId', {
      preHandler: guard.signedIn,
      schema: {
        tags,
        params: dcParams,
        querystring: storeListQuerySchema,
        response: { 200: storePageSchema, ...errorResponses },
      },
      handler: async (request) => listStores(ctx, signedInOf(request), request.params.dataCentreId, request.query),
    });
    app.get('/stores/store_type_count/:dataCentreId', {
      preHandler: guard.signedIn,
      schema: { tags, params: dcParams, response: { 200: storeTypeCountSchema, ...errorResponses } },
      handler: async (request) => storeTypeCount(ctx, signedInOf(request), request.params.dataCentreId),
    });
    app.get('/stores/:id', {
      preHandler: guard.storeAccess,
      // HEAD /stores/{name} is the name check, not this route's head.
      exposeHeadRoute: false,
      schema: { tags, params: idParams, response: { 200: storeSchema, ...errorResponses } },
      handler: async (request) => getStore(ctx, signedInOf(request), request.params.id),
    });
    app.get('/store-manager/stores/:id', {
      preHandler: guard.storeAccess,
      schema: { tags, params: idParams, response: { 200: storeSchema, ...errorResponses } },
      handler: async (request) => getStore(ctx, signedInOf(request), request.params.id),
    });
    app.post('/stores/:id/gateway-ticket', {
      preHandler: guard.signedIn,
      schema: {
        tags,
        summary: "A single-use, one-minute ticket for opening the store's gateway page in a new tab",
        params: idParams,
        response: { 201: gatewayTicketSchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        const caller = signedInOf(request);
        const store = await getStore(ctx, caller, request.params.id);
        const issued = await issueHandoverTicket(ctx, caller, store.id);
        reply.status(201);
        return { ...issued, url: `/stores/${store.id}/gateway?ticket=${encodeURIComponent(issued.ticket)}` };
      },
    });
    app.head('/stores/:name', {
      preHandler: guard.signedIn,
      schema: {
        tags,
        summary: '200 when the store name is taken, 404 when free',
        params: z.object({ name: z.string().min(1).max(200) }),
      },
      handler: async (request, reply) => reply.status((await isNameTaken(ctx, request.params.name)) ? 200 : 404).send(),
    });
    app.post('/stores', {
      preHandler: guard.signedIn,
      schema: { tags, body: createStoreSchema, response: { 201: storeSchema, ...errorResponses } },
      handler: async (request, reply) => {
        reply.status(201);
        return createStore(ctx, signedInOf(request), request.body);
      },
    });
    app.put('/stores', {
      preHandler: guard.signedIn,
      schema: { tags, body: updateStoreSchema, response: { 200: storeSchema, ...errorResponses } },
      handler: async (request) => updateStore(ctx, signedInOf(request), request.body),
    });
    app.put('/stores/update_status/:id', {
      preHandler: guard.signedIn,
      schema: {
        tags,
        params: idParams,
        body: updateStoreStatusSchema,
        response: { 200: storeSchema, ...errorResponses },
      },
      handler: async (request) =>
        changeStoreStatus(ctx, signedInOf(request), request.params.id, request.body.statusType, {
          password: request.body.password,
          address: request.ip,
        }),
    });
  };
}
