import { transformPreviewResultSchema, transformPreviewSchema } from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInOf } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/route-schemas.ts';
import { previewTransforms } from './preview.ts';

/** The transform playground: any signed-in operator (client tokens are refused by the guard). */
export function transformPreviewRoutes(ctx: Context): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/gateway/transforms/preview', {
      schema: {
        tags: ['gateway'],
        summary: 'Runs transforms on a sample body; a failing step is in the reply (200), not an error',
        body: transformPreviewSchema,
        response: { 200: transformPreviewResultSchema, ...errorResponses },
      },
      handler: async (request) => previewTransforms(ctx, signedInOf(request), request.body),
    });
  };
}
