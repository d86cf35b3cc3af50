import { saveSyncSettingsSchema, syncSettingsSchema } from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInOf } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/route-schemas.ts';
import type { Scope } from '../../stores/index.ts';
import { manageConfig, manageScope, storeParams } from '../manage-access.ts';
import { readSettings, saveSettings } from './settings-service.ts';

/** Sync: the settings screen's forms, saved per store. */
export function settingsRoutes(ctx: Context, scope: Scope): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['sync settings'];
    app.get('/:storeId/settings', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags,
        summary: "The store's sync settings; passwords only as passwordSet flags",
        params: storeParams,
        response: { 200: syncSettingsSchema, ...errorResponses },
      },
      handler: async (request) => readSettings(ctx, scope.store(request)),
    });
    app.put('/:storeId/settings', {
      config: manageConfig(),
      preHandler: manageScope,
      schema: {
        tags,
        summary: 'Saves the forms sent (each replaces its section); a blank password keeps, null clears',
        params: storeParams,
        body: saveSyncSettingsSchema,
        response: { 200: syncSettingsSchema, ...errorResponses },
      },
      handler: async (request) => saveSettings(ctx, signedInOf(request), scope.store(request), request.body),
    });
  };
}
