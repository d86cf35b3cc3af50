import {
  businessCentralNotificationSchema,
  errorResponseSchema,
  webhookCreateQuerySchema,
  webhookDeleteQuerySchema,
  webhookListQuerySchema,
  webhookSubscriptionListSchema,
  webhookSubscriptionSchema,
  webhookTypesQuerySchema,
  webhookTypesReplySchema,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInOf } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import { errorResponses } from '../../../platform/route-schemas.ts';
import type { StoreLocation } from '../../../platform/store-scope.ts';
import { hit } from '../../../platform/throttle.ts';
import type { Scope } from '../../stores/index.ts';
import { manageConfig, manageScope } from '../manage-access.ts';
import { receiveNotifications } from './notifications.ts';
import { createSubscription, deleteSubscription, listSubscriptions, webhookTypes } from './service.ts';

const tags = ['sync webhooks'];
const storeInQuery: StoreLocation = { in: 'query', key: 'storeId' };

/** A notification batch is small (Business Central sends one per change, or a collection one). */
const notificationBodyLimit = 1024 * 1024;
/**
 * Calls per source address and minute on the public notification endpoint (handshakes included):
 * Business Central batches its notifications, so this is far above what it sends, and it stops a
 * script from guessing clientStates or filling the request queue.
 */
export const notificationLimit = { limit: 600, windowSeconds: 60 };
/** Business Central's validation token: echoed only when it is plain printable text of a sane length. */
const validationTokenSchema = z
  .string()
  .min(1)
  .max(1024)
  .regex(/^[\x21-\x7E]+$/, 'Expected a validation token');

/**
 * Webhook subscriptions under the sync prefix, through the store scope (store in
 * the query, header x-xm-store checked there), and Business Central's public notification address.
 */
export function webhookRoutes(ctx: Context, scope: Scope): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/subscriptions', {
      config: manageConfig(storeInQuery),
      preHandler: manageScope,
      schema: {
        tags,
        summary: "The store's Business Central webhook subscriptions",
        querystring: webhookListQuerySchema,
        response: { 200: webhookSubscriptionListSchema, ...errorResponses },
      },
      handler: async (request) => listSubscriptions(ctx, scope.store(request), request.query),
    });
    app.get('/subscriptions/webhook-types', {
      schema: {
        tags,
        summary: 'The entities an ERP type can subscribe to (Business Central only)',
        querystring: webhookTypesQuerySchema,
        response: { 200: webhookTypesReplySchema, ...errorResponses },
      },
      handler: async (request) => webhookTypes(request.query.erpType),
    });
    app.post('/subscriptions', {
      config: manageConfig(storeInQuery, 'closed'),
      preHandler: manageScope,
      schema: {
        tags,
        summary:
          'Subscribes at Business Central through the store’s gateway integration (validation handshake answered here)',
        querystring: webhookCreateQuerySchema,
        response: { 200: webhookSubscriptionSchema, 502: errorResponseSchema, ...errorResponses },
      },
      handler: async (request) => createSubscription(ctx, signedInOf(request), scope.store(request), request.query),
    });
    app.delete('/subscriptions', {
      config: manageConfig(storeInQuery),
      preHandler: manageScope,
      schema: {
        tags,
        summary: 'Deletes the subscription at Business Central and here',
        querystring: webhookDeleteQuerySchema,
        response: { 204: z.null(), 502: errorResponseSchema, ...errorResponses },
      },
      handler: async (request, reply) => {
        await deleteSubscription(ctx, scope.store(request), request.query);
        return reply.status(204).send(null);
      },
    });
    await app.register(notificationRoute(ctx));
  };
}

/**
 * Business Central's calls, without a bearer token: the validation handshake (`?validationToken=`,
 * answered 200 with the token as text/plain) and the notifications (202 once taken; checked by
 * their clientState). Its own plugin so that an empty JSON body (the handshake) is no error.
 */
function notificationRoute(ctx: Context): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = String(body);
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(AppError.badRequest('Malformed JSON body'), undefined);
      }
    });
    app.post('/subscriptions/notifications', {
      config: { public: true },
      bodyLimit: notificationBodyLimit,
      schema: {
        tags,
        summary: 'Business Central’s webhook notifications and validation handshake (no bearer token)',
        querystring: z.object({ validationToken: validationTokenSchema.optional() }),
        response: {
          200: z.string(),
          202: z.object({ accepted: z.number(), ignored: z.number(), requests: z.number() }),
          ...errorResponses,
        },
      },
      handler: async (request, reply) => {
        if ((await hit(ctx, `webhook-notifications:${request.ip}`, notificationLimit)).refused) {
          throw AppError.rateLimited('Too many notifications from this address. Try again in a minute.');
        }
        const token = request.query.validationToken;
        if (token !== undefined) {
          return reply
            .status(200)
            .type('text/plain; charset=utf-8')
            .serializer((value: unknown) => String(value))
            .send(token);
        }
        const parsed = businessCentralNotificationSchema.safeParse(request.body);
        if (!parsed.success) throw AppError.badRequest('Not a Business Central notification');
        reply.status(202);
        return receiveNotifications(ctx, parsed.data);
      },
    });
  };
}
