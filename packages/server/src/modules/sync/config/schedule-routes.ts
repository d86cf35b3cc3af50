import {
  idParamSchema,
  scheduledRunSchema,
  schedulerReplySchema,
  schedulerSchema,
  storeSchema,
  syncVersionBodySchema,
} from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInOf } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/route-schemas.ts';
import type { StoreLocation } from '../../../platform/store-scope.ts';
import { type Scope, setStoreSyncVersion } from '../../stores/index.ts';
import { manageConfig, manageScope, storeParams } from '../manage-access.ts';
import { listScheduledRuns, readSchedule, saveSchedule, storeOfSource } from './schedule-service.ts';

const viaSource: StoreLocation = { in: 'params', key: 'id', via: { entity: 'source', ref: storeOfSource } };
const sourceParams = z.object({ id: idParamSchema });

/** Sync: a source's schedule and the runs the minute tick recorded. */
export function scheduleRoutes(ctx: Context, scope: Scope): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['sync schedule'];
    app.get('/source/:id/schedule', {
      config: manageConfig(viaSource),
      preHandler: manageScope,
      schema: {
        tags,
        summary: "The source's schedule (the default, inactive, when none is saved), its zone and next due time",
        params: sourceParams,
        response: { 200: schedulerReplySchema, ...errorResponses },
      },
      handler: async (request) => readSchedule(ctx, scope.store(request), request.params.id),
    });
    app.put('/source/:id/schedule', {
      config: manageConfig(viaSource),
      preHandler: manageScope,
      schema: {
        tags,
        summary: "Saves the source's schedule; its next due time is computed in the store's time zone",
        params: sourceParams,
        body: schedulerSchema,
        response: { 200: schedulerReplySchema, ...errorResponses },
      },
      handler: async (request) =>
        saveSchedule(ctx, signedInOf(request), scope.store(request), request.params.id, request.body),
    });
    app.get('/:storeId/schedule/runs', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags,
        summary: 'The due runs the scheduler recorded, newest first (at most 50)',
        params: storeParams,
        response: { 200: z.array(scheduledRunSchema), ...errorResponses },
      },
      handler: async (request) => listScheduledRuns(ctx, scope.store(request)),
    });
  };
}

/**
 * PATCH /store-manager/stores/{storeId}/sync-version (outside /sync): the body is the version
 * string. Leaving SYNC_2 stops the scheduler tick for the store (it checks the version);
 * the console then saves the schedule with isActive = (version === 'SYNC_2').
 */
export function syncVersionRoutes(ctx: Context, scope: Scope): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch('/store-manager/stores/:storeId/sync-version', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags: ['stores'],
        summary: 'Changes the store\'s sync version; the body is a JSON string ("SYNC_2")',
        params: storeParams,
        body: syncVersionBodySchema,
        response: { 200: storeSchema, ...errorResponses },
      },
      handler: async (request) => setStoreSyncVersion(ctx, signedInOf(request), scope.store(request), request.body),
    });
  };
}
