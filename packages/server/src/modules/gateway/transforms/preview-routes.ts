import { transformPreviewResultSchema, transformPreviewSchema } from '@store-console/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInOf } from '../../../platform/auth-guard.ts';
import type { Context } from '../../../platform/context.ts';
import { errorResponses } from '../../../platform/route-schemas.ts';
import { InFlight } from '../execution/in-flight.ts';
import { previewTransforms } from './preview.ts';

/** Previews of one operator running at once. */
export const previewsAtOnce = 2;

/** The transform playground: any signed-in operator (client tokens are refused by the guard). */
export function transformPreviewRoutes(ctx: Context): FastifyPluginAsyncZod {
  return async (app) => {
    // Each preview can hold a transform worker for seconds: an operator runs a few at once, not more.
    const inFlight = new InFlight(previewsAtOnce, 'Your earlier transform previews are still running; try again');
    app.post('/gateway/transforms/preview', {
      schema: {
        tags: ['gateway'],
        summary: 'Runs transforms on a sample body; a failing step is in the reply (200), not an error',
        body: transformPreviewSchema,
        response: { 200: transformPreviewResultSchema, ...errorResponses },
      },
      handler: async (request) => {
        const caller = signedInOf(request);
        return inFlight.run(String(caller.id), () => previewTransforms(ctx, caller, request.body, request.log));
      },
    });
  };
}
